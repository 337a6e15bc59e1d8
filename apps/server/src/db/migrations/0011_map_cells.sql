CREATE TABLE "load_map_cells" (
	"level" smallint NOT NULL,
	"load_type" "load_type" NOT NULL,
	"gx" integer NOT NULL,
	"gy" integer NOT NULL,
	"posts" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "load_map_cells_level_load_type_gx_gy_pk" PRIMARY KEY("level","load_type","gx","gy")
);
--> statement-breakpoint
CREATE INDEX "loads_active_origin_point_idx" ON "loads" USING gist (point("origin_lng", "origin_lat")) WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
-- The side of a map cell at a level, in degrees: four cells to a 256-pixel tile of that zoom.
CREATE FUNCTION load_map_cell_size(level integer) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 360.0 / power(2, level + 2) $$;
--> statement-breakpoint
-- Adds the ACTIVE posts of a statement's new rows and takes away those of its old rows, at every
-- level the map clusters (3 to 14), in one upsert per statement. Cells are written in key order so
-- that concurrent imports lock them in the same order and cannot deadlock.
CREATE FUNCTION load_map_cells_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT load_type, origin_lat, origin_lng, 1 AS sign FROM new_rows WHERE status = ''ACTIVE'''
    WHEN 'DELETE' THEN 'SELECT load_type, origin_lat, origin_lng, -1 AS sign FROM old_rows WHERE status = ''ACTIVE'''
    ELSE 'SELECT load_type, origin_lat, origin_lng, 1 AS sign FROM new_rows WHERE status = ''ACTIVE'''
      || ' UNION ALL SELECT load_type, origin_lat, origin_lng, -1 FROM old_rows WHERE status = ''ACTIVE'''
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO load_map_cells AS c (level, load_type, gx, gy, posts, lat_sum, lng_sum)
    SELECT lv.level, d.load_type,
           floor((d.origin_lng + 180) / load_map_cell_size(lv.level))::integer,
           floor((d.origin_lat + 90) / load_map_cell_size(lv.level))::integer,
           sum(d.sign), sum(d.sign * d.origin_lat), sum(d.sign * d.origin_lng)
    FROM (%s) AS d CROSS JOIN generate_series(3, 14) AS lv(level)
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.origin_lat) <> 0 OR sum(d.sign * d.origin_lng) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (level, load_type, gx, gy) DO UPDATE
      SET posts = c.posts + excluded.posts,
          lat_sum = c.lat_sum + excluded.lat_sum,
          lng_sum = c.lng_sum + excluded.lng_sum
  $sql$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_map_cells_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_map_cells_count();
--> statement-breakpoint
CREATE TRIGGER loads_map_cells_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_map_cells_count();
--> statement-breakpoint
CREATE TRIGGER loads_map_cells_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION load_map_cells_count();
--> statement-breakpoint
CREATE FUNCTION load_map_cells_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE load_map_cells; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER loads_map_cells_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_map_cells_clear();
--> statement-breakpoint
-- The posts already on the board.
INSERT INTO load_map_cells (level, load_type, gx, gy, posts, lat_sum, lng_sum)
SELECT lv.level, l.load_type,
       floor((l.origin_lng + 180) / load_map_cell_size(lv.level))::integer,
       floor((l.origin_lat + 90) / load_map_cell_size(lv.level))::integer,
       count(*), sum(l.origin_lat), sum(l.origin_lng)
FROM loads AS l CROSS JOIN generate_series(3, 14) AS lv(level)
WHERE l.status = 'ACTIVE'
GROUP BY 1, 2, 3, 4;
