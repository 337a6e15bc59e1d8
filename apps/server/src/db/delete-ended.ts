import { lte, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Deletes a table's rows whose `endsAt` has passed by the database's clock (rows kept only until
 * then: ended sessions, rate-limit windows); answers how many.
 */
export async function deleteEnded(db: DbOrTx, table: PgTable, endsAt: AnyPgColumn): Promise<number> {
  const deleted = await db.delete(table).where(lte(endsAt, sql`now()`)).returning({ endsAt });
  return deleted.length;
}
