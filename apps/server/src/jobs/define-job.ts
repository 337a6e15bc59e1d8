import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';

/** What a handler gets beside its payload. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
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
}

export const defineJob = <Payload>(job: JobDefinition<Payload>): JobDefinition<Payload> => job;
