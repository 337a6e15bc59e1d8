import { IANA_TIME_ZONES, TIMEZONES, type Timezone } from '@loadboard/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user's time zone (decisions.md "The page shell"): the spec's value (UTC, EST, PST)
 * as the API keeps it, the civil zone it means (America/New_York, daylight saving included) for
 * formatting. It comes from the user's profile at sign-in, UTC when the profile names none, and
 * changes when Settings saves another; every date on screen reads it through `useTimeZone`, so a
 * change redraws them all at once.
 */

export const DEFAULT_TIME_ZONE: Timezone = 'UTC';

export function isTimezone(value: unknown): value is Timezone {
  return typeof value === 'string' && (TIMEZONES as readonly string[]).includes(value);
}

/** The IANA zone a spec value means: what `Intl.DateTimeFormat` is given. */
export function civilZone(zone: Timezone): string {
  return IANA_TIME_ZONES[zone];
}

let current: Timezone = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

export function getTimeZone(): Timezone {
  return current;
}

export function setTimeZone(zone: Timezone): void {
  if (zone === current) return;
  current = zone;
  for (const listener of listeners) listener();
}

export function subscribeTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The user's zone; the component redraws when it changes. */
export function useTimeZone(): Timezone {
  return useSyncExternalStore(subscribeTimeZone, getTimeZone, getTimeZone);
}
