import { useEffect, useRef } from 'react';
import { announce } from './announce.ts';

/**
 * Tells a screen reader, politely, when a count on an open screen rises (a new request on a post):
 * `items` are what the screen shows, each with a key and a count. A key's first count is only its
 * baseline, so nothing is said on the first load, on another page of a list or after a fall.
 */
export function useAnnounceRises<T, K>(
  items: readonly T[] | undefined,
  keyOf: (item: T) => K,
  countOf: (item: T) => number,
  say: (item: T, rise: number) => string,
): void {
  const seen = useRef(new Map<K, number>());
  const latest = useRef({ keyOf, countOf, say });
  latest.current = { keyOf, countOf, say };
  useEffect(() => {
    if (!items) return;
    const { keyOf, countOf, say } = latest.current;
    for (const item of items) {
      const key = keyOf(item);
      const count = countOf(item);
      const before = seen.current.get(key);
      if (before !== undefined && count > before) announce(say(item, count - before));
      seen.current.set(key, count);
    }
  }, [items]);
}
