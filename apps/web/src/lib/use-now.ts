import { useSyncExternalStore } from 'react';

/** How often the shared clock ticks: ages read in minutes, so a half-minute keeps them right. */
export const NOW_TICK_MS = 30_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

/** One timer for the whole page, running while anything shows an age. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(tick, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/**
 * The time now, in milliseconds, moved on every NOW_TICK_MS by one shared timer (not one per row),
 * so every age on the page changes together while the page is open.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
