import type { ActivityAction } from '@loadboard/contracts';
import { type AnyColumn, and, eq, gte, lt, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { PLANNED_EACH_RUN, preparedByShape } from '../../db/prepared.ts';
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

/** A part of a count's statement: a stretch of counters of one grain, or a rest counted row by row. */
type Part = Span & { grain?: Grain };

/** What makes two counts one statement: the filters given, and each part's grain and finite ends. */
const shapeKey = ({ type, userId }: CountFilters, parts: Part[]) =>
  [
    type ? 'type' : '',
    userId === undefined ? '' : 'user',
    ...parts.map(
      (part) =>
        `${part.grain ?? 'rest'}${Number.isFinite(part.from) ? '[' : '('}${Number.isFinite(part.to) ? ']' : ')'}`,
    ),
  ].join(' ');

/**
 * The statement counting `parts` (buckets first, then rests, as `countedPieces` lists them), its
 * values all placeholders: prepared once per shape (db/prepared.ts), so no request builds its SQL
 * (Drizzle was a fifth of the server's busy time on the big broker's Activity Logs, bench:profile).
 * A rest's row is known by its start (`start${i}`). Planned for each run's values, as the counters of
 * the board and of one user differ in size by thousands.
 */
const countStatement = preparedByShape((db, { filters, parts }: { filters: CountFilters; parts: Part[] }) => {
  const counters = filters.userId === undefined ? activityLogCounts : activityLogUserCounts;
  const userId = sql.placeholder('userId');
  const type = sql.placeholder('type');
  const selects = parts.map((part, i) => {
    // The part's finite ends, in seconds since the epoch (`from${i}`, `to${i}`).
    const range = (column: AnyColumn) => [
      Number.isFinite(part.from) ? gte(column, atSeconds(sql.placeholder(`from${i}`))) : undefined,
      Number.isFinite(part.to) ? lt(column, atSeconds(sql.placeholder(`to${i}`))) : undefined,
    ];
    return part.grain
      ? sql`
        SELECT ${counters.grain} AS grain, ${epochMs(counters.bucket)} AS start, ${counters.n} AS n
        FROM ${counters}
        WHERE ${and(
          filters.userId === undefined ? undefined : eq(activityLogUserCounts.userId, userId),
          filters.type ? eq(counters.action, type) : undefined,
          eq(counters.grain, part.grain),
          ...range(counters.bucket),
        )}`
      : sql`
        SELECT NULL AS grain, ${sql.placeholder(`start${i}`)}::float8 AS start, count(*) AS n
        FROM ${activityLogs}
        WHERE ${and(
          filters.userId === undefined ? undefined : eq(activityLogs.userId, userId),
          filters.type ? eq(activityLogs.action, type) : undefined,
          ...range(activityLogs.createdAt),
        )}`;
  });
  return db
    .select({
      grain: sql<Grain | null>`grain`,
      start: sql<number>`start`,
      n: sql<number>`sum(n)::float8`,
    })
    .from(sql`(${sql.join(selects, sql` UNION ALL `)}) AS parts`)
    .groupBy(sql`grain, start`)
    .having(sql`sum(n) > 0`)
    .orderBy(sql`start DESC`)
    .prepare(PLANNED_EACH_RUN);
});

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
  const { buckets, rest } = splitRange(range.from, range.to, grains);
  const parts: Part[] = [...buckets, ...rest];
  if (parts.length === 0) return [];
  const values: Record<string, unknown> = { userId: filters.userId, type: filters.type };
  parts.forEach((part, i) => {
    values[`from${i}`] = part.from / 1000;
    values[`to${i}`] = part.to / 1000;
    if (!part.grain) values[`start${i}`] = part.from;
  });
  const statement = countStatement(db, shapeKey(filters, parts), { filters, parts });
  const rows = await statement.execute(values);
  return rows.map(({ grain, start, n }) => {
    const from = Number(start);
    if (grain) return { grain, from, to: bucketEnd(grain, from), n: Number(n) };
    const span = rest.find((candidate) => candidate.from === from) as Span;
    return { ...span, n: Number(n) };
  });
}

/** An instant given in seconds since the epoch as a timestamptz, to the microsecond. */
export const atSeconds = (seconds: Placeholder) => sql`to_timestamp(${seconds}::float8)`;

const epochMs = (column: AnyColumn) => sql`extract(epoch FROM ${column})::float8 * 1000`;
