-- The contacts panel's read model: for each user and each counterparty they exchanged a load request
-- with, either way, the latest such request (by its decision time when decided, else its filing; the
-- higher id on a tie). Two rows per pair of users, one seen from each side; `sent` says the row's user
-- filed that request. Triggers on load_requests (and one on loads, for the order of locks) keep it in
-- the same transaction as every change, so the panel reads 8 index entries instead of the user's
-- whole history. A post never changes owner (the loads service has no way to), so loads need no more.
CREATE TABLE "contacts" (
	"user_id" integer NOT NULL,
	"counterparty_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_request_id" integer NOT NULL,
	"sent" boolean NOT NULL,
	CONSTRAINT "contacts_user_id_counterparty_id_pk" PRIMARY KEY("user_id","counterparty_id")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_counterparty_id_users_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_recent_idx" ON "contacts" USING btree ("user_id","last_at" DESC,"counterparty_id");--> statement-breakpoint
CREATE INDEX "contacts_last_request_idx" ON "contacts" USING btree ("last_request_id");--> statement-breakpoint
-- The admin's list of every request filtered by status, newest first (requests/admin-list.ts): the
-- newest requests are mostly PENDING, so walking load_requests_created_idx (0018) for the ACCEPTED
-- ones would skip ever more of them as the board grows.
CREATE INDEX "load_requests_status_created_idx" ON "load_requests" USING btree ("status","created_at" DESC,"id" DESC);--> statement-breakpoint
-- Writers of the table take turns per post owner: every trigger below first takes, in ascending
-- order, the advisory lock (72015, owner) of each owner whose requests it handles, held to the end
-- of the transaction, before any row of its own (and, the triggers' names sorting first, before the
-- dashboards' counters on load_requests). A decision is several statements on one owner's requests
-- (the accepted one, then the others rejected, the post assigned in between); without the turn two
-- decisions, or a decision and a request filed or a post deleted, could take the same rows in
-- crossed orders and deadlock. Deleting posts or requests first takes the deletion turn (72016, 0),
-- then the owners'.
CREATE FUNCTION contacts_lock_owners(owners integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  owner_id integer;
BEGIN
  FOR owner_id IN SELECT DISTINCT o FROM unnest(owners) AS o ORDER BY o LOOP
    PERFORM pg_advisory_xact_lock(72015, owner_id);
  END LOOP;
END $$;
--> statement-breakpoint
-- Makes each of the requests (as they are now) the latest of its pair unless the pair already has a
-- later one. Raising is a maximum, so concurrent writers commute; rows are written in key order so
-- they lock them in the same order and cannot deadlock. A request on one's own post is nobody's
-- exchange.
CREATE FUNCTION contacts_raise(request_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO contacts AS c (user_id, counterparty_id, last_at, last_request_id, sent)
  SELECT side.user_id, side.counterparty_id, x.at, x.id, side.sent
  FROM (
    SELECT DISTINCT ON (least(r.requester_id, l.owner_id), greatest(r.requester_id, l.owner_id))
           r.id, coalesce(r.decided_at, r.created_at) AS at, r.requester_id, l.owner_id
    FROM load_requests r JOIN loads l ON l.id = r.load_id
    WHERE r.id = ANY (request_ids) AND r.requester_id <> l.owner_id
    ORDER BY least(r.requester_id, l.owner_id), greatest(r.requester_id, l.owner_id),
             coalesce(r.decided_at, r.created_at) DESC, r.id DESC
  ) AS x
  CROSS JOIN LATERAL (VALUES (x.owner_id, x.requester_id, false), (x.requester_id, x.owner_id, true))
    AS side(user_id, counterparty_id, sent)
  ORDER BY side.user_id, side.counterparty_id
  ON CONFLICT (user_id, counterparty_id) DO UPDATE
    SET last_at = excluded.last_at, last_request_id = excluded.last_request_id, sent = excluded.sent
    WHERE (excluded.last_at, excluded.last_request_id) > (c.last_at, c.last_request_id);
END $$;
--> statement-breakpoint
-- Works out again the latest request between each pair of users (lo < hi) from load_requests, after
-- their latest one was deleted or changed: both rows of the pair are updated, or deleted when no
-- request is left between them. The rows are locked first, in key order, so the statements after it
-- (each with a new snapshot, under READ COMMITTED) see whatever their other writers committed. Each
-- pair's query is planned with its two users' ids (EXECUTE), so each direction reads the smaller
-- side: the requester's requests, or the requests on the owner's posts. Between the busiest broker
-- and the busiest carrier that is still one side's whole history, the one cost here that grows.
CREATE FUNCTION contacts_refresh(lo integer[], hi integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  pair record;
  latest record;
BEGIN
  PERFORM 1
  FROM unnest(lo, hi) AS p(a, b)
  CROSS JOIN LATERAL (VALUES (p.a, p.b), (p.b, p.a)) AS side(user_id, counterparty_id)
  JOIN contacts c ON c.user_id = side.user_id AND c.counterparty_id = side.counterparty_id
  ORDER BY c.user_id, c.counterparty_id
  FOR UPDATE OF c;
  FOR pair IN SELECT p.a, p.b FROM unnest(lo, hi) AS p(a, b) LOOP
    EXECUTE $sql$
      SELECT y.id, y.at, y.requester_id
      FROM (
        SELECT r.id, coalesce(r.decided_at, r.created_at) AS at, r.requester_id
        FROM load_requests r JOIN loads l ON l.id = r.load_id
        WHERE r.requester_id = $1 AND l.owner_id = $2
        UNION ALL
        SELECT r.id, coalesce(r.decided_at, r.created_at), r.requester_id
        FROM load_requests r JOIN loads l ON l.id = r.load_id
        WHERE r.requester_id = $2 AND l.owner_id = $1
      ) AS y
      ORDER BY y.at DESC, y.id DESC
      LIMIT 1
    $sql$ INTO latest USING pair.a, pair.b;
    IF latest.id IS NULL THEN
      DELETE FROM contacts
      WHERE (user_id, counterparty_id) IN ((pair.a, pair.b), (pair.b, pair.a));
    ELSE
      UPDATE contacts
      SET last_at = latest.at, last_request_id = latest.id, sent = (user_id = latest.requester_id)
      WHERE (user_id, counterparty_id) IN ((pair.a, pair.b), (pair.b, pair.a));
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION contacts_request_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM contacts_lock_owners(ARRAY(SELECT l.owner_id FROM new_rows n JOIN loads l ON l.id = n.load_id));
  PERFORM contacts_raise(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A decision raises its request's time. Any other change (a time set back, a request moved to
-- another post or requester: nothing in the app does it) leaves some pair naming a request that no
-- longer says so; those pairs are worked out again.
CREATE FUNCTION contacts_request_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  stale record;
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
  PERFORM contacts_lock_owners(ARRAY(
    SELECT l.owner_id FROM new_rows n JOIN loads l ON l.id = n.load_id
    UNION SELECT l.owner_id FROM old_rows o JOIN loads l ON l.id = o.load_id));
  PERFORM contacts_raise(ARRAY(SELECT id FROM new_rows));
  SELECT array_agg(p.lo ORDER BY p.lo, p.hi) AS lo, array_agg(p.hi ORDER BY p.lo, p.hi) AS hi
  INTO stale
  FROM (
    SELECT DISTINCT least(c.user_id, c.counterparty_id) AS lo, greatest(c.user_id, c.counterparty_id) AS hi
    FROM contacts c
    JOIN new_rows n ON n.id = c.last_request_id
    JOIN loads l ON l.id = n.load_id
    WHERE c.last_at <> coalesce(n.decided_at, n.created_at)
       OR (c.user_id, c.counterparty_id, c.sent)
          NOT IN ((l.owner_id, n.requester_id, false), (n.requester_id, l.owner_id, true))
  ) AS p;
  IF stale.lo IS NOT NULL THEN
    PERFORM contacts_refresh(stale.lo, stale.hi);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deletions take turns (deleting posts and users is rare): a deletion works out again the pairs whose
-- latest request it removed from the requests left, and one in progress elsewhere could otherwise
-- leave in them a request it is removing. Taken before any request is deleted.
CREATE FUNCTION contacts_request_delete_turn() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72016, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A post's deletion takes the deletion turn and its owner's before anything is deleted: the counters
-- and map cells its statement writes before its requests' triggers run are rows a decision of the
-- same owner writes too.
CREATE FUNCTION contacts_post_delete_turn() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72016, 0);
  PERFORM pg_advisory_xact_lock(72015, OLD.owner_id);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- The pairs whose latest request went (the others keep theirs) are worked out again, under their
-- owners' turns. A pair with no request left disappears: a user never keeps a contact they have no
-- exchange with. A deleted user's rows go with the user (ON DELETE CASCADE), so the pairs of a user
-- already deleted in this statement are not worked out.
CREATE FUNCTION contacts_request_delete() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  gone record;
BEGIN
  PERFORM contacts_lock_owners(ARRAY(
    SELECT CASE WHEN c.sent THEN c.counterparty_id ELSE c.user_id END
    FROM contacts c JOIN old_rows o ON o.id = c.last_request_id));
  SELECT array_agg(c.user_id ORDER BY c.user_id, c.counterparty_id) AS lo,
         array_agg(c.counterparty_id ORDER BY c.user_id, c.counterparty_id) AS hi
  INTO gone
  FROM contacts c JOIN old_rows o ON o.id = c.last_request_id
  WHERE c.user_id < c.counterparty_id
    AND EXISTS (SELECT FROM users u WHERE u.id = c.user_id)
    AND EXISTS (SELECT FROM users u WHERE u.id = c.counterparty_id);
  IF gone.lo IS NOT NULL THEN
    PERFORM contacts_refresh(gone.lo, gone.hi);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contacts_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE contacts; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER load_requests_contacts_insert AFTER INSERT ON load_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_request_insert();
--> statement-breakpoint
CREATE TRIGGER load_requests_contacts_update AFTER UPDATE ON load_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_request_update();
--> statement-breakpoint
CREATE TRIGGER load_requests_contacts_delete_turn BEFORE DELETE ON load_requests
  FOR EACH STATEMENT EXECUTE FUNCTION contacts_request_delete_turn();
--> statement-breakpoint
CREATE TRIGGER loads_contacts_delete_turn BEFORE DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION contacts_post_delete_turn();
--> statement-breakpoint
CREATE TRIGGER load_requests_contacts_delete AFTER DELETE ON load_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_request_delete();
--> statement-breakpoint
CREATE TRIGGER load_requests_contacts_truncate AFTER TRUNCATE ON load_requests
  FOR EACH STATEMENT EXECUTE FUNCTION contacts_clear();
--> statement-breakpoint
-- The exchanges already made: contacts_raise over every request, reading the table once.
INSERT INTO contacts (user_id, counterparty_id, last_at, last_request_id, sent)
SELECT side.user_id, side.counterparty_id, x.at, x.id, side.sent
FROM (
  SELECT DISTINCT ON (least(r.requester_id, l.owner_id), greatest(r.requester_id, l.owner_id))
         r.id, coalesce(r.decided_at, r.created_at) AS at, r.requester_id, l.owner_id
  FROM load_requests r JOIN loads l ON l.id = r.load_id
  WHERE r.requester_id <> l.owner_id
  ORDER BY least(r.requester_id, l.owner_id), greatest(r.requester_id, l.owner_id),
           coalesce(r.decided_at, r.created_at) DESC, r.id DESC
) AS x
CROSS JOIN LATERAL (VALUES (x.owner_id, x.requester_id, false), (x.requester_id, x.owner_id, true))
  AS side(user_id, counterparty_id, sent);
