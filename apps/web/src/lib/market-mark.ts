import type { MarketMark, RateRange } from '@loadboard/contracts';

/**
 * Where a rate per mile sits against a lane's range of rates per mile: at market from the 25th to
 * the 75th percentile, both included, as the server marks posts (contracts' MARKET_MARKS).
 */
export function marketMarkOf(ratePerMile: number, range: RateRange): MarketMark {
  if (ratePerMile < range.p25) return 'below';
  if (ratePerMile > range.p75) return 'above';
  return 'at';
}

/**
 * What a whole rate comes to per road mile, in whole cents as the ranges are; null without a rate
 * (or with a negative one) or without road miles.
 */
export function ratePerRoadMile(rate: number | null, roadMiles: number | null): number | null {
  if (rate === null || !Number.isFinite(rate) || rate < 0) return null;
  if (roadMiles === null || !Number.isFinite(roadMiles) || roadMiles <= 0) return null;
  return Math.round((rate / roadMiles) * 100) / 100;
}

/** A money input's text as a number, or null while it holds none. */
export function typedAmount(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
