import type { ActivityAction } from '@loadboard/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';

/**
 * Records what a user did for the admin's Activity Logs. Call it with the transaction that makes the
 * change, so the log and the change land together or not at all.
 */
export async function logActivity(
  tx: DbOrTx,
  entry: { userId: number | null; action: ActivityAction; details: string },
): Promise<void> {
  await tx.insert(activityLogs).values(entry);
}
