import { availableParallelism } from 'node:os';
import type { UserType } from '@loadboard/contracts';
import { type ThreadLoss, WorkerPool } from '../../lib/worker-pool.ts';
import type { FeedCheck } from './feed-check.ts';
import type { FeedCheckJob } from './feed-check-worker.ts';
import type { FeedBody } from './feed-formats.ts';

/** What a feed whose thread was stopped or died reads as. */
const LOST_FEED: Record<ThreadLoss['cause'], string> = {
  timeout: 'The feed took too long to read',
  'out-of-memory': 'The feed needs too much memory to read',
  exit: 'The feed could not be read',
};

/**
 * The feed-checker threads. One or two read feeds at once: one core is left to the event loop (and
 * the database on PGlite). A feed that takes longer than 60 s, or more than 512 MB, to read stops its
 * thread and fails with a sentence; a new thread takes the next feed. Idle threads are kept.
 */
const checkers = new WorkerPool<FeedCheckJob, FeedCheck>({
  entry: { callerUrl: import.meta.url, source: './feed-check-worker.ts', built: 'feed-check-worker.js' },
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  jobTimeoutMs: 60_000,
  heapMb: 512,
  onLoss: (loss) => ({ error: LOST_FEED[loss.cause] }),
});

/** Starts a thread ahead of the first feed (when a sync starts), so its start overlaps the fetching. */
export function warmFeedCheckers(): void {
  checkers.warm();
}

/**
 * Reads and checks a fetched feed on a feed-checker thread (`checkFeedBody`): CSV, JSON and HTML
 * parsing, the header and every row's rules all run off the event loop.
 */
export function checkFeedOffThread(feed: FeedBody, userType: UserType): Promise<FeedCheck> {
  return checkers.run({ feed, userType });
}
