import { z } from 'zod';
import { expireLapsedSubscriptions } from '../modules/billing/index.ts';
import { defineJob } from './define-job.ts';

/**
 * Daily: trials that ended and subscriptions that lapsed become `expired`. The gate judges access from
 * the dates at each request anyway; this keeps the stored status (and the admin's figures) true.
 */
export const subscriptionExpiryJob = defineJob({
  name: 'subscription-expiry',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    const expired = await expireLapsedSubscriptions(db);
    log.info({ expired }, 'ended trials and lapsed subscriptions expired');
  },
  schedule: { cron: '15 0 * * *', payload: {} },
});
