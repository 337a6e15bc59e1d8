import { markStalePosts } from '../modules/loads/index.ts';
import { defineCountingJob } from './define-job.ts';

/** Hourly: posts a week without a refresh turn stale, so the board lists them after the fresh ones. */
export const stalePostsJob = defineCountingJob('stale-posts', '30 * * * *', (db) => markStalePosts(db), [
  'marked',
  'stale posts marked',
]);
