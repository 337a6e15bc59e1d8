/**
 * Load-board benchmark: fills a fresh database (PGlite in a temporary directory by default, or
 * DATABASE_URL, which must name an empty database) with N posts, then times the API's heavy reads
 * through `app.inject` on the built app (no HTTP, so the numbers are the app and its database).
 *
 *   npm run bench -- [--posts 100000] [--runs 50] [--dir <a PGlite dir to reuse>]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/loadboard_bench npm run bench
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSearchQuery } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { searchQuery } from '../apps/server/src/modules/loads/search.ts';
import { BENCH_PASSWORD, benchAccounts, fillDatabase, loadCount } from './generate.ts';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '50' },
    dir: { type: 'string' },
  },
});
const posts = Number(values.posts);
const runs = Number(values.runs);
const url = process.env.DATABASE_URL;

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-bench-'));
const pgliteDir = values.dir ?? path.join(tempDir, 'pglite');
const database = url ? await openPostgres(url, 4) : await openPglite(pgliteDir);
const engine = url ? `PostgreSQL (${new URL(url).pathname.slice(1)})` : `PGlite (${pgliteDir})`;

console.log(`# Load board benchmark: ${engine}`);
console.log(
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPUs · ${os.cpus()[0]?.model}`,
);
await migrate(database);
let accounts: Awaited<ReturnType<typeof fillDatabase>>;
if ((await loadCount(database)) === 0) {
  console.log(`\nFilling with ${posts.toLocaleString('en-US')} posts:`);
  accounts = await fillDatabase(database, { posts, log: console.log });
} else {
  console.log(`\nReusing the ${(await loadCount(database)).toLocaleString('en-US')} posts already there.`);
  accounts = await benchAccounts(database);
}

const config = loadConfig({
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret',
  DATA_DIR: tempDir,
});
const app = await buildApp({ config, database, serveWebApp: false });
await app.ready();

async function signIn(email: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: BENCH_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().data.token}` };
}
const admin = await signIn(accounts.admin.email);
const broker = await signIn(accounts.bigBroker.email);
const carrier = await signIn(accounts.carrier.email);

interface Scenario {
  name: string;
  url: string;
  headers: Record<string, string>;
}
const scenarios: Scenario[] = [
  { name: 'all-loads page 1', url: '/api/loads/all-loads?page=1&limit=10', headers: carrier },
  { name: 'all-loads page 500', url: '/api/loads/all-loads?page=500&limit=10', headers: carrier },
  { name: 'view-loads, one big owner', url: '/api/loads/view-loads?page=1&limit=10', headers: broker },
  { name: 'view-loads, admin (all posts)', url: '/api/loads/view-loads?page=1&limit=10', headers: admin },
  { name: 'load analytics', url: '/api/loads/analytics', headers: carrier },
  { name: 'admin analytics', url: '/api/admin/analytics', headers: admin },
  { name: 'search location text', url: '/api/loads/search?location=dallas', headers: carrier },
  { name: 'search ZIP prefix', url: '/api/loads/search?location=606', headers: carrier },
  {
    name: 'radius 100 mi of Chicago',
    url: '/api/loads/search?originZip=60601&originRadius=100&sort=distance',
    headers: carrier,
  },
  {
    name: 'lane: Chicago 100 mi → Dallas 150 mi',
    url: '/api/loads/search?originZip=60601&originRadius=100&destinationZip=75201&destinationRadius=150',
    headers: carrier,
  },
  { name: 'search by rate, RFP only', url: '/api/loads/search?loadType=RFP&sort=rate', headers: carrier },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const ms = (n: number) => n.toFixed(1);

console.log(`\n${runs} runs each after 3 warm-up runs; milliseconds per request through app.inject.\n`);
console.log('| scenario | request | answer | p50 ms | p95 ms | max ms |');
console.log('|---|---|---|---:|---:|---:|');
for (const scenario of scenarios) {
  const inject = () => app.inject({ method: 'GET', url: scenario.url, headers: scenario.headers });
  const first = await inject();
  if (first.statusCode !== 200) {
    console.log(`| ${scenario.name} | \`GET ${scenario.url}\` | ${first.statusCode} (not measured) | | | |`);
    continue;
  }
  for (let i = 0; i < 2; i++) await inject();
  const times: number[] = [];
  let answer = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await inject();
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body}`);
    const data = res.json().data;
    answer = Array.isArray(data)
      ? `${data.length} hits`
      : data?.loads
        ? `${data.loads.length} of ${data.pagination.totalItems}`
        : 'ok';
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${scenario.name} | \`GET ${scenario.url}\` | ${answer} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) as number)} |`,
  );
}

// The radius search's plan: the GiST index on ll_to_earth(origin_lat, origin_lng) must serve it.
const radius = searchQuery(
  database.db,
  loadSearchQuery.parse({ originZip: '60601', originRadius: '100', sort: 'distance' }),
);
const plan = await database.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${radius.getSQL()}`);
console.log('\nEXPLAIN ANALYZE of the radius search (100 mi of 60601, sorted by distance):\n');
console.log('```');
for (const row of (plan as { rows: Record<string, string>[] }).rows) console.log(row['QUERY PLAN']);
console.log('```');

await app.close();
await database.close();
await rm(tempDir, { recursive: true, force: true });
