import { describe, expect, it } from 'vitest';
import { colorOf, colorSteps, NO_MEDIAN_COLOR, STEP_COLORS } from './state-colors.ts';

describe('colorSteps', () => {
  it('splits the medians into equal steps, light to dark, from the lowest to the highest', () => {
    const steps = colorSteps([1.5, 2, 2.5, 3, 3.5, 2.75]);
    expect(steps.map((step) => step.color)).toEqual([...STEP_COLORS]);
    expect(steps[0]).toEqual({ from: 1.5, to: 1.9, color: STEP_COLORS[0] });
    expect(steps.at(-1)).toEqual({ from: 3.1, to: 3.5, color: STEP_COLORS[4] });
  });

  it('uses fewer steps than medians, spread over the whole scale', () => {
    expect(colorSteps([2, 3]).map((step) => step.color)).toEqual([STEP_COLORS[0], STEP_COLORS[4]]);
    expect(colorSteps([2.2, 2.2])).toEqual([{ from: 2.2, to: 2.2, color: STEP_COLORS[2] }]);
    expect(colorSteps([])).toEqual([]);
  });
});

describe('colorOf', () => {
  const steps = colorSteps([1.5, 2, 2.5, 3, 3.5]);

  it('gives each median the colour of its step, the edges included', () => {
    expect(colorOf(1.5, steps)).toBe(STEP_COLORS[0]);
    expect(colorOf(1.9, steps)).toBe(STEP_COLORS[0]);
    expect(colorOf(1.91, steps)).toBe(STEP_COLORS[1]);
    expect(colorOf(3.5, steps)).toBe(STEP_COLORS[4]);
  });

  it('draws a state without a median neutral', () => {
    expect(colorOf(null, steps)).toBe(NO_MEDIAN_COLOR);
    expect(colorOf(2, [])).toBe(NO_MEDIAN_COLOR);
  });
});
