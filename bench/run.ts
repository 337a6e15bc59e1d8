/**
 * The load board under a real market's worth of posts: fills a database (PGlite in a directory, or
 * the PostgreSQL database DATABASE_URL names) with N posts and their requests and notifications
 * (bench/generate.ts), serves the app over HTTP on loopback, and drives every screen's calls
 * (bench/scenarios.ts) with 1 and 16 concurrent clients from a separate process. Beside each call,
 * in the same run, its SQL floor: the statements that call's request sent to the driver, sent again
 * straight to the driver by as many concurrent clients. It prints p50, p99 and throughput of both,
 * their ratio and the ratio to the SQL plus a bare HTTP round trip, the server's RSS, what request
 * logging at info costs, and the EXPLAIN of each call's costliest statement with the indexes it used,
 * as Markdown. No timing is asserted anywhere.
 *
 *   npm run bench -- --posts 1000000 [--dir data/bench-pglite-1m] [--seconds 5] [--clients 1,16]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/loadboard_bench npm run bench -- --posts 1000000
 *   options: --only <regex of scenario names>  --json <file for bench/growth.ts>  --plans <file>
 *
 * DATABASE_URL must name an empty database (`createdb`) or one the bench filled before; a PGlite
 * --dir is reused the same way (default: a temporary directory, removed after).
 */

import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { logDestination } from '../apps/server/src/lib/logger.ts';
import { fillActivity } from './fill-activity.ts';
import { benchAccounts, fillDatabase, fillNotifications, loadCount } from './generate.ts';
import { listen, signedInHeaders } from './lib/app-under-test.ts';
import { httpLoad } from './lib/load.ts';
import { measureLoggingCost, PARTS, requestLineCost, WINDOW_MS } from './lib/logging-cost.ts';
import { explainStatements, type PlanVerdict } from './lib/plans.ts';
import { sqlLoad } from './lib/sql-load.ts';
import { recording, replayer, type Statement } from './lib/statements.ts';
import { ms, ratio, type Summary, summarize } from './lib/stats.ts';
import { type Scenario, selectedScenarios } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '1,16' },
    dir: { type: 'string' },
    only: { type: 'string' },
    json: { type: 'string' },
    plans: { type: 'string' },
  },
});
const posts = Number(values.posts);
const seconds = Number(values.seconds);
const clientCounts = values.clients.split(',').map(Number);
const url = process.env.DATABASE_URL;

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-bench-'));
const pgliteDir = values.dir ?? path.join(tempDir, 'pglite');
const database = url ? await openPostgres(url, { poolSize: 10 }) : await openPglite(pgliteDir);
const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

// The server's memory, sampled through the whole run; the load clients are other processes.
let rssPeak = 0;
const rssSampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 100);
// Both units: the target is in MB (10^6 bytes), while memory tools speak MiB.
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB (${Math.round(bytes / 1e6)} MB)`;

const version = String((await rows(sql`SELECT version() AS v`))[0]?.v).replace(/ on .*| \(.*/s, '');
const engine = url
  ? `${version} (database ${new URL(url).pathname.slice(1)}, pool of 10)`
  : `PGlite: ${version}`;
console.log(`# Load board bench: ${engine}`);
console.log(
  `${new Date().toISOString()} · Node ${process.version} · nproc ${os.availableParallelism()} (${os.cpus()[0]?.model.trim()}) · ${Math.round(os.totalmem() / 2 ** 30)} GB RAM · load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);

await migrate(database);
if ((await loadCount(database)) === 0) {
  console.log(`\nFilling with ${posts.toLocaleString('en-US')} posts:`);
  await fillDatabase(database, { posts, log: (line) => console.log(line) });
} else {
  // Only a database of bench accounts is reused: never somebody's real board.
  const [bench] = await rows(
    sql`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@bench.example.com'`,
  );
  if (Number(bench?.n) === 0)
    throw new Error('The database has posts the bench did not write: use an empty one');
  // A database filled before the generator wrote these gets them now.
  const [written] = await rows(sql`SELECT (SELECT count(*) FROM notifications)::int AS notes,
    (SELECT count(*) FROM activity_logs WHERE action = 'LOAD_POSTED')::int AS posted`);
  if (Number(written?.notes) === 0) await fillNotifications(database);
  if (Number(written?.posted) === 0) await fillActivity(database);
  if (Number(written?.notes) === 0 || Number(written?.posted) === 0) await database.db.execute(sql`ANALYZE`);
}
const accounts = await benchAccounts(database);

const [shape] = await rows(sql`
  SELECT (SELECT count(*)::int FROM loads) AS posts,
         (SELECT count(*)::int FROM loads WHERE status = 'ACTIVE') AS active,
         (SELECT count(*)::int FROM load_requests) AS requests,
         (SELECT count(*)::int FROM notifications) AS notifications,
         (SELECT count(*)::int FROM users) AS users,
         (SELECT count(*)::int FROM activity_logs) AS activity,
         (SELECT count(*)::int FROM loads WHERE owner_id = ${accounts.bigBroker.id}) AS big_broker_posts,
         (SELECT count(*)::int FROM load_requests WHERE requester_id = ${accounts.carrier.id}) AS busy_carrier_requests,
         (SELECT count(*)::int FROM notifications WHERE user_id = ${accounts.bigBroker.id}) AS big_broker_notifications,
         pg_size_pretty(pg_database_size(current_database())) AS size`);
const n = (key: string) => Number(shape?.[key]).toLocaleString('en-US');
console.log(
  `\nData: ${n('posts')} posts (${n('active')} ACTIVE), ${n('requests')} requests, ${n('notifications')} notifications, ${n('activity')} activity log entries, ${n('users')} users; the big broker owns ${n('big_broker_posts')} posts and has ${n('big_broker_notifications')} notifications, the busiest carrier filed ${n('busy_carrier_requests')} requests; ${shape?.size} on disk.`,
);

const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret', DATA_DIR: tempDir });

const app = await buildApp({ config, database, serveWebApp: false });
const origin = await listen(app);

const headers = await signedInHeaders(app, accounts);

const scenarios = await selectedScenarios(database, accounts, values.only);

// The HTTP exchange itself: a route that does no work (no session, no database), by as many
// clients. Under a call whose statements take a fraction of a millisecond this is most of the
// difference between the API and its SQL floor, so each call is also set against the two. Measured
// once here for the run's header, and again in each call's own rounds for its ratio.
const bareHttpLoad = (connections: number, loadSeconds: number) =>
  httpLoad({ url: `${origin}/api/health`, headers: {}, connections, seconds: loadSeconds });
const bareHttp: Record<number, Summary> = {};
for (const connections of clientCounts) {
  const health = await bareHttpLoad(connections, seconds);
  bareHttp[connections] = summarize(health.times, health.elapsed);
}

interface Measured {
  scenario: Scenario;
  statements: Statement[];
  bytes: number;
  /** By client count: the API over HTTP, its SQL floor, and the bare HTTP round trip in the same rounds. */
  loads: Record<number, { api: Summary; sql: Summary; http: Summary; cpu: CpuPerCall; non2xx: number }>;
  plan?: PlanVerdict;
}

/**
 * A call's load and its floor each come in this many rounds, alternating (API first, then the floor
 * first), so that a drift of the machine's speed (two cores shared by the load, the server and the
 * database) weighs on both alike: one load after the other, a call's ratio moved widely between
 * two runs of the same tree. The floor's HTTP part (a bare round trip, half as long: it settles on
 * thousands of answers) is in the same rounds: measured once at the start of a run, it could not
 * follow a host whose speed moved between calls.
 */
const ROUNDS = 4;

/**
 * This process's CPU time per answer (µs, user and system) on each side of a call's rounds: it hosts
 * the server and runs the floor's statements through the driver, while the load client is another
 * process. The server's time per API call less the driver's for the same statements and the bare round
 * trip's is the app's own work (routing, the session check, validation, mapping, serialization):
 * CPU time does not count the waits of a host whose speed moves between rounds, as latency does.
 */
interface CpuPerCall {
  api: number;
  sql: number;
  http: number;
}

/** Runs `load` and adds the CPU time this process spent meanwhile to `side.cpu`. */
async function timedCpu<T>(side: { cpu: number }, load: () => Promise<T>): Promise<T> {
  const before = process.cpuUsage();
  const result = await load();
  const used = process.cpuUsage(before);
  side.cpu += used.user + used.system;
  return result;
}

async function measure(scenario: Scenario): Promise<Measured> {
  const request = () => app.inject({ method: 'GET', url: scenario.url, headers: headers[scenario.role] });
  let bytes = 0;
  // Recorded on a second request: the first may still fill a cache (a route worked out and stored).
  await request();
  const statements = await recording(database, async () => {
    const res = await request();
    if (res.statusCode !== 200)
      throw new Error(`${scenario.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    bytes = res.rawPayload.length;
  });
  const replay = replayer(database, statements);
  // Warmed past PGlite's plan trial (db/pglite-plan-choice.ts: a statement's seventeenth run is the
  // first on the plan it keeps), which a server goes through once per statement after it starts.
  for (let i = 0; i < 8; i++) {
    await request();
    await replay();
  }
  const loads: Measured['loads'] = {};
  for (const connections of clientCounts) {
    const api = { times: [] as number[], elapsed: 0, failed: 0, cpu: 0 };
    const floor = { times: [] as number[], elapsed: 0, cpu: 0 };
    const bare = { times: [] as number[], elapsed: 0, cpu: 0 };
    const apiRound = async () => {
      const http = await timedCpu(api, () =>
        httpLoad({
          url: `${origin}${scenario.url}`,
          headers: headers[scenario.role],
          connections,
          seconds: seconds / ROUNDS,
        }),
      );
      for (const time of http.times) api.times.push(time);
      api.elapsed += http.elapsed;
      api.failed += http.non2xx + http.errors;
    };
    const floorRound = async () => {
      const run = await timedCpu(floor, () => sqlLoad(replay, connections, seconds / ROUNDS));
      for (const time of run.times) floor.times.push(time);
      floor.elapsed += run.elapsed;
    };
    const bareRound = async () => {
      const http = await timedCpu(bare, () => bareHttpLoad(connections, seconds / ROUNDS / 2));
      for (const time of http.times) bare.times.push(time);
      bare.elapsed += http.elapsed;
    };
    for (let round = 0; round < ROUNDS; round++) {
      const order = [apiRound, floorRound, bareRound];
      for (const run of round % 2 === 0 ? order : order.reverse()) await run();
    }
    loads[connections] = {
      api: summarize(api.times, api.elapsed),
      sql: summarize(floor.times, floor.elapsed),
      http: summarize(bare.times, bare.elapsed),
      cpu: {
        api: api.cpu / api.times.length,
        sql: floor.cpu / floor.times.length,
        http: bare.cpu / bare.times.length,
      },
      non2xx: api.failed,
    };
  }
  return { scenario, statements, bytes, loads };
}

const results: Measured[] = [];
console.log(
  `\nEach call for ${seconds} s over HTTP (keep-alive, from another process) and its SQL floor for ${seconds} s (the statements its request sent, straight to the driver), in ${ROUNDS} alternating rounds each, with ${clientCounts.join(' and ')} concurrent clients. Milliseconds; throughput in calls per second.`,
);
console.log(
  `A bare HTTP round trip (\`GET /api/health\`: no session, no statement), p50 / p99: ${clientCounts.map((c) => `${ms((bareHttp[c] as Summary).p50)} / ${ms((bareHttp[c] as Summary).p99)} at ${c} client${c === 1 ? '' : 's'}`).join(', ')} at the start. "API/(SQL+HTTP)" sets each call against its SQL floor plus that round trip measured again in the call's own rounds ("HTTP p50").\n`,
);
const columns = clientCounts.flatMap((c) => [
  `${c}c API p50`,
  `${c}c API p99`,
  `${c}c SQL p50`,
  `${c}c SQL p99`,
  `${c}c API/SQL p50`,
  `${c}c HTTP p50`,
  `${c}c API/(SQL+HTTP) p50`,
  `${c}c CPU µs API / SQL / HTTP`,
  `${c}c app's own CPU µs`,
  `${c}c API/s`,
  `${c}c SQL/s`,
]);
console.log(`| screen | call | statements | ${columns.join(' | ')} | target p99 | met |`);
console.log(`|---|---|---:|${columns.map(() => '---:').join('|')}|---:|---|`);
for (const scenario of scenarios) {
  const m = await measure(scenario);
  results.push(m);
  const cells = clientCounts.flatMap((c) => {
    const { api, sql: floor, http, cpu, non2xx } = m.loads[c] as Measured['loads'][number];
    return [
      ms(api.p50),
      ms(api.p99),
      ms(floor.p50),
      ms(floor.p99),
      ratio(api.p50, floor.p50),
      ms(http.p50),
      ratio(api.p50, floor.p50 + http.p50),
      `${Math.round(cpu.api)} / ${Math.round(cpu.sql)} / ${Math.round(cpu.http)}`,
      String(Math.round(cpu.api - cpu.sql - cpu.http)),
      `${Math.round(api.throughput)}${non2xx ? ` (${non2xx} failed)` : ''}`,
      String(Math.round(floor.throughput)),
    ];
  });
  const oneClient = m.loads[1]?.api.p99 ?? Number.NaN;
  console.log(
    `| ${scenario.screen} | ${scenario.name} | ${m.statements.length} | ${cells.join(' | ')} | ${scenario.target} | ${oneClient < scenario.target ? 'yes' : '**no**'} |`,
  );
}

console.log(
  `\n## Memory\n\nThe server process's peak RSS over the whole run (every load above): ${mb(rssPeak)}.`,
);

// The plans: each call's costliest statement, explained.
const planLines: string[] = [];
for (const m of results) {
  m.plan = await explainStatements(database, m.statements);
  planLines.push(`### ${m.scenario.name} (\`GET ${m.scenario.url}\`)\n`, m.plan.markdown);
}
console.log('\n## EXPLAIN: the costliest statement of each call\n');
console.log('| call | statement ms | indexes used | sequential scans |');
console.log('|---|---:|---|---|');
for (const m of results) {
  const plan = m.plan as PlanVerdict;
  console.log(
    `| ${m.scenario.name} | ${ms(plan.executionMs)} | ${plan.indexes.join(', ') || '–'} | ${plan.seqScans.join(', ') || '–'} |`,
  );
}
if (values.plans) await writeFile(values.plans, planLines.join('\n'));
else console.log(`\n${planLines.join('\n')}`);

if (values.json)
  await writeFile(
    values.json,
    JSON.stringify(
      {
        engine,
        posts: Number(shape?.posts),
        rssPeak,
        bareHttp,
        results: results.map((m) => ({
          name: m.scenario.name,
          target: m.scenario.target,
          loads: m.loads,
          plan: m.plan && {
            executionMs: m.plan.executionMs,
            indexes: m.plan.indexes,
            seqScans: m.plan.seqScans,
          },
        })),
      },
      null,
      1,
    ),
  );

// What request logging at info costs (bench/lib/logging-cost.ts), into a file.
const LOGGED = ['profile', 'board page 1'];
/** How long logging's one load of each call runs (bench/lib/logging-cost.ts). */
const LOGGING_SECONDS = 40;
const logged = scenarios.filter((s) => LOGGED.includes(s.name));
if (logged.length > 0) {
  const logFile = path.join(tempDir, 'requests.log');
  const logStream = logDestination(logFile);
  const logging = await buildApp({
    config: { ...config, LOG_LEVEL: 'info' },
    database,
    serveWebApp: false,
    logStream,
  });
  const costs = await measureLoggingCost(
    logging,
    await listen(logging),
    logged.map((s) => ({ name: s.name, path: s.url, headers: headers[s.role] })),
    { seconds: LOGGING_SECONDS, connections: 16 },
  );
  const lineMicros = await requestLineCost(logging);
  await logging.close();
  logStream.flushSync();
  console.log('\n## Request logging at info\n');
  console.log(
    `One app logging each request at info to a file, under one load of 16 clients for ${LOGGING_SECONDS} s, its logger's level flipped between silent and info every ${WINDOW_MS} ms (${Math.round((LOGGING_SECONDS * 1000) / WINDOW_MS / 2)} windows of each), after a warm-up. The cost is the whole run's (each level's windows summed), beside the range of its ${PARTS} consecutive parts: throughput moves with whatever else the machine does; the server process's CPU time per call is what logging adds to each request. Last, the line's own cost, without that noise: its CPU time against the call's at silent.\n`,
  );
  console.log(
    '| call | silent calls/s | info calls/s | throughput cost | its range | silent CPU µs/call | info CPU µs/call | CPU cost | its range | the line alone |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const percent = (n: number) => `${n.toFixed(1)}%`;
  const range = ({ min, max }: { min: number; max: number }) => `${percent(min)} to ${percent(max)}`;
  for (const { name, silent, info, throughputCost, cpuCost } of costs)
    console.log(
      `| ${name} | ${Math.round(silent.perSecond)} | ${Math.round(info.perSecond)} | ${percent(throughputCost.whole)} | ${range(throughputCost)} | ${Math.round(silent.cpuMicrosPerCall)} | ${Math.round(info.cpuMicrosPerCall)} | ${percent(cpuCost.whole)} | ${range(cpuCost)} | ${percent((lineMicros / silent.cpuMicrosPerCall) * 100)} |`,
    );
  console.log(
    `\nA request's line by itself (bench/lib/logging-cost.ts, \`requestLineCost\`): ${lineMicros.toFixed(2)} µs of CPU, its file's writes included.`,
  );
  console.log(`\nThe info log took ${mb((await stat(logFile)).size)} for those runs.`);
}

clearInterval(rssSampler);
await app.close();
await database.close();
await rm(tempDir, { recursive: true, force: true });
