import { z } from 'zod';
import { MEMBER_SYNC_WAKE_CHANNEL, workMemberSyncRuns } from '../modules/loadboards/index.ts';
import { defineJob } from './define-job.ts';
import { loadboardFetchSettings } from './loadboard-fetch-settings.ts';

/** Members' syncs each worker process works at once: a slow member's boards hold up only that member. */
export const MEMBER_SYNCS_AT_ONCE = 4;

/**
 * A member's header sync (decisions-made.md, Load boards): woken when a member starts one, and every
 * minute for runs whose worker died mid-way. Each wake-up queues a run of the job, which works the
 * waiting runs; progress lives in sync_runs rows.
 */
export const loadboardMemberSyncJob = defineJob({
  name: 'loadboard-member-sync',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    await workMemberSyncRuns(db, loadboardFetchSettings(), log);
  },
  schedule: { cron: '* * * * *', payload: {} },
  concurrency: MEMBER_SYNCS_AT_ONCE,
  wakeOn: { channel: MEMBER_SYNC_WAKE_CHANNEL, payload: {} },
});
