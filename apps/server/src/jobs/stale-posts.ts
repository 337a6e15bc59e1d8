import { z } from 'zod';
import { markStalePosts } from '../modules/loads/index.ts';
import { defineJob } from './define-job.ts';

/** Hourly: posts a week without a refresh turn stale, so the board lists them after the fresh ones. */
export const stalePostsJob = defineJob({
  name: 'stale-posts',
  payload: z.object({}),
  async handler(_payload, { db, log }) {
    const marked = await markStalePosts(db);
    log.info({ marked }, 'stale posts marked');
  },
  schedule: { cron: '30 * * * *', payload: {} },
});
