-- A lane search's first page by pickup date sorted every post of the lane (1,006 for Chicago → Dallas
-- at a million posts, 1,500 pages read): a lane holds a share of the board, so its cost grew with the
-- board. This index keeps the lane's two ends under each pickup day: btree_gist's date as the first
-- column, on which GiST splits first, so each day's posts are clustered by their ends within it. A
-- page walks the lane nearest day first (`pickup_date <-> date`) to the day of its last post, then
-- reads and sorts only the posts up to that day: the page, and that day's other posts.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE INDEX "loads_active_lane_pickup_idx" ON "loads" USING gist ("pickup_date",cube(array["origin_lat", "origin_lng", "destination_lat", "destination_lng"])) WHERE "loads"."status" = 'ACTIVE';
