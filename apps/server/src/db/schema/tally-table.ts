import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';

/** Columns by their names in code, as a table declares them. */
export type Columns = Record<string, PgColumnBuilderBase>;

/** A table's own indexes and checks, over its columns. */
export type TableExtras<Name extends string, TableColumns extends Columns> = (
  t: BuildExtraConfigColumns<Name, TableColumns, 'pg'>,
) => PgTableExtraConfigValue[];

/**
 * A table counted ahead by statement triggers: the counts of each key, the key's columns first. Its
 * primary key is the key's columns in order, named `<table>_pk` as the migrations name it; `more`
 * adds the table's own indexes and checks.
 */
export const tallyTable = <Name extends string, Key extends Columns, Counts extends Columns>(
  name: Name,
  key: Key,
  counts: Counts,
  more: TableExtras<Name, Key & Counts> = () => [],
) =>
  pgTable(name, { ...key, ...counts }, (t) => {
    // Every tally has a key of at least one column.
    const columns = Object.keys(key).map((column) => t[column as keyof Key]) as [
      ExtraConfigColumn,
      ...ExtraConfigColumn[],
    ];
    return [primaryKey({ name: `${name}_pk`, columns }), ...more(t)];
  });
