import type { FastifyBaseLogger } from 'fastify';
import type { QueuePolicy } from 'pg-boss';
import { z } from 'zod';
import type { Database, Db } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';

/** What a handler gets beside its payload. */
export interface JobContext {
  db: Db;
  /** Which engine `db` runs on: an embedded PGlite has no autovacuum, a PostgreSQL server has. */
  engine: Database['engine'];
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Where browsers reach the app, for links in emails. */
  publicUrl: string;
}

/**
 * A background job: a queue name, the zod schema of its payload (checked when sent and again when
 * run, since a payload may wait in the database across a deploy), the handler that does the work,
 * and optionally a cron schedule (UTC) that fires once across every running instance.
 */
export interface JobDefinition<Payload = unknown> {
  name: string;
  payload: z.ZodType<Payload>;
  // Method syntax, so a list of jobs with different payloads is one JobDefinition[].
  handler(payload: Payload, context: JobContext): Promise<void>;
  schedule?: { cron: string; payload: Payload };
  /**
   * pg-boss's queue policy; `short` keeps at most one run waiting, so a burst of wake-ups (or of
   * instances hearing one) queues one run, not one each.
   */
  policy?: QueuePolicy;
  /** How many runs of the job each worker process works at once (pg-boss's localConcurrency); 1 by default. */
  concurrency?: number;
  /**
   * Sent whenever a `pg_notify` on this channel commits (from any instance, web-only ones included),
   * when the runner starts and when its listener reconnects: work waiting in the database is then
   * taken at once instead of at the next tick of the schedule.
   */
  wakeOn?: { channel: string; payload: Payload };
}

export const defineJob = <Payload>(job: JobDefinition<Payload>): JobDefinition<Payload> => job;

/**
 * A job that runs only on its schedule, without a payload: `count` does the work and says how many
 * rows it changed, logged as `{ [field]: n }` with `message`.
 */
export const defineCountingJob = (
  name: string,
  cron: string,
  count: (db: Db) => Promise<number>,
  [field, message]: [field: string, message: string],
) =>
  defineJob({
    name,
    payload: z.object({}),
    async handler(_payload, { db, log }) {
      log.info({ [field]: await count(db) }, message);
    },
    schedule: { cron, payload: {} },
  });
