import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';

/**
 * Pairs each new post with the ACTIVE posts of other companies that look like the same load (same
 * type, lane and pickup day, weight within 2%, posted within 48 hours before it) in
 * `possible_reposts`, for the admin's queue. Nothing is hidden: the admin decides. The rule is the
 * database's `flag_possible_reposts` (migration 0055), planned once per connection.
 */
export async function flagPossibleReposts(tx: DbOrTx, loadIds: readonly number[]): Promise<void> {
  for (let start = 0; start < loadIds.length; start += POSTS_PER_STATEMENT) {
    // A turn of the event loop between slices: a big import leaves other requests answered.
    if (start > 0) await nextTurn();
    await flag(tx).execute({ ids: loadIds.slice(start, start + POSTS_PER_STATEMENT) });
  }
}

/** New posts paired per statement: on the embedded engine a statement holds the server's thread. */
const POSTS_PER_STATEMENT = 250;

// Every post of the form pairs its own: prepared.
const flag = preparedOn((db) =>
  db
    .select({ done: sql<number>`1` })
    .from(sql`flag_possible_reposts(${sql.placeholder('ids')}::int[])`)
    .prepare('flag_possible_reposts'),
);
