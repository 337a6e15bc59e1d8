import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL; with
 * TEST_POOLER=pgbouncer too, a third time with the apps reaching PostgreSQL through PgBouncer.
 */
const serverProject = (name: string, engine: 'pglite' | 'postgres', pooler?: 'pgbouncer') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    env: { TEST_DB_ENGINE: engine, ...(pooler ? { TEST_DB_POOLER: pooler } : {}) },
    globalSetup: ['test/migrated-template.ts', ...(pooler ? ['test/pooled.ts'] : [])],
    // A worker's files share its loaded modules: each file importing the whole app afresh cost about
    // a third of the run. Every file builds its own app and database, and undoes what it stubs.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // A server test spends much of its time waiting on the database: two files keep two cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_POOLER === 'pgbouncer'
        ? [serverProject('server-pgbouncer', 'postgres', 'pgbouncer')]
        : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Two files run at a time: a screen's first draw can outlast the default on a busy machine.
          testTimeout: 15_000,
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
