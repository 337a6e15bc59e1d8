/** The attributes of an input that takes whole numbers from `min` to `max` (a year, a radius). */
export const wholeNumberInput = (min: number, max: number) =>
  ({ type: 'number', inputMode: 'numeric', min, max, step: 1 }) as const;
