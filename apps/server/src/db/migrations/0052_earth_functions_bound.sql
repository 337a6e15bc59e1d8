-- earthdistance's functions as the board uses them (three indexes of loads are over ll_to_earth),
-- written again with the same results. Before PostgreSQL 17 their bodies are texts looked up by
-- name when they run, and autovacuum's ANALYZE runs with an empty search_path: there `earth` is
-- unknown, so autovacuum never refreshed the statistics of loads. A SQL-standard body (BEGIN
-- ATOMIC) is bound when it is made. pg_restore also runs so, but makes the extension anew from its
-- own script: a restore runs this file first (docs/operations.md, Backups). Declared STRICT,
-- the others were never run in place (a strict function whose body has a CASE is not inlined), so
-- each search planned their bodies again; each gives null for a null, strict or not. ll_to_earth
-- stays STRICT, so never inlined: its indexes are matched as calls of it. Where the functions are
-- not ours to change, nothing is done (with a warning).
DO $migration$
BEGIN
  IF NOT pg_has_role(current_user,
      (SELECT proowner FROM pg_proc WHERE oid = 'll_to_earth(float8, float8)'::regprocedure), 'USAGE') THEN
    RAISE WARNING 'earthdistance is not owned by %: autovacuum cannot analyze loads (docs/operations.md)',
      current_user;
    RETURN;
  END IF;
  CREATE OR REPLACE FUNCTION ll_to_earth(float8, float8) RETURNS earth
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  BEGIN ATOMIC
    SELECT cube(cube(cube(earth() * cos(radians($1)) * cos(radians($2))),
      earth() * cos(radians($1)) * sin(radians($2))), earth() * sin(radians($1)))::earth;
  END;
  CREATE OR REPLACE FUNCTION gc_to_sec(float8) RETURNS float8
    LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE
  BEGIN ATOMIC
    SELECT CASE WHEN $1 < 0 THEN 0::float8 WHEN $1 / earth() > pi() THEN 2 * earth()
      ELSE 2 * earth() * sin($1 / (2 * earth())) END;
  END;
  CREATE OR REPLACE FUNCTION sec_to_gc(float8) RETURNS float8
    LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE
  BEGIN ATOMIC
    SELECT CASE WHEN $1 < 0 THEN 0::float8 WHEN $1 / (2 * earth()) > 1 THEN pi() * earth()
      ELSE 2 * earth() * asin($1 / (2 * earth())) END;
  END;
  CREATE OR REPLACE FUNCTION earth_box(earth, float8) RETURNS cube
    LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE
  BEGIN ATOMIC
    SELECT cube_enlarge($1, gc_to_sec($2), 3);
  END;
  CREATE OR REPLACE FUNCTION earth_distance(earth, earth) RETURNS float8
    LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE
  BEGIN ATOMIC
    SELECT sec_to_gc(cube_distance($1, $2));
  END;
END $migration$;
