import { and, Column, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * One key of a list's order: what it sorts by, which way, and where its nulls go (last unless
 * said, as the board's indexes are built).
 */
export interface OrderKey {
  by: SQL | AnyPgColumn;
  descending?: boolean;
  nullsFirst?: boolean;
}

/**
 * An order as ORDER BY terms, or the same order read from its far end (`backward`): each key's
 * direction and its nulls flipped, which an index walks backward. A page near a long list's end is
 * read that way, from the nearer end (loads/queries.ts).
 */
export function orderTerms(keys: OrderKey[], backward = false): SQL[] {
  return keys.map(({ by, descending = false, nullsFirst = false }) => {
    const down = descending !== backward;
    const first = nullsFirst !== backward;
    return sql`${by} ${sql.raw(down ? 'DESC' : 'ASC')} ${sql.raw(first ? 'NULLS FIRST' : 'NULLS LAST')}`;
  });
}

/**
 * Where a keyset batch stopped: the last row's value of each key of the order, as PostgreSQL writes
 * it as text (a timestamp keeps its microseconds, which a JavaScript Date would lose).
 */
export type KeysetCursor = (string | null)[];

/** The keys' values of a row as text, selected beside it to make the cursor of the batch it ends. */
export const keyTexts = (keys: OrderKey[]): SQL<KeysetCursor> =>
  sql<KeysetCursor>`array[${sql.join(
    keys.map(({ by }) => sql`(${by})::text`),
    sql`, `,
  )}]`;

const isNotNull = (by: OrderKey['by']) => by instanceof Column && by.notNull;

/** Rows past `value` on this key alone, in its direction, its nulls where the order puts them. */
function pastOn({ by, descending = false, nullsFirst = false }: OrderKey, value: string | null): SQL {
  if (value === null) return nullsFirst ? sql`${by} IS NOT NULL` : sql`false`;
  const past = sql`${by} ${sql.raw(descending ? '<' : '>')} ${value}`;
  return nullsFirst || isNotNull(by) ? past : sql`(${past} OR ${by} IS NULL)`;
}

/**
 * The rows after `cursor` in the order of `keys` (keyset paging: each batch starts where the last
 * one stopped, never skipping what came before). The leading keys that are never null and run one
 * way are also compared as one row, a range an index in that order starts at directly; the whole
 * comparison, when every key is such.
 */
export function afterCursor(keys: OrderKey[], cursor: KeysetCursor): SQL {
  const direction = keys[0]?.descending ?? false;
  let plain = 0;
  while (plain < keys.length) {
    const key = keys[plain] as OrderKey;
    if (!isNotNull(key.by) || (key.descending ?? false) !== direction || cursor[plain] === null) break;
    plain++;
  }
  const columns = sql.join(
    keys.slice(0, plain).map(({ by }) => sql`${by}`),
    sql`, `,
  );
  const values = sql.join(
    cursor.slice(0, plain).map((value) => sql`${value}`),
    sql`, `,
  );
  if (plain === keys.length) return sql`(${columns}) ${sql.raw(direction ? '<' : '>')} (${values})`;
  const exact = or(
    ...keys.map((key, index) =>
      and(
        ...keys
          .slice(0, index)
          .map(({ by }, before) => sql`${by} IS NOT DISTINCT FROM ${cursor[before] ?? null}`),
        pastOn(key, cursor[index] ?? null),
      ),
    ),
  ) as SQL;
  return plain === 0
    ? exact
    : (and(sql`(${columns}) ${sql.raw(direction ? '<=' : '>=')} (${values})`, exact) as SQL);
}
