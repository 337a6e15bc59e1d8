import { z } from 'zod';
import { recountTallies } from '../db/recount/recount.ts';
import { defineJob } from './define-job.ts';

/**
 * Daily: counts every trigger-kept tally again from the rows it counts, warns of each figure that
 * drifted (its table and key, kept and true values) and repairs it, as `npm run db:recount` does.
 */
export const tallyRecountJob = defineJob({
  name: 'tally-recount',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    const drifts = await recountTallies(db);
    for (const drift of drifts) log.warn(drift, `tally drift repaired in ${drift.figure}`);
    log.info({ drifts: drifts.length }, 'tallies recounted');
  },
  schedule: { cron: '45 3 * * *', payload: {} },
});
