/**
 * The board's every combination at scale: fills a database with N posts (1,000,000 by default)
 * through bench/generate.ts, then times at one client, through `app.inject` signed in as the busiest
 * carrier, Avail. Loads for every sort × type × filter set the screen and its API offer (origin and
 * destination as a city, a state or a ZIP prefix, alone and as a lane, pickup dates, with and without
 * a type) on page 1, page 500 and the last page; the analytics strip for every filter set; the
 * search for every sort × type set on page 1 and page 500, with its own filters, and around a ZIP
 * or a position (the deadhead radius) in every sort; a company card and a page's badges. Each call
 * runs until --runs samples or a few seconds, whichever comes first.
 * It prints every call's p50, p99 and max, the calls over target first, then EXPLAIN (ANALYZE,
 * BUFFERS) of the slowest calls' costliest statement. Target: every call under 50 ms p99 at 1M posts
 * on PostgreSQL, a radius search under 100 ms. No timing is asserted anywhere.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/loadboard_bench npm run bench:board -- [--runs 30]
 *   options: --only <regex of call names>
 *
 * DATABASE_URL must name an empty database (`createdb`) or one a bench filled before.
 */
import { rm } from 'node:fs/promises';
import { BOARD_SORTS, LOAD_TYPES, SEARCH_SORTS } from '@loadboard/contracts';
import { appAsCarrier, openFilledDatabase } from './lib/filled-database.ts';
import { explainStatements } from './lib/plans.ts';
import { recording } from './lib/statements.ts';
import { ms, percentile } from './lib/stats.ts';

const filled = await openFilledDatabase('The board at scale, every combination', {
  defaultRuns: 30,
  tempPrefix: 'loadboard-board-bench-',
});
const { database, runs, tempDir, only } = filled;
const { app, carrier } = await appAsCarrier(filled);

async function get(url: string): Promise<{ data: unknown }> {
  const res = await app.inject({ method: 'GET', url, headers: carrier });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const TARGET_MS = 50;
/** The radius searches' own target (bench/README.md), as in `npm run bench`. */
const RADIUS_TARGET_MS = 100;
/**
 * A call is timed at most this long after its warm-up, however few runs that makes: long enough for
 * a hundred runs of a call near the target, whose p99 is then the second slowest like every other's.
 */
const BUDGET_MS = 6000;

interface Call {
  group: string;
  name: string;
  url: string;
  /** Its p99 target, ms. */
  target: number;
}

const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const query = (params: Record<string, string | undefined>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');

/** The board's filter sets: a place as a city, a state, a ZIP prefix; lanes; dates; and together. */
const WEEK = { startDate: today, endDate: inDays(6) };
const FILTER_SETS: [string, Record<string, string>][] = [
  ['no filter', {}],
  ['origin Chicago', { origin: 'Chicago' }],
  ['origin TX', { origin: 'TX' }],
  ['origin 6', { origin: '6' }],
  ['origin 606', { origin: '606' }],
  ['destination Dallas', { destination: 'Dallas' }],
  ['destination CA', { destination: 'CA' }],
  ['destination 7', { destination: '7' }],
  ['Chicago → Dallas', { origin: 'Chicago', destination: 'Dallas' }],
  ['TX → CA', { origin: 'TX', destination: 'CA' }],
  ['6 → 7', { origin: '6', destination: '7' }],
  ['this week', WEEK],
  ['next 30 days', { startDate: today, endDate: inDays(29) }],
  ['origin TX this week', { origin: 'TX', ...WEEK }],
  ['Chicago this week', { origin: 'Chicago', ...WEEK }],
  ['destination 7 this week', { destination: '7', ...WEEK }],
  ['Chicago → Dallas this week', { origin: 'Chicago', destination: 'Dallas', ...WEEK }],
];
const TYPES: (string | undefined)[] = [undefined, ...LOAD_TYPES];
const typeName = (type: string | undefined) => type ?? 'any type';

const calls: Call[] = [];
const add = (group: string, name: string, url: string, target = TARGET_MS) => {
  if (!only || only.test(`${group} ${name}`)) calls.push({ group, name, url, target });
};

/** Avail. Loads: a page, then page 500 and the last one when the list reaches them. */
async function boardPages(name: string, params: Record<string, string | undefined>) {
  const first = `/api/loads/all-loads?${query({ ...params, page: '1', limit: '10' })}`;
  if (only && !only.test(`board ${name}`)) return;
  const { data } = await get(first);
  const { totalPages } = (data as { pagination: { totalPages: number } }).pagination;
  add('board', `${name}, page 1 of ${totalPages}`, first);
  for (const page of [500, totalPages].filter((page) => page > 1 && page <= totalPages))
    add(
      'board',
      `${name}, page ${page}`,
      `/api/loads/all-loads?${query({ ...params, page: String(page), limit: '10' })}`,
    );
}

for (const sort of BOARD_SORTS)
  for (const [filterName, filters] of FILTER_SETS)
    for (const type of filterName === 'no filter' || filterName === 'origin TX this week'
      ? TYPES
      : [undefined])
      await boardPages(`${sort}, ${typeName(type)}, ${filterName}`, { ...filters, type, sort });

for (const [filterName, filters] of FILTER_SETS)
  for (const type of TYPES)
    add(
      'analytics',
      `${typeName(type)}, ${filterName}`,
      `/api/loads/analytics?${query({ ...filters, type })}`,
    );

const TYPE_SETS = [undefined, ...LOAD_TYPES, 'RFP,TRUCK', 'RFD,TRUCK'];
for (const sort of SEARCH_SORTS)
  for (const loadType of TYPE_SETS)
    for (const page of ['1', '500'])
      add(
        'search',
        `${sort}, ${loadType ?? 'any type'}, page ${page}`,
        `/api/loads/search?${query({ sort, loadType, page, limit: '20' })}`,
      );
for (const [filterName, filters] of [
  ['location Chicago', { location: 'Chicago' }],
  ['location TX', { location: 'TX' }],
  ['location 606', { location: '606' }],
  ['this week', WEEK],
  ['equipment Reefer', { equipmentType: 'Reefer' }],
  ['location TX this week, RFP', { location: 'TX', ...WEEK, loadType: 'RFP' }],
  ['location Chicago, equipment Reefer', { location: 'Chicago', equipmentType: 'Reefer' }],
  ['location TX, equipment Reefer', { location: 'TX', equipmentType: 'Reefer' }],
] as [string, Record<string, string>][])
  for (const sort of BOARD_SORTS)
    for (const page of ['1', '500'])
      add(
        'search',
        `${sort}, ${filterName}, page ${page}`,
        `/api/loads/search?${query({ ...filters, sort, page, limit: '20' })}`,
      );

// The deadhead search, under its own target: a circle around a ZIP at either end, both (a lane), or
// around a position; page 1 and a deep page, nearest first its deepest (the 1,000 nearest are listed).
for (const [filterName, filters] of [
  ['origin within 100 mi of 60601', { originZip: '60601', originRadius: '100' }],
  ['destination within 100 mi of 75201', { destinationZip: '75201', destinationRadius: '100' }],
  [
    'lane 60601 → 75201, 100 mi each',
    { originZip: '60601', originRadius: '100', destinationZip: '75201', destinationRadius: '100' },
  ],
  ['within 50 mi of a position', { lat: '41.88', lng: '-87.63', radius: '50' }],
] as [string, Record<string, string>][])
  for (const sort of SEARCH_SORTS)
    for (const page of ['1', sort === 'distance' ? '50' : '500'])
      add(
        'search',
        `${sort}, ${filterName}, page ${page}`,
        `/api/loads/search?${query({ ...filters, sort, page, limit: '20' })}`,
        RADIUS_TARGET_MS,
      );

add('company', "the big broker's card", `/api/companies/${filled.accounts.bigBroker.id}`);
const boardPage = (await get('/api/loads/all-loads?page=1&limit=20')).data as {
  loads: { user: { id: number } }[];
};
const ownerIds = [...new Set(boardPage.loads.map((post) => post.user.id))].join(',');
add('company', "a board page's badges", `/api/companies/badges?ids=${ownerIds}`);

interface Timed extends Call {
  times: number[];
}

async function time(call: Call): Promise<Timed> {
  for (let i = 0; i < 2; i++) await get(call.url);
  const times: number[] = [];
  const started = performance.now();
  while (times.length < runs && (times.length < 5 || performance.now() - started < BUDGET_MS)) {
    const t = performance.now();
    await get(call.url);
    times.push(performance.now() - t);
  }
  return { ...call, times: times.sort((a, b) => a - b) };
}

console.log(
  `\n${calls.length} calls, each ${runs} runs (fewer past ${BUDGET_MS / 1000} s) after 2 warm-up runs, one client, through app.inject; milliseconds; target ${TARGET_MS} ms p99 (${RADIUS_TARGET_MS} for a radius search).\n`,
);
const timed: Timed[] = [];
for (const call of calls) timed.push(await time(call));

const p99 = (t: Timed) => percentile(t.times, 99);
const row = (t: Timed) =>
  `| ${t.group} | ${t.name} | ${ms(percentile(t.times, 50))} | ${ms(p99(t))} | ${ms(t.times.at(-1) as number)} | ${p99(t) < t.target ? 'yes' : '**no**'} |`;
const header = '| group | call | p50 | p99 | max | under target |\n|---|---|---:|---:|---:|---|';
const over = timed.filter((t) => p99(t) >= t.target).sort((a, b) => p99(b) - p99(a));
console.log(`## Over target: ${over.length} of ${timed.length}\n`);
if (over.length > 0) console.log(`${header}\n${over.map(row).join('\n')}\n`);
for (const group of [...new Set(timed.map((t) => t.group))]) {
  const of = timed.filter((t) => t.group === group);
  const all = of.flatMap((t) => t.times).sort((a, b) => a - b);
  console.log(
    `## ${group}: ${of.length} calls, p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}, slowest p99 ${ms(Math.max(...of.map(p99)))}\n`,
  );
  console.log(`${header}\n${of.map(row).join('\n')}\n`);
}

console.log('## EXPLAIN (ANALYZE, BUFFERS) of the slowest calls\n');
for (const t of [...timed].sort((a, b) => p99(b) - p99(a)).slice(0, 3)) {
  const plan = await explainStatements(database, await recording(database, () => get(t.url)));
  console.log(`### ${t.group}: ${t.name} (\`${t.url}\`)\n\n${plan.markdown}`);
}

await app.close();
await database.close();
await rm(tempDir, { recursive: true, force: true });
