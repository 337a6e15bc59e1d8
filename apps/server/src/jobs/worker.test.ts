import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { bossDatabase } from './boss-database.ts';
import { rateLimitCleanupJob } from './rate-limit-cleanup.ts';
import { rowsOf } from './test-sql.ts';

/**
 * `npm run worker` as a real process: on PostgreSQL (a new database) it migrates, declares the
 * schedules and works a job another instance sent; on PGlite (a new data directory) it starts. On
 * SIGTERM it stops cleanly, with exit code 0.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
let dataDir: string;
let scratch: ScratchDatabase | undefined;
let worker: ServerProcess;
let database: Database | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-worker-'));
  scratch = onPostgres ? await createScratchDatabase('loadboard_worker') : undefined;
  worker = await startServerProcess(
    'apps/server/src/worker.ts',
    { ...(scratch ? { DATABASE_URL: scratch.url } : {}), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    'running background jobs',
  );
}, 60_000);

afterAll(async () => {
  if (worker && worker.child.exitCode === null) {
    worker.child.kill('SIGKILL');
    await worker.exited;
  }
  await database?.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('npm run worker', () => {
  it.skipIf(!onPostgres)(
    'migrates, schedules the jobs and works a job sent by another instance',
    async () => {
      database = await openPostgres((scratch as ScratchDatabase).url, { poolSize: 2 });
      expect(await rowsOf(database, sql`SELECT name FROM pgboss.schedule ORDER BY name`)).toEqual([
        { name: 'embedded-vacuum' },
        { name: 'load-alerts' },
        { name: 'load-housekeeping' },
        { name: 'loadboard-member-sync' },
        { name: 'loadboard-sync' },
        { name: 'logout-cleanup' },
        { name: 'rate-limit-cleanup' },
        { name: 'stale-posts' },
        { name: 'subscription-expiry' },
        { name: 'tally-recount' },
      ]);
      await database.db
        .insert(rateLimitCounters)
        .values({ key: 'login:ip:ended', count: 1, resetAt: sql`now() - interval '1 minute'` });

      // A web-only instance (RUN_JOBS=false) sends without working: pg-boss with no workers or timekeeping.
      const sender = new PgBoss({ db: bossDatabase(database), supervise: false, schedule: false });
      await sender.start();
      await sender.send(rateLimitCleanupJob.name, {});
      await sender.stop({ graceful: false });

      await vi.waitFor(async () => expect(await database?.db.select().from(rateLimitCounters)).toEqual([]), {
        timeout: 15_000,
        interval: 250,
      });
    },
  );

  it('stops on SIGTERM with exit code 0', async () => {
    const started = Date.now();
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
