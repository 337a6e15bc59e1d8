import { expireLapsedSubscriptions } from '../modules/billing/index.ts';
import { defineCountingJob } from './define-job.ts';

/**
 * Daily: trials that ended and subscriptions that lapsed become `expired`. The gate judges access from
 * the dates at each request anyway; this keeps the stored status (and the admin's figures) true.
 */
export const subscriptionExpiryJob = defineCountingJob(
  'subscription-expiry',
  '15 0 * * *',
  (db) => expireLapsedSubscriptions(db),
  ['expired', 'ended trials and lapsed subscriptions expired'],
);
