-- A lane search asks for ACTIVE posts picked up within one circle and delivered within another. Two
-- GiST indexes, one per end, each return every post around their city (57,000 and 49,000 around
-- Chicago and Dallas at a million posts) before the two sets meet in a bitmap: 20-35 ms, growing
-- with the board. One index over both ends answers the pair at once: each post is a point in six
-- dimensions, the earth cube of its origin followed by that of its destination, and a lane is the
-- box whose first three sides are the origin circle's earth_box and last three the destination's.
--
-- The functions name their schema: PostgreSQL 17 and later build and vacuum an index with only
-- pg_catalog on the search path. Each body is one expression, so the planner inlines it and the
-- query's call matches the index's.
--
-- The origin's earth cube (ll_to_earth) with the destination's three coordinates appended.
CREATE FUNCTION lane_cube(origin_lat float8, origin_lng float8, destination_lat float8, destination_lng float8)
  RETURNS public.cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT public.cube(
      public.cube(
        public.cube(
          public.ll_to_earth(origin_lat, origin_lng),
          public.cube_ll_coord(public.ll_to_earth(destination_lat, destination_lng), 1)
        ),
        public.cube_ll_coord(public.ll_to_earth(destination_lat, destination_lng), 2)
      ),
      public.cube_ll_coord(public.ll_to_earth(destination_lat, destination_lng), 3)
    )
  $$;
--> statement-breakpoint
-- The box of a lane: the origin circle's earth_box with the destination circle's box appended.
CREATE FUNCTION lane_box(origin_box public.cube, destination_box public.cube) RETURNS public.cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT public.cube(
      public.cube(
        public.cube(origin_box, public.cube_ll_coord(destination_box, 1), public.cube_ur_coord(destination_box, 1)),
        public.cube_ll_coord(destination_box, 2), public.cube_ur_coord(destination_box, 2)
      ),
      public.cube_ll_coord(destination_box, 3), public.cube_ur_coord(destination_box, 3)
    )
  $$;
--> statement-breakpoint
CREATE INDEX "loads_active_lane_idx" ON "loads" USING gist (lane_cube("origin_lat", "origin_lng", "destination_lat", "destination_lng")) WHERE "loads"."status" = 'ACTIVE';
