import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
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
 * database on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const database = await openPglite();
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase('loadboard_test');
  const database = await openPostgres(scratch.url, 5);
  await migrate(database);
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
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
