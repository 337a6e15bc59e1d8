import { describe, expect, it } from 'vitest';
import { bucketEnd, type Grain, splitRange } from './buckets.ts';

const at = (iso: string) => Date.parse(iso);
const GRAINS: Grain[] = ['month', 'day', 'hour'];

/** The parts as ISO text, buckets first, for readable expectations. */
function described(from: string, to: string, grains: Grain[] = GRAINS) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const parts = splitRange(at(from), at(to), grains);
  return {
    buckets: parts.buckets.map((b) => `${b.grain} ${iso(b.from)} .. ${iso(b.to)}`),
    rest: parts.rest.map((r) => `${iso(r.from)} .. ${iso(r.to)}`),
  };
}

describe('splitting a range into the counters’ buckets', () => {
  it('counts a Pacific day (08:00 to 08:00 UTC) in whole hours, with nothing left', () => {
    expect(described('2030-01-15T08:00:00Z', '2030-01-16T08:00:00Z')).toEqual({
      buckets: ['hour 2030-01-15T08:00:00.000Z .. 2030-01-16T08:00:00.000Z'],
      rest: [],
    });
  });

  it('takes whole months in the middle, then days, then hours towards either end', () => {
    expect(described('2030-01-30T22:00:00Z', '2030-04-02T03:00:00Z')).toEqual({
      buckets: [
        'month 2030-02-01T00:00:00.000Z .. 2030-04-01T00:00:00.000Z',
        'day 2030-01-31T00:00:00.000Z .. 2030-02-01T00:00:00.000Z',
        'day 2030-04-01T00:00:00.000Z .. 2030-04-02T00:00:00.000Z',
        'hour 2030-01-30T22:00:00.000Z .. 2030-01-31T00:00:00.000Z',
        'hour 2030-04-02T00:00:00.000Z .. 2030-04-02T03:00:00.000Z',
      ],
      rest: [],
    });
  });

  it('leaves part of an hour at either end to count row by row (a half-hour zone)', () => {
    // A day in Kolkata (UTC+05:30): 18:30 to 18:30 UTC.
    expect(described('2030-01-14T18:30:00Z', '2030-01-15T18:30:00Z')).toEqual({
      buckets: ['hour 2030-01-14T19:00:00.000Z .. 2030-01-15T18:00:00.000Z'],
      rest: [
        '2030-01-14T18:30:00.000Z .. 2030-01-14T19:00:00.000Z',
        '2030-01-15T18:00:00.000Z .. 2030-01-15T18:30:00.000Z',
      ],
    });
  });

  it('reads open ends as every month before or after', () => {
    const parts = splitRange(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, GRAINS);
    expect(parts).toEqual({
      buckets: [{ grain: 'month', from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY }],
      rest: [],
    });
    const since = splitRange(at('2030-03-31T23:00:00Z'), Number.POSITIVE_INFINITY, GRAINS);
    expect(since.buckets).toEqual([
      { grain: 'month', from: at('2030-04-01T00:00:00Z'), to: Number.POSITIVE_INFINITY },
      { grain: 'hour', from: at('2030-03-31T23:00:00Z'), to: at('2030-04-01T00:00:00Z') },
    ]);
  });

  it('without hours (a user’s counters), leaves the partial days to count row by row', () => {
    expect(described('2030-01-15T08:00:00Z', '2030-01-17T08:00:00Z', ['month', 'day'])).toEqual({
      buckets: ['day 2030-01-16T00:00:00.000Z .. 2030-01-17T00:00:00.000Z'],
      rest: [
        '2030-01-15T08:00:00.000Z .. 2030-01-16T00:00:00.000Z',
        '2030-01-17T00:00:00.000Z .. 2030-01-17T08:00:00.000Z',
      ],
    });
  });

  it('tiles any range exactly: every instant in one part, each bucket whole', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const base = at('2029-11-01T00:00:00Z');
    for (let trial = 0; trial < 500; trial++) {
      const from = base + Math.floor(random() * 400 * 86_400_000);
      const to = from + Math.floor(random() ** 3 * 200 * 86_400_000);
      for (const grains of [GRAINS, ['month', 'day'] as Grain[]]) {
        const { buckets, rest } = splitRange(from, to, grains);
        for (const bucket of buckets) {
          // Whole buckets: the span starts and ends on the grain's boundaries.
          let edge = bucket.from;
          while (edge < bucket.to) edge = bucketEnd(bucket.grain, edge);
          expect(edge).toBe(bucket.to);
        }
        const tiles = [...buckets, ...rest].sort((a, b) => a.from - b.from);
        let reached = from;
        for (const tile of tiles) {
          expect(tile.from).toBe(reached);
          reached = tile.to;
        }
        expect(reached).toBe(to);
      }
    }
  });
});
