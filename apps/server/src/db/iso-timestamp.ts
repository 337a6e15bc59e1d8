import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** PostgreSQL's text of a timestamp with time zone in UTC: `2026-11-13 20:15:13.147213+00`. */
const UTC_TEXT = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO 8601 text `Date#toISOString` writes for a timestamp PostgreSQL sent as text
 * (`2026-11-13T20:15:13.147Z`): milliseconds cut, not rounded, as a `Date` keeps them. Text in UTC
 * is rewritten as it is; any other offset or shape (a session in another time zone, a year past
 * 9999) goes through a `Date`.
 */
export function isoFromTimestampText(text: string): string {
  const utc = UTC_TEXT.exec(text);
  if (!utc) return new Date(text).toISOString();
  const millis = `${utc[1] ?? ''}000`.slice(0, 3);
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${millis}Z`;
}

/**
 * A timestamp column as the ISO text `Date#toISOString` writes, written by the database, in any
 * session time zone: for views the database writes as JSON whole (view.ts).
 */
export const isoTimestampText = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
