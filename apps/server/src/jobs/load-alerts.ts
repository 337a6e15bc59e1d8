import { z } from 'zod';
import { LIVE_CHANNELS } from '../lib/live-events.ts';
import { deliverLoadAlerts } from '../modules/alerts/index.ts';
import { defineJob } from './define-job.ts';

/**
 * Load alerts (decisions.md, Notifications and alerts): woken as soon as new posts are recorded on
 * any instance, and every minute for what a wake-up missed or an email that must be tried again.
 * Each batch of new posts is taken by one worker only (its row is locked, others skip it), so two
 * instances never alert anyone twice; at most one run waits in the queue however many wake-ups come.
 */
export const loadAlertsJob = defineJob({
  name: 'load-alerts',
  payload: z.object({}),
  async handler(_payload, { db, log, mailer, publicUrl }) {
    const report = await deliverLoadAlerts({ db, log, mailer, publicUrl });
    if (report.batches > 0 || report.emails > 0) log.info(report, 'load alerts delivered');
  },
  schedule: { cron: '* * * * *', payload: {} },
  policy: 'short',
  wakeOn: { channel: LIVE_CHANNELS.newPosts, payload: {} },
});
