import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What Drizzle keeps of a selected field: where it goes in the row object, and the field itself. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A prepared select as Drizzle builds it (its own fields, not part of its typed API). */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** How each column of a row is read: into which path, through which decoder. */
interface Slot {
  path: string[];
  decoder: Decoder;
  /** The table of a column selected as `{ object: { column } }`: a left join's object is null when all of it is. */
  joinedTable: string | undefined;
}

/** The decoder Drizzle's `mapResultRow` picks for a field (its `decoder` is internal to SQL). */
type Decoded = { decoder: Decoder };

function slotOf({ path, field }: SelectedField): Slot {
  const column = is(field, Column);
  const decoder = column
    ? (field as Decoder)
    : is(field, SQL)
      ? (field as unknown as Decoded).decoder
      : is(field, Subquery)
        ? (field as unknown as { _: { sql: Decoded } })._.sql.decoder
        : (field as { sql: Decoded }).sql.decoder;
  return {
    path,
    decoder,
    joinedTable: column && path.length === 2 ? getTableName((field as Column).table) : undefined,
  };
}

/**
 * Rows as Drizzle's `mapResultRow` makes them, with the decoder and path of each column worked out
 * once per statement instead of for every column of every row: its entity checks (`is`) per field
 * were most of a list call's time in Drizzle (bench/RESULTS.md).
 */
function rowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const slots = fields.map(slotOf);
  const joins = joinsNotNullableMap && slots.some((slot) => slot.joinedTable !== undefined);
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      const nullable: Record<string, string | false> = {};
      for (let i = 0; i < slots.length; i++) {
        const { path, decoder, joinedTable } = slots[i] as Slot;
        let node = result;
        for (let depth = 0; depth < path.length - 1; depth++) {
          const key = path[depth] as string;
          if (!(key in node)) node[key] = {};
          node = node[key] as Record<string, unknown>;
        }
        const raw = row[i];
        const value = raw === null ? null : decoder.mapFromDriverValue(raw);
        node[path[path.length - 1] as string] = value;
        if (joins && joinedTable !== undefined) {
          const object = path[0] as string;
          const seen = nullable[object];
          if (seen === undefined) nullable[object] = value === null ? joinedTable : false;
          else if (seen !== false && seen !== joinedTable) nullable[object] = false;
        }
      }
      if (joins)
        for (const [object, table] of Object.entries(nullable))
          if (table !== false && !joinsNotNullableMap?.[table]) result[object] = null;
      return result;
    });
}

/** Gives a prepared select the row mapper above; anything else (or one with its own mapper) is left as it is. */
export function withFastRows<T>(statement: T): T {
  const select = statement as PreparedSelect;
  if (select?.fields && !select.customResultMapper)
    select.customResultMapper = rowMapper(select.fields, select.joinsNotNullableMap);
  return statement;
}
