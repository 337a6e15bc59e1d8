import type { FastifyBaseLogger } from 'fastify';
import { type ConstructorOptions, type Db, PgBoss, type WorkOptions } from 'pg-boss';
import type { Database, Unlisten } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { Metrics } from '../lib/metrics.ts';
import { bossDatabase } from './boss-database.ts';
import { DROP_UNMIGRATABLE_BOSS_SCHEMA } from './boss-schema.ts';
import type { JobDefinition } from './define-job.ts';
import { inFlight } from './in-flight.ts';
import { JOBS } from './registry.ts';

/** How often an idle worker asks for work: cheap on PGlite's one connection, quick enough to feel. */
const POLLING_INTERVAL_SECONDS = 2;
/** On shutdown, how long jobs already running may finish before they are failed (and retried). */
const STOP_TIMEOUT_MS = 20_000;

/**
 * The errors of two instances setting pg-boss up at the same moment on one PostgreSQL database:
 * deadlock_detected (create_queue: one waits for the other's new queue row, the other for the job
 * table it attaches the queue's partition to) and unique_violation (both create the `pgboss` schema
 * or the same row). PostgreSQL aborts one; trying again finds the other's work done.
 */
const SETUP_RACES = new Set(['40P01', '23505']);
const SETUP_ATTEMPTS = 5;

async function retryingSetupRaces<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!SETUP_RACES.has((error as { code?: string }).code ?? '') || attempt === SETUP_ATTEMPTS)
        throw error;
    }
  }
}

export interface Jobs {
  /** Enqueues one run of `job`; it is done by whichever instance's worker takes it first. */
  send<Payload>(job: JobDefinition<Payload>, payload: Payload): Promise<string>;
  /** Stops fetching, lets running jobs finish (or fails them for a retry elsewhere), stops pg-boss. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How jobs send email (the app's mailer: SMTP_URL or the outbox). */
  mailer: Mailer;
  /** Where browsers reach the app, for links in emails. */
  publicUrl: string;
  /** The process's figures: each run's outcome, and the queues at each scrape. */
  metrics?: Metrics;
  /** The jobs to work and schedule; all of them by default. */
  jobs?: JobDefinition[];
  /** pg-boss's timing settings; tests shorten the polling and cron intervals. */
  timing?: Pick<WorkOptions, 'pollingIntervalSeconds'> &
    Pick<ConstructorOptions, 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds'>;
  stopTimeoutMs?: number;
}

/**
 * Starts pg-boss on the app's database (it creates or migrates its own `pgboss` schema), creates a
 * queue per job, stores each job's schedule (removing schedules no listed job declares), starts a
 * worker per job, and listens for the channels that wake jobs up. pg-boss fires a schedule once
 * across all instances.
 */
export async function startJobs({
  database,
  log,
  mailer,
  publicUrl,
  metrics,
  jobs = JOBS,
  timing = {},
  stopTimeoutMs = STOP_TIMEOUT_MS,
}: JobsOptions): Promise<Jobs> {
  const { pollingIntervalSeconds = POLLING_INTERVAL_SECONDS, ...cronTiming } = timing;
  // pg-boss's queries and our handlers, which stop() lets settle before the database may close.
  const busy = inFlight();
  const db = bossDatabase(database);
  const trackedDb: Db = {
    ...db,
    executeSql: (text, values) => busy.track(() => db.executeSql(text, values)),
  };
  await db.executeSql(DROP_UNMIGRATABLE_BOSS_SCHEMA);
  // A pg-boss whose start failed stays marked as starting, so each attempt builds a new one.
  const boss = await retryingSetupRaces(async () => {
    const candidate = new PgBoss({
      db: trackedDb,
      backend: database.engine === 'pglite' ? 'pglite' : 'postgres',
      ...cronTiming,
    });
    candidate.on('error', (error) => log.error({ err: error }, 'background jobs: pg-boss error'));
    await candidate.start();
    return candidate;
  });

  for (const job of jobs) await retryingSetupRaces(() => boss.createQueue(job.name, { policy: job.policy }));
  const scheduled = new Set<string>();
  for (const job of jobs) {
    if (!job.schedule) continue;
    await boss.schedule(job.name, job.schedule.cron, job.payload.parse(job.schedule.payload) as object, {
      tz: 'UTC',
    });
    scheduled.add(job.name);
  }
  for (const { name } of await boss.getSchedules()) {
    if (!scheduled.has(name)) await boss.unschedule(name);
  }

  const workerIds = new Map<string, string>();
  for (const job of jobs) {
    const options = { pollingIntervalSeconds, localConcurrency: job.concurrency ?? 1 };
    const workerId = await boss.work<unknown>(job.name, options, ([item]) =>
      busy.track(async () => {
        if (!item) return;
        const jobLog = log.child({ job: job.name, jobId: item.id });
        try {
          await job.handler(job.payload.parse(item.data), {
            db: database.db,
            engine: database.engine,
            log: jobLog,
            mailer,
            publicUrl,
          });
          metrics?.jobFinished(job.name, 'completed');
        } catch (error) {
          metrics?.jobFinished(job.name, 'failed');
          jobLog.error({ err: error }, 'background job failed');
          // pg-boss records the failure and retries the job.
          throw error;
        }
      }),
    );
    workerIds.set(job.name, workerId);
  }

  metrics?.watch({
    jobQueues: async () =>
      (await boss.getQueues()).map((queue) => ({
        name: queue.name,
        queued: queue.queuedCount,
        active: queue.activeCount,
      })),
  });

  const unlistens: Unlisten[] = [];
  for (const job of jobs) {
    const { wakeOn } = job;
    if (!wakeOn) continue;
    const workerId = workerIds.get(job.name) as string;
    // A wake-up already queued (a `short` queue) answers no id: the run waiting will do the work.
    // Either way this instance's worker asks for it now rather than at its next poll.
    const wake = () =>
      void boss
        .send(job.name, job.payload.parse(wakeOn.payload) as object)
        .then(() => boss.notifyWorker(workerId))
        .catch((error: unknown) => {
          log.warn(
            { err: error, job: job.name },
            'background jobs: waking a job failed; its schedule will run it',
          );
        });
    unlistens.push(
      await database.listen(wakeOn.channel, wake, {
        onReconnect: wake,
        onError: (error) =>
          log.warn({ err: error, job: job.name }, 'background jobs: wake-up listener failed'),
      }),
    );
    // Work recorded while no instance was running jobs.
    wake();
  }

  return {
    async send(job, payload) {
      const id = await boss.send(job.name, job.payload.parse(payload) as object);
      if (!id) throw new Error(`background job ${job.name} was not queued`);
      return id;
    },
    async stop() {
      for (const unlisten of unlistens) await unlisten();
      const stopping = Date.now();
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
      await busy.settled(Math.max(0, stopTimeoutMs - (Date.now() - stopping)));
    },
  };
}
