-- The analytics strip under a place name (every status, the sum and mean of the balances) from the
-- place tallies, as the list's total already is: their rows gain the sum of their posts' balances.
-- Aggregating the place's posts instead read every entry of its ZIPs (a state: tens of thousands).
--
-- No change may slip between the backfill below and the triggers: writers wait for this migration.
LOCK TABLE "loads" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
TRUNCATE "place_tallies";--> statement-breakpoint
ALTER TABLE "place_tallies" ADD COLUMN "balance" numeric NOT NULL;--> statement-breakpoint
-- A post as the place tallies see it, signed +1 (a row a statement wrote) or -1 (one it replaced or
-- deleted), at its pickup and at its delivery.
CREATE TYPE "place_tally_change" AS (
	"location" text,
	"is_origin" boolean,
	"load_type" "load_type",
	"status" "load_status",
	"shard" smallint,
	"balance" numeric,
	"sign" integer
);
--> statement-breakpoint
CREATE FUNCTION place_tally_changes_of(post loads, sign integer) RETURNS SETOF place_tally_change
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT ROW(post.origin_location, true, post.load_type, post.status, (post.owner_id % 4)::smallint,
             post.balance, sign)::place_tally_change
  UNION ALL
  SELECT ROW(post.destination_location, false, post.load_type, post.status,
             (post.owner_id % 4)::smallint, post.balance, sign)::place_tally_change
$$;
--> statement-breakpoint
-- Adds signed changes in one upsert; counter rows in key order, so concurrent statements lock them
-- in the same order and cannot deadlock.
CREATE FUNCTION place_tallies_add(changes place_tally_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO place_tallies AS t (location, is_origin, load_type, status, shard, posts, balance)
  SELECT location, is_origin, load_type, status, shard, sum(sign), sum(sign * balance)
  FROM unnest(changes)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0 OR sum(sign * balance) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (location, is_origin, load_type, status, shard) DO UPDATE
    SET posts = t.posts + excluded.posts, balance = t.balance + excluded.balance;
END $$;
--> statement-breakpoint
-- Only the branch of the statement's operation runs, so each reads the transition tables it has.
CREATE OR REPLACE FUNCTION place_tallies_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM place_tallies_add(ARRAY(SELECT c FROM new_rows AS n, place_tally_changes_of(n, 1) AS c));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM place_tallies_add(ARRAY(SELECT c FROM old_rows AS o, place_tally_changes_of(o, -1) AS c));
  ELSE
    PERFORM place_tallies_add(ARRAY(
      SELECT c FROM new_rows AS n, place_tally_changes_of(n, 1) AS c
      UNION ALL
      SELECT c FROM old_rows AS o, place_tally_changes_of(o, -1) AS c
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO place_tallies (location, is_origin, load_type, status, shard, posts, balance)
SELECT c.location, c.is_origin, c.load_type, c.status, c.shard, count(*), sum(c.balance)
FROM loads AS l CROSS JOIN LATERAL place_tally_changes_of(l, 1) AS c
GROUP BY 1, 2, 3, 4, 5;
