import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPgbouncer } from '../../apps/server/test/pgbouncer.ts';
import { onServer } from '../../apps/server/test/scratch-database.ts';
import { E2E_SERVER_ENV } from '../support/server-env.ts';
import { type ClusterRuntime, RUNTIME_DIR, runtimeFile } from './runtime.ts';

/**
 * `npm run test:cluster`: the product as it scales past one process, on the machine's own parts:
 * PostgreSQL (TEST_DATABASE_URL), Debian's PgBouncer in transaction mode, two web instances
 * (RUN_JOBS=false) and a worker, each restarted when it dies as systemd would, and HAProxy spreading
 * requests round-robin (deploy/haproxy.cfg, deploy/pgbouncer.ini). Then the core journeys and the
 * fault specs (e2e/cluster) run in Chromium through the proxy (playwright.cluster.config.ts).
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const base = Number(process.env.CLUSTER_PORT_BASE ?? 3601);
const ports = { proxy: base, pooler: base + 1, web1: base + 2, web2: base + 3, metrics: base + 10 };
/** As a unit's RestartSec: a dead process is started again after this long. */
const RESTART_MS = 1000;

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
for (const tool of ['haproxy', 'pgbouncer']) {
  if (!['/usr/sbin', '/usr/bin'].some((dir) => existsSync(path.join(dir, tool)))) {
    console.error(
      `npm run test:cluster needs ${tool} (Debian: apt-get install ${tool}); .ci/run installs it`,
    );
    process.exit(1);
  }
}
if (!existsSync(path.join(REPO, 'apps/server/dist/server.js'))) {
  console.error('npm run test:cluster runs the built app: npm run build first');
  process.exit(1);
}

const children = new Map<string, ChildProcess>();
let stopping = false;
const workDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-cluster-'));
// PgBouncer, run as the postgres user, reaches its own folder inside.
await chmod(workDir, 0o755);
const dataDir = path.join(workDir, 'data');
await mkdir(dataDir, { recursive: true });
/** Each process's output, shown when the run fails. */
const logDir = path.join(workDir, 'logs');
await mkdir(logDir, { recursive: true });

// A fresh database, for the cluster only.
const databaseName = `loadboard_cluster_${base}`;
await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
await onServer(serverUrl, `CREATE DATABASE ${databaseName}`);
const direct = new URL(serverUrl);
direct.pathname = `/${databaseName}`;

const runtime: ClusterRuntime = {
  proxyUrl: `http://127.0.0.1:${ports.proxy}`,
  databaseUrl: direct.toString(),
  dataDir,
  holdDir: path.join(workDir, 'hold'),
  processes: {},
};
await mkdir(runtime.holdDir, { recursive: true });

try {
  const pooler = await startPgbouncer({
    serverUrl,
    port: ports.pooler,
    dir: path.join(workDir, 'pgbouncer'),
    output: openSync(path.join(logDir, 'pgbouncer.log'), 'a'),
  });
  children.set('pgbouncer', pooler.process);
  const common = {
    ...E2E_SERVER_ENV,
    DATABASE_URL: pooler.pooled(direct.toString()),
    DATABASE_LISTEN_URL: direct.toString(),
    DATABASE_PREPARED_STATEMENTS: 'false',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: runtime.proxyUrl,
    LOADBOARD_FETCH_TIMEOUT_MS: '3000',
    // A sync run whose worker was killed is taken over soon after the worker is back.
    LOADBOARD_SYNC_STALE_MS: '2000',
  };
  // One at a time: the first migrates and seeds, the second starts on the seeded database.
  for (const [index, name] of (['web1', 'web2'] as const).entries()) {
    await startApp(name, 'server.js', {
      ...common,
      PORT: String(ports[name]),
      SEED_DEMO: String(index === 0),
      RUN_JOBS: 'false',
      METRICS_PORT: String(ports.metrics + index + 1),
    });
    await ready(`http://127.0.0.1:${ports[name]}`);
  }
  await startApp('worker', 'worker.js', { ...common, METRICS_PORT: String(ports.metrics + 3) });
  await startProxy();
  await ready(runtime.proxyUrl);
  await saveRuntime();

  const code = await new Promise<number>((resolve) => {
    const tests = spawn(
      'npx',
      ['playwright', 'test', '--config', 'playwright.cluster.config.ts', ...playwrightArgs],
      {
        cwd: REPO,
        stdio: 'inherit',
        env: { ...process.env, CLUSTER_RUNTIME: runtimeFile(ports.proxy) },
      },
    );
    tests.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  process.exitCode = code;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (process.exitCode !== 0) await printLogs();
  stopping = true;
  for (const child of children.values()) child.kill('SIGKILL');
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
  await rm(workDir, { recursive: true, force: true });
}

async function printLogs() {
  for (const name of children.keys()) {
    const lines = (await readFile(path.join(logDir, `${name}.log`), 'utf8').catch(() => ''))
      .trimEnd()
      .split('\n');
    console.error(`\n--- ${name}: the last lines of its output ---\n${lines.slice(-40).join('\n')}`);
  }
}

async function startApp(name: string, entry: string, env: Record<string, string>) {
  supervise(name, process.execPath, [path.join(REPO, 'apps/server/dist', entry)], env);
}

async function startProxy() {
  supervise('haproxy', 'haproxy', ['-db', '-f', path.join(REPO, 'deploy/haproxy.cfg')], {
    LB_ADDRESS: `127.0.0.1:${ports.proxy}`,
    WEB_1: `127.0.0.1:${ports.web1}`,
    WEB_2: `127.0.0.1:${ports.web2}`,
  });
}

/**
 * Starts a process and starts it again RESTART_MS after it dies, unless the tests hold it down
 * (a file of its name in holdDir) or the cluster is stopping; each start's pid goes to the runtime
 * file the specs read.
 */
function supervise(name: string, command: string, args: string[], env: Record<string, string>) {
  const logs = openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', logs, logs],
  });
  children.set(name, child);
  runtime.processes[name] = {
    pid: child.pid ?? 0,
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    url: env.PORT ? `http://127.0.0.1:${env.PORT}` : undefined,
  };
  void saveRuntime();
  child.on('exit', async () => {
    if (stopping) return;
    do await new Promise((resolve) => setTimeout(resolve, RESTART_MS));
    while (!stopping && existsSync(path.join(runtime.holdDir, name)));
    if (!stopping) supervise(name, command, args, env);
  });
}

async function saveRuntime() {
  await mkdir(RUNTIME_DIR, { recursive: true });
  await writeFile(runtimeFile(ports.proxy), JSON.stringify(runtime, null, 2));
  // The outbox helper reads the data directory of the server behind the tests' base URL.
  await writeFile(
    path.join(RUNTIME_DIR, `${ports.proxy}.json`),
    JSON.stringify({ dataDir, engine: 'postgres' }),
  );
}

async function ready(url: string) {
  await until(async () => {
    const res = await fetch(`${url}/api/health/ready`);
    if (res.status !== 200) throw new Error(`ready answered ${res.status}`);
  }, `${url} to be ready`);
}

async function until(check: () => Promise<void>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${what}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
