import type { ActivityLogEntry, ActivityLogFilters } from '@loadboard/contracts';
import { and, desc, eq, gte, inArray, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { afterCursor, type KeysetCursor, keyTexts, type OrderKey } from '../../db/order-keys.ts';
import {
  type GivenFilters,
  PLANNED_EACH_RUN,
  preparedByFilters,
  type ValuesOrPlaceholders,
} from '../../db/prepared.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { pageOffset } from '../../lib/pagination.ts';
import { withFields } from '../../lib/with-fields.ts';
import type { Span } from './buckets.ts';
import { atSeconds, countedPieces } from './counts.ts';
import { locatePage } from './page-start.ts';

/**
 * Where the day filters start and end: whole days in `timeZone` (an IANA zone), from the start day's
 * local midnight to the midnight after the end day, so daylight saving moves the bounds with the
 * clock. An absent filter leaves its end open.
 */
function dayEdges(
  filters: ValuesOrPlaceholders<ActivityLogFilters>,
  timeZone: string | Placeholder,
): { from?: SQL; to?: SQL } {
  const midnight = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE ${timeZone})`;
  return {
    ...(filters.startDate ? { from: midnight(sql`${filters.startDate}::date`) } : {}),
    ...(filters.endDate ? { to: midnight(sql`${filters.endDate}::date + 1`) } : {}),
  };
}

/** The entries matching the filters. Each bound is a constant, so the created_at indexes serve it. */
function activityWhere(
  filters: ValuesOrPlaceholders<ActivityLogFilters>,
  timeZone: string | Placeholder,
): SQL | undefined {
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

const ORDER = [desc(activityLogs.createdAt), desc(activityLogs.id)];
/** ORDER as the keys of the export's batches. */
const ORDER_KEYS: OrderKey[] = [
  { by: activityLogs.createdAt, descending: true, nullsFirst: true },
  { by: activityLogs.id, descending: true, nullsFirst: true },
];

/**
 * The entries of a page that starts `skip` matching entries into those older than `before` (seconds
 * since the epoch, given when the page starts inside the log), newest first: their ids read from an
 * index ending in (created_at, id), then only their own rows. Prepared, one statement per set of
 * given filters (db/prepared.ts), so no request builds its SQL (the count's too, counts.ts; the
 * activity-log calls of bench/RESULTS.md measure both).
 * Planned for each run's values, as one user has hundreds of thousands of entries and another ten.
 */
const pageStatement = preparedByFilters((db, given: GivenFilters<keyof ActivityLogFilters | 'before'>) => {
  const { before, ...filters } = given;
  const ids = db
    .select({ id: activityLogs.id })
    .from(activityLogs)
    .where(
      and(
        activityWhere(filters, sql.placeholder('timeZone')),
        before ? lt(activityLogs.createdAt, atSeconds(before)) : undefined,
      ),
    )
    .orderBy(...ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('skip'));
  return db
    .select(entryColumns)
    .from(activityLogs)
    .where(inArray(activityLogs.id, ids))
    .orderBy(...ORDER)
    .prepare(PLANNED_EACH_RUN);
});

/**
 * One page of the matching entries, newest first, and how many match: the total from the counters
 * (counts.ts), the page from where it starts (page-start.ts).
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
  const given = {
    ...filters,
    before: Number.isFinite(start.before) ? start.before / 1000 : undefined,
  };
  const rows = await pageStatement(db, given).execute({ ...given, timeZone, limit, skip: start.skip });
  return { logs: rows.map(toEntry), totalItems };
}

/**
 * The next `size` matching entries, newest first, after `cursor` (keyset paging: each batch is one
 * indexed range read, however deep into the log).
 */
export async function activityLogsAfter(
  db: DbOrTx,
  filters: ActivityLogFilters,
  timeZone: string,
  cursor: KeysetCursor | null,
  size: number,
): Promise<{ entries: ActivityLogEntry[]; cursor: KeysetCursor | null }> {
  const rows = await db
    .select({ ...entryColumns, key: keyTexts(ORDER_KEYS) })
    .from(activityLogs)
    .where(and(activityWhere(filters, timeZone), cursor ? afterCursor(ORDER_KEYS, cursor) : undefined))
    .orderBy(...ORDER)
    .limit(size);
  const last = rows.at(-1);
  return {
    entries: rows.map(({ key: _, ...row }) => toEntry(row)),
    cursor: last && rows.length === size ? last.key : null,
  };
}
