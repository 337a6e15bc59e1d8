import type { DbOrTx, Tx } from '../../db/client.ts';
import { LIVE_CHANNELS, publishLiveEvent } from '../../lib/live-events.ts';
import { currentRequestId } from '../../lib/request-context.ts';
import {
  deleteNewPostBatches,
  insertNewPostBatch,
  lockOldestNewPostBatches,
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
 * Takes the oldest batches of new posts nobody else is taking (at most `limit`, oldest first), for
 * the length of `tx`, and hands them to `deliver`; they are gone when `tx` commits. Answers how many
 * were taken: none when no batch is waiting.
 */
export async function takeNewPostBatches(
  tx: Tx,
  limit: number,
  deliver: (batches: Pick<NewPostBatch, 'loadIds' | 'requestId'>[]) => Promise<void>,
): Promise<number> {
  const batches = await lockOldestNewPostBatches(tx, limit);
  if (batches.length === 0) return 0;
  await deliver(batches);
  await deleteNewPostBatches(
    tx,
    batches.map((batch) => batch.id),
  );
  return batches.length;
}
