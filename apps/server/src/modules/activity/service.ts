import {
  ACTIVITY_CSV_COLUMNS,
  type ActivityAction,
  type ActivityLogFilters,
  type ActivityLogsAnswer,
} from '@loadboard/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { KeysetCursor } from '../../db/order-keys.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { type CsvFile, csvFile } from '../../lib/csv-writer.ts';
import { paginate } from '../../lib/pagination.ts';
import { isoInZone } from '../../lib/zoned-time.ts';
import { activityLogsAfter, pageOfActivityLogs } from './queries.ts';

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

/**
 * Activity Logs: a page of the entries matching the filters, newest first; days in `timeZone`, the
 * IANA zone of the reader's settings.
 */
export async function listActivityLogs(
  db: DbOrTx,
  timeZone: string,
  query: ActivityLogFilters & { page: number; limit: number },
): Promise<ActivityLogsAnswer> {
  const { page, limit, ...filters } = query;
  const { logs, totalItems } = await pageOfActivityLogs(db, filters, timeZone, page, limit);
  return { logs, pagination: paginate(page, limit, totalItems) };
}

/** The export has always quoted every cell (RFC 4180); the scripts that read it may rely on it. */
const EVERY_CELL_QUOTED = true;

/**
 * The export of every entry matching the filters, streamed a batch at a time (csvFile). Timestamps
 * are ISO 8601 in `timeZone` (the reader's), with its offset.
 */
export function exportActivityLogs(
  db: DbOrTx,
  timeZone: string,
  filters: ActivityLogFilters,
  now: Date = new Date(),
): CsvFile {
  return csvFile({
    name: 'activity-logs',
    timeZone,
    now,
    header: ACTIVITY_CSV_COLUMNS,
    quoteEvery: EVERY_CELL_QUOTED,
    batch: async (cursor: KeysetCursor | null, size) => {
      const batch = await activityLogsAfter(db, filters, timeZone, cursor, size);
      return {
        rows: batch.entries.map((entry) => [
          isoInZone(new Date(entry.timestamp), timeZone),
          entry.userId,
          entry.action,
          entry.details,
        ]),
        cursor: batch.cursor,
      };
    },
  });
}
