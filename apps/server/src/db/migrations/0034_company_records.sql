-- Company records (modules/companies): per company and UTC day, its posts, its deals and what became
-- of them, and how it answered the requests it received, with the minutes each answer took; kept by
-- statement triggers on loads and load_requests in the writing transaction, so a company's card reads
-- at most 90 days of rows. And the moment a member's email, phone or company name last changed.
CREATE TABLE "company_answer_minutes" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "company_answer_minutes_pk" PRIMARY KEY("company_id","day","minutes")
);
--> statement-breakpoint
CREATE TABLE "company_day_figures" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"posts" integer NOT NULL,
	"deals_as_poster" integer NOT NULL,
	"deals_as_carrier" integer NOT NULL,
	"deals_completed" integer NOT NULL,
	"deals_cancelled" integer NOT NULL,
	"answered_within_24h" integer NOT NULL,
	"answered_late" integer NOT NULL,
	"withdrawn_unanswered" integer NOT NULL,
	"awaiting_answer" integer NOT NULL,
	CONSTRAINT "company_day_figures_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_changed_at" timestamp with time zone;--> statement-breakpoint
-- A change to one company's figures of one day, signed: what a post or a request adds (+1, a row a
-- statement wrote) or takes away (-1, a row it replaced or deleted).
CREATE TYPE "company_day_change" AS (
	"company_id" integer,
	"day" date,
	"posts" integer,
	"deals_as_poster" integer,
	"deals_as_carrier" integer,
	"deals_completed" integer,
	"deals_cancelled" integer,
	"answered_within_24h" integer,
	"answered_late" integer,
	"withdrawn_unanswered" integer,
	"awaiting_answer" integer,
	"answer_minutes" integer
);
--> statement-breakpoint
-- A post counts for its owner on the day it was created; a deal (assigned_at, kept when the post is
-- later completed or cancelled, cleared when it goes back to ACTIVE) for both sides on the day it
-- was made, with its outcome.
CREATE FUNCTION company_changes_of_post(post loads, sign integer) RETURNS SETOF company_day_change
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT ROW(post.owner_id, utc_day(post.created_at), sign, 0, 0, 0, 0, 0, 0, 0, 0, NULL)::company_day_change
  UNION ALL
  SELECT ROW(
    side.company_id, utc_day(post.assigned_at), 0, side.poster * sign, (1 - side.poster) * sign,
    CASE WHEN post.status = 'COMPLETED' THEN sign ELSE 0 END,
    CASE WHEN post.status = 'CANCELLED' THEN sign ELSE 0 END,
    0, 0, 0, 0, NULL
  )::company_day_change
  FROM (VALUES (post.owner_id, 1), (post.assigned_carrier_id, 0)) AS side(company_id, poster)
  WHERE post.assigned_at IS NOT NULL AND post.assigned_carrier_id IS NOT NULL
$$;
--> statement-breakpoint
-- When the post's owner first answered a request: its first counter-offer, else its acceptance or
-- rejection (a rejection because another request won the post included). A Book Now booking is the
-- requester's own deal, never an answer.
CREATE FUNCTION request_answered_at(request load_requests) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT CASE
    WHEN request.booked THEN NULL
    WHEN jsonb_array_length(request.counters) > 0 THEN (request.counters -> 0 ->> 'at')::timestamptz
    WHEN request.status IN ('ACCEPTED', 'REJECTED') THEN request.decided_at
  END $$;
--> statement-breakpoint
-- Whole minutes between two moments, never below zero (the two clocks may differ by a little);
-- null when either is.
CREATE FUNCTION whole_minutes_between(first timestamptz, last timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN last - first IS NOT NULL
    THEN greatest(0, floor(extract(epoch FROM last - first) / 60))::integer END $$;
--> statement-breakpoint
-- A request counts for its post's owner on the day it was received: answered within 24 h or later
-- (with the minutes it took), withdrawn after 24 h without an answer, or still awaiting one.
-- Withdrawn sooner, or booked, it does not count.
CREATE FUNCTION company_change_of_request(request load_requests, sign integer) RETURNS company_day_change
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT ROW(
    request.load_owner_id, utc_day(request.created_at), 0, 0, 0, 0, 0,
    CASE WHEN a.minutes < 1440 THEN sign ELSE 0 END,
    CASE WHEN a.minutes >= 1440 THEN sign ELSE 0 END,
    CASE WHEN a.minutes IS NULL AND request.status = 'WITHDRAWN' AND NOT request.booked
      AND whole_minutes_between(request.created_at, request.decided_at) >= 1440 THEN sign ELSE 0 END,
    CASE WHEN a.minutes IS NULL AND request.status = 'PENDING' THEN sign ELSE 0 END,
    a.minutes
  )::company_day_change
  FROM (SELECT whole_minutes_between(request.created_at, request_answered_at(request)) AS minutes) AS a
$$;
--> statement-breakpoint
-- Adds signed changes: each company's day once, rows brought back to zero deleted; the answer
-- minutes likewise, by how many requests took them.
CREATE FUNCTION company_figures_add(changes company_day_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO company_day_figures AS t (company_id, day, posts, deals_as_poster, deals_as_carrier,
    deals_completed, deals_cancelled, answered_within_24h, answered_late, withdrawn_unanswered,
    awaiting_answer)
  SELECT * FROM (
    SELECT company_id, day, sum(posts) AS posts, sum(deals_as_poster) AS poster,
           sum(deals_as_carrier) AS carrier, sum(deals_completed) AS completed,
           sum(deals_cancelled) AS cancelled, sum(answered_within_24h) AS on_time,
           sum(answered_late) AS late, sum(withdrawn_unanswered) AS withdrawn,
           sum(awaiting_answer) AS awaiting
    FROM unnest(changes)
    GROUP BY 1, 2
  ) AS s
  WHERE (posts, poster, carrier, completed, cancelled, on_time, late, withdrawn, awaiting)
    <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2
  ON CONFLICT (company_id, day) DO UPDATE
    SET posts = t.posts + excluded.posts,
        deals_as_poster = t.deals_as_poster + excluded.deals_as_poster,
        deals_as_carrier = t.deals_as_carrier + excluded.deals_as_carrier,
        deals_completed = t.deals_completed + excluded.deals_completed,
        deals_cancelled = t.deals_cancelled + excluded.deals_cancelled,
        answered_within_24h = t.answered_within_24h + excluded.answered_within_24h,
        answered_late = t.answered_late + excluded.answered_late,
        withdrawn_unanswered = t.withdrawn_unanswered + excluded.withdrawn_unanswered,
        awaiting_answer = t.awaiting_answer + excluded.awaiting_answer;

  DELETE FROM company_day_figures AS t
  USING (SELECT DISTINCT company_id, day FROM unnest(changes)) AS k
  WHERE (t.company_id, t.day) = (k.company_id, k.day)
    AND (t.posts, t.deals_as_poster, t.deals_as_carrier, t.deals_completed, t.deals_cancelled,
         t.answered_within_24h, t.answered_late, t.withdrawn_unanswered, t.awaiting_answer)
      = (0, 0, 0, 0, 0, 0, 0, 0, 0);

  INSERT INTO company_answer_minutes AS t (company_id, day, minutes, requests)
  SELECT company_id, day, answer_minutes, sum(answered_within_24h + answered_late)
  FROM unnest(changes) WHERE answer_minutes IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum(answered_within_24h + answered_late) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (company_id, day, minutes) DO UPDATE SET requests = t.requests + excluded.requests;

  DELETE FROM company_answer_minutes AS t
  USING (SELECT DISTINCT company_id, day, answer_minutes FROM unnest(changes)
         WHERE answer_minutes IS NOT NULL) AS k
  WHERE (t.company_id, t.day, t.minutes) = (k.company_id, k.day, k.answer_minutes) AND t.requests = 0;
END $$;
--> statement-breakpoint
-- Only the branch of the statement's operation runs, so each reads the transition tables it has.
CREATE FUNCTION company_figures_count_posts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_figures_add(ARRAY(SELECT c FROM new_rows AS n, company_changes_of_post(n, 1) AS c));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_figures_add(ARRAY(SELECT c FROM old_rows AS o, company_changes_of_post(o, -1) AS c));
  ELSE
    PERFORM company_figures_add(ARRAY(
      SELECT c FROM new_rows AS n, company_changes_of_post(n, 1) AS c
      UNION ALL
      SELECT c FROM old_rows AS o, company_changes_of_post(o, -1) AS c
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_company_figures_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_figures_count_posts();
--> statement-breakpoint
CREATE TRIGGER loads_company_figures_update AFTER UPDATE ON loads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_figures_count_posts();
--> statement-breakpoint
CREATE TRIGGER loads_company_figures_delete AFTER DELETE ON loads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_figures_count_posts();
--> statement-breakpoint
CREATE FUNCTION company_figures_count_requests() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_figures_add(ARRAY(SELECT company_change_of_request(n, 1) FROM new_rows AS n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_figures_add(ARRAY(SELECT company_change_of_request(o, -1) FROM old_rows AS o));
  ELSE
    PERFORM company_figures_add(ARRAY(
      SELECT company_change_of_request(n, 1) FROM new_rows AS n
      UNION ALL
      SELECT company_change_of_request(o, -1) FROM old_rows AS o
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER load_requests_company_figures_insert AFTER INSERT ON load_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_figures_count_requests();
--> statement-breakpoint
CREATE TRIGGER load_requests_company_figures_update AFTER UPDATE ON load_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_figures_count_requests();
--> statement-breakpoint
CREATE TRIGGER load_requests_company_figures_delete AFTER DELETE ON load_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_figures_count_requests();
--> statement-breakpoint
-- Emptying the posts empties their requests too (the cascade), so every figure goes; emptying the
-- requests alone takes theirs only.
CREATE FUNCTION company_figures_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  IF TG_TABLE_NAME = 'loads' THEN
    TRUNCATE company_day_figures, company_answer_minutes;
  ELSE
    TRUNCATE company_answer_minutes;
    UPDATE company_day_figures
      SET answered_within_24h = 0, answered_late = 0, withdrawn_unanswered = 0, awaiting_answer = 0;
    DELETE FROM company_day_figures
      WHERE (posts, deals_as_poster, deals_as_carrier, deals_completed, deals_cancelled) = (0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_company_figures_truncate AFTER TRUNCATE ON loads
  FOR EACH STATEMENT EXECUTE FUNCTION company_figures_clear();
--> statement-breakpoint
CREATE TRIGGER load_requests_company_figures_truncate AFTER TRUNCATE ON load_requests
  FOR EACH STATEMENT EXECUTE FUNCTION company_figures_clear();
--> statement-breakpoint
-- A member's email, phone or company name changing (a known sign of an account taken over) is
-- dated on the member's row, whoever changes it.
CREATE FUNCTION users_date_contact_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
  IF (NEW.email, NEW.phone, NEW.company_name) IS DISTINCT FROM (OLD.email, OLD.phone, OLD.company_name) THEN
    NEW.contact_changed_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_contact_change BEFORE UPDATE OF email, phone, company_name ON users
  FOR EACH ROW EXECUTE FUNCTION users_date_contact_change();
--> statement-breakpoint
-- The history already there, counted by the triggers' own functions, 20,000 rows at a time.
DO $$
DECLARE
  low integer;
BEGIN
  FOR low IN SELECT generate_series(0, (SELECT coalesce(max(id), 0) FROM loads), 20000) LOOP
    PERFORM company_figures_add(ARRAY(
      SELECT c FROM loads AS l, company_changes_of_post(l, 1) AS c WHERE l.id >= low AND l.id < low + 20000
    ));
  END LOOP;
  FOR low IN SELECT generate_series(0, (SELECT coalesce(max(id), 0) FROM load_requests), 20000) LOOP
    PERFORM company_figures_add(ARRAY(
      SELECT company_change_of_request(r, 1) FROM load_requests AS r WHERE r.id >= low AND r.id < low + 20000
    ));
  END LOOP;
END $$;
