import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { deleteEnded } from '../db/delete-ended.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { tooManyRequests } from '../lib/app-error.ts';

/*
 * Fixed-window attempt counters kept in PostgreSQL rather than @fastify/rate-limit: its counters
 * live in each process (so N instances would allow N times the limit), and it keys on the request
 * before the body is parsed, while sign-in limits must also count per email address from the body.
 * The same rows also hold marks that simply last until a time (an account's wait).
 */

export interface RateLimitRule {
  /** What is counted, e.g. 'register:ip:1.2.3.4' or 'forgot:email:someone@example.com'. */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  /** This rule's own window, when it is not the one the call gives. */
  windowSeconds?: number;
}

interface Count {
  key: string;
  count: number;
  retryAfterSeconds: number;
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds}::int)`;

/**
 * Counts one attempt on each key in one atomic upsert: a key whose window has ended starts again at
 * 1 with a new window; otherwise its count goes up. Safe under concurrency and across instances.
 */
async function countAttempts(db: DbOrTx, windows: Map<string, number>): Promise<Count[]> {
  const windowOver = sql`${rateLimitCounters.resetAt} <= now()`;
  return db
    .insert(rateLimitCounters)
    .values([...windows].map(([key, seconds]) => ({ key, count: 1, resetAt: secondsFromNow(seconds) })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
        resetAt: sql`CASE WHEN ${windowOver} THEN excluded.reset_at ELSE ${rateLimitCounters.resetAt} END`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      count: rateLimitCounters.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.resetAt} - now())))::int`,
    });
}

/**
 * Counts this attempt against every rule. Answers the counts, and the seconds until the last of the
 * exceeded windows ends (null when no rule is exceeded).
 */
export async function countAgainst(
  db: DbOrTx,
  rules: RateLimitRule[],
  windowSeconds: number,
): Promise<{ counts: Map<string, number>; retryAfterSeconds: number | null }> {
  const limits = new Map(rules.map((rule) => [rule.key, rule.limit]));
  const rows = await countAttempts(
    db,
    new Map(rules.map((rule) => [rule.key, rule.windowSeconds ?? windowSeconds])),
  );
  const exceeded = rows.filter((row) => row.count > (limits.get(row.key) ?? Number.POSITIVE_INFINITY));
  return {
    counts: new Map(rows.map((row) => [row.key, row.count])),
    retryAfterSeconds:
      exceeded.length === 0 ? null : Math.max(...exceeded.map((row) => row.retryAfterSeconds)),
  };
}

/**
 * Counts this attempt against every rule; when any rule is over its limit, answers 429 RATE_LIMITED
 * with Retry-After (seconds until the last of the exceeded windows ends).
 */
export async function enforceRateLimits(request: FastifyRequest, rules: RateLimitRule[]): Promise<void> {
  const windowSeconds = request.server.config.RATE_LIMIT_WINDOW_MINUTES * 60;
  const { retryAfterSeconds } = await countAgainst(request.server.db, rules, windowSeconds);
  if (retryAfterSeconds !== null) throw tooManyRequests(retryAfterSeconds);
}

/** Takes back one counted attempt on each key (one that turned out not to count, such as a success). */
export async function uncount(db: DbOrTx, keys: string[]): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(inArray(rateLimitCounters.key, keys));
}

/** Forgets the attempts counted on a key. */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Sets a mark on `key` that lasts `seconds` from now, replacing any earlier one. */
export async function setMark(db: DbOrTx, key: string, seconds: number): Promise<void> {
  await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: secondsFromNow(seconds) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { count: 1, resetAt: secondsFromNow(seconds) },
    });
}

/** Whole seconds left (at least 1) of each mark among `keys` that has not ended: one read for all. */
export async function marksLeft(db: DbOrTx, keys: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({
      key: rateLimitCounters.key,
      seconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.resetAt} - now())))::int`,
    })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, keys), gt(rateLimitCounters.resetAt, sql`now()`)));
  return new Map(rows.map((row) => [row.key, row.seconds]));
}

/**
 * Deletes the counters whose window has ended: the next attempt on such a key starts at 1 anyway,
 * so they only take room. Answers how many were deleted.
 */
export const deleteEndedRateLimits = (db: DbOrTx) =>
  deleteEnded(db, rateLimitCounters, rateLimitCounters.resetAt);
