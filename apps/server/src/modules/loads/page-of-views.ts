import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loads, users } from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/pagination.ts';
import { type LoadViewRow, loadViewsByIds } from './view.ts';

/**
 * One page of posts in two steps: first the page's ids, read from the index that serves the order,
 * so the rows skipped to reach a deep page are index entries, not whole posts with their owner and
 * request counts; then the view rows of just those ids, in the same order. Page 500 of the board
 * skips 4,990 entries of loads_status_pickup_idx (about a millisecond) instead of building 4,990 views.
 */
export async function pageOfLoadViews(
  db: DbOrTx,
  options: {
    where: SQL | undefined;
    orderBy: SQL[];
    page: number;
    limit: number;
    /** The WHERE names the owner's columns (the admin's owner filter). */
    joinsOwner?: boolean;
  },
): Promise<LoadViewRow[]> {
  const ids = db.select({ id: loads.id }).from(loads);
  const page = await (options.joinsOwner ? ids.innerJoin(users, sql`${users.id} = ${loads.ownerId}`) : ids)
    .where(options.where)
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(pageOffset(options.page, options.limit));
  return loadViewsByIds(
    db,
    page.map((row) => row.id),
  );
}
