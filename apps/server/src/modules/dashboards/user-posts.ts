import { ADMIN_USER_LOADS, type AdminRecentLoad } from '@loadboard/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { loads } from '../../db/schema/index.ts';

// Walks loads_owner_created_idx (owner, created_at, id) backwards: ten entries whatever the history.
const newestPostsStatement = preparedOn((db) =>
  db
    .select({
      id: loads.id,
      jobNumber: loads.jobNumber,
      origin: loads.originLocation,
      destination: loads.destinationLocation,
      loadType: loads.loadType,
      status: loads.status,
      createdAt: loads.createdAt,
      refreshedAt: loads.refreshedAt,
      stale: loads.stale,
    })
    .from(loads)
    .where(eq(loads.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(loads.createdAt), desc(loads.id))
    .limit(ADMIN_USER_LOADS)
    .prepare('user_newest_posts'),
);

/** The admin's User Details: the user's newest posts, newest first, as rows of the Recent Loads. */
export async function newestPostsOf(db: DbOrTx, ownerId: number): Promise<AdminRecentLoad[]> {
  const rows = await newestPostsStatement(db).execute({ ownerId });
  return rows.map(({ createdAt, refreshedAt, ...post }) => ({
    id: post.id,
    jobNumber: post.jobNumber,
    route: `${post.origin} → ${post.destination}`,
    origin: post.origin,
    destination: post.destination,
    loadType: post.loadType,
    status: post.status,
    date: createdAt.toISOString(),
    refreshedAt: refreshedAt?.toISOString() ?? null,
    // Staleness is the board's: a post off the board is not said to be stale.
    stale: post.stale && post.status === 'ACTIVE',
  }));
}
