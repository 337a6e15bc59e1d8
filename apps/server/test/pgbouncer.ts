import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/paths.ts';

export interface Pgbouncer {
  /** `databaseUrl` (a database on the PostgreSQL server) as reached through the pooler. */
  pooled(databaseUrl: string): string;
  process: ChildProcess;
  stop(): void;
}

/**
 * Debian's PgBouncer in front of the PostgreSQL server of `serverUrl`, run from deploy/pgbouncer.ini
 * (transaction mode) with its port and paths replaced, its files in `dir`, its output to `output`.
 * PgBouncer refuses to run as root: as root it runs as the postgres user, which then owns `dir`.
 */
export async function startPgbouncer(options: {
  serverUrl: string;
  port: number;
  dir: string;
  /** A file descriptor for its output; by default its last lines are kept for a failure to start. */
  output?: number;
}): Promise<Pgbouncer> {
  const { serverUrl, port, dir } = options;
  await mkdir(dir, { recursive: true });
  const server = new URL(serverUrl);
  const overrides: Record<string, string> = {
    listen_port: String(port),
    auth_file: path.join(dir, 'userlist.txt'),
    logfile: path.join(dir, 'pgbouncer.log'),
    pidfile: path.join(dir, 'pgbouncer.pid'),
  };
  const template = await readFile(path.join(REPO_ROOT, 'deploy/pgbouncer.ini'), 'utf8');
  const ini = template
    .split('\n')
    .map((line) => {
      if (line.startsWith('* = ')) return `* = host=${server.hostname} port=${server.port || 5432}`;
      const key = /^(\w+)\s*=/.exec(line)?.[1];
      return key && key in overrides ? `${key} = ${overrides[key]}` : line;
    })
    .join('\n');
  const iniFile = path.join(dir, 'pgbouncer.ini');
  await writeFile(iniFile, ini);
  await writeFile(
    overrides.auth_file as string,
    `"${decodeURIComponent(server.username || 'postgres')}" ""\n`,
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const file of [dir, iniFile, overrides.auth_file as string]) await chown(file, uid, gid);
  }
  const output = options.output ?? 'pipe';
  const child = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), iniFile], {
    stdio: ['ignore', output, output],
  });
  let said = '';
  const keep = (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const pooled = (databaseUrl: string) => {
    const url = new URL(databaseUrl);
    url.host = `127.0.0.1:${port}`;
    return url.toString();
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: pooled(serverUrl) });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(
          `PgBouncer did not take connections on port ${port}: ${(error as Error).message}\n${said}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { pooled, process: child, stop: () => child.kill('SIGKILL') };
}
