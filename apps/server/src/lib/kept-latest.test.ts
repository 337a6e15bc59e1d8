import { describe, expect, it } from 'vitest';
import { KeptLatest } from './kept-latest.ts';

describe('KeptLatest', () => {
  it('forgets the entry set longest ago once over its limit', () => {
    const kept = new KeptLatest<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 3); // set again: now the latest
    kept.set('c', 4);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([3, undefined, 4]);
    kept.delete('a');
    expect(kept.get('a')).toBeUndefined();
  });
});
