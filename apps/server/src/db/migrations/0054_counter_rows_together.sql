-- A place's counters (a state's: some 8,000 rows) and a map view's cells are read as runs of their
-- keys, but the rows were written in the order places and cells first got a post, each on its own
-- page: rewritten in key order, and half of each page left free so that a counter's new version
-- stays on its page (a HOT update) and the runs stay together.
ALTER TABLE "place_tallies" SET (fillfactor = 50);
--> statement-breakpoint
CLUSTER "place_tallies" USING "place_tallies_pk";
--> statement-breakpoint
ALTER TABLE "load_map_cells" SET (fillfactor = 50);
--> statement-breakpoint
CLUSTER "load_map_cells" USING "load_map_cells_level_load_type_gx_gy_shard_pk";
