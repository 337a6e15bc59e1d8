import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';
import { preparedOn } from './prepared.ts';

const byKey = (db: DbOrTx, table: PgTable, key: AnyPgColumn) =>
  db
    .select()
    .from(table)
    .where(eq(key, sql.placeholder('key')));

/**
 * The prepared read of a table's one row by its key (a user's settings, subscription, account):
 * answers the row, or undefined when there is none.
 */
export function preparedRowByKey<Table extends PgTable, Key extends AnyPgColumn>(
  table: Table,
  key: Key,
  name: string,
) {
  const statement = preparedOn((db) => byKey(db, table, key).prepare(name));
  return async (db: DbOrTx, value: Key['_']['data']): Promise<Table['$inferSelect'] | undefined> => {
    const [row] = await statement(db).execute({ key: value });
    return row as Table['$inferSelect'] | undefined;
  };
}

/**
 * The prepared read of one column of a table's row by its key (a post's owner, a user's unread
 * count): answers its value, or undefined when there is no row.
 */
export function preparedValueByKey<Column extends AnyPgColumn, Key extends AnyPgColumn>(
  table: PgTable,
  column: Column,
  key: Key,
  name: string,
) {
  const statement = preparedOn((db) =>
    db
      .select({ value: column })
      .from(table)
      .where(eq(key, sql.placeholder('key')))
      .prepare(name),
  );
  return async (db: DbOrTx, value: Key['_']['data']): Promise<Column['_']['data'] | undefined> => {
    const [row] = await statement(db).execute({ key: value });
    return row?.value as Column['_']['data'] | undefined;
  };
}

/** The prepared read of the rows that share a key (a user's list), in `order`. */
export function preparedRowsByKey<Table extends PgTable, Key extends AnyPgColumn>(
  table: Table,
  key: Key,
  order: AnyPgColumn,
  name: string,
) {
  const statement = preparedOn((db) => byKey(db, table, key).orderBy(asc(order)).prepare(name));
  return async (db: DbOrTx, value: Key['_']['data']): Promise<Table['$inferSelect'][]> =>
    (await statement(db).execute({ key: value })) as Table['$inferSelect'][];
}
