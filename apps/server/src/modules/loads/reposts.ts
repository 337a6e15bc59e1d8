import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { possibleReposts } from '../../db/schema/index.ts';

/** How far apart two posts' weights may be and still look like one load: 2% of the heavier. */
const WEIGHT_TOLERANCE = 0.02;

/**
 * Pairs each new post with the ACTIVE posts of other companies that look like the same load (same
 * type, lane and pickup day, weight within 2%, posted within 48 hours before it) in
 * `possible_reposts`, for the admin's queue. Nothing is hidden: the admin decides. Companies are
 * told apart by name, whatever its case and spaces, as one company may have several accounts.
 */
export async function flagPossibleReposts(tx: DbOrTx, loadIds: readonly number[]): Promise<void> {
  const [only] = loadIds;
  if (loadIds.length === 1 && only !== undefined) {
    await flagOne(tx).execute({ id: only });
    return;
  }
  for (let start = 0; start < loadIds.length; start += POSTS_PER_STATEMENT) {
    // A turn of the event loop between slices: a big import leaves other requests answered.
    if (start > 0) await nextTurn();
    const slice = loadIds.slice(start, start + POSTS_PER_STATEMENT);
    await flag(tx, sql`n.id = ANY(${sql.param(slice)}::int[])`);
  }
}

/** New posts paired per statement: on the embedded engine a statement holds the server's thread. */
const POSTS_PER_STATEMENT = 250;

/**
 * Pairs the new posts `chosen` names. Each new post's look-alikes are found apart, on an index of
 * ACTIVE posts by lane and pickup day: joined whole (or through a LATERAL the planner pulls up,
 * which OFFSET 0 prevents), the planner read every ACTIVE post of the board for each slice. The
 * pair's time is the statement's clock, as the column's default would give.
 */
const flag = (db: DbOrTx, chosen: SQL) =>
  db
    .insert(possibleReposts)
    .select(sql`
      SELECT n.id, o.id, now()
      FROM loads n
      JOIN users nu ON nu.id = n.owner_id
      CROSS JOIN LATERAL (
        SELECT o.id, o.owner_id FROM loads o
        WHERE o.status = 'ACTIVE' AND o.origin_zip = n.origin_zip
          AND o.destination_zip = n.destination_zip AND o.pickup_date = n.pickup_date
          AND o.load_type = n.load_type AND o.id <> n.id
          AND o.created_at BETWEEN n.created_at - interval '48 hours' AND n.created_at
          AND abs(o.weight - n.weight) <= ${WEIGHT_TOLERANCE} * greatest(o.weight, n.weight)
        OFFSET 0
      ) AS o
      JOIN users ou ON ou.id = o.owner_id
      WHERE ${chosen}
        AND lower(btrim(ou.company_name)) <> lower(btrim(nu.company_name))`)
    .onConflictDoNothing();

/**
 * One new post (the form's), by its id alone and kept prepared: planned for an array of ids, it was
 * planned again for every post, which cost more than running it.
 */
const flagOne = preparedOn((db) =>
  flag(db, sql`n.id = ${sql.placeholder('id')}::int`).prepare('flag_possible_reposts_of'),
);
