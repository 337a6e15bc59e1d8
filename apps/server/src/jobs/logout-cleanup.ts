import { z } from 'zod';
import { forgetExpiredEndedSessions } from '../modules/session/index.ts';
import { defineJob } from './define-job.ts';

/** Hourly: forgets logged-out tokens that have expired since, so ended_sessions stays small. */
export const logoutCleanupJob = defineJob({
  name: 'logout-cleanup',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    const deleted = await forgetExpiredEndedSessions(db);
    log.info({ deleted }, 'expired ended sessions deleted');
  },
  schedule: { cron: '30 * * * *', payload: {} },
});
