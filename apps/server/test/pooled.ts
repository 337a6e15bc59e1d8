import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPgbouncer } from './pgbouncer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the PgBouncer the pooled run's apps reach PostgreSQL through. */
    poolerAddress: string;
  }
}

/** Port of the pooled run's PgBouncer; TEST_POOLER_PORT lets two checkouts run side by side. */
const PORT = Number(process.env.TEST_POOLER_PORT ?? 6433);

/**
 * For the run of the server tests through PgBouncer (vitest.config.ts): one PgBouncer in
 * transaction mode in front of the TEST_DATABASE_URL server for the whole run.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-pooler-'));
  const pooler = await startPgbouncer({
    serverUrl: process.env.TEST_DATABASE_URL as string,
    port: PORT,
    dir,
  });
  project.provide('poolerAddress', `127.0.0.1:${PORT}`);
  return async () => {
    pooler.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
