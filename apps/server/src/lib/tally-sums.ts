import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Sums over the counter rows of db/schema/tallies.ts, of those matching `condition` when given. */
const only = (condition?: SQL) => (condition ? sql` FILTER (WHERE ${condition})` : sql``);

/** A count kept in tally rows, as an int (sum answers a bigint, which the drivers give as text); 0 when none. */
export const tallied = (column: AnyColumn, condition?: SQL) =>
  sql<number>`coalesce(sum(${column})${only(condition)}, 0)::int`;

/** Dollars kept in tally rows, summed exactly as numeric and answered as a number; 0 when none. */
export const talliedDollars = (column: AnyColumn, condition?: SQL) =>
  sql<number>`coalesce(sum(${column})${only(condition)}, 0)`.mapWith(Number);
