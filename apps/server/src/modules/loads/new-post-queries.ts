import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alertBatches } from '../../db/schema/index.ts';

export type NewPostBatch = typeof alertBatches.$inferSelect;

export async function insertNewPostBatch(
  tx: DbOrTx,
  loadIds: number[],
  requestId: string | null,
): Promise<number> {
  const [row] = await tx
    .insert(alertBatches)
    .values({ loadIds, requestId })
    .returning({ id: alertBatches.id });
  if (!row) throw new Error('The new posts batch insert returned no row');
  return row.id;
}

/**
 * The oldest batches (at most `limit`) no other transaction is taking, locked until the caller's
 * transaction ends: two workers never take the same batch, and neither waits for the other.
 */
export async function lockOldestNewPostBatches(tx: DbOrTx, limit: number): Promise<NewPostBatch[]> {
  return tx
    .select()
    .from(alertBatches)
    .orderBy(asc(alertBatches.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deleteNewPostBatches(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx.delete(alertBatches).where(inArray(alertBatches.id, ids));
}
