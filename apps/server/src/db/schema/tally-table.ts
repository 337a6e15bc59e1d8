import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';

/**
 * A table counted ahead by statement triggers: the counts of each key, the key's columns first. Its
 * primary key is the key's columns in order, named `<table>_pk` as the migrations name it; `more`
 * adds the table's own indexes and checks.
 */
export const tallyTable = <
  Name extends string,
  Key extends Record<string, PgColumnBuilderBase>,
  Counts extends Record<string, PgColumnBuilderBase>,
>(
  name: Name,
  key: Key,
  counts: Counts,
  more: (t: BuildExtraConfigColumns<Name, Key & Counts, 'pg'>) => PgTableExtraConfigValue[] = () => [],
) =>
  pgTable(name, { ...key, ...counts }, (t) => {
    // Every tally has a key of at least one column.
    const columns = Object.keys(key).map((column) => t[column as keyof Key]) as [
      ExtraConfigColumn,
      ...ExtraConfigColumn[],
    ];
    return [primaryKey({ name: `${name}_pk`, columns }), ...more(t)];
  });
