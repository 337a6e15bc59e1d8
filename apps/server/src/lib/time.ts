/** Lengths of time in milliseconds, as Date arithmetic counts them (UTC: every day has 24 hours). */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
