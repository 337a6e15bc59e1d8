/**
 * A hostile load-board feed against the server: starts the real server as its own process (the
 * embedded engine in a temporary directory, seeded with the demo marketplace, background jobs on;
 * or DATABASE_URL), serves HTML feeds shaped to make a parser slow from a fake board on loopback
 * (apps/server/test/fake-feed-server.ts: thousands of nested unclosed tags, a huge run of
 * attributes, runs of unclosed `<td ` and bare `<`), and has the demo broker sync it from the header
 * at a few sizes up to 5 MB. Throughout, another client asks `/api/health` back to back.
 *
 * The questions it answers: does the time to read a feed grow in proportion to its size (not its
 * square), and does the server keep answering (health within 100 ms) while it reads one?
 *
 *   npm run bench:hostile-feed -- [--sizes 1.25,2.5,5] [--port <n>] [--feed-port <n>]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SyncJobStatus } from '@loadboard/contracts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { readFeed } from '../apps/server/src/modules/loadboards/index.ts';
import { hostileHtml, startFakeFeedServer } from '../apps/server/test/fake-feed-server.ts';
import { freePort, startDemoServer } from './lib/demo-server.ts';
import { ms, percentile } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1.25,2.5,5' },
    port: { type: 'string' },
    'feed-port': { type: 'string', default: '0' },
  },
});
/** Feed sizes in MB of 1,000,000 bytes: the largest, 5, is just under the 5 MiB a feed may be. */
const sizes = values.sizes.split(',').map(Number);
/** The promise of the issue: health answers within this while a feed is read. */
const HEALTH_TARGET_MS = 100;
/** The pause between two health checks of the polling client. */
const HEALTH_PAUSE_MS = 10;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-bench-hostile-feed-'));
const port = values.port ? Number(values.port) : await freePort();
const origin = `http://127.0.0.1:${port}`;
const feeds = await startFakeFeedServer({ port: Number(values['feed-port']) });

console.log(`# A hostile HTML feed (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
console.log(
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPUs · ${os.cpus()[0]?.model} · load average ${os.loadavg()[0]?.toFixed(1)}`,
);

const server = await startDemoServer(dataDir, port, { RUN_JOBS: 'true', LOADBOARD_ALLOW_PRIVATE: 'true' });
try {
  const headers = await signIn('broker@example.com');
  await call('PATCH', '/settings/load-board-urls', headers, {
    loadBoardUrls: [feeds.url('/hostile-html')],
  });

  // A small feed first: the feed-checker thread starts (from the TypeScript source, through tsx).
  feeds.state.hostile = { bytes: 10_000, trapBytes: 1000 };
  await syncOnce(headers);

  const rows: string[] = [];
  const all: number[] = [];
  for (const mb of sizes) {
    const bytes = Math.round(mb * 1_000_000);
    // Half the feed is the runs that made the former regular expressions slow, half the nested tags
    // and attributes that make an element tree slow.
    feeds.state.hostile = { bytes, trapBytes: Math.round(bytes / 4) };
    const read = readTime(feeds.state.hostile);
    const health = pollHealth();
    const { status, elapsed } = await syncOnce(headers);
    const times = await health.stop();
    all.push(...times);
    const sorted = [...times].sort((a, b) => a - b);
    rows.push(
      `| ${mb} | ${ms(read)} | ${ms(read / mb)} | ${(elapsed / 1000).toFixed(2)} | ${status.state}: ${status.result?.added ?? 0} added, ${status.result?.updated ?? 0} updated | ${times.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} |`,
    );
  }
  console.log(
    '\nRead: the feed parsed (readFeed, as a feed-checker thread runs it), best of 3 in this process.',
  );
  console.log('Sync: from pressing the header button to the job completed (fetched over loopback, read');
  console.log('on a feed-checker thread, one post written), polled every 50 ms. Health: its answer time.\n');
  console.log(
    '| Feed (MB) | Read (ms) | ms per MB | Sync (s) | Result | Health checks | p50 (ms) | p99 (ms) | max (ms) |',
  );
  console.log('| --: | --: | --: | --: | :-- | --: | --: | --: | --: |');
  for (const row of rows) console.log(row);
  const sorted = all.sort((a, b) => a - b);
  const max = sorted.at(-1) ?? Number.NaN;
  console.log(
    `\nHealth throughout: ${all.length} checks, p50 ${ms(percentile(sorted, 50))} ms, p99 ${ms(percentile(sorted, 99))} ms, max ${ms(max)} ms — target ${HEALTH_TARGET_MS} ms: ${max <= HEALTH_TARGET_MS ? 'met' : 'missed'}.`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await feeds.close();
  await rm(dataDir, { recursive: true, force: true });
}

async function call<T = unknown>(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${origin}/api${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(email: string): Promise<Record<string, string>> {
  const { data } = await call<{ data: { token: string } }>(
    'POST',
    '/auth/login',
    {},
    {
      email,
      password: DEMO_PASSWORD,
    },
  );
  return { authorization: `Bearer ${data.token}` };
}

/** The header's sync, started and polled until the job is completed or failed. */
async function syncOnce(headers: Record<string, string>) {
  const start = performance.now();
  const { jobId } = await call<{ jobId: string }>('GET', '/loadboard/scrape-save', headers);
  for (;;) {
    const { data } = (await call('GET', `/loadboard/sync-status/${jobId}`, headers)) as {
      data: SyncJobStatus;
    };
    if (data.state === 'completed' || data.state === 'failed')
      return { status: data, elapsed: performance.now() - start };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `/api/health` asked back to back (a short pause between) until stopped; answers each one's time. */
function pollHealth() {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      const res = await fetch(`${origin}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PAUSE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

/** How long reading the feed takes, best of 3 (the server is idle meanwhile). */
function readTime(shape: { bytes: number; trapBytes: number }): number {
  const body = new TextEncoder().encode(hostileHtml(shape.bytes, shape.trapBytes));
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    readFeed({ body, contentType: 'text/html' });
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
