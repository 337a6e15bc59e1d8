import { describe, expect, it } from 'vitest';
import { dayInZone, isoInZone } from './zoned-time.ts';

describe("times in a reader's zone", () => {
  it('writes an instant in a zone with its offset, daylight saving included', () => {
    const winter = new Date('2030-01-16T07:59:00Z');
    expect(isoInZone(winter, 'America/Los_Angeles')).toBe('2030-01-15T23:59:00-08:00');
    expect(isoInZone(new Date('2030-07-01T12:00:00Z'), 'America/New_York')).toBe('2030-07-01T08:00:00-04:00');
    expect(isoInZone(winter, 'UTC')).toBe('2030-01-16T07:59:00Z');
    expect(dayInZone(winter, 'America/Los_Angeles')).toBe('2030-01-15');
  });
});
