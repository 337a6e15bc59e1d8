/** The attributes of an input that takes dollars with cents (a rate, a balance). */
export const MONEY_INPUT = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;
