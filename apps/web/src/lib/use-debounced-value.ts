import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a screen asks the server about while the
 * user is still typing. The first value is taken at once (a form opened with values asks straight
 * away); `Object.is` decides sameness, so pass a string or number rather than a fresh object.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
