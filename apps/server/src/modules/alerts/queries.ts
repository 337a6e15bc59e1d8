import { asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { alertEmails } from '../../db/schema/index.ts';

export type AlertEmailRow = typeof alertEmails.$inferSelect;
export type NewAlertEmailRow = Pick<
  typeof alertEmails.$inferInsert,
  'userId' | 'recipient' | 'subject' | 'text' | 'html'
>;

/** Rows per INSERT of alert emails: 5 parameters a row. */
const EMAIL_INSERT_BATCH = 1000;

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
