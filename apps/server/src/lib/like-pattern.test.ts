import { describe, expect, it } from 'vitest';
import { containing } from './like-pattern.ts';

describe('containing', () => {
  it('finds the text anywhere, its wildcards and backslashes matched as themselves', () => {
    expect(containing('Chicago')).toBe('%Chicago%');
    expect(containing('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
