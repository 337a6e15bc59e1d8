-- The Activity Logs' totals, counted ahead: statement triggers on activity_logs add each statement's
-- new rows and take away its old rows (as load_map_cells does, 0011), in the transaction of the
-- change, so the list's exact total reads a few hundred counter rows however long the log is.
--
-- Rows are counted per UTC month, day and hour (a bucket, named by the instant it starts). The
-- screen's date filters are whole days in the reader's zone, whose midnights are whole UTC hours, so
-- a date range is whole months, then whole days, then whole hours at either end; anything finer (a
-- zone with a half-hour offset) is counted from the created_at indexes. Each action's board-wide
-- counts are split into 8 shards by the entry's id, so concurrent writers rarely wait for each other
-- on the current hour's row, and the entry's delete finds the shard its insert counted it in.
-- Each user's counts (months and days: what is left of a user's day comes from the user_id index)
-- answer the user filter. Counter rows are upserted in key order, the board-wide table first, so
-- concurrent statements lock them in the same order and cannot deadlock (each change the app makes
-- logs its entry in one statement); rows back at zero go.
--
-- No change may slip between the backfill below and the triggers: writers wait for this migration.
LOCK TABLE "activity_logs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Pages are read newest first by (created_at, id): every filter's index ends with both, so a page's
-- ids come from the index alone.
DROP INDEX "activity_logs_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_action_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_created_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_logs_action_created_idx" ON "activity_logs" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_logs_user_created_idx" ON "activity_logs" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE TABLE "activity_log_counts" (
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"action" "activity_action" NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "activity_log_counts_pk" PRIMARY KEY("grain","bucket","action","shard")
);
--> statement-breakpoint
CREATE TABLE "activity_log_user_counts" (
	"user_id" integer NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"action" "activity_action" NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "activity_log_user_counts_pk" PRIMARY KEY("user_id","grain","bucket","action")
);
--> statement-breakpoint
-- The start of the UTC month, day or hour holding an instant, whatever the session's time zone.
CREATE FUNCTION activity_log_bucket(grain text, at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_trunc(grain, at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;
--> statement-breakpoint
-- Counts a statement's new entries. Static statements, so each connection plans them once: the
-- insert of one entry, in the transaction of every change a user makes, stays a fraction of a
-- millisecond.
CREATE FUNCTION activity_log_counts_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO activity_log_counts AS c (grain, bucket, action, shard, n)
  SELECT g.grain, activity_log_bucket(g.grain, d.created_at), d.action, mod(d.id, 8)::smallint, count(*)::integer
  FROM new_rows AS d CROSS JOIN (VALUES ('month'), ('day'), ('hour')) AS g(grain)
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (grain, bucket, action, shard) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO activity_log_user_counts AS c (user_id, grain, bucket, action, n)
  SELECT d.user_id, g.grain, activity_log_bucket(g.grain, d.created_at), d.action, count(*)::integer
  FROM new_rows AS d CROSS JOIN (VALUES ('month'), ('day')) AS g(grain)
  WHERE d.user_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (user_id, grain, bucket, action) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The statements that apply any change to the counts, for updates, deletes and the backfill below
-- (rarer than inserts, so planned each time): `changes` is a query of (id, user_id, action,
-- created_at, sign), sign 1 for an entry counted, -1 for one uncounted. An update's old and new rows
-- cancel out where neither action nor time changed: a deleted user's entries moving to user_id null
-- change no board-wide count, and take that user's counts to zero. Rows brought to zero are deleted,
-- so pruning old entries leaves no empty months behind.
CREATE FUNCTION activity_log_counts_statements(changes text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE
  AS $$
DECLARE
  board text := format($sql$
    SELECT g.grain, activity_log_bucket(g.grain, d.created_at) AS bucket, d.action,
           mod(d.id, 8)::smallint AS shard, sum(d.sign)::integer AS n
    FROM (%s) AS d CROSS JOIN (VALUES ('month'), ('day'), ('hour')) AS g(grain)
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.sign) <> 0
  $sql$, changes);
  per_user text := format($sql$
    SELECT d.user_id, g.grain, activity_log_bucket(g.grain, d.created_at) AS bucket, d.action,
           sum(d.sign)::integer AS n
    FROM (%s) AS d CROSS JOIN (VALUES ('month'), ('day')) AS g(grain)
    WHERE d.user_id IS NOT NULL
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.sign) <> 0
  $sql$, changes);
BEGIN
  RETURN ARRAY[
    format($sql$
      INSERT INTO activity_log_counts AS c (grain, bucket, action, shard, n)
      SELECT * FROM (%s) AS t ORDER BY 1, 2, 3, 4
      ON CONFLICT (grain, bucket, action, shard) DO UPDATE SET n = c.n + excluded.n
    $sql$, board),
    format($sql$
      INSERT INTO activity_log_user_counts AS c (user_id, grain, bucket, action, n)
      SELECT * FROM (%s) AS t ORDER BY 1, 2, 3, 4
      ON CONFLICT (user_id, grain, bucket, action) DO UPDATE SET n = c.n + excluded.n
    $sql$, per_user),
    format($sql$
      DELETE FROM activity_log_counts AS c USING (%s) AS t
      WHERE t.n < 0 AND c.n = 0
        AND (c.grain, c.bucket, c.action, c.shard) = (t.grain, t.bucket, t.action, t.shard)
    $sql$, board),
    format($sql$
      DELETE FROM activity_log_user_counts AS c USING (%s) AS t
      WHERE t.n < 0 AND c.n = 0
        AND (c.user_id, c.grain, c.bucket, c.action) = (t.user_id, t.grain, t.bucket, t.action)
    $sql$, per_user)
  ];
END $$;
--> statement-breakpoint
-- Applies an update's or a delete's changes. The statements run here, not in a function of their
-- own: a trigger's transition tables are seen by the trigger function's statements only.
CREATE FUNCTION activity_log_counts_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY activity_log_counts_statements(CASE TG_OP
    WHEN 'DELETE' THEN 'SELECT id, user_id, action, created_at, -1 AS sign FROM old_rows'
    ELSE 'SELECT id, user_id, action, created_at, 1 AS sign FROM new_rows'
      || ' UNION ALL SELECT id, user_id, action, created_at, -1 FROM old_rows'
  END) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_logs_counts_insert AFTER INSERT ON activity_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_insert();
--> statement-breakpoint
CREATE TRIGGER activity_logs_counts_update AFTER UPDATE ON activity_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_change();
--> statement-breakpoint
CREATE TRIGGER activity_logs_counts_delete AFTER DELETE ON activity_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_change();
--> statement-breakpoint
CREATE FUNCTION activity_log_counts_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE activity_log_counts, activity_log_user_counts; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER activity_logs_counts_truncate AFTER TRUNCATE ON activity_logs
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_clear();
--> statement-breakpoint
-- The entries already there: the two upserts (nothing is uncounted, nothing to clear).
DO $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY (activity_log_counts_statements(
    'SELECT id, user_id, action, created_at, 1 AS sign FROM activity_logs'))[1:2] LOOP
    EXECUTE statement;
  END LOOP;
END $$;
