import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { defineJob } from './define-job.ts';
import { type Jobs, startJobs } from './runner.ts';
import { testJobServices } from './test-services.ts';
import { rowsOf } from './test-sql.ts';

const log = pino({ level: 'silent' });

let database: Database;
let drop: () => Promise<void>;
const running: Jobs[] = [];
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  // The work each run leaves behind: one row per key, counting how many times it was done.
  await database.db.execute(
    sql`CREATE TABLE job_test_work (key text PRIMARY KEY, worker text NOT NULL, runs int NOT NULL)`,
  );
});
afterAll(async () => {
  for (const jobs of running) await jobs.stop();
  await drop();
});

/**
 * A job that records its key; the worker named `worker` hangs forever on `hangOn` (a process that
 * dies mid-job), after telling the test it got there.
 */
function workJob(worker: string, hangOn?: { key: string; reached: () => void }) {
  return defineJob({
    name: 'test-work',
    payload: z.object({ key: z.string() }),
    async handler({ key }, { db }) {
      if (key === hangOn?.key) {
        hangOn.reached();
        await new Promise(() => {});
      }
      await db.execute(sql`INSERT INTO job_test_work (key, worker, runs) VALUES (${key}, ${worker}, 1)
        ON CONFLICT (key) DO UPDATE SET runs = job_test_work.runs + 1`);
    },
  });
}

describe('jobs survive a restart', () => {
  it('a worker stopped mid-queue leaves its jobs to the next one, and each job is done exactly once', async () => {
    let reached!: () => void;
    const hanging = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const first = workJob('first', { key: 'c', reached });
    const firstJobs = await startJobs({
      ...testJobServices(),
      database,
      log,
      jobs: [first],
      timing: { pollingIntervalSeconds: 0.5 },
      stopTimeoutMs: 1000,
    });
    running.push(firstJobs);
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      await firstJobs.send(first, { key });
      // Jobs are fetched oldest first; PGlite's clock counts whole milliseconds, and two jobs sent
      // in the same one would come in their random ids' order (b after c, now and then).
      await new Promise((resolve) => setTimeout(resolve, 2));
    }

    await hanging;
    // The running job does not finish in time: it is failed, so pg-boss retries it.
    await firstJobs.stop();

    const second = workJob('second');
    const secondJobs = await startJobs({
      ...testJobServices(),
      database,
      log,
      jobs: [second],
      timing: { pollingIntervalSeconds: 0.5 },
    });
    running.push(secondJobs);
    await vi.waitFor(
      async () => {
        expect(
          await rowsOf(
            database,
            sql`SELECT count(*)::int AS pending FROM pgboss.job WHERE name = 'test-work' AND state <> 'completed'`,
          ),
        ).toEqual([{ pending: 0 }]);
      },
      { timeout: 15_000, interval: 250 },
    );

    expect(await rowsOf(database, sql`SELECT key, worker, runs FROM job_test_work ORDER BY key`)).toEqual([
      { key: 'a', worker: 'first', runs: 1 },
      { key: 'b', worker: 'first', runs: 1 },
      { key: 'c', worker: 'second', runs: 1 },
      { key: 'd', worker: 'second', runs: 1 },
      { key: 'e', worker: 'second', runs: 1 },
    ]);
  });
});
