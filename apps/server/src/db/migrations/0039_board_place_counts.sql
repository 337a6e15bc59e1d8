-- A board list counts its posts on every page. At a place the tallies cannot answer (the start of a
-- ZIP, a lane, a place with pickup dates) it counted the entries of the place indexes (0037), which
-- hold every status and the columns the board's orders read: a wide entry each, so a large place
-- read many pages to count. These hold the board's posts alone (ACTIVE, not under review) by one
-- end's ZIP and pickup day, then the other end's ZIP and the type: what those counts filter on.
CREATE INDEX "loads_board_origin_count_idx" ON "loads" USING btree ("origin_zip","pickup_date","destination_zip","load_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_destination_count_idx" ON "loads" USING btree ("destination_zip","pickup_date","origin_zip","load_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";