-- A lane search asks for ACTIVE posts picked up within one circle and delivered within another. The
-- two GiST indexes of 0002, one per end, each return every post around their city (57,000 around
-- Chicago and 49,000 around Dallas at a million posts) before the two sets meet in a bitmap: 20-35 ms,
-- growing with the board. This one answers both ends at once: a post is the point (origin lat, origin
-- lng, destination lat, destination lng), a lane the box of the two circles' lat/lng bounds. Four
-- plain dimensions cluster better than the two earth cubes side by side (six): at a million posts
-- the lane's 1,139 candidates came from 412 index pages here, from some 1,000 with six.
CREATE INDEX "loads_active_lane_idx" ON "loads" USING gist (cube(array["origin_lat", "origin_lng", "destination_lat", "destination_lng"])) WHERE "loads"."status" = 'ACTIVE';
