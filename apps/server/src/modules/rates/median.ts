/**
 * The median of values given in order with how many times each occurs, as `percentile_disc(0.5)`
 * picks it: the first value whose running count reaches half of them all.
 */
export function medianOfCounts(values: number[], counts: number[]): number {
  const total = counts.reduce((sum, n) => sum + n, 0);
  let running = 0;
  for (const [index, value] of values.entries()) {
    running += counts[index] as number;
    if (running * 2 >= total) return value;
  }
  throw new Error('a median of no values');
}
