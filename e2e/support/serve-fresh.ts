import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_SERVER_ENV } from './server-env.ts';

/**
 * Starts the real server (apps/server/src/server.ts) for end-to-end tests on a fresh database with
 * the demo seed: `serve-fresh.ts pglite|postgres PORT [HOST]` (HOST 127.0.0.1 unless given). Its data directory (and so its email outbox)
 * is written to E2E_DATA_DIR_<PORT> in a file the tests read, e2e/.runtime/<port>.json.
 */
const [engine = 'pglite', port = '3201', host = '127.0.0.1'] = process.argv.slice(2);
const dataDir = await mkdtemp(path.join(os.tmpdir(), `loadboard-e2e-${port}-`));

const env: Record<string, string> = {
  ...E2E_SERVER_ENV,
  PORT: port,
  HOST: host,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
};

if (engine === 'postgres') {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is required for the postgres end-to-end server');
  const name = `loadboard_e2e_${port}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

Object.assign(process.env, env);
const { mkdir, writeFile } = await import('node:fs/promises');
const runtimeDir = path.resolve(import.meta.dirname, '../.runtime');
await mkdir(runtimeDir, { recursive: true });
await writeFile(path.join(runtimeDir, `${port}.json`), JSON.stringify({ dataDir, engine }));
await import('../../apps/server/src/server.ts');
