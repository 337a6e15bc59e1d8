import { once } from 'node:events';
import { rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { apiToken, inDays } from '../loads-helpers.ts';
import { bellCount, freightBody, freshAccount, postFreight, requestLoadViaApi } from '../requests-helpers.ts';
import { signIn, unique } from '../support/auth.ts';
import { clusterRuntime } from './runtime.ts';

/**
 * Faults injected into the running cluster (e2e/cluster/run.ts restarts a killed process after a
 * second, unless a spec holds it down): a web instance killed under writes and under a browser's
 * live stream, the worker killed in the middle of a Sync All.
 */

test.describe.configure({ mode: 'serial' });

async function rowsOf<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: clusterRuntime().databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * Kills a process with SIGKILL; held, it stays down until `release`. Returns once a web instance's
 * port refuses connections: until the process is gone, the kernel may still accept one for it.
 */
async function kill(name: string, { hold }: { hold: boolean }) {
  const { processes, holdDir } = clusterRuntime();
  if (hold) await writeFile(path.join(holdDir, name), '');
  const killed = processes[name];
  process.kill(killed?.pid as number, 'SIGKILL');
  if (killed?.url)
    await expect
      .poll(async () => (await fetch(`${killed.url}/api/health/live`).catch(() => undefined)) === undefined)
      .toBe(true);
}

/** Lets a held process start again, and waits until it answers ready. */
async function release(name: string) {
  const { holdDir } = clusterRuntime();
  const before = clusterRuntime().processes[name]?.pid;
  await rm(path.join(holdDir, name), { force: true });
  await expect
    .poll(
      async () => {
        const started = clusterRuntime().processes[name];
        if (!started?.url || started.pid === before) return false;
        return (await fetch(`${started.url}/api/health/ready`).catch(() => undefined))?.status === 200;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** Event streams open on each web instance, from its /metrics. */
async function openStreams(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of ['web1', 'web2']) {
    const port = clusterRuntime().processes[name]?.metricsPort;
    const text = await fetch(`http://127.0.0.1:${port}/metrics`)
      .then((res) => res.text())
      .catch(() => '');
    counts[name] = Number(/^loadboard_live_streams_open (\d+)/m.exec(text)?.[1] ?? 0);
  }
  return counts;
}

test('a web instance killed under a write load loses no acknowledged write', async ({ request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'broker');
  const prefix = `KILL-${unique()}`.toUpperCase();
  const acknowledged = new Map<number, string>();
  const refused: number[] = [];
  let killed = false;
  const post = async (index: number) => {
    const jobNumber = `${prefix}-${index}`;
    const res = await request
      .post('/api/loads', {
        headers: { authorization: `Bearer ${token}` },
        data: freightBody(20 + index, { jobNumber, pickupZip: '60601', deliveryZip: '75201' }),
      })
      .catch(() => undefined);
    if (res?.status() === 201)
      acknowledged.set(((await res.json()) as { data: { id: number } }).data.id, jobNumber);
    else refused.push(res?.status() ?? 0);
    if (!killed && acknowledged.size >= 15) {
      killed = true;
      await kill('web1', { hold: true });
    }
  };
  // Six brokers' tabs at once, sixty posts in all.
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < 60) await post(next++);
    }),
  );
  expect(killed).toBe(true);
  // The survivor took the rest: the proxy retried the connections the dead instance refused.
  expect(acknowledged.size).toBeGreaterThanOrEqual(50);

  const ids = [...acknowledged.keys()];
  const stored = await rowsOf<{ id: number; job_number: string }>(
    'SELECT id, job_number FROM loads WHERE id = ANY($1::int[])',
    [ids],
  );
  expect(new Map(stored.map((row) => [row.id, row.job_number]))).toEqual(acknowledged);
  // And none was written twice by a retry.
  const [written] = await rowsOf<{ copies: number }>(
    'SELECT count(*)::int AS copies FROM loads WHERE job_number LIKE $1',
    [`${prefix}-%`],
  );
  const copies = written?.copies ?? 0;
  expect(copies).toBeLessThanOrEqual(60);
  expect(copies - acknowledged.size).toBeLessThanOrEqual(refused.length);
  await release('web1');
});

test("the browser's live stream reconnects to the survivor and catches up on what it missed", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(Object.values(await openStreams()).reduce((a, b) => a + b, 0)).toBe(0);
  await signIn(page, 'broker');
  await expect.poll(async () => Object.values(await openStreams()).reduce((a, b) => a + b, 0)).toBe(1);
  const streams = await openStreams();
  const holder = streams.web1 === 1 ? 'web1' : 'web2';
  const survivor = holder === 'web1' ? 'web2' : 'web1';
  const before = await bellCount(page);

  await kill(holder, { hold: true });
  // Sent while the browser's stream is down: it must learn of it once it is back.
  const load = await postFreight(request, 'broker');
  await requestLoadViaApi(request, 'rfpCarrier', load.id, 1700);

  await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBe(before + 1);
  await expect.poll(async () => (await openStreams())[survivor], { timeout: 30_000 }).toBe(1);
  await release(holder);
});

test('the worker killed during a Sync All finishes the run once after it restarts', async ({ request }) => {
  test.setTimeout(240_000);
  // Feeds on loopback, each answering two posts after a second and a half.
  const feeds = createServer((req, res) => {
    const name = /^\/([\w-]+)\.csv$/.exec(new URL(req.url ?? '/', 'http://feed').pathname)?.[1];
    if (!name) return void res.writeHead(404).end();
    const rows = [1, 2].map(
      (n) => `${name}-${n},10001,60601,${inDays(40 + n)},${inDays(43 + n)},1200,${2000 + n}`,
    );
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(['jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate', ...rows].join('\r\n'));
    }, 1500);
  });
  feeds.listen(0, '127.0.0.1');
  await once(feeds, 'listening');
  const feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  try {
    const names = Array.from({ length: 6 }, (_, index) => `sync-${unique()}-${index}`);
    for (const name of names) {
      const member = await freshAccount(request, { userType: 'BROKER' });
      const res = await request.patch('/api/settings/load-board-urls', {
        headers: { authorization: `Bearer ${member.token}` },
        data: { loadBoardUrls: [`${feedBase}/${name}.csv`] },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const admin = await apiToken(request, 'admin');
    const started = await request.post('/api/loadboard/sync-all', {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(started.status(), await started.text()).toBe(202);
    const runId = ((await started.json()) as { jobId: string }).jobId;

    // Killed once the run is under way and some members are done.
    await expect
      .poll(
        async () =>
          (
            await rowsOf<{ done: number }>('SELECT done_users AS done FROM sync_runs WHERE id = $1', [runId])
          )[0]?.done,
        { timeout: 60_000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(1);
    await kill('worker', { hold: false });

    await expect
      .poll(
        async () =>
          (await rowsOf<{ state: string }>('SELECT state FROM sync_runs WHERE id = $1', [runId]))[0]?.state,
        { timeout: 150_000, intervals: [500] },
      )
      .toBe('completed');
    const [run] = await rowsOf<{ attempts: number }>('SELECT attempts FROM sync_runs WHERE id = $1', [runId]);
    // Taken over once: the dead worker's attempt, then the restarted one's.
    expect(run?.attempts).toBe(2);
    // Every member's two posts, each exactly once.
    for (const name of names) {
      const posts = await rowsOf<{ job_number: string }>(
        'SELECT job_number FROM loads WHERE job_number LIKE $1 ORDER BY job_number',
        [`${name}-%`],
      );
      expect(posts.map((row) => row.job_number)).toEqual([`${name}-1`, `${name}-2`]);
    }
  } finally {
    feeds.close();
  }
});
