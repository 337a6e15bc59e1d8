import { describe, expect, it } from 'vitest';
import { signedChange } from './change-text.ts';

const dollars = (amount: number) => `$${amount.toFixed(2)}`;

describe('signedChange', () => {
  it('signs a rise and a fall', () => {
    expect(signedChange(0.12, dollars)).toBe('+$0.12');
    expect(signedChange(-0.05, dollars)).toBe('−$0.05');
  });

  it('writes no sign for no change, nor for less than half a cent', () => {
    expect(signedChange(0, dollars)).toBe('$0.00');
    expect(signedChange(-0.004, dollars)).toBe('$0.00');
  });
});
