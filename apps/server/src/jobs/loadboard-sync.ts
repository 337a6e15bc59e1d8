import { SYNC_WAKE_CHANNEL, workSyncRuns } from '../modules/loadboards/index.ts';
import { defineSyncRunsJob } from './sync-runs-job.ts';

/**
 * Sync All Loadboards (decisions.md, Load boards): woken when an admin starts a run; a run whose
 * worker died mid-way resumes from the first user not done.
 */
export const loadboardSyncJob = defineSyncRunsJob('loadboard-sync', SYNC_WAKE_CHANNEL, workSyncRuns, {
  policy: 'short',
});
