import type { DbOrTx, Tx } from '../../db/client.ts';
import { LIVE_CHANNELS, publishLiveEvent } from '../../lib/live-events.ts';
import { currentRequestId } from '../../lib/request-context.ts';
import {
  deleteNewPostBatch,
  insertNewPostBatch,
  lockOldestNewPostBatch,
  type NewPostBatch,
} from './new-post-queries.ts';
import { flagPossibleReposts } from './reposts.ts';

/**
 * Records new posts for whoever follows them (the load alerts) and pairs them with the posts they
 * may repost (reposts.ts): called in the transaction that inserts them (the post form, an import, a
 * load-board sync), once per transaction with all its new ids. The batch exists exactly when the
 * posts do, and its commit publishes `newPosts`, which wakes the load-alerts job on whichever
 * instance runs jobs; this module knows nothing of alerts. The batch keeps the id of the request
 * whose work made the posts, for the delivery's log line.
 */
export async function recordNewPosts(tx: DbOrTx, loadIds: readonly number[]): Promise<void> {
  if (loadIds.length === 0) return;
  await flagPossibleReposts(tx, loadIds);
  const batchId = await insertNewPostBatch(tx, [...loadIds], currentRequestId());
  await publishLiveEvent(tx, LIVE_CHANNELS.newPosts, [String(batchId)]);
}

/**
 * Takes the oldest batch of new posts nobody else is taking, for the length of `tx`, and hands it to
 * `deliver`; the batch is gone when `tx` commits. Answers false when no batch is waiting.
 */
export async function takeNewPostBatch(
  tx: Tx,
  deliver: (batch: Pick<NewPostBatch, 'loadIds' | 'requestId'>) => Promise<void>,
): Promise<boolean> {
  const batch = await lockOldestNewPostBatch(tx);
  if (!batch) return false;
  await deliver(batch);
  await deleteNewPostBatch(tx, batch.id);
  return true;
}
