import type { JobDefinition } from './define-job.ts';
import { embeddedVacuumJob } from './embedded-vacuum.ts';
import { loadAlertsJob } from './load-alerts.ts';
import { loadHousekeepingJob } from './load-housekeeping.ts';
import { loadboardMemberSyncJob } from './loadboard-member-sync.ts';
import { loadboardSyncJob } from './loadboard-sync.ts';
import { logoutCleanupJob } from './logout-cleanup.ts';
import { rateLimitCleanupJob } from './rate-limit-cleanup.ts';
import { stalePostsJob } from './stale-posts.ts';
import { subscriptionExpiryJob } from './subscription-expiry.ts';
import { tallyRecountJob } from './tally-recount.ts';

/** Every job the workers run; a schedule found in the database for a job not listed here is removed. */
export const JOBS: JobDefinition[] = [
  loadHousekeepingJob,
  rateLimitCleanupJob,
  logoutCleanupJob,
  loadAlertsJob,
  subscriptionExpiryJob,
  loadboardSyncJob,
  loadboardMemberSyncJob,
  embeddedVacuumJob,
  tallyRecountJob,
  stalePostsJob,
];
