import { IMPORT_MESSAGES } from '@loadboard/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { validationFailed } from '../../lib/app-error.ts';

/** One data row of a CSV file, numbered as a spreadsheet numbers it (the header is row 1). */
export interface CsvRow {
  rowNumber: number;
  values: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

/**
 * Bytes no text file holds: NUL and the C0 controls other than tab, line feed, form feed and carriage
 * return. A spreadsheet saved as .xlsx, a PDF or an image renamed to .csv has them within its first
 * bytes; UTF-16 text (every other byte NUL for ASCII) is refused the same way.
 */
function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 64 * 1024);
  for (let i = 0; i < end; i++) {
    const byte = bytes[i] as number;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return true;
  }
  return false;
}

/**
 * The text of an uploaded CSV file: UTF-8 (with or without a byte-order mark), or, when the bytes are
 * not valid UTF-8, Windows-1252, which is what Excel writes for "CSV (Comma delimited)" on Windows.
 * Binary content is refused with 422 'Only .csv files can be imported'.
 */
export function decodeCsvText(bytes: Uint8Array): string {
  if (looksBinary(bytes)) throw validationFailed([IMPORT_MESSAGES.notCsv]);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * Windows-1252 bytes 0x80–0x9F (curly quotes, dashes, €…); the rest is Latin-1. Written out because
 * Node's TextDecoder('windows-1252') decodes those bytes as Latin-1 control characters.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd' +
  '\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80] as string);
}

const PARSE_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed (a double quote is missing)',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is followed by other characters before the next comma',
  CSV_MAX_RECORD_SIZE: 'a value is too long',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value is followed by other characters',
};

const isBlank = (values: string[]) => values.every((value) => value.trim() === '');

/**
 * Parses CSV text into its header and data rows. Quoted values may hold commas, quotes ("") and line
 * breaks; a byte-order mark is dropped; blank lines are skipped but still counted, so `rowNumber` is
 * the row a spreadsheet shows (header = 1, first data row = 2). Unbalanced quotes are a 422 naming the
 * row.
 */
export function readCsv(text: string): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      // Rows are checked against the header by the caller, which can say which row is wrong.
      relax_column_count: true,
      // A stray quote inside an unquoted value (48" pallets) is kept as written.
      relax_quotes: true,
      max_record_size: 64 * 1024,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const row = ((error as CsvError & { records?: number }).records ?? 0) + 1;
      const problem = PARSE_PROBLEMS[error.code] ?? 'the line cannot be read';
      throw validationFailed([`The file is not valid CSV: row ${row}: ${problem}`]);
    }
    throw error;
  }

  // The first non-blank row is the header; rows keep their spreadsheet numbers.
  const firstIndex = records.findIndex((values) => !isBlank(values));
  if (firstIndex === -1) return { header: [], rows: [] };
  const header = (records[firstIndex] as string[]).map((name) => name.trim());
  const rows: CsvRow[] = [];
  for (let index = firstIndex + 1; index < records.length; index++) {
    const values = records[index] as string[];
    if (!isBlank(values)) rows.push({ rowNumber: index + 1, values });
  }
  return { header, rows };
}
