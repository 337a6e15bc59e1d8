import {
  ACTIVITY_CSV_COLUMNS,
  type ActivityAction,
  type ActivityLogFilters,
  type ActivityLogsAnswer,
} from '@loadboard/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { csvLines } from '../../lib/csv-writer.ts';
import { paginate } from '../../lib/pagination.ts';
import { dayInZone, isoInZone } from './csv.ts';
import { type ActivityCursor, activityLogsAfter, pageOfActivityLogs } from './queries.ts';

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

/** Entries read per statement while the export streams. */
const EXPORT_BATCH = 1000;

/** The export has always quoted every cell (RFC 4180); the scripts that read it may rely on it. */
const EVERY_CELL_QUOTED = { quoteEvery: true };

/**
 * The export of every entry matching the filters, as CSV lines produced a batch at a time, so a long
 * log streams out in bounded memory. Timestamps are ISO 8601 in `timeZone` (the reader's), with its offset.
 * Answers the file's name (the reader's day) and the lines; a UTF-8 byte order mark comes first, so a
 * spreadsheet reads the arrows and accents of the details right.
 */
export async function exportActivityLogs(
  db: DbOrTx,
  timeZone: string,
  filters: ActivityLogFilters,
  now: Date = new Date(),
): Promise<{ filename: string; lines: AsyncGenerator<string> }> {
  async function* lines() {
    yield `\uFEFF${csvLines([ACTIVITY_CSV_COLUMNS], EVERY_CELL_QUOTED)}`;
    let cursor: ActivityCursor | null = null;
    do {
      const batch = await activityLogsAfter(db, filters, timeZone, cursor, EXPORT_BATCH);
      if (batch.entries.length > 0) {
        yield csvLines(
          batch.entries.map((entry) => [
            isoInZone(new Date(entry.timestamp), timeZone),
            entry.userId,
            entry.action,
            entry.details,
          ]),
          EVERY_CELL_QUOTED,
        );
      }
      cursor = batch.cursor;
    } while (cursor);
  }
  return { filename: `activity-logs-${dayInZone(now, timeZone)}.csv`, lines: lines() };
}
