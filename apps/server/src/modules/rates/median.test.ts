import { describe, expect, it } from 'vitest';
import { medianOfCounts } from './median.ts';
import { percentileDisc } from './test-fixtures.ts';

/** A median from counted values, against the same values listed one by one. */

const listed = (values: number[], counts: number[]) =>
  values.flatMap((value, index) => Array.from({ length: counts[index] as number }, () => value));

describe('the median of counted values', () => {
  it.each([
    [[228], [1]],
    [
      [210, 228, 245],
      [1, 1, 1],
    ],
    [
      [210, 228],
      [1, 1],
    ],
    [
      [210, 228],
      [1, 3],
    ],
    [
      [150, 199, 200, 201, 390],
      [4, 1, 0, 2, 5],
    ],
    [
      [100, 101, 102, 103],
      [2, 2, 2, 2],
    ],
  ])('of %j counted %j is the median percentile_disc picks', (values, counts) => {
    expect(medianOfCounts(values, counts)).toBe(percentileDisc(listed(values, counts), 0.5));
  });
});
