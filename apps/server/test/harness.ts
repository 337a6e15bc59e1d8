import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import { createScratchDatabase } from './scratch-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_ENGINE=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped afterwards; each a copy of the run's migrated
 * one (migrated-template.ts). With TEST_DB_POOLER=pgbouncer the app reaches it through PgBouncer.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const database = await openPglite(undefined, new Blob([await readFile(inject('pgliteImage'))]));
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase('loadboard_test', inject('postgresTemplate'));
  // Through PgBouncer in transaction mode, as a cluster runs (docs/operations.md).
  const database =
    process.env.TEST_DB_POOLER === 'pgbouncer'
      ? await openPostgres(throughPooler(scratch.url), {
          poolSize: 5,
          listenUrl: scratch.url,
          preparedStatements: false,
        })
      : await openPostgres(scratch.url, { poolSize: 5 });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

function throughPooler(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.host = inject('poolerAddress');
  return url.toString();
}

export async function startTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret',
    DATA_DIR: dataDir,
    // Test files register many accounts from one address; the limit itself has its own test.
    REGISTER_RATE_LIMIT: '100000',
    // Tests fire bursts on a busy machine; shedding has its own test.
    MAX_QUEUE_WAIT_MS: '60000',
    ...options.env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer,
    serveWebApp: false,
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fails with the answer's body, which says why, instead of a bare status mismatch. */
export function expectStatus(res: LightMyRequestResponse, status: number): void {
  if (res.statusCode !== status) throw new Error(`Expected ${status}, got ${res.statusCode}: ${res.body}`);
}
