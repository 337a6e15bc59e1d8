import { forgetExpiredEndedSessions } from '../modules/session/index.ts';
import { defineCountingJob } from './define-job.ts';

/** Hourly: forgets logged-out tokens that have expired since, so ended_sessions stays small. */
export const logoutCleanupJob = defineCountingJob(
  'logout-cleanup',
  '30 * * * *',
  forgetExpiredEndedSessions,
  ['deleted', 'expired ended sessions deleted'],
);
