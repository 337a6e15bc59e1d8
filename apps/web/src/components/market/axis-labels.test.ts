import { describe, expect, it } from 'vitest';
import { dayLabel, monthLabel } from './axis-labels.ts';

describe('axis labels', () => {
  it('write a day and a month as the calendar has them, whatever the zone', () => {
    expect(dayLabel('2026-11-24', 'en')).toBe('Nov 24');
    expect(monthLabel('2026-11', 'en')).toBe('Nov 26');
  });
});
