import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { JobContext } from './define-job.ts';
import { loadHousekeepingJob } from './load-housekeeping.ts';
import { type Jobs, startJobs } from './runner.ts';
import { testJobServices } from './test-services.ts';
import { rowsOf } from './test-sql.ts';

/**
 * Two instances (two pg-boss instances, each on its own pool) on one PostgreSQL database, both
 * keeping time: a schedule fires once per tick, not once per instance. Only in the postgres
 * project: PGlite serves one process.
 */

let scratch: ScratchDatabase;
const log = pino({ level: 'silent' });
const databases: Database[] = [];
const running: Jobs[] = [];

describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('scheduled jobs across two instances', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase('loadboard_jobs');
    databases.push(
      await openPostgres(scratch.url, { poolSize: 3 }),
      await openPostgres(scratch.url, { poolSize: 3 }),
    );
    await migrate(databases[0] as Database);
  });

  afterAll(async () => {
    for (const jobs of running) await jobs.stop();
    for (const database of databases) await database.close();
    await scratch?.drop();
  });

  it('runs the housekeeping once per tick, whichever instance takes it', async () => {
    const runs: string[] = [];
    // The real housekeeping, due every minute, noting which instance ran it.
    const housekeepingOn = (instance: string) => ({
      ...loadHousekeepingJob,
      schedule: { cron: '* * * * *', payload: {} },
      async handler(payload: Record<string, never>, context: JobContext) {
        runs.push(instance);
        await loadHousekeepingJob.handler(payload, context);
      },
    });
    // Both start at once, and each checks the schedules every second.
    running.push(
      ...(await Promise.all(
        ['a', 'b'].map((instance, index) =>
          startJobs({
            ...testJobServices(),
            database: databases[index] as Database,
            log,
            jobs: [housekeepingOn(instance)],
            timing: {
              pollingIntervalSeconds: 0.5,
              cronMonitorIntervalSeconds: 1,
              cronWorkerIntervalSeconds: 1,
            },
          }),
        ),
      )),
    );
    // Several seconds: every instance has had several ticks to fire the schedule again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    // No more ticks from here; what was fired runs to the end before counting.
    const database = databases[0] as Database;
    await database.db.execute(sql`DELETE FROM pgboss.schedule`);
    await vi.waitFor(
      async () => {
        const rows = await rowsOf(
          database,
          sql`SELECT count(*)::int AS count FROM pgboss.job WHERE state <> 'completed'`,
        );
        expect(rows).toEqual([{ count: 0 }]);
      },
      { timeout: 15_000, interval: 250 },
    );

    const [counts] = await rowsOf<{ ticks: number; runs: number }>(
      database,
      sql`
      SELECT
        (SELECT count(*)::int FROM pgboss.job
          WHERE name = '__pgboss__send-it' AND data->>'name' = 'load-housekeeping') AS ticks,
        (SELECT count(*)::int FROM pgboss.job WHERE name = 'load-housekeeping') AS runs`,
    );
    const { ticks, runs: jobRuns } = counts ?? { ticks: 0, runs: 0 };
    // The test may straddle a minute boundary: then there were two ticks, each run once.
    expect(ticks).toBeGreaterThanOrEqual(1);
    expect(ticks).toBeLessThanOrEqual(2);
    expect(jobRuns).toBe(ticks);
    expect(runs).toHaveLength(ticks);
  });
});
