-- Every post and request runs the counters' triggers, so what each trigger call costs is paid by
-- every writer. PostgreSQL runs an SQL function in place (inlines it) only when it is written as one
-- query of plain columns; these three were run through the SQL-function executor, and planned, for
-- every row.
--
-- A post's changes to its companies' day figures, as columns rather than one composite column, and
-- from one list of rows (PostgreSQL 15 and 18 fail to plan a grouped read of an inlined UNION ALL
-- over the caller's row: "variable not found in subplan target list").
CREATE OR REPLACE FUNCTION company_changes_of_post(post loads, sign integer)
RETURNS SETOF company_day_change LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT s.company_id, s.day, s.posts, s.poster, s.carrier,
    CASE WHEN s.deal AND post.status = 'COMPLETED' THEN sign ELSE 0 END,
    CASE WHEN s.deal AND post.status = 'CANCELLED' THEN sign ELSE 0 END,
    0, 0, 0, 0, NULL::integer
  FROM (VALUES (post.owner_id, utc_day(post.created_at), sign, 0, 0, false),
               (post.owner_id, utc_day(post.assigned_at), 0, sign, 0, true),
               (post.assigned_carrier_id, utc_day(post.assigned_at), 0, 0, sign, true))
    AS s(company_id, day, posts, poster, carrier, deal)
  WHERE NOT s.deal OR (post.assigned_at IS NOT NULL AND post.assigned_carrier_id IS NOT NULL)
$$;
--> statement-breakpoint
-- A post's two place tallies, as columns.
CREATE OR REPLACE FUNCTION place_tally_changes_of(post loads, sign integer)
RETURNS SETOF place_tally_change LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT e.location, e.is_origin, post.load_type, post.status, (post.owner_id % 4)::smallint,
         post.balance::numeric, sign
  FROM (VALUES (post.origin_location, true), (post.destination_location, false)) AS e(location, is_origin)
$$;
--> statement-breakpoint
-- A request's change to its post owner's day figures: a set of one row, as a scalar function with a
-- FROM is never inlined. Its triggers read it from FROM, as the recount does.
DROP FUNCTION company_change_of_request(load_requests, integer);
--> statement-breakpoint
CREATE FUNCTION company_change_of_request(request load_requests, sign integer)
RETURNS SETOF company_day_change LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT
    request.load_owner_id, utc_day(request.created_at), 0, 0, 0, 0, 0,
    CASE WHEN a.minutes < 1440 THEN sign ELSE 0 END,
    CASE WHEN a.minutes >= 1440 THEN sign ELSE 0 END,
    CASE WHEN a.minutes IS NULL AND request.status = 'WITHDRAWN' AND NOT request.booked
      AND whole_minutes_between(request.created_at, request.decided_at) >= 1440 THEN sign ELSE 0 END,
    CASE WHEN a.minutes IS NULL AND request.status = 'PENDING' THEN sign ELSE 0 END,
    a.minutes
  FROM (SELECT whole_minutes_between(request.created_at, request_answered_at(request)) AS minutes) AS a
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_figures_count_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM company_figures_add(ARRAY(
      SELECT c FROM new_rows AS n, company_change_of_request(n, 1) AS c));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM company_figures_add(ARRAY(
      SELECT c FROM old_rows AS o, company_change_of_request(o, -1) AS c));
  ELSE
    PERFORM company_figures_add(ARRAY(
      SELECT c FROM new_rows AS n, company_change_of_request(n, 1) AS c
      UNION ALL
      SELECT c FROM old_rows AS o, company_change_of_request(o, -1) AS c
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The origin points' count as plain statements: built as text and run with EXECUTE, it was parsed
-- and planned anew for every post. A branch's statement is prepared only when the branch runs, so
-- the insert's never meets the missing `old_rows`.
CREATE OR REPLACE FUNCTION load_origin_points_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO load_origin_points AS p (origin_lng, origin_lat, posts)
    SELECT origin_lng, origin_lat, count(*) FROM new_rows WHERE status = 'ACTIVE'
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (origin_lng, origin_lat) DO UPDATE SET posts = p.posts + excluded.posts;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO load_origin_points AS p (origin_lng, origin_lat, posts)
    SELECT origin_lng, origin_lat, -count(*) FROM old_rows WHERE status = 'ACTIVE'
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (origin_lng, origin_lat) DO UPDATE SET posts = p.posts + excluded.posts;
  ELSE
    INSERT INTO load_origin_points AS p (origin_lng, origin_lat, posts)
    SELECT d.origin_lng, d.origin_lat, sum(d.sign)
    FROM (
      SELECT origin_lng, origin_lat, 1 AS sign FROM new_rows WHERE status = 'ACTIVE'
      UNION ALL
      SELECT origin_lng, origin_lat, -1 FROM old_rows WHERE status = 'ACTIVE'
    ) AS d
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (origin_lng, origin_lat) DO UPDATE SET posts = p.posts + excluded.posts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- These functions' statements take their changes as an array. A kept plan is priced for ten
-- elements, a plan made for the call's one or two for less, so PostgreSQL planned them again on
-- every call (the contacts' insert joins loads: about a millisecond each time). The kept plan reads
-- the same keys one by one, whatever the array's length.
ALTER FUNCTION contacts_raise(integer[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION company_figures_add(company_day_change[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION load_map_cells_add(load_map_change[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION notification_counts_apply(notification_change[]) SET plan_cache_mode = force_generic_plan;
