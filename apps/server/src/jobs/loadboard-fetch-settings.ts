import { loadConfig } from '../config.ts';

/** A load-board job's fetch settings, from this process's environment, as the web instance reads them. */
export function loadboardFetchSettings() {
  const config = loadConfig(process.env);
  return {
    allowPrivate: config.LOADBOARD_ALLOW_PRIVATE,
    timeoutMs: config.LOADBOARD_FETCH_TIMEOUT_MS,
    staleMs: config.LOADBOARD_SYNC_STALE_MS,
  };
}
