import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SyncJobStatus } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeFeedServer } from '../test/fake-feed-server.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.ts';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process.ts';
import { DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { pdfText } from './modules/confirmations/test-fixtures.ts';
import { REPO_ROOT } from './paths.ts';

/**
 * The server as `npm start` runs it: compiled by `npm run build:server`, then run by plain node (no
 * tsx) on a new database of the test project's engine, seeded with the demo marketplace.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
let dataDir: string;
let scratch: ScratchDatabase | undefined;
let server: ServerProcess;
let address: string;
let feeds: Awaited<ReturnType<typeof startFakeFeedServer>>;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['apps/server/build.ts'], { cwd: REPO_ROOT });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-production-'));
  feeds = await startFakeFeedServer();
  scratch = onPostgres ? await createScratchDatabase('loadboard_production') : undefined;
  const port = await freePort();
  address = `http://127.0.0.1:${port}`;
  server = await startServerProcess(
    'apps/server/dist/server.js',
    {
      ...(scratch ? { DATABASE_URL: scratch.url, SEED_DEMO: 'true' } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOADBOARD_ALLOW_PRIVATE: 'true',
    },
    'Load board ready',
    // A new embedded database migrates and seeds before it is ready: slow on a busy machine.
    180_000,
  );
}, 240_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await feeds?.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the compiled server', () => {
  it('runs on plain node and answers its health check', async () => {
    const commandLine = (await readFile(`/proc/${server.child.pid}/cmdline`, 'utf8'))
      .split('\0')
      .filter(Boolean);
    expect(commandLine).toEqual([process.execPath, 'apps/server/dist/server.js']);
    expect(commandLine.join(' ')).not.toMatch(/tsx/);

    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'success',
      data: { database: onPostgres ? 'postgres' : 'pglite' },
    });
  });

  it('signs a demo broker in, refuses a common password, and finds a ZIP', async () => {
    const signIn = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { data } = (await signIn.json()) as { data: { token: string; user: { userType: string } } };
    expect(data.user.userType).toBe('BROKER');

    // The list of common passwords and the ZIP database are files the compiled server reads.
    const register = await fetch(`${address}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'common-password@example.com',
        username: 'commonpassword',
        password: 'password123',
        userType: 'BROKER',
        companyName: 'Common Freight',
        contactName: 'Casey Common',
        firstName: 'Casey',
        lastName: 'Common',
        phone: '312-555-0199',
      }),
    });
    expect(register.status).toBe(422);
    expect(((await register.json()) as { errors: string[] }).errors).toEqual(['This password is too common']);

    const zip = await fetch(`${address}/api/geo/zip/60601`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(((await zip.json()) as { data: { location: string } }).data.location).toBe('Chicago, IL');
  });

  it("checks an import in the import's own worker thread, bundled beside the server", async () => {
    const signIn = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const row = (pickupZip: string) => `${pickupZip},75201,${day(3)},${day(5)},1200,2400`;
    const importFile = (lines: string[]) => {
      const form = new FormData();
      const text = ['pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate', ...lines].join('\n');
      form.append('file', new Blob([text], { type: 'text/csv' }), 'loads.csv');
      return fetch(`${address}/api/loads/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };

    const refused = await importFile([row('60601'), row('00000')]);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual([
      'row 3: Invalid ZIP code 00000',
    ]);
    const imported = await importFile([row('60601'), row('46204')]);
    expect(imported.status).toBe(201);
    expect(((await imported.json()) as { data: unknown }).data).toEqual({ imported: 2 });
  });

  it("syncs a member's load board in the background, reading the feed on the built feed-checker thread", async () => {
    const signIn = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const urls = await fetch(`${address}/api/settings/load-board-urls`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ loadBoardUrls: [feeds.url('/html')] }),
    });
    expect(urls.status).toBe(200);

    const started = await fetch(`${address}/api/loadboard/scrape-save`, { headers });
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    let status: SyncJobStatus | undefined;
    await vi.waitFor(
      async () => {
        const res = await fetch(`${address}/api/loadboard/sync-status/${jobId}`, { headers });
        status = ((await res.json()) as { data: SyncJobStatus }).data;
        expect(status.state).toBe('completed');
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(status?.result).toMatchObject({ added: 2, updated: 0, failedFeeds: [] });
  }, 90_000);

  it("draws a demo deal's rate confirmation with the PDF library and its fonts, kept out of the bundle", async () => {
    const signIn = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD }),
    });
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}` };
    const assigned = await fetch(`${address}/api/loads/view-loads?status=ASSIGNED`, { headers });
    const [deal] = ((await assigned.json()) as { data: { loads: { id: number }[] } }).data.loads;
    if (!deal) throw new Error('the demo broker has no assigned load');

    const res = await fetch(`${address}/api/loads/${deal.id}/rate-confirmation`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Rate confirmation');
    expect(text).toContain('Blue Ridge Brokerage');
  });
});
