import type { ActivityLogEntry, ActivityLogFilters } from '@loadboard/contracts';
import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/pagination.ts';

/**
 * The entries matching the filters. Start and end dates are whole days in `timeZone` (an IANA zone):
 * from the start day's local midnight to the midnight after the end day, so daylight saving moves
 * the bounds with the clock. Each bound is a constant, so the created_at indexes serve it.
 */
function activityWhere(filters: ActivityLogFilters, timeZone: string): SQL | undefined {
  return and(
    filters.type ? eq(activityLogs.action, filters.type) : undefined,
    filters.userId === undefined ? undefined : eq(activityLogs.userId, filters.userId),
    filters.startDate
      ? sql`${activityLogs.createdAt} >= ((${filters.startDate}::date)::timestamp AT TIME ZONE ${timeZone})`
      : undefined,
    filters.endDate
      ? sql`${activityLogs.createdAt} < ((${filters.endDate}::date + 1)::timestamp AT TIME ZONE ${timeZone})`
      : undefined,
  );
}

const entryColumns = {
  id: activityLogs.id,
  createdAt: activityLogs.createdAt,
  userId: activityLogs.userId,
  action: activityLogs.action,
  details: activityLogs.details,
};

type EntryRow = {
  id: number;
  createdAt: Date;
  userId: number | null;
  action: ActivityLogEntry['action'];
  details: string;
};

const toEntry = ({ createdAt, ...row }: EntryRow): ActivityLogEntry => ({
  ...row,
  timestamp: createdAt.toISOString(),
});

/** One page of the matching entries, newest first, and how many match. */
export async function pageOfActivityLogs(
  db: DbOrTx,
  filters: ActivityLogFilters,
  timeZone: string,
  page: number,
  limit: number,
): Promise<{ logs: ActivityLogEntry[]; totalItems: number }> {
  const where = activityWhere(filters, timeZone);
  const [counted] = await db.select({ total: count() }).from(activityLogs).where(where);
  const totalItems = counted?.total ?? 0;
  const offset = pageOffset(page, limit);
  if (offset >= totalItems) return { logs: [], totalItems };
  const rows = await db
    .select(entryColumns)
    .from(activityLogs)
    .where(where)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit)
    .offset(offset);
  return { logs: rows.map(toEntry), totalItems };
}

/** Where a batch of the export stopped: the last entry it wrote. */
export interface ActivityCursor {
  createdAt: Date;
  id: number;
}

/**
 * The next `size` matching entries, newest first, after `cursor` (keyset paging: each batch is one
 * indexed range read, however deep into the log).
 */
export async function activityLogsAfter(
  db: DbOrTx,
  filters: ActivityLogFilters,
  timeZone: string,
  cursor: ActivityCursor | null,
  size: number,
): Promise<{ entries: ActivityLogEntry[]; cursor: ActivityCursor | null }> {
  const after = cursor
    ? or(
        lt(activityLogs.createdAt, cursor.createdAt),
        and(eq(activityLogs.createdAt, cursor.createdAt), lt(activityLogs.id, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select(entryColumns)
    .from(activityLogs)
    .where(and(activityWhere(filters, timeZone), after))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(size);
  const last = rows.at(-1);
  return {
    entries: rows.map(toEntry),
    cursor: last && rows.length === size ? { createdAt: last.createdAt, id: last.id } : null,
  };
}
