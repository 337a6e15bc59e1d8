import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Inserts `row` unless a unique key of the table already holds it (a payment or a provider's event
 * delivered again, a lane the user already has); answers whether it was new. `column`, any of the
 * table's, is what the insert answers for a row written.
 */
export async function insertOnce<Table extends PgTable>(
  db: DbOrTx,
  table: Table,
  row: PgInsertValue<Table>,
  column: AnyPgColumn,
): Promise<boolean> {
  const inserted = await db.insert(table).values(row).onConflictDoNothing().returning({ column });
  return inserted.length > 0;
}
