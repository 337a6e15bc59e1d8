-- Avail. Loads filtered by a place ('Chicago'): the posts per pickup or delivery location, type and
-- status, kept like 0014's tallies in the transaction of every change, so the list's total is a sum
-- over the few locations whose name matches instead of a count of every post there (22,000 ACTIVE
-- posts picked up in Chicago at a million: 30-300 ms). Four shards by owner keep two posters of one
-- city from waiting on one row. The trigram index finds the matching locations.
--
-- No change may slip between the backfill below and the triggers: writers wait for this migration.
LOCK TABLE "loads" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "place_tallies" (
	"location" text NOT NULL,
	"is_origin" boolean NOT NULL,
	"load_type" "load_type" NOT NULL,
	"status" "load_status" NOT NULL,
	"shard" smallint NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "place_tallies_pk" PRIMARY KEY("location","is_origin","load_type","status","shard")
);
--> statement-breakpoint
CREATE INDEX "place_tallies_location_trgm_idx" ON "place_tallies" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
-- Adds a statement's new rows and takes away its old ones, each post counted at its pickup and at
-- its delivery; counter rows in key order, so concurrent statements cannot deadlock. Only the branch
-- of the statement's operation runs, so each reads the transition tables it has.
CREATE FUNCTION place_tallies_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO place_tallies AS t (location, is_origin, load_type, status, shard, posts)
    SELECT location, is_origin, load_type, status, shard, count(*)
    FROM (
      SELECT origin_location AS location, true AS is_origin, load_type, status, (owner_id % 4)::smallint AS shard FROM new_rows
      UNION ALL
      SELECT destination_location, false, load_type, status, (owner_id % 4)::smallint FROM new_rows
    ) AS c
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (location, is_origin, load_type, status, shard) DO UPDATE SET posts = t.posts + excluded.posts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO place_tallies AS t (location, is_origin, load_type, status, shard, posts)
    SELECT location, is_origin, load_type, status, shard, -count(*)
    FROM (
      SELECT origin_location AS location, true AS is_origin, load_type, status, (owner_id % 4)::smallint AS shard FROM old_rows
      UNION ALL
      SELECT destination_location, false, load_type, status, (owner_id % 4)::smallint FROM old_rows
    ) AS c
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (location, is_origin, load_type, status, shard) DO UPDATE SET posts = t.posts + excluded.posts;
  ELSE
    INSERT INTO place_tallies AS t (location, is_origin, load_type, status, shard, posts)
    SELECT location, is_origin, load_type, status, shard, sum(sign)
    FROM (
      SELECT origin_location AS location, true AS is_origin, load_type, status, (owner_id % 4)::smallint AS shard, 1 AS sign FROM new_rows
      UNION ALL
      SELECT destination_location, false, load_type, status, (owner_id % 4)::smallint, 1 FROM new_rows
      UNION ALL
      SELECT origin_location, true, load_type, status, (owner_id % 4)::smallint, -1 FROM old_rows
      UNION ALL
      SELECT destination_location, false, load_type, status, (owner_id % 4)::smallint, -1 FROM old_rows
    ) AS c
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (location, is_origin, load_type, status, shard) DO UPDATE SET posts = t.posts + excluded.posts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_place_tallies_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_tallies_count();
--> statement-breakpoint
CREATE TRIGGER loads_place_tallies_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_tallies_count();
--> statement-breakpoint
CREATE TRIGGER loads_place_tallies_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_tallies_count();
--> statement-breakpoint
CREATE FUNCTION place_tallies_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  TRUNCATE place_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_place_tallies_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION place_tallies_clear();
--> statement-breakpoint
INSERT INTO place_tallies (location, is_origin, load_type, status, shard, posts)
SELECT location, is_origin, load_type, status, shard, count(*)
FROM (
  SELECT origin_location AS location, true AS is_origin, load_type, status, (owner_id % 4)::smallint AS shard FROM loads
  UNION ALL
  SELECT destination_location, false, load_type, status, (owner_id % 4)::smallint FROM loads
) AS c
GROUP BY 1, 2, 3, 4, 5;
