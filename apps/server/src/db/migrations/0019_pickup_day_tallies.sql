-- Avail. Loads under a pickup-date filter (its totals and its analytics strip): the posts per pickup
-- day, type and status, kept like 0014's tallies in the transaction of every change, so a week of
-- pickups sums a few hundred counter rows instead of reading every post picked up that week (180 ms
-- at a million posts). Four shards by owner keep two posters of the same day from waiting on one row.
--
-- No change may slip between the backfill below and the triggers: writers wait for this migration.
LOCK TABLE "loads" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "pickup_day_tallies" (
	"pickup_date" date NOT NULL,
	"load_type" "load_type" NOT NULL,
	"status" "load_status" NOT NULL,
	"shard" smallint NOT NULL,
	"posts" integer NOT NULL,
	"balance" numeric NOT NULL,
	CONSTRAINT "pickup_day_tallies_pk" PRIMARY KEY("pickup_date","load_type","status","shard")
);
--> statement-breakpoint
-- Adds a statement's new rows and takes away its old ones; counter rows in key order, so concurrent
-- statements lock them in the same order and cannot deadlock. Only the branch of the statement's
-- operation runs, so each reads the transition tables it has.
CREATE FUNCTION pickup_day_tallies_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO pickup_day_tallies AS t (pickup_date, load_type, status, shard, posts, balance)
    SELECT pickup_date, load_type, status, (owner_id % 4)::smallint, count(*), sum(balance)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (pickup_date, load_type, status, shard) DO UPDATE
      SET posts = t.posts + excluded.posts, balance = t.balance + excluded.balance;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO pickup_day_tallies AS t (pickup_date, load_type, status, shard, posts, balance)
    SELECT pickup_date, load_type, status, (owner_id % 4)::smallint, -count(*), -sum(balance)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (pickup_date, load_type, status, shard) DO UPDATE
      SET posts = t.posts + excluded.posts, balance = t.balance + excluded.balance;
  ELSE
    INSERT INTO pickup_day_tallies AS t (pickup_date, load_type, status, shard, posts, balance)
    SELECT pickup_date, load_type, status, shard, sum(sign), sum(sign * balance)
    FROM (
      SELECT pickup_date, load_type, status, (owner_id % 4)::smallint AS shard, 1 AS sign, balance FROM new_rows
      UNION ALL
      SELECT pickup_date, load_type, status, (owner_id % 4)::smallint, -1, balance FROM old_rows
    ) AS c
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * balance) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (pickup_date, load_type, status, shard) DO UPDATE
      SET posts = t.posts + excluded.posts, balance = t.balance + excluded.balance;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_pickup_tallies_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pickup_day_tallies_count();
--> statement-breakpoint
CREATE TRIGGER loads_pickup_tallies_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pickup_day_tallies_count();
--> statement-breakpoint
CREATE TRIGGER loads_pickup_tallies_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pickup_day_tallies_count();
--> statement-breakpoint
CREATE FUNCTION pickup_day_tallies_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  TRUNCATE pickup_day_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_pickup_tallies_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION pickup_day_tallies_clear();
--> statement-breakpoint
INSERT INTO pickup_day_tallies (pickup_date, load_type, status, shard, posts, balance)
SELECT pickup_date, load_type, status, (owner_id % 4)::smallint, count(*), sum(balance)
FROM loads GROUP BY 1, 2, 3, 4;
