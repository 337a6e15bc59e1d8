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
