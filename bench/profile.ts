/**
 * Where a call's time goes in the server: a CPU profile of the app while one client drives the
 * call over HTTP (as bench/run.ts does), on a database bench/run.ts filled. Prints, per call, the
 * functions with the most self time and the share of each part (Node's HTTP, the driver, Fastify,
 * Drizzle, zod, the app's own code, idle), and writes the .cpuprofile for Chromium's DevTools.
 * Beside it, what the call allocates, by part and by function (V8's sampling heap profiler, counting
 * the objects collected since): the young generation fills at that rate, and each collection is a
 * pause some request waits through.
 *
 *   DATABASE_URL=postgres://…/loadboard_bench npm run bench:profile -- --only 'unread count'
 *   npm run bench:profile -- --dir data/bench-pglite-1m --only '^profile$' [--seconds 5] [--out dir]
 *   options: --log info (the app logging each request, as the server does, into <out>/requests.log)
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { logDestination } from '../apps/server/src/lib/logger.ts';
import { benchAccounts, loadCount } from './generate.ts';
import { listen, signedInHeaders } from './lib/app-under-test.ts';
import { httpLoad } from './lib/load.ts';
import { summarize } from './lib/stats.ts';
import { selectedScenarios } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    dir: { type: 'string' },
    out: { type: 'string', default: 'data/bench-profiles' },
    top: { type: 'string', default: '25' },
    log: { type: 'string', default: 'silent' },
  },
});
const url = process.env.DATABASE_URL;
if (!url && !values.dir) throw new Error('Name a filled database: DATABASE_URL or --dir');
const database = url ? await openPostgres(url, { poolSize: 10 }) : await openPglite(values.dir);
if ((await loadCount(database)) === 0)
  throw new Error('The database is empty: fill it with bench/run.ts first');

await mkdir(values.out, { recursive: true });
const config = loadConfig({ LOG_LEVEL: values.log, JWT_SECRET: 'bench-secret', DATA_DIR: values.out });
const app = await buildApp({
  config,
  database,
  serveWebApp: false,
  logStream: logDestination(path.join(values.out, 'requests.log')),
});
const origin = await listen(app);
const accounts = await benchAccounts(database);
const headers = await signedInHeaders(app, accounts);
const scenarios = await selectedScenarios(database, accounts, values.only);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}
interface AllocationNode {
  callFrame: Node['callFrame'];
  selfSize: number;
  children: AllocationNode[];
}

/** The part of the stack a frame belongs to, by where its code lives. */
function partOf(frame: Node['callFrame']): string {
  const { url: file, functionName } = frame;
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(program)') return 'V8 and native';
  if (!file || file.startsWith('node:')) return "Node's own (HTTP, sockets, streams, timers)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (pkg) return pkg;
  if (file.includes('/packages/contracts/')) return 'contracts';
  if (file.includes('/apps/server/')) return 'the app';
  return file;
}

/** A function as the tables name it: its name, and its file within its package or the repo. */
const placeOf = (frame: Node['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\/node_modules\//, '').replace(/.*\/apps\//, 'apps/')}:${frame.lineNumber + 1}`;

/** Adds `amount` to what `map` holds for `key`. */
const add = <K>(map: Map<K, number>, key: K, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 50 });
await session.post('HeapProfiler.enable');
// Every allocation the sample falls on, whether collected by the end or not (Node's types lack the flags).
const allocationSampling = {
  samplingInterval: 8192,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
};
const seconds = Number(values.seconds);
const top = Number(values.top);

for (const scenario of scenarios) {
  const job = { url: `${origin}${scenario.url}`, headers: headers[scenario.role], connections: 1 };
  await httpLoad({ ...job, seconds: 1 });
  await session.post('Profiler.start');
  await session.post('HeapProfiler.startSampling', allocationSampling);
  const run = await httpLoad({ ...job, seconds });
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  const { profile: allocations } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: AllocationNode };
  };
  const file = path.join(values.out, `${scenario.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    add(self, id, profile.timeDeltas[i] ?? 0);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const calls = run.times.length;
  const byFunction = new Map<string, number>();
  const byPart = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = (byId.get(id) as Node).callFrame;
    add(byFunction, placeOf(frame), micros);
    add(byPart, partOf(frame), micros);
  }
  const perCall = (micros: number) => (micros / calls).toFixed(1);
  const api = summarize(run.times, run.elapsed);
  const busy = total - (byPart.get('idle') ?? 0);
  console.log(
    `\n## ${scenario.name} (GET ${scenario.url})\n\n${calls} calls, p50 ${api.p50.toFixed(3)} ms; the server busy ${perCall(busy)} µs a call (${file})\n`,
  );
  console.log('| part | µs a call | share of busy |\n|---|---:|---:|');
  for (const [part, micros] of [...byPart].sort((a, b) => b[1] - a[1]))
    console.log(
      `| ${part} | ${perCall(micros)} | ${part === 'idle' ? '' : `${((micros / busy) * 100).toFixed(1)}%`} |`,
    );
  console.log('\n| function (self time) | µs a call |\n|---|---:|');
  for (const [where, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top + 1))
    if (!where.startsWith('(idle)')) console.log(`| ${where} | ${perCall(micros)} |`);

  const allocatedBy = { part: new Map<string, number>(), function: new Map<string, number>() };
  const walk = (node: AllocationNode) => {
    add(allocatedBy.part, partOf(node.callFrame), node.selfSize);
    add(allocatedBy.function, placeOf(node.callFrame), node.selfSize);
    for (const child of node.children) walk(child);
  };
  walk(allocations.head);
  const kb = (bytes: number) => (bytes / calls / 1024).toFixed(1);
  const allocated = [...allocatedBy.part.values()].reduce((a, b) => a + b, 0);
  console.log(`\nAllocated: ${kb(allocated)} KB a call\n\n| part | KB a call |\n|---|---:|`);
  for (const [part, bytes] of [...allocatedBy.part].sort((a, b) => b[1] - a[1]))
    console.log(`| ${part} | ${kb(bytes)} |`);
  console.log('\n| function (allocated) | KB a call |\n|---|---:|');
  for (const [where, bytes] of [...allocatedBy.function].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${where} | ${kb(bytes)} |`);
}

session.disconnect();
await app.close();
await database.close();
