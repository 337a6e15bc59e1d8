import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, dayInZone, isoInZone } from './csv.ts';

describe('the Activity Logs CSV', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises the formula-looking %j',
    (text) => {
      expect(csvCell(text)).toBe(`"'${text}"`);
    },
  );

  it('quotes every cell and doubles its quotes; null is an empty cell', () => {
    expect(csvLine(['a "b", c', 7, null])).toBe('"a ""b"", c","7",""\r\n');
    expect(csvCell('Load #3 status ACTIVE → CANCELLED')).toBe('"Load #3 status ACTIVE → CANCELLED"');
  });

  it('writes an instant in a zone with its offset, daylight saving included', () => {
    const winter = new Date('2030-01-16T07:59:00Z');
    expect(isoInZone(winter, 'America/Los_Angeles')).toBe('2030-01-15T23:59:00-08:00');
    expect(isoInZone(new Date('2030-07-01T12:00:00Z'), 'America/New_York')).toBe('2030-07-01T08:00:00-04:00');
    expect(isoInZone(winter, 'UTC')).toBe('2030-01-16T07:59:00Z');
    expect(dayInZone(winter, 'America/Los_Angeles')).toBe('2030-01-15');
  });
});
