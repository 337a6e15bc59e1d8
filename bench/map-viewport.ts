/**
 * The Search Loads map at scale: fills a database with N posts (1,000,000 by default) through
 * bench/generate.ts, then times the map's viewport requests (`GET /api/loads/map`) and the list beside
 * it (`GET /api/loads/search` in the view box, or around a position) through `app.inject`, signed in
 * as a carrier. Each request is followed by its SQL floor, in the same run: the statements the route
 * ran for that request (captured at the driver on a first call, authentication's own left out), sent
 * again through `database.db.execute`. It prints p50, p95, p99 and max of both and their ratio as a
 * Markdown table, then `EXPLAIN (ANALYZE, BUFFERS)` of the main statements, each checked for an
 * index (no Seq Scan on loads). No timing is asserted anywhere.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/loadboard_map_bench npm run bench:map -- [--posts 1000000] [--runs 50]
 *   npm run bench:map -- --posts 100000 [--dir <a PGlite dir to keep and reuse>]
 *
 * DATABASE_URL must name an empty database (create it with `createdb`) or one this bench (or
 * bench/generate.ts) filled before: then its posts are reused whatever --posts says. Without it the
 * bench runs on PGlite in a temporary directory (or --dir).
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { appAsCarrier, openFilledDatabase, rowsOf } from './lib/filled-database.ts';
import { asSql, recording, type Statement } from './lib/statements.ts';

const filled = await openFilledDatabase('Search Loads map at scale', {
  defaultRuns: 50,
  tempPrefix: 'loadboard-map-bench-',
});
const { database, first, tempDir, runs } = filled;
const { db } = database;

const shape = await first(sql`
  SELECT (SELECT count(*)::int FROM loads) AS posts,
         (SELECT count(*)::int FROM loads WHERE status = 'ACTIVE') AS active,
         (SELECT count(*)::int FROM load_requests) AS requests,
         (SELECT count(*)::int FROM load_map_cells) AS cells,
         (SELECT count(*)::int FROM loads WHERE road_miles IS NULL) AS without_road_miles,
         pg_size_pretty(pg_total_relation_size('loads')) AS loads_size,
         pg_size_pretty(pg_relation_size('loads_active_origin_point_idx')) AS point_index_size`);
console.log(
  `Data: ${Number(shape.posts).toLocaleString('en-US')} posts (${Number(shape.active).toLocaleString('en-US')} ACTIVE; ${shape.without_road_miles} without road miles), ${Number(shape.requests).toLocaleString('en-US')} requests, ${Number(shape.cells).toLocaleString('en-US')} rows in load_map_cells; loads with its indexes ${shape.loads_size}, of which loads_active_origin_point_idx ${shape.point_index_size}.`,
);

const { app, carrier } = await appAsCarrier(filled);

/** The scenario's own statements: those over the posts or the counted cells (not the session checks). */
const isScenarioStatement = (statement: Statement) => /from "(loads|load_map_cells)"/i.test(statement.text);

type Kind = 'counted cells' | 'live cells' | 'points in box' | 'search list';
function kindOf({ text }: Statement): Kind {
  if (/from "load_map_cells"/i.test(text)) return 'counted cells';
  if (/join "users"/i.test(text)) return 'search list';
  if (/group by/i.test(text)) return 'live cells';
  return 'points in box';
}

// --- The scenarios. ---

const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const MAP_TYPES = 'RFP,TRUCK';

interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}
const LOWER_48: Box = { north: 49.5, south: 24.5, east: -66.5, west: -125 };
// A 1200×800 pixel map: 1200/256 tiles across at the zoom, the height shrunk by cos(latitude).
const MIDWEST: Box = { north: 48, south: 37, east: -76, west: -100 };
const CHICAGO_Z8: Box = { north: 43.5, south: 40.25, east: -84.33, west: -90.93 };
const CHICAGO_Z11: Box = { north: 42.085, south: 41.675, east: -87.22, west: -88.04 };
const AURORA_Z12: Box = { north: 41.86, south: 41.66, east: -88.195, west: -88.605 };
const SANDHILLS_Z9: Box = { north: 42.65, south: 41.05, east: -99.65, west: -102.95 };

const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
const map = (box: Box, zoom: number, more: Record<string, string> = {}) =>
  `/api/loads/map?${query({ ...box, zoom, ...more })}`;

interface Scenario {
  name: string;
  url: string;
  /** A viewport query of the map (the 100 ms requirement), as opposed to the list beside it. */
  viewport: boolean;
}
const scenarios: Scenario[] = [
  { name: 'lower 48, zoom 4, all types', url: map(LOWER_48, 4), viewport: true },
  { name: 'lower 48, zoom 4, RFP only', url: map(LOWER_48, 4, { loadType: 'RFP' }), viewport: true },
  { name: 'Midwest, zoom 6', url: map(MIDWEST, 6, { loadType: MAP_TYPES }), viewport: true },
  { name: 'Chicago, zoom 8', url: map(CHICAGO_Z8, 8, { loadType: MAP_TYPES }), viewport: true },
  { name: 'downtown Chicago, zoom 11', url: map(CHICAGO_Z11, 11, { loadType: MAP_TYPES }), viewport: true },
  { name: 'Aurora IL, zoom 12', url: map(AURORA_Z12, 12, { loadType: MAP_TYPES }), viewport: true },
  { name: 'rural Nebraska, zoom 9', url: map(SANDHILLS_Z9, 9, { loadType: MAP_TYPES }), viewport: true },
  {
    name: 'lower 48, zoom 4, pickups this week (live counts)',
    url: map(LOWER_48, 4, { startDate: today, endDate: inDays(6) }),
    viewport: true,
  },
  {
    name: 'list: Chicago zoom-8 box',
    url: `/api/loads/search?${query({ ...CHICAGO_Z8, loadType: MAP_TYPES, sort: 'distance', page: 1, limit: 20 })}`,
    viewport: true,
  },
  {
    name: 'list: Chicago zoom-8 box, page 10',
    url: `/api/loads/search?${query({ ...CHICAGO_Z8, loadType: MAP_TYPES, sort: 'distance', page: 10, limit: 20 })}`,
    viewport: true,
  },
  {
    name: 'list: 100 mi of my position',
    url: '/api/loads/search?lat=41.88&lng=-87.63&radius=100&sort=distance',
    viewport: true,
  },
  {
    name: 'board deadhead: 100 mi of ZIP 60601',
    url: '/api/loads/search?originZip=60601&originRadius=100&sort=distance',
    viewport: false,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const ms = (n: number) => n.toFixed(1);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

interface Measured {
  scenario: Scenario;
  answer: string;
  statements: Statement[];
  api: number[];
  floor: number[];
}

async function inject(scenario: Scenario) {
  const res = await app.inject({ method: 'GET', url: scenario.url, headers: carrier });
  if (res.statusCode !== 200) throw new Error(`${scenario.name}: ${res.statusCode} ${res.body}`);
  return res;
}

function answerOf(data: unknown): string {
  if (Array.isArray(data)) return `${data.length} hits`;
  const view = data as { mode: string; total: number; clusters: unknown[]; posts: unknown[] };
  return view.mode === 'clusters'
    ? `${view.clusters.length} clusters of ${view.total.toLocaleString('en-US')}`
    : `${view.posts.length} posts`;
}

async function measure(scenario: Scenario): Promise<Measured> {
  let answer = '';
  const statements = (
    await recording(database, async () => {
      answer = answerOf((await inject(scenario)).json().data);
    })
  ).filter(isScenarioStatement);
  const replay = statements.map(asSql);
  const floorOnce = async () => {
    for (const statement of replay) await db.execute(statement);
  };
  for (let i = 0; i < 3; i++) {
    await inject(scenario);
    await floorOnce();
  }
  // Each request, then its floor: both see the same caches and the same neighbours' load.
  const api: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    await inject(scenario);
    api.push(performance.now() - started);
    started = performance.now();
    await floorOnce();
    floor.push(performance.now() - started);
  }
  api.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  return { scenario, answer, statements, api, floor };
}

console.log(
  `\n${runs} runs each after 3 warm-up runs; milliseconds. API: the request through app.inject (authentication, zod, the statements, serialization). SQL floor: the scenario's statements sent again through database.db.execute right after each request (column statements: which ones; a map view in points mode runs the counted cells, then the points).\n`,
);
console.log(
  '| scenario | request | answer | statements | API p50 | API p95 | API p99 | API max | SQL p50 | SQL p95 | SQL p99 | SQL max | API/SQL p50 | API/SQL p95 | p95 < 100 ms |',
);
console.log('|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
const measured: Measured[] = [];
for (const scenario of scenarios) {
  const m = await measure(scenario);
  measured.push(m);
  const [a50, a95, a99] = [50, 95, 99].map((p) => percentile(m.api, p)) as [number, number, number];
  const [f50, f95, f99] = [50, 95, 99].map((p) => percentile(m.floor, p)) as [number, number, number];
  console.log(
    `| ${scenario.name} | \`GET ${scenario.url}\` | ${m.answer} | ${m.statements.map(kindOf).join(' + ')} | ${ms(a50)} | ${ms(a95)} | ${ms(a99)} | ${ms(m.api.at(-1) as number)} | ${ms(f50)} | ${ms(f95)} | ${ms(f99)} | ${ms(m.floor.at(-1) as number)} | ${ratio(a50, f50)} | ${ratio(a95, f95)} | ${a95 < 100 ? 'yes' : '**no**'} |`,
  );
}

// --- The plans. ---

/** The statement of `kind` that the scenario named `name` ran. */
function statementOf(name: string, kind: Kind): Statement | undefined {
  return measured.find((m) => m.scenario.name === name)?.statements.find((s) => kindOf(s) === kind);
}
// Points in a box: the busiest view the map answered with markers.
const pointsView = measured
  .filter((m) => m.answer.endsWith(' posts') && m.statements.some((s) => kindOf(s) === 'points in box'))
  .sort((a, b) => Number.parseInt(b.answer, 10) - Number.parseInt(a.answer, 10))[0];
const plans: [string, Statement | undefined][] = [
  ['counted cells: lower 48, zoom 4, all types', statementOf('lower 48, zoom 4, all types', 'counted cells')],
  [
    'live cells: lower 48, zoom 4, pickups this week',
    statementOf('lower 48, zoom 4, pickups this week (live counts)', 'live cells'),
  ],
  [
    `points in box: ${pointsView?.scenario.name ?? '(no view in points mode)'}`,
    pointsView?.statements.find((s) => kindOf(s) === 'points in box'),
  ],
  ['search list in box: Chicago zoom-8 box', statementOf('list: Chicago zoom-8 box', 'search list')],
  ['radius by position: 100 mi of 41.88,-87.63', statementOf('list: 100 mi of my position', 'search list')],
];

console.log('\n## EXPLAIN (ANALYZE, BUFFERS)\n');
const verdicts: string[] = [];
for (const [label, statement] of plans) {
  if (!statement) {
    verdicts.push(`- ${label}: not run`);
    continue;
  }
  const plan = rowsOf(await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${asSql(statement)}`))
    .map((row) => String(row['QUERY PLAN']))
    .join('\n');
  const indexes = [
    ...new Set(
      [
        ...plan.matchAll(
          /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g,
        ),
      ].map((match) => match[1]),
    ),
  ];
  const seqScan = /Seq Scan on loads\b/.test(plan);
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  verdicts.push(
    `- ${label}: ${seqScan ? '**Seq Scan on loads**' : 'no Seq Scan on loads'}; indexes ${indexes.join(', ') || 'none'}; execution ${execution} ms`,
  );
  console.log(
    `### ${label}\n\n\`\`\`sql\n${statement.text}\n-- ${JSON.stringify(statement.params)}\n\`\`\`\n`,
  );
  console.log(`\`\`\`\n${plan}\n\`\`\`\n`);
}
console.log('## Index check\n');
for (const line of verdicts) console.log(line);

await app.close();
await database.close();
await rm(tempDir, { recursive: true, force: true });
