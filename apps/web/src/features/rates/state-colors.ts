/**
 * The choropleth's colours: the states' medians split into equal steps from the lowest to the
 * highest, light to dark; a state without a median is drawn in the neutral grey.
 */

/** Sequential blues, light to dark (ColorBrewer's Blues). */
export const STEP_COLORS = ['#deebf7', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;
export const NO_MEDIAN_COLOR = '#dee2e6';

export interface ColorStep {
  /** The lowest and highest median the step holds, in dollars per mile. */
  from: number;
  to: number;
  color: string;
}

/** The steps for these medians: as many as there are colours, fewer when the medians are fewer. */
export function colorSteps(medians: readonly number[]): ColorStep[] {
  if (medians.length === 0) return [];
  const low = Math.min(...medians);
  const high = Math.max(...medians);
  const distinct = new Set(medians).size;
  const count = Math.min(STEP_COLORS.length, distinct);
  if (count === 1)
    return [{ from: low, to: high, color: STEP_COLORS[Math.floor(STEP_COLORS.length / 2)] as string }];
  const width = (high - low) / count;
  // Colours spread over the whole scale, so two steps are light and dark, not the two lightest.
  return Array.from({ length: count }, (_, index) => ({
    from: Math.round((low + width * index) * 100) / 100,
    to: index === count - 1 ? high : Math.round((low + width * (index + 1)) * 100) / 100,
    color: STEP_COLORS[Math.round((index * (STEP_COLORS.length - 1)) / (count - 1))] as string,
  }));
}

/** The colour of a state's median; the neutral grey without one. */
export function colorOf(median: number | null, steps: readonly ColorStep[]): string {
  if (median === null || steps.length === 0) return NO_MEDIAN_COLOR;
  const step = steps.find((candidate) => median <= candidate.to) ?? steps[steps.length - 1];
  return step?.color ?? NO_MEDIAN_COLOR;
}
