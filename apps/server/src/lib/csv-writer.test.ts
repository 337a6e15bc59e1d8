import { describe, expect, it } from 'vitest';
import { csvLines, inertCell } from './csv-writer.ts';

describe('the CSV writer', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'makes the formula-looking %j inert',
    (text) => {
      expect(inertCell(text)).toBe(`'${text}`);
      expect(csvLines([[text]], { quoteEvery: true })).toBe(`"'${text}"\r\n`);
      expect(csvLines([['x', text]])).toMatch(/^x,"?'/);
    },
  );

  it('leaves other cells as they are, a formula sign inside a cell included', () => {
    expect(inertCell('Load #3 status ACTIVE → CANCELLED')).toBe('Load #3 status ACTIVE → CANCELLED');
    expect(inertCell('312-555-0142')).toBe('312-555-0142');
    expect(inertCell(-7)).toBe("'-7");
    expect(inertCell(null)).toBeNull();
  });

  it('quotes only the cells that need it and ends lines with CRLF', () => {
    expect(csvLines([['plain', 'a, b', 'say "hi"', null, '']])).toBe('plain,"a, b","say ""hi""",,\r\n');
    expect(
      csvLines([
        ['a', 'b'],
        [1, 'x\ny'],
      ]),
    ).toBe('a,b\r\n1,"x\ny"\r\n');
  });

  it('quotes every cell when asked, doubling quotes; null is an empty quoted cell', () => {
    expect(csvLines([['a "b", c', 7, null]], { quoteEvery: true })).toBe('"a ""b"", c","7",""\r\n');
  });
});
