-- Market rates (modules/rates): the board's deals, one row each, kept by statement triggers on
-- loads in the transaction that accepts, cancels or deletes; and, kept by triggers on those rows,
-- the deals per 3-digit lane and per origin state and rate of the windows of 7, 30 and 90 days, so
-- the top lanes and the states map read a few rows instead of every deal of 90 days.
CREATE TABLE "market_deals" (
	"load_id" integer PRIMARY KEY NOT NULL,
	"load_type" "load_type" NOT NULL,
	"origin_zip3" text NOT NULL,
	"destination_zip3" text NOT NULL,
	"origin_state" text NOT NULL,
	"destination_state" text NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"road_miles" double precision NOT NULL,
	"rate_per_mile" numeric(12, 2) NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"poster_id" integer NOT NULL,
	"carrier_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_lane_tallies" (
	"kind" text NOT NULL,
	"origin_zip3" text NOT NULL,
	"destination_zip3" text NOT NULL,
	"deals_7" integer NOT NULL,
	"deals_30" integer NOT NULL,
	"deals_90" integer NOT NULL,
	CONSTRAINT "market_lane_tallies_pk" PRIMARY KEY("kind","origin_zip3","destination_zip3"),
	CONSTRAINT "market_lane_tallies_kind_check" CHECK ("market_lane_tallies"."kind" IN ('ALL', 'RFP', 'RFD', 'TRUCK'))
);
--> statement-breakpoint
CREATE TABLE "market_state_rates" (
	"kind" text NOT NULL,
	"origin_state" text NOT NULL,
	"rate_per_mile" numeric(12, 2) NOT NULL,
	"deals_7" integer NOT NULL,
	"deals_30" integer NOT NULL,
	"deals_90" integer NOT NULL,
	CONSTRAINT "market_state_rates_pk" PRIMARY KEY("kind","origin_state","rate_per_mile"),
	CONSTRAINT "market_state_rates_kind_check" CHECK ("market_state_rates"."kind" IN ('ALL', 'RFP', 'RFD', 'TRUCK'))
);
--> statement-breakpoint
CREATE TABLE "market_window_age" (
	"aged_on" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_deals_zip3_lane_idx" ON "market_deals" USING btree ("origin_zip3","destination_zip3","accepted_at","load_type","rate_per_mile","rate","poster_id","carrier_id");--> statement-breakpoint
CREATE INDEX "market_deals_state_lane_idx" ON "market_deals" USING btree ("origin_state","destination_state","accepted_at","load_type","rate_per_mile","rate","poster_id","carrier_id");--> statement-breakpoint
CREATE INDEX "market_deals_origin_state_idx" ON "market_deals" USING btree ("origin_state","accepted_at","load_type","poster_id","carrier_id");--> statement-breakpoint
CREATE INDEX "market_deals_accepted_idx" ON "market_deals" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "market_lane_tallies_busiest_7_idx" ON "market_lane_tallies" USING btree ("kind","deals_7" DESC NULLS LAST,"origin_zip3","destination_zip3") WHERE "market_lane_tallies"."deals_7" >= 5;--> statement-breakpoint
CREATE INDEX "market_lane_tallies_busiest_30_idx" ON "market_lane_tallies" USING btree ("kind","deals_30" DESC NULLS LAST,"origin_zip3","destination_zip3") WHERE "market_lane_tallies"."deals_30" >= 5;--> statement-breakpoint
CREATE INDEX "market_lane_tallies_busiest_90_idx" ON "market_lane_tallies" USING btree ("kind","deals_90" DESC NULLS LAST,"origin_zip3","destination_zip3") WHERE "market_lane_tallies"."deals_90" >= 5;--> statement-breakpoint
-- 00:00 UTC of a calendar day: where a window or a week starts.
CREATE FUNCTION utc_midnight(day date) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT day::timestamp AT TIME ZONE 'UTC' $$;
--> statement-breakpoint
-- The first moment of a window of `days` days: today (UTC) and the days - 1 before it.
CREATE FUNCTION market_window_start(days integer) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT utc_midnight(utc_day(now()) - days + 1) $$;
--> statement-breakpoint
-- The Monday (UTC) the current week started on.
CREATE FUNCTION market_week_start() RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT date_trunc('week', now() AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
-- A post's deal as market rates count it, or no row: ASSIGNED or COMPLETED to a carrier other than
-- its owner (so every deal involves two companies), at an agreed rate, over road miles. The state of
-- each end is the one its location ('City, ST', from the ZIP database) names.
CREATE FUNCTION market_deals_of(post loads) RETURNS SETOF market_deals
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT post.id, post.load_type, left(post.origin_zip, 3), left(post.destination_zip, 3),
         right(post.origin_location, 2), right(post.destination_location, 2),
         post.agreed_rate, post.road_miles, round(post.agreed_rate / post.road_miles::numeric, 2),
         post.assigned_at, post.owner_id, post.assigned_carrier_id
  WHERE post.status IN ('ASSIGNED', 'COMPLETED')
    AND post.assigned_carrier_id IS NOT NULL AND post.assigned_carrier_id <> post.owner_id
    AND post.agreed_rate > 0 AND post.assigned_at IS NOT NULL AND post.road_miles > 0
$$;
--> statement-breakpoint
-- A statement's posts that gained, changed or lost their deal; a post's other edits leave its row
-- alone. Rows in key order, so concurrent statements cannot deadlock.
CREATE FUNCTION market_deals_sync() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO market_deals
    SELECT d.* FROM new_rows AS n CROSS JOIN LATERAL market_deals_of(n) AS d ORDER BY d.load_id;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM market_deals
    WHERE load_id IN (SELECT d.load_id FROM old_rows AS o CROSS JOIN LATERAL market_deals_of(o) AS d);
  ELSE
    DELETE FROM market_deals
    WHERE load_id IN (
      SELECT x.load_id FROM (
        SELECT d.* FROM old_rows AS o CROSS JOIN LATERAL market_deals_of(o) AS d
        EXCEPT
        SELECT d.* FROM new_rows AS n CROSS JOIN LATERAL market_deals_of(n) AS d
      ) AS x
    );
    INSERT INTO market_deals
    SELECT x.* FROM (
      SELECT d.* FROM new_rows AS n CROSS JOIN LATERAL market_deals_of(n) AS d
      EXCEPT
      SELECT d.* FROM old_rows AS o CROSS JOIN LATERAL market_deals_of(o) AS d
    ) AS x
    ORDER BY x.load_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_market_deals_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION market_deals_sync();
--> statement-breakpoint
CREATE TRIGGER loads_market_deals_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION market_deals_sync();
--> statement-breakpoint
CREATE TRIGGER loads_market_deals_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION market_deals_sync();
--> statement-breakpoint
CREATE FUNCTION market_deals_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE market_deals; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER loads_market_deals_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION market_deals_clear();
--> statement-breakpoint
-- Adds a statement's new deals to the windows of 7, 30 and 90 days that hold them (as of the day
-- the windows were aged to) and takes its old ones away: per lane and per origin state and rate, each
-- under its own type and under ALL, in one upsert per table, keys in order (no deadlocks). The age
-- row is read under a shared lock, so a day's ageing waits for this transaction, and it for the ageing.
CREATE FUNCTION market_tallies_count() RETURNS trigger
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
  SELECT aged_on INTO STRICT aged FROM market_window_age FOR SHARE;
  EXECUTE format($sql$
    WITH d AS (
      SELECT k.kind, c.origin_zip3, c.destination_zip3, c.origin_state, c.rate_per_mile, c.sign,
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
    INSERT INTO market_state_rates AS t (kind, origin_state, rate_per_mile, deals_7, deals_30, deals_90)
    SELECT * FROM (
      SELECT kind, origin_state, rate_per_mile,
             coalesce(sum(sign) FILTER (WHERE day > $1 - 7), 0) AS d7,
             coalesce(sum(sign) FILTER (WHERE day > $1 - 30), 0) AS d30,
             sum(sign) AS d90
      FROM d GROUP BY 1, 2, 3
    ) AS s
    WHERE (d7, d30, d90) <> (0, 0, 0)
    ORDER BY 1, 2, 3
    ON CONFLICT (kind, origin_state, rate_per_mile) DO UPDATE
      SET deals_7 = t.deals_7 + excluded.deals_7,
          deals_30 = t.deals_30 + excluded.deals_30,
          deals_90 = t.deals_90 + excluded.deals_90
  $sql$, changed) USING aged;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER market_deals_tallies_insert AFTER INSERT ON market_deals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION market_tallies_count();
--> statement-breakpoint
CREATE TRIGGER market_deals_tallies_update AFTER UPDATE ON market_deals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION market_tallies_count();
--> statement-breakpoint
CREATE TRIGGER market_deals_tallies_delete AFTER DELETE ON market_deals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION market_tallies_count();
--> statement-breakpoint
CREATE FUNCTION market_tallies_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE market_lane_tallies, market_state_rates; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER market_deals_tallies_truncate AFTER TRUNCATE ON market_deals
  FOR EACH STATEMENT EXECUTE FUNCTION market_tallies_clear();
--> statement-breakpoint
-- Brings the windows to today (UTC): each window of N days loses the deals of the days that left it
-- since the day it was aged to, and lanes and rates with no deal left in 90 days go. Run by the first
-- reader of a day (and by any reader after it, which finds the work done); answers today. The age
-- row is locked first, so deals written meanwhile wait and are then counted against the new day.
CREATE FUNCTION market_windows_age() RETURNS date
  LANGUAGE plpgsql
  AS $$
DECLARE
  today date := utc_day(now());
  aged date;
BEGIN
  SELECT aged_on INTO STRICT aged FROM market_window_age;
  IF aged >= today THEN RETURN today; END IF;
  SELECT aged_on INTO STRICT aged FROM market_window_age FOR UPDATE;
  IF aged >= today THEN RETURN today; END IF;

  WITH leaving AS (
    SELECT k.kind, d.origin_zip3, d.destination_zip3, d.origin_state, d.rate_per_mile, w.days
    FROM (VALUES (7), (30), (90)) AS w(days)
    JOIN market_deals AS d
      ON d.accepted_at >= utc_midnight(aged - w.days + 1) AND d.accepted_at < utc_midnight(today - w.days + 1)
    CROSS JOIN LATERAL (VALUES ('ALL'), (d.load_type::text)) AS k(kind)
  ),
  lanes AS (
    UPDATE market_lane_tallies AS t
    SET deals_7 = t.deals_7 - l.d7, deals_30 = t.deals_30 - l.d30, deals_90 = t.deals_90 - l.d90
    FROM (
      SELECT kind, origin_zip3, destination_zip3,
             count(*) FILTER (WHERE days = 7) AS d7, count(*) FILTER (WHERE days = 30) AS d30,
             count(*) FILTER (WHERE days = 90) AS d90
      FROM leaving GROUP BY 1, 2, 3
    ) AS l
    WHERE (t.kind, t.origin_zip3, t.destination_zip3) = (l.kind, l.origin_zip3, l.destination_zip3)
  )
  UPDATE market_state_rates AS t
  SET deals_7 = t.deals_7 - l.d7, deals_30 = t.deals_30 - l.d30, deals_90 = t.deals_90 - l.d90
  FROM (
    SELECT kind, origin_state, rate_per_mile,
           count(*) FILTER (WHERE days = 7) AS d7, count(*) FILTER (WHERE days = 30) AS d30,
           count(*) FILTER (WHERE days = 90) AS d90
    FROM leaving GROUP BY 1, 2, 3
  ) AS l
  WHERE (t.kind, t.origin_state, t.rate_per_mile) = (l.kind, l.origin_state, l.rate_per_mile);

  DELETE FROM market_lane_tallies WHERE deals_90 = 0;
  DELETE FROM market_state_rates WHERE deals_90 = 0;
  UPDATE market_window_age SET aged_on = today;
  RETURN today;
END $$;
--> statement-breakpoint
-- Today's windows, then the deals already made.
INSERT INTO market_window_age (aged_on) VALUES (utc_day(now()));
--> statement-breakpoint
INSERT INTO market_deals
SELECT d.* FROM loads AS l CROSS JOIN LATERAL market_deals_of(l) AS d ORDER BY d.load_id;
