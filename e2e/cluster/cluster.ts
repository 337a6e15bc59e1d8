import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { startPgbouncer } from '../../apps/server/test/pgbouncer.ts';
import type { ClusterProcess } from './runtime.ts';

/**
 * The product as it scales past one process, on the machine's own parts: Debian's PgBouncer in
 * transaction mode in front of a PostgreSQL database, two web instances (RUN_JOBS=false) and a
 * worker, each restarted when it dies as systemd would, and HAProxy spreading requests round-robin
 * (deploy/haproxy.cfg, deploy/pgbouncer.ini). The cluster test (run.ts) and the mix bench
 * (bench/mix.ts) start it.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
/** As a unit's RestartSec: a dead process is started again after this long. */
const RESTART_MS = 1000;

export interface ClusterOptions {
  /** The PostgreSQL server, as a URL whose user the pooler signs in as. */
  serverUrl: string;
  /** The cluster's database on that server, reached directly. */
  databaseUrl: string;
  /** The proxy's port; the pooler, the instances and their metrics take the ones after it. */
  portBase: number;
  /** The cluster's own folder: the shared DATA_DIR, the pooler's files, every process's output. */
  workDir: string;
  /** Whether the first instance seeds the demo marketplace. */
  seedDemo: boolean;
  /** Settings every instance and the worker get beside the cluster's own. */
  env: Record<string, string>;
  /** Called whenever a process is started again (its pid changed). */
  onStart?: () => void;
}

export interface Cluster {
  proxyUrl: string;
  /** Every process's DATA_DIR (their shared outbox). */
  dataDir: string;
  /** A file named after a process here keeps it from being restarted when it dies. */
  holdDir: string;
  /** Each supervised process as last started. */
  processes: Record<string, ClusterProcess>;
  /** Each web instance's `/metrics` (its METRICS_PORT). */
  webMetricsUrls: string[];
  /** Prints the last lines of each process's output. */
  printLogs(): Promise<void>;
  /** Kills every process, for good. */
  stop(): void;
}

const tools = ['haproxy', 'pgbouncer'];

/** What the machine lacks to start a cluster, as sentences; empty when nothing. */
export function clusterPrerequisites(): string[] {
  const missing = tools
    .filter((tool) => !['/usr/sbin', '/usr/bin'].some((dir) => existsSync(path.join(dir, tool))))
    .map((tool) => `${tool} (Debian: apt-get install ${tool}); .ci/run installs it`);
  if (!existsSync(path.join(REPO, 'apps/server/dist/server.js')))
    missing.push('the built app: npm run build first');
  return missing;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const base = options.portBase;
  const ports = { proxy: base, pooler: base + 1, web1: base + 2, web2: base + 3, metrics: base + 10 };
  // PgBouncer, run as the postgres user, reaches its own folder inside.
  await chmod(options.workDir, 0o755);
  const dataDir = path.join(options.workDir, 'data');
  const logDir = path.join(options.workDir, 'logs');
  const holdDir = path.join(options.workDir, 'hold');
  for (const dir of [dataDir, logDir, holdDir]) await mkdir(dir, { recursive: true });

  const children = new Map<string, ChildProcess>();
  const processes: Record<string, ClusterProcess> = {};
  let stopping = false;
  const cluster: Cluster = {
    proxyUrl: `http://127.0.0.1:${ports.proxy}`,
    dataDir,
    holdDir,
    processes,
    webMetricsUrls: [1, 2].map((index) => `http://127.0.0.1:${ports.metrics + index}/metrics`),
    async printLogs() {
      for (const name of children.keys()) {
        const lines = (await readFile(path.join(logDir, `${name}.log`), 'utf8').catch(() => ''))
          .trimEnd()
          .split('\n');
        console.error(`\n--- ${name}: the last lines of its output ---\n${lines.slice(-40).join('\n')}`);
      }
    },
    stop() {
      stopping = true;
      for (const child of children.values()) child.kill('SIGKILL');
    },
  };

  /**
   * Starts a process and starts it again RESTART_MS after it dies, unless it is held down (a file
   * of its name in holdDir) or the cluster is stopping.
   */
  const supervise = (name: string, command: string, args: string[], env: Record<string, string>) => {
    const logs = openSync(path.join(logDir, `${name}.log`), 'a');
    const child = spawn(command, args, {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', logs, logs],
    });
    children.set(name, child);
    processes[name] = {
      pid: child.pid ?? 0,
      metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
      url: env.PORT ? `http://127.0.0.1:${env.PORT}` : undefined,
    };
    options.onStart?.();
    child.on('exit', async () => {
      if (stopping) return;
      do await new Promise((resolve) => setTimeout(resolve, RESTART_MS));
      while (!stopping && existsSync(path.join(holdDir, name)));
      if (!stopping) supervise(name, command, args, env);
    });
  };
  const app = (name: string, entry: string, env: Record<string, string>) =>
    supervise(name, process.execPath, [path.join(REPO, 'apps/server/dist', entry)], env);

  try {
    const pooler = await startPgbouncer({
      serverUrl: options.serverUrl,
      port: ports.pooler,
      dir: path.join(options.workDir, 'pgbouncer'),
      output: openSync(path.join(logDir, 'pgbouncer.log'), 'a'),
    });
    children.set('pgbouncer', pooler.process);
    processes.pgbouncer = { pid: pooler.process.pid ?? 0 };
    const common = {
      ...options.env,
      DATABASE_URL: pooler.pooled(options.databaseUrl),
      DATABASE_LISTEN_URL: options.databaseUrl,
      DATABASE_PREPARED_STATEMENTS: 'false',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: cluster.proxyUrl,
    };
    // One at a time: the first migrates (and seeds), the second starts on the migrated database.
    for (const [index, name] of (['web1', 'web2'] as const).entries()) {
      app(name, 'server.js', {
        ...common,
        PORT: String(ports[name]),
        SEED_DEMO: String(options.seedDemo && index === 0),
        RUN_JOBS: 'false',
        METRICS_PORT: String(ports.metrics + index + 1),
      });
      await ready(`http://127.0.0.1:${ports[name]}`);
    }
    app('worker', 'worker.js', { ...common, METRICS_PORT: String(ports.metrics + 3) });
    supervise('haproxy', 'haproxy', ['-db', '-f', path.join(REPO, 'deploy/haproxy.cfg')], {
      LB_ADDRESS: `127.0.0.1:${ports.proxy}`,
      WEB_1: `127.0.0.1:${ports.web1}`,
      WEB_2: `127.0.0.1:${ports.web2}`,
    });
    await ready(cluster.proxyUrl);
    return cluster;
  } catch (error) {
    await cluster.printLogs();
    cluster.stop();
    throw error;
  }
}

async function ready(url: string) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.status === 200) return;
      throw new Error(`ready answered ${res.status}`);
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${url} to be ready: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
