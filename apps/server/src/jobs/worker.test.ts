import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { REPO_ROOT } from '../paths.ts';
import { bossDatabase } from './boss-database.ts';
import { rateLimitCleanupJob } from './rate-limit-cleanup.ts';
import { rowsOf } from './test-sql.ts';

/**
 * `npm run worker` as a real process: on PostgreSQL (a new database) it migrates, declares the
 * schedules and works a job another instance sent; on PGlite (a new data directory) it starts. On
 * SIGTERM it stops cleanly, with exit code 0.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `loadboard_worker_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let dataDir: string;
let databaseUrl: string | undefined;
let worker: ChildProcess;
let exited: Promise<number | null>;
let database: Database | undefined;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-worker-'));
  if (onPostgres) {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => worker.once('exit', (code) => resolve(code)));
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the worker did not start:\n${output.join('')}`)),
      45_000,
    );
    worker.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('running background jobs')) {
        clearTimeout(timer);
        resolve();
      }
    });
    worker.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with ${code}:\n${output.join('')}`));
    });
  });
}, 60_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    worker.kill('SIGKILL');
    await exited;
  }
  await database?.close();
  if (onPostgres) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('npm run worker', () => {
  it.skipIf(!onPostgres)(
    'migrates, schedules the jobs and works a job sent by another instance',
    async () => {
      database = await openPostgres(databaseUrl as string, 2);
      expect(await rowsOf(database, sql`SELECT name FROM pgboss.schedule ORDER BY name`)).toEqual([
        { name: 'load-housekeeping' },
        { name: 'logout-cleanup' },
        { name: 'rate-limit-cleanup' },
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
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
