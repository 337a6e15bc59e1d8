/**
 * The admin's Activity Logs for a bench database already filled with users, posts and requests: the
 * rows the app would have written for what those rows say happened, at the times they happened, with
 * the app's own detail texts (the demo seed's story, db/seed/demo.ts, with the accept line the
 * requests service writes):
 *
 * - USER_CREATED for every account, at its created_at (users service, registration);
 * - LOAD_POSTED for every post, by its owner at its created_at (loads service, createPost);
 * - STATUS_UPDATE by the owner for every accepted request, at its decision, naming the requests turned
 *   down with it (requests service, decideRequest); for every COMPLETED post at its completed_at and
 *   every CANCELLED one at its updated_at (loads service, setLoadStatus).
 *
 * The app writes no entry when a request is filed or rejected on its own, nor for a sign-in (no
 * activity type names one), so neither does this. Written by the database itself in one INSERT …
 * SELECT, oldest first like a log that grew with the board (about 1.6 rows a post).
 */
import type { ActivityAction } from '@loadboard/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

const action = (name: ActivityAction): SQL => sql`${name}::activity_action`;

/** A rate as the requests service writes it (Intl en-US USD: $1,234.50). */
const usd = (column: SQL) => sql`'$' || to_char(${column}, 'FM9,999,999,990.00')`;

export async function fillActivity(database: Database): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO activity_logs (user_id, action, details, created_at)
    SELECT user_id, action, details, created_at FROM (
      SELECT u.id AS user_id, ${action('USER_CREATED')} AS action,
             'Registered ' || u.user_type || ' account ' || u.username || ' (' || u.company_name || ')' AS details,
             u.created_at
      FROM users AS u
      UNION ALL
      SELECT l.owner_id, ${action('LOAD_POSTED')},
             'Posted ' || l.load_type || ' load #' || l.id || ': ' || l.origin_location || ' → '
               || l.destination_location || ', pickup ' || to_char(l.pickup_date, 'YYYY-MM-DD'),
             l.created_at
      FROM loads AS l
      UNION ALL
      SELECT l.owner_id, ${action('STATUS_UPDATE')},
             'Load #' || l.id || ' status ACTIVE → ASSIGNED: accepted request #' || r.id || ' at '
               || ${usd(sql`r.proposed_rate`)}
               || CASE WHEN turned_down.n > 0 THEN '; ' || turned_down.n || ' other pending request(s) rejected' ELSE '' END,
             r.decided_at
      FROM load_requests AS r
      JOIN loads AS l ON l.id = r.load_id
      LEFT JOIN (
        SELECT load_id, decided_at, count(*) AS n FROM load_requests WHERE status = 'REJECTED' GROUP BY 1, 2
      ) AS turned_down ON turned_down.load_id = r.load_id AND turned_down.decided_at = r.decided_at
      WHERE r.status = 'ACCEPTED' AND r.decided_at IS NOT NULL
      UNION ALL
      SELECT l.owner_id, ${action('STATUS_UPDATE')}, 'Load #' || l.id || ' status ASSIGNED → COMPLETED', l.completed_at
      FROM loads AS l
      WHERE l.status = 'COMPLETED' AND l.completed_at IS NOT NULL
      UNION ALL
      SELECT l.owner_id, ${action('STATUS_UPDATE')}, 'Load #' || l.id || ' status ACTIVE → CANCELLED', l.updated_at
      FROM loads AS l
      WHERE l.status = 'CANCELLED'
    ) AS entries
    ORDER BY created_at`);
  // PGlite has no autovacuum to gather the statistics the Activity Logs' plans need.
  await database.db.execute(sql`ANALYZE activity_logs, activity_log_counts, activity_log_user_counts`);
}
