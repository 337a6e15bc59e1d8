import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateRange,
  formatMiles,
  formatMoney,
  formatNumber,
  formatRatePerMile,
  formatSpace,
  formatWeight,
  todayIso,
} from './format.ts';

describe('money', () => {
  it('reads as dollars with thousands separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(1234.5, { whole: true })).toBe('$1,235');
  });

  it('a missing amount is a dash', () => {
    expect(formatMoney(null)).toBe(EMPTY_VALUE);
    expect(formatMoney(undefined)).toBe(EMPTY_VALUE);
    expect(formatMoney(Number.NaN)).toBe(EMPTY_VALUE);
  });

  it('a truck rate per mile', () => {
    expect(formatRatePerMile(2.5)).toBe('$2.50/mi');
    expect(formatRatePerMile(null)).toBe(EMPTY_VALUE);
  });
});

describe('quantities', () => {
  it('weights in lbs, space in cf, distances in miles, counts', () => {
    expect(formatWeight(12000)).toBe('12,000 lbs');
    expect(formatWeight(12000.25)).toBe('12,000.25 lbs');
    expect(formatSpace(1200)).toBe('1,200 cf');
    expect(formatMiles(1234.6)).toBe('1,235 mi');
    expect(formatNumber(154)).toBe('154');
    expect(formatWeight(null)).toBe(EMPTY_VALUE);
    expect(formatSpace(undefined)).toBe(EMPTY_VALUE);
  });
});

describe('dates', () => {
  it('a calendar date reads MM/DD/YYYY exactly as written, whatever the time zone', () => {
    expect(formatDate('2025-03-07')).toBe('03/07/2025');
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
    expect(formatDate('2024-12-31')).toBe('12/31/2024');
  });

  it('a timestamp reads as its local calendar date', () => {
    const local = new Date(2025, 6, 4, 23, 30);
    expect(formatDate(local.toISOString())).toBe('07/04/2025');
  });

  it('nothing or garbage is a dash', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate('')).toBe(EMPTY_VALUE);
    expect(formatDate('not a date')).toBe(EMPTY_VALUE);
  });

  it('a range, folded when both ends are one day', () => {
    expect(formatDateRange('2025-03-07', '2025-03-09')).toBe('03/07/2025 – 03/09/2025');
    expect(formatDateRange('2025-03-07', '2025-03-07')).toBe('03/07/2025');
  });

  it("today's date as a date input's value", () => {
    expect(todayIso(new Date(2025, 1, 3, 12))).toBe('2025-02-03');
  });
});
