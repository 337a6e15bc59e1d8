import { DAY_MS, HOUR_MS } from '../../lib/time.ts';

/**
 * How a range of instants splits into the counters' buckets (migration 0017): whole UTC months in
 * the middle, whole days and then whole hours towards either end, and what no bucket covers (part of
 * an hour at either end), counted row by row. Each instant of the range falls in exactly one part,
 * so the parts' counts add up to the range's exact count; a range of whole hours has no rest.
 */

export type Grain = 'month' | 'day' | 'hour';

/** [from, to) in milliseconds since the epoch; an open end is -Infinity or Infinity. */
export interface Span {
  from: number;
  to: number;
}

export interface RangeParts {
  /** The buckets of `grain` starting in [from, to), each wholly inside the range. */
  buckets: (Span & { grain: Grain })[];
  /** What the buckets leave of the range. */
  rest: Span[];
}

/** The start of the bucket holding `at`. */
function bucketStart(grain: Grain, at: number): number {
  if (!Number.isFinite(at)) return at;
  if (grain === 'hour') return Math.floor(at / HOUR_MS) * HOUR_MS;
  if (grain === 'day') return Math.floor(at / DAY_MS) * DAY_MS;
  const month = new Date(at);
  month.setUTCDate(1);
  month.setUTCHours(0, 0, 0, 0);
  return month.getTime();
}

/** The end of the bucket starting at `start` (the start of the next one). */
export function bucketEnd(grain: Grain, start: number): number {
  if (grain === 'hour') return start + HOUR_MS;
  if (grain === 'day') return start + DAY_MS;
  const month = new Date(start);
  month.setUTCMonth(month.getUTCMonth() + 1);
  return month.getTime();
}

/** The first bucket boundary at or after `at`. */
function boundaryFrom(grain: Grain, at: number): number {
  const start = bucketStart(grain, at);
  return start < at ? bucketEnd(grain, start) : start;
}

/**
 * [from, to) in buckets of `grains` (coarsest first, each made of whole buckets of the next) and the
 * rest. A coarser grain's buckets sit inside the finer grain's whole buckets, so each finer grain
 * counts only the stretches between its own outer boundaries and the coarser ones.
 */
export function splitRange(from: number, to: number, grains: Grain[]): RangeParts {
  const buckets: RangeParts['buckets'] = [];
  let covered: Span | undefined;
  for (const grain of grains) {
    const whole = { from: boundaryFrom(grain, from), to: bucketStart(grain, to) };
    if (whole.from >= whole.to) continue;
    const stretches = covered
      ? [
          { from: whole.from, to: covered.from },
          { from: covered.to, to: whole.to },
        ]
      : [whole];
    for (const stretch of stretches) if (stretch.from < stretch.to) buckets.push({ grain, ...stretch });
    covered = whole;
  }
  const rest = covered
    ? [
        { from, to: covered.from },
        { from: covered.to, to },
      ]
    : [{ from, to }];
  return { buckets, rest: rest.filter((span) => span.from < span.to) };
}
