import { z } from 'zod';
import { deleteEndedRateLimits } from '../plugins/rate-limit.ts';
import { defineJob } from './define-job.ts';

/** Hourly: drops the rate-limit counters whose window has ended, so the table stays small. */
export const rateLimitCleanupJob = defineJob({
  name: 'rate-limit-cleanup',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    const deleted = await deleteEndedRateLimits(db);
    log.info({ deleted }, 'ended rate-limit counters deleted');
  },
  schedule: { cron: '0 * * * *', payload: {} },
});
