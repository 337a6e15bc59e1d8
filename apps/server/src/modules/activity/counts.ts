import type { ActivityAction } from '@loadboard/contracts';
import { type AnyColumn, and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activityLogCounts, activityLogs, activityLogUserCounts } from '../../db/schema/index.ts';
import { bucketEnd, type Grain, type Span, splitRange } from './buckets.ts';

export interface CountFilters {
  type?: ActivityAction | undefined;
  userId?: number | undefined;
}

/** A stretch of time and how many matching entries it holds; a counted bucket names its grain. */
export interface Piece extends Span {
  n: number;
  grain?: Grain;
}

/**
 * The counters' grains, coarsest first: the board's in months, days and hours; a user's in months
 * and days (what is left of a user's day is read from the (user_id, created_at) index).
 */
export const grainsFor = (filters: CountFilters): Grain[] =>
  filters.userId === undefined ? ['month', 'day', 'hour'] : ['month', 'day'];

/**
 * The entries matching the filters in `range` ([from, to) in milliseconds, open ends infinite), as
 * the pieces that hold some, newest first: each whole bucket of `grains` read from the counters the
 * triggers keep (migration 0017), the rest counted from the created_at indexes. One statement reading
 * a few hundred counter rows and at most an hour's entries at either end (a day's for a user),
 * however long the log. Counters are written in the transaction of their entries: their sum is as
 * exact as count(*).
 */
export async function countedPieces(
  db: DbOrTx,
  filters: CountFilters,
  range: Span,
  grains: Grain[] = grainsFor(filters),
): Promise<Piece[]> {
  const { type, userId } = filters;
  const counters = userId === undefined ? activityLogCounts : activityLogUserCounts;
  const { buckets, rest } = splitRange(range.from, range.to, grains);
  const parts = [
    ...buckets.map(
      (span) => sql`
        SELECT ${counters.grain} AS grain, ${epochMs(counters.bucket)} AS start, ${counters.n} AS n
        FROM ${counters}
        WHERE ${and(
          userId === undefined ? undefined : eq(activityLogUserCounts.userId, userId),
          type ? eq(counters.action, type) : undefined,
          eq(counters.grain, span.grain),
          ...within(counters.bucket, span),
        )}`,
    ),
    ...rest.map(
      (span) => sql`
        SELECT NULL AS grain, ${span.from}::float8 AS start, count(*) AS n
        FROM ${activityLogs}
        WHERE ${and(
          userId === undefined ? undefined : eq(activityLogs.userId, userId),
          type ? eq(activityLogs.action, type) : undefined,
          ...within(activityLogs.createdAt, span),
        )}`,
    ),
  ];
  if (parts.length === 0) return [];
  const result = await db.execute(sql`
    SELECT grain, start, sum(n)::float8 AS n FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts
    GROUP BY grain, start
    HAVING sum(n) > 0
    ORDER BY start DESC`);
  const rows = (result as unknown as { rows: { grain: Grain | null; start: number; n: number }[] }).rows;
  return rows.map(({ grain, start, n }) => {
    const from = Number(start);
    if (grain) return { grain, from, to: bucketEnd(grain, from), n: Number(n) };
    const span = rest.find((candidate) => candidate.from === from) as Span;
    return { ...span, n: Number(n) };
  });
}

/** An instant in milliseconds as a timestamptz, to the microsecond. */
const instant = (ms: number) => sql`to_timestamp(${ms / 1000}::float8)`;

const epochMs = (column: AnyColumn) => sql`extract(epoch FROM ${column})::float8 * 1000`;

/** `column` in [from, to); an open end sets no bound. */
export const within = (column: AnyColumn, span: Span) => [
  Number.isFinite(span.from) ? gte(column, instant(span.from)) : undefined,
  Number.isFinite(span.to) ? lt(column, instant(span.to)) : undefined,
];
