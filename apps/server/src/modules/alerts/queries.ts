import { asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alertBatches, alertEmails } from '../../db/schema/index.ts';

export type AlertBatchRow = typeof alertBatches.$inferSelect;
export type AlertEmailRow = typeof alertEmails.$inferSelect;
export type NewAlertEmailRow = Pick<
  typeof alertEmails.$inferInsert,
  'userId' | 'recipient' | 'subject' | 'text' | 'html'
>;

/** Rows per INSERT of alert emails: 5 parameters a row. */
const EMAIL_INSERT_BATCH = 1000;

export async function insertAlertBatch(tx: DbOrTx, loadIds: number[]): Promise<number> {
  const [row] = await tx.insert(alertBatches).values({ loadIds }).returning({ id: alertBatches.id });
  if (!row) throw new Error('The alert batch insert returned no row');
  return row.id;
}

/**
 * The oldest batch no other transaction is delivering, locked until the caller's transaction ends:
 * two workers never take the same batch, and neither waits for the other.
 */
export async function takeOldestBatch(tx: DbOrTx): Promise<AlertBatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(alertBatches)
    .orderBy(asc(alertBatches.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function deleteAlertBatch(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(alertBatches).where(eq(alertBatches.id, id));
}

export async function insertAlertEmails(tx: DbOrTx, rows: NewAlertEmailRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += EMAIL_INSERT_BATCH)
    await tx.insert(alertEmails).values(rows.slice(start, start + EMAIL_INSERT_BATCH));
}

/**
 * Claims up to `limit` emails nobody holds (never claimed, or whose claim ran out) for `seconds`,
 * counting the attempt; rows another sender is claiming at the same moment are skipped.
 */
export async function claimAlertEmails(db: DbOrTx, limit: number, seconds: number): Promise<AlertEmailRow[]> {
  const free = db
    .select({ id: alertEmails.id })
    .from(alertEmails)
    .where(or(isNull(alertEmails.claimedUntil), lt(alertEmails.claimedUntil, sql`now()`)))
    .orderBy(asc(alertEmails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(alertEmails)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${seconds})`,
      attempts: sql`${alertEmails.attempts} + 1`,
    })
    .where(inArray(alertEmails.id, free))
    .returning();
}

export async function deleteAlertEmail(db: DbOrTx, id: number): Promise<void> {
  await db.delete(alertEmails).where(eq(alertEmails.id, id));
}
