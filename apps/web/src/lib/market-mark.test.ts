import { marketMarkOf } from '@loadboard/contracts';
import { describe, expect, it } from 'vitest';
import { ratePerRoadMile, typedAmount } from './market-mark.ts';

const RANGE = { p25: 2.1, median: 2.28, p75: 2.45 };

describe('marketMarkOf', () => {
  it('is at market from the 25th to the 75th percentile, both included', () => {
    expect(marketMarkOf(2.1, RANGE)).toBe('at');
    expect(marketMarkOf(2.28, RANGE)).toBe('at');
    expect(marketMarkOf(2.45, RANGE)).toBe('at');
  });

  it('is below under the 25th percentile and above over the 75th, by a cent', () => {
    expect(marketMarkOf(2.09, RANGE)).toBe('below');
    expect(marketMarkOf(0, RANGE)).toBe('below');
    expect(marketMarkOf(2.46, RANGE)).toBe('above');
  });
});

describe('ratePerRoadMile', () => {
  it('divides the rate by the road miles, in whole cents', () => {
    expect(ratePerRoadMile(2450.5, 925)).toBe(2.65);
    expect(ratePerRoadMile(1000, 3)).toBe(333.33);
    expect(ratePerRoadMile(0, 925)).toBe(0);
  });

  it('has none without a rate or road miles', () => {
    expect(ratePerRoadMile(null, 925)).toBeNull();
    expect(ratePerRoadMile(2000, null)).toBeNull();
    expect(ratePerRoadMile(2000, 0)).toBeNull();
    expect(ratePerRoadMile(-5, 925)).toBeNull();
    expect(ratePerRoadMile(Number.NaN, 925)).toBeNull();
  });
});

describe('typedAmount', () => {
  it('reads what a money input holds', () => {
    expect(typedAmount('2100')).toBe(2100);
    expect(typedAmount(' 2.35 ')).toBe(2.35);
  });

  it('is null while the input holds no number', () => {
    expect(typedAmount('')).toBeNull();
    expect(typedAmount('  ')).toBeNull();
    expect(typedAmount(undefined)).toBeNull();
    expect(typedAmount('2.3.5')).toBeNull();
  });
});
