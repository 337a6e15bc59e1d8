import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { csvLines } from '../../lib/csv-writer.ts';
import { decodeCsvText, readCsv } from './csv.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).errors;
  }
  throw new Error('expected a refusal');
};

describe('decodeCsvText', () => {
  it('reads UTF-8 with or without a byte-order mark', () => {
    expect(decodeCsvText(Buffer.from('\ufeffa,b\nCafé,2\n'))).toBe('a,b\nCafé,2\n');
    expect(decodeCsvText(Buffer.from('a,b\n'))).toBe('a,b\n');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8', () => {
    expect(decodeCsvText(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x93, 0x71, 0x94]))).toBe('Café,“q”');
  });

  it('refuses binary content', () => {
    expect(refusal(() => decodeCsvText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])))).toEqual([
      'Only .csv files can be imported',
    ]);
    expect(refusal(() => decodeCsvText(Buffer.from('a,b', 'utf16le')))).toEqual([
      'Only .csv files can be imported',
    ]);
  });
});

describe('readCsv', () => {
  it('numbers rows as a spreadsheet does: header 1, blank lines counted, multi-line values one row', () => {
    const table = readCsv('name,notes\r\nA,"two\r\nlines"\r\n\r\n , \r\nB,"x, ""y"""\r\n');
    expect(table.header).toEqual(['name', 'notes']);
    expect(table.rows).toEqual([
      { rowNumber: 2, values: ['A', 'two\r\nlines'] },
      { rowNumber: 5, values: ['B', 'x, "y"'] },
    ]);
  });

  it('drops a BOM and trims header names', () => {
    expect(readCsv('\ufeff pickupZip , rate\n1,2').header).toEqual(['pickupZip', 'rate']);
  });

  it('keeps a stray quote inside an unquoted value', () => {
    expect(readCsv('a,b\n48" pallets,2\n').rows[0]?.values).toEqual(['48" pallets', '2']);
  });

  it('answers an empty table for an empty or blank file', () => {
    expect(readCsv('')).toEqual({ header: [], rows: [] });
    expect(readCsv('\n,,\n')).toEqual({ header: [], rows: [] });
  });

  it('refuses an unclosed quote, naming the row', () => {
    expect(refusal(() => readCsv('a,b\n1,2\n3,"4\n'))).toEqual([
      'The file is not valid CSV: row 3: a quoted value is never closed (a double quote is missing)',
    ]);
  });
});

describe('a written CSV', () => {
  it('round-trips through readCsv', () => {
    const rows = [['Dock 4, rear', 'He said "fragile"\nthen left', '']];
    expect(readCsv(csvLines([['a', 'b', 'c'], ...rows])).rows[0]?.values).toEqual(rows[0]);
  });
});
