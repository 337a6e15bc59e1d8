import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A JSON object built by the database from `fields`, each key as given and in their order (what
 * `JSON.stringify` of the same object would write, spacing aside), for answers the database writes
 * whole (notifications/view.ts, requests/view.ts). The keys are the code's own names, never input.
 */
export function jsonObject(fields: Record<string, SQL | AnyColumn>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`not a field name: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** As `jsonObject`, as text: a row's JSON as the answer sends it (json-text.ts). */
export const jsonObjectText = (fields: Record<string, SQL | AnyColumn>): SQL<string> =>
  sql<string>`${jsonObject(fields)}::text`;

/** Money is numeric in the database and a number of dollars in an answer the database writes. */
export const dollars = (column: AnyColumn): SQL<number> => sql<number>`${column}::float8`;
