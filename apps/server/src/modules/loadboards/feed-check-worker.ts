import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { UserType } from '@loadboard/contracts';
import { checkFeedBody } from './feed-check.ts';
import type { FeedBody } from './feed-formats.ts';

/**
 * A feed checker's thread (`feed-checkers.ts` starts it; apps/server/build.ts builds it as its own
 * entry): reads and checks one feed at a time, so a large or hostile feed never holds the event loop
 * that answers requests.
 */
export interface FeedCheckTask {
  id: number;
  feed: FeedBody;
  userType: UserType;
}

// On Linux a thread has a nice value of its own: this one yields the cores to the thread that
// answers requests. Elsewhere the call would lower the whole process, so it is left out.
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_LOW);

parentPort?.on('message', (task: FeedCheckTask) => {
  try {
    parentPort?.postMessage({ id: task.id, check: checkFeedBody(task.feed, task.userType) });
  } catch (error) {
    parentPort?.postMessage({ id: task.id, crash: error instanceof Error ? error.message : String(error) });
  }
});
