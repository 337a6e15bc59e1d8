import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

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
  /** The table of a column selected as `{ object: { column } }`, for a left join's null object (`nullableObjects`). */
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

/** A decoder that hands the driver's value back as it is: its column is read straight from the row. */
const passesThrough = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/** The objects of a row as a tree of keys, in the order Drizzle first meets them; a leaf is a column's index. */
type Shape = Map<string, Shape | number>;

function shapeOf(slots: Slot[]): Shape {
  const root: Shape = new Map();
  slots.forEach(({ path }, index) => {
    let node = root;
    for (const key of path.slice(0, -1)) {
      let child = node.get(key);
      if (!(child instanceof Map)) {
        child = new Map();
        node.set(key, child);
      }
      node = child;
    }
    node.set(path[path.length - 1] as string, index);
  });
  return root;
}

const literalOf = (shape: Shape): string =>
  `{${[...shape].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === 'number' ? `v${value}` : literalOf(value)}`).join(', ')}}`;

/**
 * The objects Drizzle makes null for a left join that found nothing: an object of one table's
 * columns (`{ object: { column } }`) whose first column is null, unless that table is never null
 * in the join. As Drizzle judges it, from the first column alone.
 */
function nullableObjects(slots: Slot[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  if (!joinsNotNullableMap) return [];
  const objects = new Map<string, { table: string | false; first: number }>();
  slots.forEach(({ path, joinedTable }, index) => {
    if (joinedTable === undefined) return;
    const object = path[0] as string;
    const seen = objects.get(object);
    if (seen === undefined) objects.set(object, { table: joinedTable, first: index });
    else if (seen.table !== joinedTable) seen.table = false;
  });
  return [...objects]
    .filter(([, { table }]) => table !== false && !joinsNotNullableMap[table])
    .map(([object, { first }]) => ({ object, first }));
}

/**
 * Rows as Drizzle's `mapResultRow` makes them, by a function written for the statement when it is
 * prepared: each row's objects built as literals of fixed keys, each column through its decoder
 * (none for those Drizzle passes through). Drizzle checks each field's kind (`is`) for every column
 * of every row, which was most of a list call's time in Drizzle; a loop over the fields doing the
 * rest (paths, `key in`, keyed stores) still cost several times what the written-out function
 * costs for a page of post views (bench/README.md: `npm run bench:profile`).
 */
function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => unknown[] {
  const slots = fields.map(slotOf);
  const decoders = slots.map((slot) => slot.decoder);
  const decoded = decoders.map((decoder) => !passesThrough(decoder));
  const values = decoded.map((decodes, i) =>
    decodes
      ? `const r${i} = row[${i}]; const v${i} = r${i} === null ? null : d${i}.mapFromDriverValue(r${i});`
      : `const v${i} = row[${i}];`,
  );
  const nulls = nullableObjects(slots, joinsNotNullableMap).map(
    ({ object, first }) => `if (v${first} === null) result[${JSON.stringify(object)}] = null;`,
  );
  const body = [
    ...decoded.flatMap((decodes, i) => (decodes ? [`const d${i} = decoders[${i}];`] : [])),
    'return (rows) => {',
    '  const mapped = new Array(rows.length);',
    '  for (let n = 0; n < rows.length; n++) {',
    '    const row = rows[n];',
    ...values.map((line) => `    ${line}`),
    `    const result = ${literalOf(shapeOf(slots))};`,
    ...nulls.map((line) => `    ${line}`),
    '    mapped[n] = result;',
    '  }',
    '  return mapped;',
    '};',
  ].join('\n');
  return new Function('decoders', body)(decoders);
}

/** Gives a prepared select the row mapper above; anything else (or one with its own mapper) is left as it is. */
export function withFastRows<T>(statement: T): T {
  const select = statement as PreparedSelect;
  if (select?.fields && !select.customResultMapper)
    select.customResultMapper = rowMapper(select.fields, select.joinsNotNullableMap);
  return statement;
}
