import { MEMBER_SYNC_WAKE_CHANNEL, workMemberSyncRuns } from '../modules/loadboards/index.ts';
import { defineSyncRunsJob } from './sync-runs-job.ts';

/** Members' syncs each worker process works at once: a slow member's boards hold up only that member. */
export const MEMBER_SYNCS_AT_ONCE = 4;

/**
 * A member's header sync (decisions-made.md, Load boards): woken when a member starts one. Each
 * wake-up queues a run of the job, which works the waiting runs.
 */
export const loadboardMemberSyncJob = defineSyncRunsJob(
  'loadboard-member-sync',
  MEMBER_SYNC_WAKE_CHANNEL,
  workMemberSyncRuns,
  { concurrency: MEMBER_SYNCS_AT_ONCE },
);
