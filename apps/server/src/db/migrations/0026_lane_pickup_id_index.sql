-- A page of a lane (or of one circle) by pickup date found its last day walking 0022's index, then
-- read and sorted every post of the lane up to that day: the page's last day's posts in the circle,
-- which grow with the board (874 of them, 925 heap pages, for page 1 of 100 miles around Chicago at
-- a million posts; 2.26 times the time of 100k). With the id after the two ends, the index walks a
-- lane in the board's own order, day then id (`pickup_date <-> date, id <-> 0`), and stops after
-- the page: the rows read are the page's, not its last day's.
DROP INDEX "loads_active_lane_pickup_idx";--> statement-breakpoint
CREATE INDEX "loads_active_lane_pickup_idx" ON "loads" USING gist ("pickup_date",cube(array["origin_lat", "origin_lng", "destination_lat", "destination_lng"]),"id") WHERE "loads"."status" = 'ACTIVE';