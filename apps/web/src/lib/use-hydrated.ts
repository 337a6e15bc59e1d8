import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React draws over a page the build drew (login.html), true once it owns it, and true
 * from the start when React draws the page itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
