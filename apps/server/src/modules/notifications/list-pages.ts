import type { NotificationType, NotificationView, Pagination } from '@loadboard/contracts';
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { JsonText } from '../../db/fast-path/index.ts';
import { type GivenFilters, preparedByFilters, preparedOn } from '../../db/prepared.ts';
import { notificationBlockCounts, notificationCounts, notifications } from '../../db/schema/index.ts';
import { pageOffset, pageWithCount, paginate } from '../../lib/pagination.ts';
import { notificationViewJson } from './view.ts';

/*
 * A page of a user's notifications at the cost of a page however long the history: the total from
 * the counts the triggers of migration 0016 keep, never a count of the rows, and a deep page started
 * from its block (see notification_block_counts) instead of an OFFSET over everything newer.
 */

export interface NotificationFilters {
  isRead?: boolean;
  type?: NotificationType;
}

/** An offset below this is skipped in the index directly: no more rows than inside one block. */
const DIRECT_SKIP = 1000;

/** The columns filtered on, in `notifications` (or an alias of it) and in `notification_block_counts`. */
interface FilteredColumns {
  userId: AnyPgColumn;
  isRead: AnyPgColumn;
  type: AnyPgColumn;
}

/** The user's rows that pass the filters; for notifications, each combination has an index in list order. */
function matching(
  table: FilteredColumns,
  userId: number | Placeholder,
  filters: { isRead?: boolean | Placeholder; type?: NotificationType | Placeholder },
) {
  return and(
    eq(table.userId, userId),
    filters.isRead === undefined ? undefined : eq(table.isRead, filters.isRead),
    filters.type ? eq(table.type, filters.type) : undefined,
  );
}

/**
 * Newest first, as the indexes hold it: drizzle-kit writes DESC NULLS LAST, and a plain `desc` (NULLS
 * FIRST) cannot use them, which had every page sort the user's whole history. No value is null.
 */
const newestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }) => [
  sql`${table.createdAt} desc nulls last`,
  sql`${table.id} desc nulls last`,
];

const countsOf = preparedOn((db) =>
  db
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, sql.placeholder('userId')))
    .prepare('notification_counts'),
);

/** How many of the user's notifications pass the filters: from the counts, never from the rows. */
async function countMatching(db: DbOrTx, userId: number, filters: NotificationFilters): Promise<number> {
  if (!filters.type) {
    const [row] = await countsOf(db).execute({ userId });
    if (!row) return 0;
    if (filters.isRead === undefined) return row.total;
    return filters.isRead ? row.total - row.unread : row.unread;
  }
  // A type's total sums one row per block (a 60,000-notification history has 60 blocks).
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${notificationBlockCounts.n}), 0)::int`.mapWith(Number) })
    .from(notificationBlockCounts)
    .where(matching(notificationBlockCounts, userId, filters));
  return row?.total ?? 0;
}

/** Where a page starts: `skip` matching rows into those listed after the key `after` (or from the top). */
export interface PageStart {
  after?: { at: string; id: number };
  skip: number;
}

/**
 * The start of the page at `offset` without skipping `offset` rows: the counts of the blocks newer
 * than the one holding it are summed, and the page starts inside that block, after the start of the
 * block newer than it. Undefined when the offset is past the end.
 */
async function locatePage(
  db: DbOrTx,
  userId: number,
  filters: NotificationFilters,
  offset: number,
): Promise<PageStart | undefined> {
  if (offset < DIRECT_SKIP) return { skip: offset };
  const result = await db.execute(sql`
    SELECT end_at, end_id, (${offset} - newer)::int AS skip
    FROM (
      SELECT sum(sum(n)) OVER w - sum(n) AS newer, sum(n) AS matched,
             (lag(block_at) OVER w)::text AS end_at, lag(block_id) OVER w AS end_id
      FROM ${notificationBlockCounts}
      WHERE ${matching(notificationBlockCounts, userId, filters)}
      GROUP BY block_at, block_id
      WINDOW w AS (ORDER BY block_at DESC, block_id DESC)
    ) AS blocks
    WHERE newer <= ${offset} AND ${offset} < newer + matched`);
  const [block] = (
    result as unknown as { rows: { end_at: string | null; end_id: number | null; skip: number }[] }
  ).rows;
  if (!block) return undefined;
  const skip = Number(block.skip);
  return block.end_at === null ? { skip } : { after: { at: block.end_at, id: Number(block.end_id) }, skip };
}

// The first page is what the list opens on, hence prepared, one statement per set of filters.
const firstPage = preparedByFilters((db, given: GivenFilters<keyof NotificationFilters>, shape) =>
  db
    .select({ json: notificationViewJson })
    .from(notifications)
    .where(matching(notifications, sql.placeholder('userId'), given))
    .orderBy(...newestFirst(notifications))
    .limit(sql.placeholder('limit'))
    .prepare(`notifications_first_page (${shape})`),
);

/**
 * A page below the first, from its start: the page's first key found in the index alone (after the
 * block's key `after` when given, then `skip` rows), the page then read from it. Prepared like the
 * first page, one statement per set of filters with or without `after`: building it was a tenth of a
 * deep page's time. `after` given stands for its two values, the placeholders afterAt and afterId.
 */
const laterPage = preparedByFilters((db, given: GivenFilters<keyof NotificationFilters | 'after'>, shape) => {
  const k = alias(notifications, 'k');
  const userId = sql.placeholder('userId');
  const first = db
    .select({ at: k.createdAt, id: k.id })
    .from(k)
    .where(
      and(
        matching(k, userId, given),
        given.after
          ? sql`(${k.createdAt}, ${k.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::int)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(k))
    .offset(sql.placeholder('skip'))
    .limit(1);
  return db
    .select({ json: notificationViewJson })
    .from(notifications)
    .where(
      and(
        matching(notifications, userId, given),
        sql`(${notifications.createdAt}, ${notifications.id}) <= ${first}`,
      ),
    )
    .orderBy(...newestFirst(notifications))
    .limit(sql.placeholder('limit'))
    .prepare(`notifications_later_page (${shape})`);
});

/** One page of the rows passing the filters, newest first, from `start` (keyset, then a short skip). */
function pageRows(db: DbOrTx, userId: number, filters: NotificationFilters, start: PageStart, limit: number) {
  if (start.skip === 0 && !start.after) return firstPage(db, filters).execute({ userId, ...filters, limit });
  const { after, skip } = start;
  return laterPage(db, { ...filters, after }).execute({
    userId,
    ...filters,
    afterAt: after?.at,
    afterId: after?.id,
    skip,
    limit,
  });
}

/** A page of a user's notifications as found: where it starts (none past the end), and its pagination block. */
export interface NotificationPage {
  userId: number;
  filters: NotificationFilters;
  start: PageStart | undefined;
  limit: number;
  pagination: Pagination;
}

/**
 * Finds one page of a user's notifications, newest first: how many match the filters and where the
 * page starts. The total comes from the counts and a deep page's start from the block counts, so
 * neither grows with the history; the answer then reads the page from its start (`notificationPageOf`).
 */
export async function findNotificationPage(
  db: DbOrTx,
  userId: number,
  filters: NotificationFilters,
  page: number,
  limit: number,
): Promise<NotificationPage> {
  const { rows: start, totalItems } = await pageWithCount(
    db,
    page,
    limit,
    () => countMatching(db, userId, filters),
    () => locatePage(db, userId, filters, pageOffset(page, limit)),
    undefined,
  );
  return { userId, filters, start, limit, pagination: paginate(page, limit, totalItems) };
}

/** A page found by `findNotificationPage` as its answer shows it, its views as the database wrote them (view.ts). */
export async function notificationPageOf(
  db: DbOrTx,
  page: NotificationPage,
): Promise<{ notifications: JsonText<NotificationView[]>; pagination: Pagination }> {
  const { userId, filters, start, limit, pagination } = page;
  const rows = start ? await pageRows(db, userId, filters, start, limit) : [];
  return { notifications: JsonText.rows<NotificationView>(rows), pagination };
}
