-- The map's cells are split into sixteen shards by owner (tally_shard, as 0014's board-wide
-- tallies): a coarse cell holds a whole region, so concurrent posters there each waited for the one
-- before them to commit. Readers already sum per cell; the cells are counted again under the shards.
-- And two costs every post paid for nothing: the map's upsert planned anew each time, and the
-- market's windows counted (under a shared lock on their one age row) for statements that wrote no
-- deal.
--
-- No change may slip between the backfills below and the triggers: writers wait for this migration.
LOCK TABLE "loads" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
TRUNCATE "load_map_cells";--> statement-breakpoint
ALTER TABLE "load_map_cells" DROP CONSTRAINT "load_map_cells_level_load_type_gx_gy_pk";--> statement-breakpoint
ALTER TABLE "load_map_cells" ADD COLUMN "shard" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "load_map_cells" ADD CONSTRAINT "load_map_cells_level_load_type_gx_gy_shard_pk" PRIMARY KEY("level","load_type","gx","gy","shard");--> statement-breakpoint
-- An ACTIVE post's origin as the map counts it, signed +1 (written) or -1 (replaced or deleted).
CREATE TYPE "load_map_change" AS (
	"load_type" "load_type",
	"owner_id" integer,
	"origin_lat" double precision,
	"origin_lng" double precision,
	"sign" integer
);
--> statement-breakpoint
-- Adds signed origins at every level the map clusters (3 to 14), in one upsert; cells in key order,
-- so that concurrent statements lock them in the same order and cannot deadlock.
CREATE FUNCTION load_map_cells_add(changes load_map_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO load_map_cells AS c (level, load_type, gx, gy, shard, posts, lat_sum, lng_sum)
  SELECT lv.level, d.load_type,
         floor((d.origin_lng + 180) / load_map_cell_size(lv.level))::integer,
         floor((d.origin_lat + 90) / load_map_cell_size(lv.level))::integer,
         tally_shard(d.owner_id),
         sum(d.sign), sum(d.sign * d.origin_lat), sum(d.sign * d.origin_lng)
  FROM unnest(changes) AS d CROSS JOIN generate_series(3, 14) AS lv(level)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.origin_lat) <> 0 OR sum(d.sign * d.origin_lng) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (level, load_type, gx, gy, shard) DO UPDATE
    SET posts = c.posts + excluded.posts,
        lat_sum = c.lat_sum + excluded.lat_sum,
        lng_sum = c.lng_sum + excluded.lng_sum;
END $$;
--> statement-breakpoint
-- Static SQL in each branch (as 0019's tallies): planned once per connection, where the statement
-- built per call was planned again at every post.
CREATE OR REPLACE FUNCTION load_map_cells_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM load_map_cells_add(ARRAY(
      SELECT ROW(load_type, owner_id, origin_lat, origin_lng, 1)::load_map_change
      FROM new_rows WHERE status = 'ACTIVE'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM load_map_cells_add(ARRAY(
      SELECT ROW(load_type, owner_id, origin_lat, origin_lng, -1)::load_map_change
      FROM old_rows WHERE status = 'ACTIVE'));
  ELSE
    PERFORM load_map_cells_add(ARRAY(
      SELECT ROW(load_type, owner_id, origin_lat, origin_lng, 1)::load_map_change
      FROM new_rows WHERE status = 'ACTIVE'
      UNION ALL
      SELECT ROW(load_type, owner_id, origin_lat, origin_lng, -1)::load_map_change
      FROM old_rows WHERE status = 'ACTIVE'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT load_map_cells_add(ARRAY(
  SELECT ROW(load_type, owner_id, origin_lat, origin_lng, 1)::load_map_change
  FROM loads WHERE status = 'ACTIVE'));--> statement-breakpoint
-- A statement that wrote no deal (every new post, most edits: market_deals_sync's statements then
-- touch no row) has nothing to count, and need not wait on the windows' age row.
CREATE OR REPLACE FUNCTION market_tallies_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows AS n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows AS o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows AS n UNION ALL SELECT o.*, -1 FROM old_rows AS o'
  END;
  aged date;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  SELECT aged_on INTO STRICT aged FROM market_window_age FOR SHARE;
  EXECUTE format($sql$
    WITH d AS (
      SELECT k.kind, c.origin_zip3, c.destination_zip3, c.origin_state,
             market_cents(c.rate_per_mile) AS cents_per_mile, c.sign,
             utc_day(c.accepted_at) AS day
      FROM (%s) AS c CROSS JOIN LATERAL (VALUES ('ALL'), (c.load_type::text)) AS k(kind)
      WHERE utc_day(c.accepted_at) > $1 - 90
    ),
    lanes AS (
      INSERT INTO market_lane_tallies AS t (kind, origin_zip3, destination_zip3, deals_7, deals_30, deals_90)
      SELECT * FROM (
        SELECT kind, origin_zip3, destination_zip3,
               coalesce(sum(sign) FILTER (WHERE day > $1 - 7), 0) AS d7,
               coalesce(sum(sign) FILTER (WHERE day > $1 - 30), 0) AS d30,
               sum(sign) AS d90
        FROM d GROUP BY 1, 2, 3
      ) AS s
      WHERE (d7, d30, d90) <> (0, 0, 0)
      ORDER BY 1, 2, 3
      ON CONFLICT (kind, origin_zip3, destination_zip3) DO UPDATE
        SET deals_7 = t.deals_7 + excluded.deals_7,
            deals_30 = t.deals_30 + excluded.deals_30,
            deals_90 = t.deals_90 + excluded.deals_90
    )
    INSERT INTO market_state_rates AS t (kind, origin_state, cents_per_mile, deals_7, deals_30, deals_90)
    SELECT * FROM (
      SELECT kind, origin_state, cents_per_mile,
             coalesce(sum(sign) FILTER (WHERE day > $1 - 7), 0) AS d7,
             coalesce(sum(sign) FILTER (WHERE day > $1 - 30), 0) AS d30,
             sum(sign) AS d90
      FROM d GROUP BY 1, 2, 3
    ) AS s
    WHERE (d7, d30, d90) <> (0, 0, 0)
    ORDER BY 1, 2, 3
    ON CONFLICT (kind, origin_state, cents_per_mile) DO UPDATE
      SET deals_7 = t.deals_7 + excluded.deals_7,
          deals_30 = t.deals_30 + excluded.deals_30,
          deals_90 = t.deals_90 + excluded.deals_90
  $sql$, changed) USING aged;
  IF TG_OP <> 'INSERT' THEN
    PERFORM market_tallies_drop_empty(ARRAY(SELECT o::market_deals FROM old_rows AS o));
  END IF;
  RETURN NULL;
END $$;
