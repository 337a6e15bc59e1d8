/**
 * The server under a crowd: starts `npm run serve` as its own process (the embedded engine in a
 * temporary directory, seeded with the demo marketplace; or DATABASE_URL), then drives it over HTTP
 * from this process: first one client alone (the floor), then `--clients` clients at once for
 * `--seconds`, each calling the screens' API calls one after another and, on a 503, waiting the
 * Retry-After it was given, as the web app would. Then the crowd leaves at once (every request in
 * flight is dropped) and one more client times how soon it is served.
 *
 * The question it answers: does every request get an answer (data, or a prompt "busy, retry in N s")
 * within 10 s, however many clients come?
 *
 *   npm run bench:crowd -- [--clients 200] [--seconds 60]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startDemoServer } from './lib/demo-server.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'floor-seconds': { type: 'string', default: '10' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const floorSeconds = Number(values['floor-seconds']);
/** The promise of the issue: no request waits longer than this without an answer. */
const UNANSWERED_LIMIT_MS = 10_000;
/** A client gives up on a request after this long (so a stuck server still ends the run). */
const CLIENT_TIMEOUT_MS = 60_000;
const DEMO_PASSWORD = 'Demo1234!';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-bench-crowd-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

console.log(`# The server under a crowd (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
console.log(
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPUs · ${os.cpus()[0]?.model}`,
);

const server = await startDemoServer(dataDir, port);
try {
  const calls = await screenCalls();
  console.log(`\n${calls.length} calls of the screens (board, My Loads, details, dashboards, search, bell).`);

  const floor = await drive(1, floorSeconds);
  console.log(
    '\n| phase | clients | requests | answered 2xx | 503 busy | other status | no answer | p50 ms | p99 ms | max ms | > 10 s | req/s |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('alone (floor)', 1, floor, floorSeconds));
  const crowd = await drive(clients, seconds);
  console.log(row('crowd', clients, crowd, seconds));

  const afterwards = await timeOne(calls);
  console.log(
    `\nRatios to the floor: crowd p50 ${ratio(crowd.okTimes, floor.okTimes, 0.5)}, p99 ${ratio(crowd.okTimes, floor.okTimes, 0.99)} (answered 2xx only).`,
  );
  console.log(
    `503 answers took p50 ${percentile(crowd.busyTimes, 0.5)} ms, max ${percentile(crowd.busyTimes, 1)} ms.`,
  );
  console.log(
    `Right after the crowd left (its requests in flight dropped), one request was served in ${afterwards} ms.`,
  );
  const verdict = crowd.slowest <= UNANSWERED_LIMIT_MS && crowd.failures === 0;
  console.log(
    `\n${verdict ? 'PASS' : 'FAIL'}: the longest any request waited for an answer was ${Math.round(crowd.slowest)} ms (limit ${UNANSWERED_LIMIT_MS} ms); ${crowd.failures} got no answer.`,
  );

  async function drive(count: number, durationSeconds: number) {
    const result = {
      okTimes: [] as number[],
      busyTimes: [] as number[],
      other: 0,
      failures: 0,
      slowest: 0,
      sent: 0,
    };
    const stopAt = performance.now() + durationSeconds * 1000;
    const leave = new AbortController();
    const loops = Array.from({ length: count }, async (_, client) => {
      let turn = client;
      while (performance.now() < stopAt) {
        const call = calls[turn++ % calls.length] as Call;
        const started = performance.now();
        result.sent++;
        try {
          const res = await fetch(`${origin}${call.path}`, {
            headers: call.headers,
            signal: AbortSignal.any([leave.signal, AbortSignal.timeout(CLIENT_TIMEOUT_MS)]),
          });
          await res.arrayBuffer();
          const took = performance.now() - started;
          result.slowest = Math.max(result.slowest, took);
          if (res.ok) result.okTimes.push(took);
          else if (res.status === 503) {
            result.busyTimes.push(took);
            const wait = Number(res.headers.get('retry-after') ?? 1) * 1000;
            await pause(Math.min(wait, Math.max(0, stopAt - performance.now())));
          } else result.other++;
        } catch (error) {
          if (leave.signal.aborted) return;
          result.failures++;
          result.slowest = Math.max(result.slowest, performance.now() - started);
          if (result.failures <= 3)
            console.error(`no answer for ${call.path}: ${String((error as Error).cause ?? error)}`);
        }
      }
    });
    // The crowd leaves at the end of its time: whatever it still waits for is dropped.
    const timer = setTimeout(() => leave.abort(), durationSeconds * 1000);
    await Promise.all(loops);
    clearTimeout(timer);
    return result;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}

interface Call {
  path: string;
  headers: Record<string, string>;
}

type Result = {
  okTimes: number[];
  busyTimes: number[];
  other: number;
  failures: number;
  slowest: number;
  sent: number;
};

function row(phase: string, count: number, result: Result, durationSeconds: number) {
  const all = [...result.okTimes, ...result.busyTimes];
  const over = all.filter((took) => took > UNANSWERED_LIMIT_MS).length;
  return `| ${phase} | ${count} | ${result.sent} | ${result.okTimes.length} | ${result.busyTimes.length} | ${result.other} | ${result.failures} | ${percentile(all, 0.5)} | ${percentile(all, 0.99)} | ${Math.round(result.slowest)} | ${over} | ${Math.round(all.length / durationSeconds)} |`;
}

function percentile(times: number[], p: number): string {
  if (times.length === 0) return '—';
  const sorted = [...times].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number).toFixed(1);
}

function ratio(times: number[], floorTimes: number[], p: number): string {
  const a = Number(percentile(times, p));
  const b = Number(percentile(floorTimes, p));
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(1)}×` : '—';
}

async function timeOne(calls: Call[]): Promise<number> {
  const call = calls[0] as Call;
  const started = performance.now();
  const res = await fetch(`${origin}${call.path}`, { headers: call.headers });
  await res.arrayBuffer();
  return Math.round(performance.now() - started);
}

/** Signs in the four demo roles and lists the calls their screens make. */
async function screenCalls(): Promise<Call[]> {
  const sessions: Record<string, Record<string, string>> = {};
  for (const [role, email] of [
    ['broker', 'broker@example.com'],
    ['rfp', 'rfp.carrier@example.com'],
    ['rfd', 'rfd.carrier@example.com'],
    ['admin', 'admin@example.com'],
  ] as const) {
    const res = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: { token: string } };
    sessions[role] = { authorization: `Bearer ${body.data.token}` };
  }
  const { broker, rfp, rfd, admin } = sessions as Record<
    'broker' | 'rfp' | 'rfd' | 'admin',
    Record<string, string>
  >;
  const board = await fetch(`${origin}/api/loads/all-loads?limit=20`, { headers: rfp });
  const ids = ((await board.json()) as { data: { loads: { id: number }[] } }).data.loads.map(
    (load) => load.id,
  );
  const call = (p: string, headers: Record<string, string>): Call => ({ path: p, headers });
  return [
    call('/api/loads/all-loads?page=1&limit=10', rfp),
    call('/api/dashboard/broker', broker),
    call('/api/notifications/unread-count', rfp),
    call(`/api/loads/${ids[0]}`, rfp),
    call('/api/loads/view-loads?page=1&limit=10', broker),
    call('/api/dashboard/rfp-carrier', rfp),
    call('/api/loads/all-loads?page=3&limit=10', rfd),
    call('/api/loads/search?location=chicago', rfd),
    call('/api/notifications?page=1&limit=10', broker),
    call('/api/dashboard/rfd-carrier', rfd),
    call(`/api/loads/${ids[5] ?? ids[0]}`, broker),
    call('/api/contacts', broker),
    call('/api/loads/analytics', admin),
    call('/api/notifications/unread-count', broker),
  ];
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
