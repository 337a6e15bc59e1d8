import { sql } from 'drizzle-orm';
import { getMigrationPlans } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { OLDEST_MIGRATABLE_BOSS_SCHEMA } from './boss-schema.ts';
import { defineJob } from './define-job.ts';
import { type Jobs, startJobs } from './runner.ts';
import { testJobServices } from './test-services.ts';
import { rowsOf } from './test-sql.ts';

const log = pino({ level: 'silent' });

let database: Database;
let drop: () => Promise<void>;
let jobs: Jobs | undefined;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db.execute(sql`CREATE TABLE job_test_done (key text PRIMARY KEY)`);
});
afterAll(async () => {
  await jobs?.stop();
  await drop();
});

const doneJob = defineJob({
  name: 'test-done',
  payload: z.object({ key: z.string() }),
  async handler({ key }, { db }) {
    await db.execute(sql`INSERT INTO job_test_done (key) VALUES (${key})`);
  },
});

const start = () =>
  startJobs({
    ...testJobServices(),
    database,
    log,
    jobs: [doneJob],
    timing: { pollingIntervalSeconds: 0.5 },
  });

const schemaVersion = async () =>
  (await rowsOf<{ version: number }>(database, sql`SELECT version FROM pgboss.version`))[0]?.version;

const waitForDone = (keys: string[]) =>
  vi.waitFor(
    async () =>
      expect(await rowsOf(database, sql`SELECT key FROM job_test_done ORDER BY key`)).toEqual(
        keys.map((key) => ({ key })),
      ),
    { timeout: 15_000, interval: 250 },
  );

describe('a database whose jobs ran on pg-boss 10', () => {
  it('is one version short of what pg-boss migrates from', () => {
    expect(() => getMigrationPlans('pgboss', OLDEST_MIGRATABLE_BOSS_SCHEMA)).not.toThrow();
    expect(() => getMigrationPlans('pgboss', OLDEST_MIGRATABLE_BOSS_SCHEMA - 1)).toThrow(/oldest supported/);
  });

  it('gets a new pg-boss schema on start, and jobs run on it', async () => {
    // pg-boss 10's schema as far as the start reads it: its version, and a job that was waiting.
    await database.db.execute(sql`CREATE SCHEMA pgboss`);
    await database.db.execute(
      sql`CREATE TABLE pgboss.version (version int PRIMARY KEY, cron_on timestamptz)`,
    );
    await database.db.execute(sql`INSERT INTO pgboss.version (version) VALUES (24)`);
    await database.db.execute(
      sql`CREATE TABLE pgboss.job (id uuid PRIMARY KEY, name text NOT NULL, data jsonb)`,
    );
    await database.db.execute(
      sql`INSERT INTO pgboss.job (id, name, data) VALUES (gen_random_uuid(), 'load-alerts', '{}')`,
    );

    jobs = await start();
    expect(await schemaVersion()).toBeGreaterThan(OLDEST_MIGRATABLE_BOSS_SCHEMA);
    expect(await rowsOf(database, sql`SELECT name FROM pgboss.job WHERE name = 'load-alerts'`)).toEqual([]);
    await jobs.send(doneJob, { key: 'first' });
    await waitForDone(['first']);
    await jobs.stop();
    jobs = undefined;
  });

  it('keeps the new schema and its jobs on the next start', async () => {
    const version = await schemaVersion();
    jobs = await start();
    expect(await schemaVersion()).toBe(version);
    expect(
      await rowsOf(database, sql`SELECT data->>'key' AS key FROM pgboss.job WHERE name = 'test-done'`),
    ).toEqual([{ key: 'first' }]);
    await jobs.send(doneJob, { key: 'second' });
    await waitForDone(['first', 'second']);
  });
});
