import type { UserType } from '@loadboard/contracts';
import { serveJobs } from '../../lib/serve-jobs.ts';
import { checkFeedBody, type FeedCheck } from './feed-check.ts';
import type { FeedBody } from './feed-formats.ts';

/**
 * A feed checker's thread (`feed-checkers.ts` starts it; apps/server/build.ts builds it as its own
 * entry): reads and checks one feed at a time, so a large or hostile feed never holds the event loop
 * that answers requests. Its priority is lowered so the thread answering requests gets the cores first.
 */
export interface FeedCheckJob {
  feed: FeedBody;
  userType: UserType;
}

serveJobs<FeedCheckJob, FeedCheck>((job) => checkFeedBody(job.feed, job.userType), { lowPriority: true });
