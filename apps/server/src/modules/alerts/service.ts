import type { DbOrTx } from '../../db/client.ts';
import { LIVE_CHANNELS, publishLiveEvent } from '../../lib/live-events.ts';
import { insertAlertBatch } from './queries.ts';

/**
 * Records new posts for load alerts: call it in the transaction that inserts them (the post form,
 * an import, a load-board sync), once per transaction with all its new ids. The batch exists exactly
 * when the posts do, and its commit wakes the load-alerts job on whichever instance runs jobs; a
 * web-only instance records and nothing more. One batch is one alert per matched user.
 */
export async function recordNewPosts(tx: DbOrTx, loadIds: readonly number[]): Promise<void> {
  if (loadIds.length === 0) return;
  const batchId = await insertAlertBatch(tx, [...loadIds]);
  await publishLiveEvent(tx, LIVE_CHANNELS.newPosts, [String(batchId)]);
}
