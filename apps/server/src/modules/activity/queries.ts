import type { ActivityLogEntry, ActivityLogFilters } from '@loadboard/contracts';
import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/pagination.ts';
import { withFields } from '../../lib/with-fields.ts';
import type { Span } from './buckets.ts';
import { countedPieces, within } from './counts.ts';
import { locatePage } from './page-start.ts';

/**
 * Where the day filters start and end: whole days in `timeZone` (an IANA zone), from the start day's
 * local midnight to the midnight after the end day, so daylight saving moves the bounds with the
 * clock. An absent filter leaves its end open.
 */
function dayEdges(filters: ActivityLogFilters, timeZone: string): { from?: SQL; to?: SQL } {
  const midnight = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${timeZone})`;
  return {
    ...(filters.startDate ? { from: midnight(sql`${filters.startDate}::date`) } : {}),
    ...(filters.endDate ? { to: midnight(sql`${filters.endDate}::date + 1`) } : {}),
  };
}

/** The entries matching the filters. Each bound is a constant, so the created_at indexes serve it. */
function activityWhere(filters: ActivityLogFilters, timeZone: string): SQL | undefined {
  const edges = dayEdges(filters, timeZone);
  return and(
    filters.type ? eq(activityLogs.action, filters.type) : undefined,
    filters.userId === undefined ? undefined : eq(activityLogs.userId, filters.userId),
    edges.from ? gte(activityLogs.createdAt, edges.from) : undefined,
    edges.to ? lt(activityLogs.createdAt, edges.to) : undefined,
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

const toEntry = ({ createdAt, ...row }: EntryRow): ActivityLogEntry =>
  withFields(row, { timestamp: createdAt.toISOString() });

/** dayEdges in milliseconds, worked out by the database; open ends are infinite. */
async function dayBounds(db: DbOrTx, filters: ActivityLogFilters, timeZone: string): Promise<Span> {
  const edges = dayEdges(filters, timeZone);
  if (!edges.from && !edges.to) return { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };
  const epochMs = (edge: SQL | undefined) =>
    edge ? sql`extract(epoch FROM ${edge})::float8 * 1000` : sql`NULL::float8`;
  const result = await db.execute(sql`SELECT ${epochMs(edges.from)} AS "from", ${epochMs(edges.to)} AS "to"`);
  const [row] = (result as unknown as { rows: { from: number | null; to: number | null }[] }).rows;
  return { from: row?.from ?? Number.NEGATIVE_INFINITY, to: row?.to ?? Number.POSITIVE_INFINITY };
}

/**
 * One page of the matching entries, newest first, and how many match: the total from the counters
 * (counts.ts), the page from where it starts (page-start.ts), its ids read from an index ending in
 * (created_at, id) and only its own rows fetched.
 */
export async function pageOfActivityLogs(
  db: DbOrTx,
  filters: ActivityLogFilters,
  timeZone: string,
  page: number,
  limit: number,
): Promise<{ logs: ActivityLogEntry[]; totalItems: number }> {
  const pieces = await countedPieces(db, filters, await dayBounds(db, filters, timeZone));
  const totalItems = pieces.reduce((sum, piece) => sum + piece.n, 0);
  const offset = pageOffset(page, limit);
  if (offset >= totalItems) return { logs: [], totalItems };
  const start = await locatePage(db, filters, pieces, offset);
  const order = [desc(activityLogs.createdAt), desc(activityLogs.id)];
  const ids = db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(
      and(
        activityWhere(filters, timeZone),
        ...within(activityLogs.createdAt, { from: Number.NEGATIVE_INFINITY, to: start.before }),
      ),
    )
    .orderBy(...order)
    .limit(limit)
    .offset(start.skip);
  const rows = await db
    .select(entryColumns)
    .from(activityLogs)
    .where(inArray(activityLogs.id, ids))
    .orderBy(...order);
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
