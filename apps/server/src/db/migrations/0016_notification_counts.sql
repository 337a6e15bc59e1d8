CREATE TABLE "notification_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"unread" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_block_counts" (
	"user_id" integer NOT NULL,
	"block_at" timestamp with time zone NOT NULL,
	"block_id" integer NOT NULL,
	"type" "notification_type" NOT NULL,
	"is_read" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "notification_block_counts_user_id_block_at_block_id_type_is_read_pk" PRIMARY KEY("user_id","block_at","block_id","type","is_read")
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_block_counts" ADD CONSTRAINT "notification_block_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every filter of the list (none, isRead, type, both) has an index in list order, id included so a
-- page can start after a (created_at, id) key.
DROP INDEX "notifications_user_read_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_read_created_idx" ON "notifications" USING btree ("user_id","is_read","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_type_created_idx" ON "notifications" USING btree ("user_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_type_read_created_idx" ON "notifications" USING btree ("user_id","type","is_read","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Rows a block of a user's list is cut to; a block is cut again once it holds twice as many.
CREATE FUNCTION notification_block_rows() RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 1000 $$;
--> statement-breakpoint
-- A change of a user's notifications: one row counted (sign 1) or uncounted (-1) in its group (type,
-- is_read) at its place (at, id) in the list; once placed, (at, id) is the start of its block.
CREATE TYPE "notification_change" AS (
	"user_id" integer,
	"at" timestamp with time zone,
	"id" integer,
	"type" "notification_type",
	"is_read" boolean,
	"sign" integer
);
--> statement-breakpoint
-- Counts one block of a user's list again from its rows and cuts it into blocks of
-- notification_block_rows() rows, each starting at its oldest row (the first keeps its start).
CREATE FUNCTION notification_block_split(p_user integer, p_at timestamptz, p_id integer) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  next_at timestamptz;
  next_id integer;
BEGIN
  SELECT block_at, block_id INTO next_at, next_id
  FROM notification_block_counts
  WHERE user_id = p_user AND (block_at, block_id) > (p_at, p_id)
  ORDER BY block_at, block_id
  LIMIT 1;
  DELETE FROM notification_block_counts WHERE user_id = p_user AND block_at = p_at AND block_id = p_id;
  INSERT INTO notification_block_counts (user_id, block_at, block_id, type, is_read, n)
  SELECT p_user,
         CASE WHEN c.chunk = 0 THEN p_at ELSE c.chunk_at END,
         CASE WHEN c.chunk = 0 THEN p_id ELSE c.chunk_id END,
         c.type, c.is_read, count(*)
  FROM (
    SELECT r.type, r.is_read, r.rn / notification_block_rows() AS chunk,
           first_value(r.created_at) OVER (PARTITION BY r.rn / notification_block_rows() ORDER BY r.rn) AS chunk_at,
           first_value(r.id) OVER (PARTITION BY r.rn / notification_block_rows() ORDER BY r.rn) AS chunk_id
    FROM (
      SELECT n.type, n.is_read, n.created_at, n.id,
             row_number() OVER (ORDER BY n.created_at, n.id) - 1 AS rn
      FROM notifications AS n
      WHERE n.user_id = p_user
        AND (n.created_at, n.id) >= (p_at, p_id)
        AND (n.created_at, n.id) < (coalesce(next_at, 'infinity'), coalesce(next_id, 0))
    ) AS r
  ) AS c
  GROUP BY c.chunk, c.chunk_at, c.chunk_id, c.type, c.is_read;
END $$;
--> statement-breakpoint
-- Applies changes to the counts: the user's totals, then the groups of the block each change falls
-- in (the block with the latest start at or before its place), then cuts blocks grown too big.
-- The users' rows are upserted first and in id order: they stay locked to the end of the transaction,
-- so concurrent writers take them in the same order (no deadlock) and a user's blocks are placed and
-- cut by one transaction at a time; the statements after the upsert (read committed) see the blocks
-- of the transaction it waited for.
CREATE FUNCTION notification_counts_apply(changes notification_change[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  placed notification_change[];
  grown record;
BEGIN
  IF cardinality(changes) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO notification_counts AS c (user_id, total, unread)
  SELECT ch.user_id, sum(ch.sign), coalesce(sum(ch.sign) FILTER (WHERE NOT ch.is_read), 0)
  FROM unnest(changes) AS ch
  GROUP BY ch.user_id
  ORDER BY ch.user_id
  ON CONFLICT (user_id) DO UPDATE SET total = c.total + excluded.total, unread = c.unread + excluded.unread;

  placed := ARRAY(
    SELECT ROW(ch.user_id, coalesce(b.block_at, '-infinity'), coalesce(b.block_id, 0), ch.type, ch.is_read, ch.sign)::notification_change
    FROM unnest(changes) AS ch
    LEFT JOIN LATERAL (
      SELECT s.block_at, s.block_id
      FROM notification_block_counts AS s
      WHERE s.user_id = ch.user_id AND (s.block_at, s.block_id) <= (ch.at, ch.id)
      ORDER BY s.block_at DESC, s.block_id DESC
      LIMIT 1
    ) AS b ON true
  );
  INSERT INTO notification_block_counts AS b (user_id, block_at, block_id, type, is_read, n)
  SELECT p.user_id, p.at, p.id, p.type, p.is_read, sum(p.sign)
  FROM unnest(placed) AS p
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(p.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, block_at, block_id, type, is_read) DO UPDATE SET n = b.n + excluded.n;

  FOR grown IN
    SELECT p.user_id, p.at, p.id
    FROM (SELECT DISTINCT p.user_id, p.at, p.id FROM unnest(placed) AS p WHERE p.sign > 0) AS p
    WHERE (SELECT sum(b.n) FROM notification_block_counts AS b
           WHERE b.user_id = p.user_id AND b.block_at = p.at AND b.block_id = p.id) > 2 * notification_block_rows()
  LOOP
    PERFORM notification_block_split(grown.user_id, grown.at, grown.id);
  END LOOP;
END $$;
--> statement-breakpoint
-- The changes one statement made to notifications. An update's old and new rows cancel out where
-- neither place nor group changed (a deleted load nulling load_id changes no count); no join of the
-- two, whose plan, cached from a one-row update, would be quadratic on a big one. A deleted user's
-- counts go with the user (foreign keys): the cascade's rows of users no longer there are left alone.
CREATE FUNCTION notification_counts_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notification_counts_apply(ARRAY(
      SELECT ROW(n.user_id, n.created_at, n.id, n.type, n.is_read, 1)::notification_change FROM new_rows AS n
    ));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM notification_counts_apply(ARRAY(
      SELECT ROW(c.user_id, c.created_at, c.id, c.type, c.is_read, sum(c.sign))::notification_change
      FROM (
        SELECT o.user_id, o.created_at, o.id, o.type, o.is_read, -1 AS sign FROM old_rows AS o
        UNION ALL
        SELECT n.user_id, n.created_at, n.id, n.type, n.is_read, 1 FROM new_rows AS n
      ) AS c
      GROUP BY c.user_id, c.created_at, c.id, c.type, c.is_read
      HAVING sum(c.sign) <> 0
    ));
  ELSE
    PERFORM notification_counts_apply(ARRAY(
      SELECT ROW(o.user_id, o.created_at, o.id, o.type, o.is_read, -1)::notification_change
      FROM old_rows AS o
      WHERE EXISTS (SELECT 1 FROM users AS u WHERE u.id = o.user_id)
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_counts_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_track();
--> statement-breakpoint
CREATE TRIGGER notifications_counts_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_track();
--> statement-breakpoint
CREATE TRIGGER notifications_counts_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_track();
--> statement-breakpoint
CREATE FUNCTION notification_counts_clear() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE notification_counts, notification_block_counts; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_counts_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION notification_counts_clear();
--> statement-breakpoint
-- The notifications already there: each user's totals, and their list cut into blocks.
INSERT INTO notification_counts (user_id, total, unread)
SELECT user_id, count(*), count(*) FILTER (WHERE NOT is_read)
FROM notifications
GROUP BY user_id;
--> statement-breakpoint
SELECT notification_block_split(user_id, '-infinity', 0) FROM notification_counts;
