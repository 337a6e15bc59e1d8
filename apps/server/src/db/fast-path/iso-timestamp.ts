import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp as the ISO text `Date#toISOString` writes (`2026-11-13T20:15:13.147Z`: UTC,
 * milliseconds cut, not rounded, as a `Date` keeps them), written by the database in any session
 * time zone: for answers the database writes as JSON whole (loads/view.ts, the admin dashboard).
 */
export const isoTimestampText = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
