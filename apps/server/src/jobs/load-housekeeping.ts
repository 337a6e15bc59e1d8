import { z } from 'zod';
import { runLoadHousekeeping } from '../modules/loads/index.ts';
import { defineJob } from './define-job.ts';

/**
 * The daily load housekeeping (decisions.md, Update Loads), the same work as the admin's button.
 * Shortly after midnight UTC, when yesterday's pickups become "more than a day past".
 */
export const loadHousekeepingJob = defineJob({
  name: 'load-housekeeping',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    const result = await runLoadHousekeeping(db, { actorId: null });
    log.info(result, 'load housekeeping done');
  },
  schedule: { cron: '5 0 * * *', payload: {} },
});
