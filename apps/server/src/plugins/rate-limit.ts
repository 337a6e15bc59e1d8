import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { tooManyRequests } from '../lib/app-error.ts';

/*
 * Fixed-window attempt counters kept in PostgreSQL rather than @fastify/rate-limit: its counters
 * live in each process (so N instances would allow N times the limit), and it keys on the request
 * before the body is parsed, while sign-in limits must also count per email address from the body.
 */

export interface RateLimitRule {
  /** What is counted, e.g. 'login:ip:1.2.3.4' or 'login:email:someone@example.com'. */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
}

interface Count {
  key: string;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one attempt on each key in one atomic upsert: a key whose window has ended starts again at
 * 1 with a new window; otherwise its count goes up. Safe under concurrency and across instances.
 */
async function countAttempts(db: DbOrTx, keys: string[], windowSeconds: number): Promise<Count[]> {
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds}::int)`;
  const windowOver = sql`${rateLimitCounters.resetAt} <= now()`;
  return db
    .insert(rateLimitCounters)
    .values(keys.map((key) => ({ key, count: 1, resetAt: windowEnd })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
        resetAt: sql`CASE WHEN ${windowOver} THEN ${windowEnd} ELSE ${rateLimitCounters.resetAt} END`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      count: rateLimitCounters.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.resetAt} - now())))::int`,
    });
}

/**
 * Counts this attempt against every rule; when any rule is over its limit, answers 429 RATE_LIMITED
 * with Retry-After (seconds until the last of the exceeded windows ends).
 */
export async function enforceRateLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: RateLimitRule[],
): Promise<void> {
  const limits = new Map(rules.map((rule) => [rule.key, rule.limit]));
  const windowSeconds = request.server.config.RATE_LIMIT_WINDOW_MINUTES * 60;
  const counts = await countAttempts(request.server.db, [...limits.keys()], windowSeconds);
  const exceeded = counts.filter((row) => row.count > (limits.get(row.key) ?? Number.POSITIVE_INFINITY));
  if (exceeded.length === 0) return;
  reply.header('retry-after', String(Math.max(...exceeded.map((row) => row.retryAfterSeconds))));
  throw tooManyRequests();
}

/** Forgets the attempts counted on a key (a successful sign-in clears its email's counter). */
export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/**
 * Deletes the counters whose window has ended: the next attempt on such a key starts at 1 anyway,
 * so they only take room. Answers how many were deleted.
 */
export async function deleteEndedRateLimits(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.resetAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
