import type { Language, Theme, Timezone } from '@loadboard/contracts';
import { count, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insertOnce } from '../../db/insert-once.ts';
import { preparedRowByKey, preparedRowsByKey } from '../../db/prepared-row.ts';
import { routeAlerts, serviceAreas, userSettings } from '../../db/schema/index.ts';

export type SettingsRow = typeof userSettings.$inferSelect;
export type SettingsValues = Partial<Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>>;
export type ServiceAreaRow = typeof serviceAreas.$inferSelect;
export type NewServiceAreaRow = Omit<typeof serviceAreas.$inferInsert, 'id' | 'userId'>;
export type RouteAlertRow = typeof routeAlerts.$inferSelect;
export type NewRouteAlertRow = Omit<typeof routeAlerts.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** Read for the profile, the settings and every email's language, hence prepared. */
export const findSettingsRow = preparedRowByKey(userSettings, userSettings.userId, 'settings_row');

/**
 * The user's saved language and time zone as two columns of a statement on another table (the
 * profile read with its session check, users/queries.ts); null where the user saved no settings.
 * `userId` is a value or placeholder, not a column: inside the subquery an unqualified column name
 * would be user_settings' own.
 */
export const localeColumns = (userId: SQLWrapper) => ({
  language: sql<Language | null>`(SELECT ${userSettings.language} FROM ${userSettings} WHERE ${userSettings.userId} = ${userId})`,
  timezone: sql<Timezone | null>`(SELECT ${userSettings.timezone} FROM ${userSettings} WHERE ${userSettings.userId} = ${userId})`,
});

/** The user's saved theme, as a column like `localeColumns`; null where the user saved no settings. */
export const themeColumn = (userId: SQLWrapper) =>
  sql<Theme | null>`(SELECT ${userSettings.theme} FROM ${userSettings} WHERE ${userSettings.userId} = ${userId})`;

/**
 * Writes the user's settings row (created with the defaults for what `values` does not name) and
 * holds its lock until the transaction ends, so two saves of one user's lists never interleave.
 */
export async function upsertSettings(tx: DbOrTx, userId: number, values: SettingsValues): Promise<void> {
  await tx
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * A user's list kept as rows of its own table (service areas, route alerts): read in the order it was
 * saved, and saved whole: `replace` makes `rows` the list, in that order.
 */
function userList<Table extends PgTable & { id: AnyPgColumn; userId: AnyPgColumn }>(
  table: Table,
  name: string,
) {
  return {
    list: preparedRowsByKey(table, table.userId, table.id, `${name}_of`),
    async replace(tx: DbOrTx, userId: number, rows: Omit<Table['$inferInsert'], 'id' | 'userId'>[]) {
      await tx.delete(table).where(eq(table.userId, userId));
      if (rows.length > 0)
        await tx.insert(table).values(rows.map((row) => ({ ...row, userId })) as PgInsertValue<Table>[]);
    },
  };
}

export const { list: listServiceAreas, replace: replaceServiceAreas } = userList(
  serviceAreas,
  'service_areas',
);
export const { list: listRouteAlerts, replace: replaceRouteAlerts } = userList(routeAlerts, 'route_alerts');

/** Adds one route alert after the others; answers false when the user already has that lane. */
export const insertRouteAlert = (tx: DbOrTx, userId: number, row: NewRouteAlertRow) =>
  insertOnce(tx, routeAlerts, { ...row, userId }, routeAlerts.id);

export async function countRouteAlerts(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(routeAlerts).where(eq(routeAlerts.userId, userId));
  return row?.total ?? 0;
}
