import { deleteEndedRateLimits } from '../plugins/rate-limit.ts';
import { defineCountingJob } from './define-job.ts';

/** Hourly: drops the rate-limit counters whose window has ended, so the table stays small. */
export const rateLimitCleanupJob = defineCountingJob(
  'rate-limit-cleanup',
  '0 * * * *',
  deleteEndedRateLimits,
  ['deleted', 'ended rate-limit counters deleted'],
);
