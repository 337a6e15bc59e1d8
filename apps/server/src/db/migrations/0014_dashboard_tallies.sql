-- The dashboards' and analytics' figures, counted ahead: statement triggers on loads and load_requests
-- add each statement's new rows and take away its old rows (as load_map_cells does, 0011), in the
-- transaction of the change, so a figure reads a few counter rows whatever the size of the history.
-- Counter rows are written in key order, one table after the other in a fixed order, so concurrent
-- statements lock them in the same order and cannot deadlock each other (two transactions of several
-- statements each can still cross, as over load_map_cells: PostgreSQL then cancels one). The
-- board-wide counters are split into 16 shards by the post's owner (tally_shard), so posts of
-- different owners rarely wait for each other; readers sum the shards. Rows that fall to zero stay
-- (a few per user and day).
--
-- The triggers hand the changed rows, signed, as an array to one plpgsql function per table: its
-- statements are static SQL, planned once per session, where SQL built per statement would be
-- planned again at every insert.
--
-- No change may slip between the backfill below and the triggers: writers wait for this migration.
LOCK TABLE "loads" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The owner of a request's post, copied onto the request, so the newest requests on a broker's posts
-- come straight from one index instead of joining every post of theirs.
ALTER TABLE "load_requests" ADD COLUMN "load_owner_id" integer;--> statement-breakpoint
UPDATE "load_requests" AS r SET "load_owner_id" = l."owner_id" FROM "loads" AS l WHERE l."id" = r."load_id";--> statement-breakpoint
ALTER TABLE "load_requests" ALTER COLUMN "load_owner_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "load_requests_owner_created_idx" ON "load_requests" USING btree ("load_owner_id","created_at" DESC,"id" DESC);--> statement-breakpoint
-- "In transit" depends on today, so it is counted, not kept: an owner's ASSIGNED posts still to be
-- delivered (a number of deals under way, not of history), their pickup dates read from the index.
CREATE INDEX "loads_assigned_owner_delivery_idx" ON "loads" USING btree ("owner_id","delivery_date","pickup_date") WHERE "loads"."status" = 'ASSIGNED';--> statement-breakpoint
CREATE TABLE "user_load_tallies" (
	"user_id" integer NOT NULL,
	"load_type" "load_type" NOT NULL,
	"status" "load_status" NOT NULL,
	"owned" integer NOT NULL,
	"hauled" integer NOT NULL,
	"hauled_agreed_rate" numeric NOT NULL,
	CONSTRAINT "user_load_tallies_pk" PRIMARY KEY("user_id","load_type","status")
);
--> statement-breakpoint
CREATE TABLE "board_load_tallies" (
	"load_type" "load_type" NOT NULL,
	"status" "load_status" NOT NULL,
	"shard" smallint NOT NULL,
	"posts" integer NOT NULL,
	"balance" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"rated_posts" integer NOT NULL,
	"agreed_rate" numeric NOT NULL,
	CONSTRAINT "board_load_tallies_pk" PRIMARY KEY("load_type","status","shard")
);
--> statement-breakpoint
CREATE TABLE "load_day_tallies" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"posted" integer NOT NULL,
	"completed_agreed_rate" numeric NOT NULL,
	CONSTRAINT "load_day_tallies_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "lane_period_tallies" (
	"period" integer NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "lane_period_tallies_pk" PRIMARY KEY("period","origin","destination")
);
--> statement-breakpoint
CREATE INDEX "lane_period_tallies_busiest_idx" ON "lane_period_tallies" USING btree ("period","posts" DESC);--> statement-breakpoint
CREATE TABLE "lane_day_tallies" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"day" date NOT NULL,
	"posts" integer NOT NULL,
	CONSTRAINT "lane_day_tallies_pk" PRIMARY KEY("origin","destination","day")
);
--> statement-breakpoint
CREATE TABLE "owner_request_tallies" (
	"owner_id" integer NOT NULL,
	"status" "request_status" NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "owner_request_tallies_pk" PRIMARY KEY("owner_id","status")
);
--> statement-breakpoint
CREATE TABLE "board_request_tallies" (
	"status" "request_status" NOT NULL,
	"shard" smallint NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "board_request_tallies_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
CREATE TABLE "request_day_tallies" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"accepted" integer NOT NULL,
	CONSTRAINT "request_day_tallies_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE FUNCTION tally_shard(owner_id integer) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (owner_id % 16)::smallint $$;
--> statement-breakpoint
-- The UTC calendar day of a moment: the days and months of the admin's charts.
CREATE FUNCTION utc_day(moment timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (moment AT TIME ZONE 'UTC')::date $$;
--> statement-breakpoint
-- Lanes are counted per 90-day period too: the periods overlapping the chart's window bound every
-- lane's posts in it from above, so the busiest lanes are found from the top of those periods' lists.
CREATE FUNCTION lane_tally_period(day date) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor((day - date '2000-01-01') / 90.0)::integer $$;
--> statement-breakpoint
-- A post as the tallies see it, signed +1 (a row a statement wrote) or -1 (a row it replaced or
-- deleted). The hauler of a freight post (RFP, RFD) is its assigned carrier; of a TRUCK post its
-- owner (who books the space pays the agreed rate). Agreed rates count as revenue on the day of
-- completion of a COMPLETED post.
CREATE TYPE "load_tally_change" AS (
	"owner_id" integer,
	"load_type" "load_type",
	"status" "load_status",
	"hauler_id" integer,
	"balance" numeric,
	"rate" numeric,
	"agreed_rate" numeric,
	"posted_on" date,
	"completed_on" date,
	"origin" text,
	"destination" text,
	"sign" integer
);
--> statement-breakpoint
CREATE FUNCTION load_tally_change_of(post loads, sign integer) RETURNS load_tally_change
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ROW(
    post.owner_id, post.load_type, post.status,
    CASE WHEN post.load_type = 'TRUCK' THEN post.owner_id ELSE post.assigned_carrier_id END,
    post.balance, post.rate, post.agreed_rate, utc_day(post.created_at),
    CASE WHEN post.status = 'COMPLETED' THEN utc_day(post.completed_at) END,
    post.origin_location, post.destination_location, sign
  )::load_tally_change $$;
--> statement-breakpoint
-- A user's posts (owned) and the loads they haul per type and status; the whole board's posts per
-- type, status and shard; posts per day of creation and agreed rates per day of completion; lanes
-- per period and per day.
CREATE FUNCTION load_tallies_add(changes load_tally_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO user_load_tallies AS t (user_id, load_type, status, owned, hauled, hauled_agreed_rate)
  SELECT * FROM (
    SELECT user_id, load_type, status, sum(owned) AS owned, sum(hauled) AS hauled, sum(agreed) AS agreed
    FROM (
      SELECT owner_id AS user_id, load_type, status, sign AS owned, 0 AS hauled, 0 AS agreed FROM unnest(changes)
      UNION ALL
      SELECT hauler_id, load_type, status, 0, sign, sign * coalesce(agreed_rate, 0)
      FROM unnest(changes) WHERE hauler_id IS NOT NULL
    ) AS c
    GROUP BY 1, 2, 3
  ) AS s
  WHERE (owned, hauled, agreed) <> (0, 0, 0)
  ORDER BY 1, 2, 3
  ON CONFLICT (user_id, load_type, status) DO UPDATE
    SET owned = t.owned + excluded.owned,
        hauled = t.hauled + excluded.hauled,
        hauled_agreed_rate = t.hauled_agreed_rate + excluded.hauled_agreed_rate;

  INSERT INTO board_load_tallies AS t (load_type, status, shard, posts, balance, rate, rated_posts, agreed_rate)
  SELECT * FROM (
    SELECT load_type, status, tally_shard(owner_id) AS shard, sum(sign) AS posts, sum(sign * balance) AS balance,
           sum(sign * coalesce(rate, 0)) AS rate, coalesce(sum(sign) FILTER (WHERE rate IS NOT NULL), 0) AS rated,
           sum(sign * coalesce(agreed_rate, 0)) AS agreed
    FROM unnest(changes)
    GROUP BY 1, 2, 3
  ) AS s
  WHERE (posts, balance, rate, rated, agreed) <> (0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3
  ON CONFLICT (load_type, status, shard) DO UPDATE
    SET posts = t.posts + excluded.posts,
        balance = t.balance + excluded.balance,
        rate = t.rate + excluded.rate,
        rated_posts = t.rated_posts + excluded.rated_posts,
        agreed_rate = t.agreed_rate + excluded.agreed_rate;

  INSERT INTO load_day_tallies AS t (day, shard, posted, completed_agreed_rate)
  SELECT * FROM (
    SELECT day, shard, sum(posted) AS posted, sum(completed) AS completed
    FROM (
      SELECT posted_on AS day, tally_shard(owner_id) AS shard, sign AS posted, 0 AS completed FROM unnest(changes)
      UNION ALL
      SELECT completed_on, tally_shard(owner_id), 0, sign * coalesce(agreed_rate, 0)
      FROM unnest(changes) WHERE completed_on IS NOT NULL
    ) AS c
    GROUP BY 1, 2
  ) AS s
  WHERE (posted, completed) <> (0, 0)
  ORDER BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE
    SET posted = t.posted + excluded.posted,
        completed_agreed_rate = t.completed_agreed_rate + excluded.completed_agreed_rate;

  INSERT INTO lane_period_tallies AS t (period, origin, destination, posts)
  SELECT lane_tally_period(posted_on), origin, destination, sum(sign)
  FROM unnest(changes)
  GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (period, origin, destination) DO UPDATE SET posts = t.posts + excluded.posts;

  INSERT INTO lane_day_tallies AS t (origin, destination, day, posts)
  SELECT origin, destination, posted_on, sum(sign)
  FROM unnest(changes)
  GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (origin, destination, day) DO UPDATE SET posts = t.posts + excluded.posts;
END $$;
--> statement-breakpoint
-- Only the branch of the statement's operation runs, so each reads the transition tables it has.
CREATE FUNCTION load_tallies_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM load_tallies_add(ARRAY(SELECT load_tally_change_of(n, 1) FROM new_rows AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM load_tallies_add(ARRAY(SELECT load_tally_change_of(o, -1) FROM old_rows AS o));
  ELSE
    PERFORM load_tallies_add(ARRAY(
      SELECT load_tally_change_of(n, 1) FROM new_rows AS n
      UNION ALL
      SELECT load_tally_change_of(o, -1) FROM old_rows AS o
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_tallies_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_tallies_count();
--> statement-breakpoint
CREATE TRIGGER loads_tallies_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION load_tallies_count();
--> statement-breakpoint
CREATE TRIGGER loads_tallies_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION load_tallies_count();
--> statement-breakpoint
-- A request as the tallies see it, signed: its post's owner, its status, and the day it was
-- accepted when it is ACCEPTED.
CREATE TYPE "request_tally_change" AS (
	"owner_id" integer,
	"status" "request_status",
	"accepted_on" date,
	"sign" integer
);
--> statement-breakpoint
CREATE FUNCTION request_tally_change_of(request load_requests, sign integer) RETURNS request_tally_change
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ROW(
    request.load_owner_id, request.status,
    CASE WHEN request.status = 'ACCEPTED' THEN utc_day(request.decided_at) END, sign
  )::request_tally_change $$;
--> statement-breakpoint
-- The requests on an owner's posts per status; the whole board's per status and shard; acceptances
-- per day.
CREATE FUNCTION request_tallies_add(changes request_tally_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO owner_request_tallies AS t (owner_id, status, requests)
  SELECT owner_id, status, sum(sign) FROM unnest(changes)
  GROUP BY 1, 2 HAVING sum(sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (owner_id, status) DO UPDATE SET requests = t.requests + excluded.requests;

  INSERT INTO board_request_tallies AS t (status, shard, requests)
  SELECT status, tally_shard(owner_id), sum(sign) FROM unnest(changes)
  GROUP BY 1, 2 HAVING sum(sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (status, shard) DO UPDATE SET requests = t.requests + excluded.requests;

  INSERT INTO request_day_tallies AS t (day, shard, accepted)
  SELECT accepted_on, tally_shard(owner_id), sum(sign) FROM unnest(changes) WHERE accepted_on IS NOT NULL
  GROUP BY 1, 2 HAVING sum(sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE SET accepted = t.accepted + excluded.accepted;
END $$;
--> statement-breakpoint
CREATE FUNCTION request_tallies_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM request_tallies_add(ARRAY(SELECT request_tally_change_of(n, 1) FROM new_rows AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM request_tallies_add(ARRAY(SELECT request_tally_change_of(o, -1) FROM old_rows AS o));
  ELSE
    PERFORM request_tallies_add(ARRAY(
      SELECT request_tally_change_of(n, 1) FROM new_rows AS n
      UNION ALL
      SELECT request_tally_change_of(o, -1) FROM old_rows AS o
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER load_requests_tallies_insert AFTER INSERT ON load_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_tallies_count();
--> statement-breakpoint
CREATE TRIGGER load_requests_tallies_update AFTER UPDATE ON load_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_tallies_count();
--> statement-breakpoint
CREATE TRIGGER load_requests_tallies_delete AFTER DELETE ON load_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_tallies_count();
--> statement-breakpoint
-- A request carries its post's owner from its insert on, and follows the post should it ever change
-- hands (no code does that today: the copy must never go stale if one day it does).
CREATE FUNCTION load_requests_take_owner() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  SELECT owner_id INTO NEW.load_owner_id FROM loads WHERE id = NEW.load_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER load_requests_owner BEFORE INSERT OR UPDATE OF load_id ON load_requests
  FOR EACH ROW EXECUTE FUNCTION load_requests_take_owner();
--> statement-breakpoint
CREATE FUNCTION loads_owner_to_requests() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  UPDATE load_requests SET load_owner_id = NEW.owner_id WHERE load_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_owner_change AFTER UPDATE OF owner_id ON loads
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION loads_owner_to_requests();
--> statement-breakpoint
CREATE FUNCTION load_tallies_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  TRUNCATE user_load_tallies, board_load_tallies, load_day_tallies, lane_period_tallies, lane_day_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_tallies_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION load_tallies_clear();
--> statement-breakpoint
CREATE FUNCTION request_tallies_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  TRUNCATE owner_request_tallies, board_request_tallies, request_day_tallies;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER load_requests_tallies_truncate AFTER TRUNCATE ON load_requests
  FOR EACH STATEMENT EXECUTE FUNCTION request_tallies_clear();
--> statement-breakpoint
-- The history already there, counted by the triggers' own functions, 20,000 rows at a time.
DO $$
DECLARE
  low integer;
BEGIN
  FOR low IN SELECT generate_series(0, (SELECT coalesce(max(id), 0) FROM loads), 20000) LOOP
    PERFORM load_tallies_add(ARRAY(
      SELECT load_tally_change_of(l, 1) FROM loads AS l WHERE l.id >= low AND l.id < low + 20000
    ));
  END LOOP;
  FOR low IN SELECT generate_series(0, (SELECT coalesce(max(id), 0) FROM load_requests), 20000) LOOP
    PERFORM request_tallies_add(ARRAY(
      SELECT request_tally_change_of(r, 1) FROM load_requests AS r WHERE r.id >= low AND r.id < low + 20000
    ));
  END LOOP;
END $$;
