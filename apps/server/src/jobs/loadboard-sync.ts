import { z } from 'zod';
import { SYNC_WAKE_CHANNEL, workSyncRuns } from '../modules/loadboards/index.ts';
import { defineJob } from './define-job.ts';
import { loadboardFetchSettings } from './loadboard-fetch-settings.ts';

/**
 * Sync All Loadboards (decisions.md, Load boards): woken when an admin starts a run, and every
 * minute for runs whose worker died mid-way (they resume from the first user not done). Progress
 * lives in sync_runs rows, not in the queue, so a restart loses nothing.
 */
export const loadboardSyncJob = defineJob({
  name: 'loadboard-sync',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    await workSyncRuns(db, loadboardFetchSettings(), log);
  },
  schedule: { cron: '* * * * *', payload: {} },
  policy: 'short',
  wakeOn: { channel: SYNC_WAKE_CHANNEL, payload: {} },
});
