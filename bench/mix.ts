/**
 * `npm run bench:mix`: a day's traffic on the bench's database (PostgreSQL at DATABASE_URL, filled as
 * the other benches fill it), through the cluster the cluster test starts (e2e/cluster/cluster.ts:
 * HAProxy, two web instances, a worker, PgBouncer). Virtual users, each doing what a member does and
 * then thinking for about `--think` ms, in the mix of mix-actions.ts, beside `--streams` open live
 * streams; `--seconds` at each number of `--users`. Per call: answers per second, p50, p99 and
 * errors; per level: the web instances' own p99 (their /metrics), this client's event-loop delay,
 * the processes' CPU and memory; and the knee, the first level whose p99 passes 250 ms. Then
 * `--writers` brokers post at once, and as many carriers request, back to back, with what the
 * database waited on meanwhile.
 *
 *   DATABASE_URL=postgres://…/bench npm run bench:mix -- [--users 50,200,500] [--seconds 60]
 *     [--think 1000] [--streams 1000] [--writers 16] [--port-base 3801]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { clusterPrerequisites, startCluster } from '../e2e/cluster/cluster.ts';
import { answerCounts, answerP99 } from './lib/answer-times.ts';
import { sampleWaits, topCounts } from './lib/database-waits.ts';
import { openFilledDatabase } from './lib/filled-database.ts';
import { type CpuSample, cpuSample, cpuShares, rssMiB } from './lib/process-usage.ts';
import { ms, percentile } from './lib/stats.ts';
import { type Member, MixActions, type Tally } from './mix-actions.ts';
import { openStreams } from './mix-streams.ts';

/** Where a level's p99 passing this names it the knee. */
const KNEE_MS = 250;
/** How often the client's event loop is checked; a delay is what exceeds it. */
const LOOP_RESOLUTION_MS = 10;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('npm run bench:mix runs on PostgreSQL: set DATABASE_URL to the bench database');
  process.exit(1);
}
for (const missing of clusterPrerequisites()) {
  console.error(`npm run bench:mix needs ${missing}`);
  process.exitCode = 1;
}
if (process.exitCode) process.exit();

const filled = await openFilledDatabase('A day’s traffic through the cluster', {
  defaultRuns: 1,
  tempPrefix: 'loadboard-bench-mix-',
  extra: {
    users: '50,200,500',
    seconds: '60',
    think: '1000',
    streams: '1000',
    writers: '16',
    'port-base': '3801',
  },
});
// `--users 0` runs no level: the writers alone.
const levels = String(filled.extra.users)
  .split(',')
  .map(Number)
  .filter((users) => users > 0);
const seconds = Number(filled.extra.seconds);
const thinkMs = Number(filled.extra.think);
const streamCount = Number(filled.extra.streams);
const writerCount = Number(filled.extra.writers);
const workDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-bench-mix-cluster-'));

const cluster = await startCluster({
  serverUrl: url,
  databaseUrl: url,
  portBase: Number(filled.extra['port-base']),
  workDir,
  seedDemo: false,
  env: {
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret',
    // Every virtual user comes from 127.0.0.1: the sign-in limits are the API tests' to check.
    LOGIN_IP_FAILURES: '100000',
    LOGIN_SLOWDOWN_AFTER: '100000',
  },
});
try {
  const actions = await MixActions.prepare(filled.database, cluster.proxyUrl, filled.accounts);
  console.log(
    `\n${actions.members.length} members signed in through ${cluster.proxyUrl}; ${levels.join(', ')} virtual users, ${seconds} s each, think time about ${thinkMs} ms.`,
  );
  const streams = await openStreams(cluster.proxyUrl, actions.members, streamCount);
  console.log(`${streams.open()} of ${streamCount} live streams open.`);

  const summary: string[] = [];
  let knee: number | undefined;
  for (const users of levels) {
    const before = await cpuSample(cluster.processes);
    const answeredBefore = await answerCounts(cluster.webMetricsUrls);
    // A stall of this process delays every answer it times: said beside the times.
    const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loopDelay.enable();
    const started = performance.now();
    const tally = await drive(actions, users, seconds * 1000);
    const elapsed = performance.now() - started;
    loopDelay.disable();
    const after = await cpuSample(cluster.processes);
    const own = answerP99(answeredBefore, await answerCounts(cluster.webMetricsUrls));
    const all = Object.values(tally)
      .flatMap((call) => call.times)
      .sort((a, b) => a - b);
    const errors = Object.values(tally).reduce((sum, call) => sum + call.errors, 0);
    const p99 = percentile(all, 99);
    if (knee === undefined && p99 > KNEE_MS) knee = users;
    printLevel(users, tally, elapsed);
    const rate = (all.length + errors) / (elapsed / 1000);
    summary.push(
      `| ${users} | ${rate.toFixed(0)} | ${ms(percentile(all, 50))} | ${ms(p99)} | ${errors} | ≤ ${ms(own.p99Within * 1000)} (${(own.under100 * 100).toFixed(1)}% ≤ 100) | ${ms(loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS)} / ${ms(loopDelay.max / 1e6 - LOOP_RESOLUTION_MS)} | ${streams.open()} | ${usage(before, after, elapsed)} |`,
    );
  }
  console.log('\n## Each level\n');
  console.log(
    "| users | req/s | p50 ms | p99 ms | errors | instances' own p99 ms | client's event-loop delay p99 / max ms | streams open | CPU (% of a core) · RSS MiB |",
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const line of summary) console.log(line);
  console.log(
    knee === undefined
      ? `\nNo level's p99 passed ${KNEE_MS} ms.`
      : `\nThe knee: p99 passed ${KNEE_MS} ms at ${knee} virtual users.`,
  );
  streams.close();
  await concurrentWriters(actions, writerCount, seconds * 1000);
} finally {
  cluster.stop();
  await filled.database.close();
  await rm(workDir, { recursive: true, force: true });
  await rm(filled.tempDir, { recursive: true, force: true });
}

/** `users` virtual users for `durationMs`, each starting within a think time of the others. */
async function drive(actions: MixActions, users: number, durationMs: number): Promise<Tally> {
  const tally: Tally = {};
  const until = performance.now() + durationMs;
  const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
  await Promise.all(
    Array.from({ length: users }, async () => {
      await think();
      while (performance.now() < until) {
        await actions.runOne(tally);
        await think();
      }
    }),
  );
  return tally;
}

/**
 * `count` brokers posting at once, back to back, then `count` carriers requesting those posts: each
 * call's p50 and p99, and what the database's backends waited on meanwhile.
 */
async function concurrentWriters(actions: MixActions, count: number, durationMs: number) {
  const brokers = actions.members.filter((member) => member.role === 'broker').slice(0, count);
  const carriers = actions.members.filter((member) => member.role === 'rfpCarrier').slice(0, count);
  console.log(`\n## ${count} writers at once, back to back\n`);
  console.log(
    '| call | writers | count | p50 ms | p99 ms | errors | CPU ms per call | cores busy | waits sampled (backends) | rows waited for, by table |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  // A write answers whether its writer goes on: requests stop when the posts to request run out.
  const phases: [string, Member[], (tally: Tally, member: Member) => Promise<boolean>][] = [
    [
      'post a load',
      brokers,
      async (tally, member) => {
        await actions.post(tally, 'post a load', member);
        return true;
      },
    ],
    ['send a request', carriers, (tally, member) => actions.request(tally, 'send a request', member)],
  ];
  const usages: string[] = [];
  for (const [name, writers, write] of phases) {
    const tally: Tally = {};
    const waits = sampleWaits(filled.database);
    const before = await cpuSample(cluster.processes);
    const started = performance.now();
    const until = started + durationMs;
    await Promise.all(
      writers.map(async (member) => {
        while (performance.now() < until && (await write(tally, member)));
      }),
    );
    const elapsed = performance.now() - started;
    const after = await cpuSample(cluster.processes);
    const sampled = await waits.stop();
    const call = tally[name] ?? { times: [], errors: 0 };
    const sorted = [...call.times].sort((a, b) => a - b);
    // Every process of the cluster, PostgreSQL's and the bench client's included.
    const cores =
      Object.values(cpuShares(before, after, elapsed)).reduce((sum, share) => sum + share, 0) / 100;
    const cpuPerCall = sorted.length ? ms((cores * elapsed) / sorted.length) : '–';
    console.log(
      `| ${name} | ${writers.length} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${call.errors} | ${cpuPerCall} | ${cores.toFixed(2)} | ${topCounts(sampled.events)} | ${topCounts(sampled.rowLocks)} |`,
    );
    usages.push(`- ${name}: ${usage(before, after, elapsed)}`);
  }
  console.log(`\nCPU (% of a core) and memory of each process:\n\n${usages.join('\n')}`);
}

function printLevel(users: number, tally: Tally, elapsed: number) {
  console.log(`\n## ${users} virtual users\n`);
  console.log('| action | call | count | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, call] of Object.entries(tally).sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...call.times].sort((a, b) => a - b);
    const [action, callName] = name.split(': ');
    console.log(
      `| ${action} | ${callName} | ${sorted.length} | ${(sorted.length / (elapsed / 1000)).toFixed(1)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${call.errors}${call.lastError ? ` (${call.lastError})` : ''} |`,
    );
  }
}

/** Each process's share of a core over the level, and its memory at the end. */
function usage(before: CpuSample, after: CpuSample, elapsed: number): string {
  const shares = cpuShares(before, after, elapsed);
  return Object.entries(shares)
    .map(([name, share]) => {
      const rss = after.rss[name];
      return `${name} ${share.toFixed(0)}%${rss === undefined ? '' : ` · ${rssMiB(rss)}`}`;
    })
    .join('; ');
}
