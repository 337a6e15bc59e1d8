-- The board's trucks by rate. A truck's rate is optional and most trucks give none, so the rate
-- order's walk for trucks alone passed every freight post with a rate (sorted first) before the
-- first truck; this index holds the trucks alone.
CREATE INDEX "loads_board_truck_rate_idx" ON "loads" USING btree ("stale","rate" DESC NULLS LAST,"pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review" AND "loads"."load_type" = 'TRUCK';