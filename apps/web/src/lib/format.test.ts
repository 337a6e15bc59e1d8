import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import {
  EMPTY_VALUE,
  formatMiles,
  formatMoney,
  formatNumber,
  formatRatePerMile,
  formatSpace,
  formatWeight,
} from './format.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

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

describe('in the interface language', () => {
  // Intl separates French thousands with a narrow no-break space.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('French writes French numbers, still in US dollars, with its units', async () => {
    await i18n.changeLanguage('fr');
    expect(plain(formatMoney(1234.5))).toBe('1 234,50 $');
    expect(plain(formatMoney(1234.5, { whole: true }))).toBe('1 235 $');
    expect(plain(formatRatePerMile(2.5))).toBe('2,50 $/mi');
    expect(plain(formatWeight(12000.25))).toBe('12 000,25 lb');
    expect(plain(formatSpace(1200))).toBe('1 200 pi³');
    expect(plain(formatMiles(1234.6))).toBe('1 235 mi');
  });

  it('Spanish writes numbers as in the United States, with its units', async () => {
    await i18n.changeLanguage('es');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatWeight(12000)).toBe('12,000 lb');
    expect(formatSpace(1200)).toBe('1,200 pies³');
  });

  it('a missing value is a dash in every language', async () => {
    await i18n.changeLanguage('fr');
    expect(formatMoney(null)).toBe(EMPTY_VALUE);
    expect(formatWeight(undefined)).toBe(EMPTY_VALUE);
  });
});
