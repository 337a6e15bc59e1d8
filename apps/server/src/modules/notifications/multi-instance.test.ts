import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration } from '../../../test/accounts.ts';
import { REPO_ROOT } from '../../paths.ts';
import { freightBody } from '../loads/test-fixtures.ts';
import { countOf, isUnreadCount, openSse, type SseConnection } from './test-sse.ts';

/**
 * Two real server processes on one PostgreSQL database (decisions.md: live updates reach users
 * connected to any instance). Only in the postgres project: PGlite serves one process.
 */

interface Instance {
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `loadboard_multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let dataDir: string;
let a: Instance;
let b: Instance;
const streams: SseConnection[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'multi-instance-secret',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output.join('')}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Load board ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output.join('')}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, output, exited };
}

async function call(instance: Instance, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> & { id: number; token: string } };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('live updates across two server processes', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-multi-'));
    await admin((client) => client.query(`CREATE DATABASE ${dbName}`));
    const url = new URL(serverUrl as string);
    url.pathname = `/${dbName}`;
    // Both start at once: the migration lock lets one migrate while the other waits.
    [a, b] = await Promise.all([startInstance(url.toString()), startInstance(url.toString())]);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null) {
        instance.child.kill('SIGKILL');
        await instance.exited;
      }
    }
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a request made through A reaches the owner streaming from B within a second, and back', async () => {
    const broker = await call(
      a,
      'POST',
      '/api/auth/register',
      newRegistration({ companyName: 'Blue Ridge Brokerage' }),
    );
    const carrier = await call(
      a,
      'POST',
      '/api/auth/register',
      newRegistration({ userType: 'RFP_CARRIER', companyName: 'Prairie Movers' }),
    );
    const load = await call(a, 'POST', '/api/loads', freightBody(), broker.token);

    const onB = await openSse(`${b.url}/api/notifications/stream?token=${encodeURIComponent(broker.token)}`);
    streams.push(onB);
    expect(onB.status).toBe(200);
    expect(countOf(await onB.next(isUnreadCount))).toBe(0);

    const sentAt = Date.now();
    const request = await call(
      a,
      'POST',
      `/api/loads/${load.id}/request`,
      { proposedRate: 1850, message: "I'm interested in this load." },
      carrier.token,
    );
    expect(countOf(await onB.next(isUnreadCount, 1000))).toBe(1);
    expect(Date.now() - sentAt).toBeLessThan(1000);

    // The carrier streams from A; the broker accepts through B.
    const onA = await openSse(`${a.url}/api/notifications/stream?token=${encodeURIComponent(carrier.token)}`);
    streams.push(onA);
    expect(countOf(await onA.next(isUnreadCount))).toBe(0);
    await call(b, 'PATCH', `/api/requests/${request.id}/status`, { status: 'ACCEPTED' }, broker.token);
    expect(countOf(await onA.next(isUnreadCount, 1000))).toBe(1);

    // Marking read through A lowers the count streaming from B.
    await call(a, 'PUT', '/api/notifications/mark-all-read', {}, broker.token);
    expect(countOf(await onB.next(isUnreadCount, 1000))).toBe(0);
  });

  it('a logout through A ends the session’s stream on B within 5 s; B refuses its token after', async () => {
    const member = await call(
      a,
      'POST',
      '/api/auth/register',
      newRegistration({ companyName: 'Late Shift' }),
    );
    const streamUrl = `${b.url}/api/notifications/stream?token=${encodeURIComponent(member.token)}`;
    const onB = await openSse(streamUrl);
    streams.push(onB);
    expect(countOf(await onB.next(isUnreadCount))).toBe(0);

    const sentAt = Date.now();
    await call(a, 'POST', '/api/auth/logout', {}, member.token);
    await Promise.race([
      onB.ended,
      new Promise((_resolve, reject) =>
        setTimeout(() => reject(new Error('the stream on B stayed open')), 5000),
      ),
    ]);
    expect(Date.now() - sentAt).toBeLessThan(5000);
    const again = await openSse(streamUrl);
    expect(again.status).toBe(401);
  });

  it('stops cleanly on SIGTERM with streams open', async () => {
    for (const instance of [a, b]) {
      const started = Date.now();
      instance.child.kill('SIGTERM');
      expect(await instance.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    await Promise.all(streams.map((stream) => stream.ended));
  });
});
