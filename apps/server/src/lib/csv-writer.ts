import { stringify } from 'csv-stringify/sync';
import { dayInZone } from './zoned-time.ts';

/** A cell a spreadsheet would read as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null | undefined;

/**
 * A cell made inert for a spreadsheet: a formula-looking one gets a leading apostrophe, so user input
 * written to a file (an activity detail, a load's notes) can never run in the reader's spreadsheet.
 */
export function inertCell(value: CsvCell): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * CSV lines (RFC 4180: CRLF line ends, quotes doubled) of every file the product writes, each cell
 * made inert. By default a cell is quoted only when it holds a comma, a quote or a line break;
 * `quoteEvery` quotes every cell, empty ones included.
 */
export function csvLines(
  rows: readonly (readonly CsvCell[])[],
  options: { quoteEvery?: boolean } = {},
): string {
  return stringify(
    rows.map((row) => row.map(inertCell)),
    options.quoteEvery
      ? { record_delimiter: 'windows', quoted: true, quoted_empty: true }
      : { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

/** Rows each batch of an export reads: one statement's worth, never the whole file. */
export const EXPORT_BATCH = 1000;

/** One batch of an export's rows, and where the next starts (null: this was the last). */
export interface CsvBatch<Cursor> {
  rows: CsvCell[][];
  cursor: Cursor | null;
}

/** A CSV file on its way out: its name, and its text a batch at a time. */
export interface CsvFile {
  filename: string;
  lines: AsyncGenerator<string>;
}

/**
 * Every export the product offers: `name-YYYY-MM-DD.csv` (today in `timeZone`, the reader's settings'
 * zone), a UTF-8 byte order mark
 * (so a spreadsheet reads accents and arrows right), the header, then the rows read `EXPORT_BATCH`
 * at a time, each batch after the cursor the last one left (keyset paging), so a file of any length
 * streams out in bounded memory.
 */
export function csvFile<Cursor>(file: {
  name: string;
  timeZone: string;
  now?: Date;
  header: readonly string[];
  batch: (cursor: Cursor | null, size: number) => Promise<CsvBatch<Cursor>>;
  quoteEvery?: boolean;
}): CsvFile {
  const options = { quoteEvery: file.quoteEvery ?? false };
  async function* lines() {
    yield `\uFEFF${csvLines([file.header], options)}`;
    let cursor: Cursor | null = null;
    do {
      const batch: CsvBatch<Cursor> = await file.batch(cursor, EXPORT_BATCH);
      if (batch.rows.length > 0) yield csvLines(batch.rows, options);
      cursor = batch.cursor;
    } while (cursor !== null);
  }
  return { filename: `${file.name}-${dayInZone(file.now ?? new Date(), file.timeZone)}.csv`, lines: lines() };
}
