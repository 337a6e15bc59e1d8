import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { SYNC_WAKE_CHANNEL, workSyncRuns } from '../modules/loadboards/index.ts';
import { defineJob } from './define-job.ts';

/**
 * Sync All Loadboards (decisions.md, Load boards): woken when an admin starts a run, and every
 * minute for runs whose worker died mid-way (they resume from the first user not done). Progress
 * lives in sync_runs rows, not in the queue, so a restart loses nothing. The fetch settings come
 * from this process's environment, as the web instance reads them.
 */
export const loadboardSyncJob = defineJob({
  name: 'loadboard-sync',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    const config = loadConfig(process.env);
    await workSyncRuns(
      db,
      {
        allowPrivate: config.LOADBOARD_ALLOW_PRIVATE,
        timeoutMs: config.LOADBOARD_FETCH_TIMEOUT_MS,
        staleMs: config.LOADBOARD_SYNC_STALE_MS,
      },
      log,
    );
  },
  schedule: { cron: '* * * * *', payload: {} },
  policy: 'short',
  wakeOn: { channel: SYNC_WAKE_CHANNEL, payload: {} },
});
