/**
 * Fresh posts: an owner refreshes a post they still mean, at most once an interval; a post neither
 * posted nor refreshed for STALE_AFTER_DAYS is stale (marked, and listed after the fresh ones).
 */
export const REFRESH_INTERVAL_MINUTES = 60;
export const STALE_AFTER_DAYS = 7;

const MINUTE_MS = 60_000;

/** A refresh asked for too soon: the wait in whole minutes, under i18next's plural keys. */
export const REFRESH_WAIT_MESSAGES = {
  refreshWait_one: 'This post was refreshed less than an hour ago. You can refresh it again in 1 minute.',
  refreshWait_other:
    'This post was refreshed less than an hour ago. You can refresh it again in {{count}} minutes.',
} as const;

/** When a post last refreshed at `refreshedAt` may be refreshed again (null: at once). */
export function nextRefreshAt(refreshedAt: Date | string | null): Date | null {
  if (refreshedAt === null) return null;
  return new Date(new Date(refreshedAt).getTime() + REFRESH_INTERVAL_MINUTES * MINUTE_MS);
}

/**
 * The whole minutes, rounded up, before a post refreshed at `refreshedAt` may be refreshed again; 0
 * when it may now. Never more than the interval, whatever a clock behind the server's says.
 */
export function refreshWaitMinutes(refreshedAt: Date | string | null, now: Date): number {
  const next = nextRefreshAt(refreshedAt);
  if (next === null || next.getTime() <= now.getTime()) return 0;
  return Math.min(REFRESH_INTERVAL_MINUTES, Math.ceil((next.getTime() - now.getTime()) / MINUTE_MS));
}

/** The sentence of a refresh asked for `minutes` too soon. */
export function refreshWaitMessage(minutes: number): string {
  return minutes <= 1
    ? REFRESH_WAIT_MESSAGES.refreshWait_one
    : REFRESH_WAIT_MESSAGES.refreshWait_other.replace('{{count}}', String(minutes));
}
