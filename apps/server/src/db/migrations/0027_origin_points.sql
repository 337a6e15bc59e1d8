-- The map's list, nearest the view's centre first, walked one GiST over the posts themselves: at a
-- million posts 11,726 ACTIVE posts share ZIP 60601's point, 1.6 km from Chicago's view centre, and
-- the index's pages holding them also hold points around the centre, so the walk read about 145
-- pages before its first row (2 ms for page 1, 1.71 times 100k's). The walk now goes over the
-- distinct points posts start from (a few thousand, whatever the posts), and reads each point's posts
-- in id order from a btree: page 1 reads a few dozen pages.
CREATE TABLE "load_origin_points" (
	"origin_lng" double precision NOT NULL,
	"origin_lat" double precision NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "load_origin_points_origin_lng_origin_lat_pk" PRIMARY KEY("origin_lng","origin_lat")
);
--> statement-breakpoint
CREATE INDEX "load_origin_points_active_idx" ON "load_origin_points" USING gist (point("origin_lng", "origin_lat")) WHERE "load_origin_points"."posts" > 0;--> statement-breakpoint
CREATE INDEX "loads_active_origin_id_idx" ON "loads" USING btree ("origin_lng","origin_lat","id") WHERE "loads"."status" = 'ACTIVE';
--> statement-breakpoint
-- Adds a statement's new ACTIVE rows to their origin points and takes its old ones away, in one
-- upsert per statement, points in key order so that concurrent imports cannot deadlock (as
-- load_map_cells_count, 0011).
CREATE FUNCTION load_origin_points_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT origin_lng, origin_lat, 1 AS sign FROM new_rows WHERE status = ''ACTIVE'''
    WHEN 'DELETE' THEN 'SELECT origin_lng, origin_lat, -1 AS sign FROM old_rows WHERE status = ''ACTIVE'''
    ELSE 'SELECT origin_lng, origin_lat, 1 AS sign FROM new_rows WHERE status = ''ACTIVE'''
      || ' UNION ALL SELECT origin_lng, origin_lat, -1 FROM old_rows WHERE status = ''ACTIVE'''
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO load_origin_points AS p (origin_lng, origin_lat, posts)
    SELECT d.origin_lng, d.origin_lat, sum(d.sign)
    FROM (%s) AS d
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (origin_lng, origin_lat) DO UPDATE SET posts = p.posts + excluded.posts
  $sql$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_origin_points_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_origin_points_count();
--> statement-breakpoint
CREATE TRIGGER loads_origin_points_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_origin_points_count();
--> statement-breakpoint
CREATE TRIGGER loads_origin_points_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION load_origin_points_count();
--> statement-breakpoint
CREATE FUNCTION load_origin_points_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE load_origin_points; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER loads_origin_points_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_origin_points_clear();
--> statement-breakpoint
-- The posts already on the board.
INSERT INTO load_origin_points (origin_lng, origin_lat, posts)
SELECT origin_lng, origin_lat, count(*) FROM loads WHERE status = 'ACTIVE' GROUP BY 1, 2;
