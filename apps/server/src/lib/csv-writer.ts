import { stringify } from 'csv-stringify/sync';

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
