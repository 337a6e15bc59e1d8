import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onServer } from '../../apps/server/test/scratch-database.ts';
import { E2E_SERVER_ENV } from '../support/server-env.ts';
import { type Cluster, clusterPrerequisites, startCluster } from './cluster.ts';
import { type ClusterRuntime, RUNTIME_DIR, runtimeFile } from './runtime.ts';

/**
 * `npm run test:cluster`: the cluster (cluster.ts) on a fresh database of PostgreSQL
 * (TEST_DATABASE_URL), seeded with the demo marketplace; then the core journeys and the fault specs
 * (e2e/cluster) run in Chromium through the proxy (playwright.cluster.config.ts).
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const base = Number(process.env.CLUSTER_PORT_BASE ?? 3601);

// `npm test` runs the cluster only where there is a PostgreSQL server to run it on.
const ifDatabase = process.argv.includes('--if-database');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--if-database');
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl && ifDatabase) {
  console.log('The cluster test needs TEST_DATABASE_URL: skipped');
  process.exit(0);
}
if (!serverUrl) {
  console.error(
    'npm run test:cluster needs TEST_DATABASE_URL: a PostgreSQL server whose user may create databases',
  );
  process.exit(1);
}
for (const missing of clusterPrerequisites()) {
  console.error(`npm run test:cluster needs ${missing}`);
  process.exitCode = 1;
}
if (process.exitCode) process.exit();

// A fresh database, for the cluster only.
const databaseName = `loadboard_cluster_${base}`;
await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
await onServer(serverUrl, `CREATE DATABASE ${databaseName}`);
const direct = new URL(serverUrl);
direct.pathname = `/${databaseName}`;

const workDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-cluster-'));
let cluster: Cluster | undefined;
try {
  cluster = await startCluster({
    serverUrl,
    databaseUrl: direct.toString(),
    portBase: base,
    workDir,
    seedDemo: true,
    env: {
      ...E2E_SERVER_ENV,
      LOADBOARD_FETCH_TIMEOUT_MS: '3000',
      // A sync run whose worker was killed is taken over soon after the worker is back.
      LOADBOARD_SYNC_STALE_MS: '2000',
    },
    onStart: () => void saveRuntime(),
  });
  await saveRuntime();

  const code = await new Promise<number>((resolve) => {
    const tests = spawn(
      'npx',
      ['playwright', 'test', '--config', 'playwright.cluster.config.ts', ...playwrightArgs],
      { cwd: REPO, stdio: 'inherit', env: { ...process.env, CLUSTER_RUNTIME: runtimeFile(base) } },
    );
    tests.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  process.exitCode = code;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (process.exitCode !== 0) await cluster?.printLogs();
  cluster?.stop();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
  await rm(workDir, { recursive: true, force: true });
}

/** Records the cluster for the specs (runtime.ts), and its data directory for the outbox helper. */
async function saveRuntime() {
  if (!cluster) return;
  const runtime: ClusterRuntime = {
    proxyUrl: cluster.proxyUrl,
    databaseUrl: direct.toString(),
    dataDir: cluster.dataDir,
    holdDir: cluster.holdDir,
    processes: cluster.processes,
  };
  await mkdir(RUNTIME_DIR, { recursive: true });
  await writeFile(runtimeFile(base), JSON.stringify(runtime, null, 2));
  await writeFile(
    path.join(RUNTIME_DIR, `${base}.json`),
    JSON.stringify({ dataDir: cluster.dataDir, engine: 'postgres' }),
  );
}
