/**
 * Market rates at scale: fills a database with N posts (1,000,000 by default) and their deals through
 * bench/generate.ts, then times at one client, through `app.inject` signed in as a carrier, the lane
 * lookup (a busy 3-digit lane, a lane answered by its states, a lane with no figures; with a type and
 * in each window), the top lanes, the states map and the market marks of list pages. Each request is
 * followed by its SQL floor: the statements the route sent for it (recorded at the driver on a first
 * call, the session check left out), sent again straight to the driver. It prints p50, p95, p99 and
 * max of both per call and per group as Markdown tables, then `EXPLAIN (ANALYZE, BUFFERS)` of each
 * group's costliest statement. Targets at 1M posts: lane lookup and top lanes under 20 ms p99 on both
 * engines. No timing is asserted anywhere.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/loadboard_bench npm run bench:rates -- [--posts 1000000] [--runs 200]
 *   npm run bench:rates -- --posts 100000 [--dir <a PGlite dir to keep and reuse>]
 *
 * DATABASE_URL must name an empty database (create it with `createdb`) or one the bench filled
 * before: then its posts are reused whatever --posts says. Without it the bench runs on PGlite in a
 * temporary directory (or --dir).
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { appAsCarrier, openFilledDatabase, type Row } from './lib/filled-database.ts';
import { explainStatements } from './lib/plans.ts';
import { recording, replayer, type Statement } from './lib/statements.ts';
import { ms, percentile } from './lib/stats.ts';

const filled = await openFilledDatabase('Market rates at scale', {
  defaultRuns: 200,
  tempPrefix: 'loadboard-rates-bench-',
});
const { database, first, tempDir, runs } = filled;
// As autovacuum keeps them in steady use: a lane's index-only reads then skip the table, even just
// after migration 0031 backfilled an older fill's deals.
await database.db.execute(sql`VACUUM ANALYZE market_deals, market_lane_tallies, market_state_rates`);
const shape = await first(sql`
  SELECT (SELECT count(*)::int FROM loads) AS posts,
         (SELECT count(*)::int FROM market_deals) AS deals,
         (SELECT count(*)::int FROM market_deals WHERE accepted_at >= market_window_start(90)) AS deals_90,
         (SELECT count(*)::int FROM market_deals WHERE accepted_at >= market_window_start(30)) AS deals_30,
         (SELECT count(*)::int FROM market_deals WHERE accepted_at >= market_window_start(7)) AS deals_7,
         (SELECT min(accepted_at)::date::text FROM market_deals) AS oldest,
         (SELECT count(*)::int FROM market_lane_tallies WHERE kind = 'ALL' AND deals_90 > 0) AS lanes_90,
         (SELECT count(*)::int FROM market_lane_tallies WHERE kind = 'ALL' AND deals_90 >= 5) AS floor_lanes_90,
         (SELECT count(*)::int FROM market_state_rates) AS state_rates,
         pg_size_pretty(pg_total_relation_size('market_deals')) AS deals_size`);
const n = (key: string) => Number(shape[key]).toLocaleString('en-US');
console.log(
  `Data: ${n('posts')} posts; ${n('deals')} deals since ${shape.oldest} (${n('deals_90')} in 90 days, ${n('deals_30')} in 30, ${n('deals_7')} in 7); ${n('lanes_90')} 3-digit lanes with deals in 90 days, ${n('floor_lanes_90')} of them with 5 or more; ${n('state_rates')} rows of state rates; market_deals with its indexes ${shape.deals_size}.`,
);

const { app, carrier } = await appAsCarrier(filled);

async function get(target: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: target, headers: carrier });
  if (res.statusCode !== 200) throw new Error(`${target}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

// --- The lanes asked about, found in the data. ---

/** A real ZIP of each end of the busiest 3-digit lane of 30 days. */
const busy = await first(sql`
  SELECT l.origin_zip, l.destination_zip
  FROM (SELECT origin_zip3, destination_zip3 FROM market_lane_tallies
        WHERE kind = 'ALL' AND deals_30 >= 5 ORDER BY deals_30 DESC NULLS LAST LIMIT 1) AS t
  CROSS JOIN LATERAL (
    SELECT origin_zip, destination_zip FROM loads
    WHERE left(origin_zip, 3) = t.origin_zip3 AND left(destination_zip, 3) = t.destination_zip3 LIMIT 1
  ) AS l`);
/** ZIPs of a lane whose 3-digit markets are quiet but whose states have the most deals of 30 days. */
const byStates = await first(sql`
  SELECT l.origin_zip, l.destination_zip
  FROM (SELECT origin_state, destination_state FROM market_deals WHERE accepted_at >= market_window_start(30)
        GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1) AS s
  CROSS JOIN LATERAL (
    SELECT origin_zip, destination_zip FROM loads
    WHERE right(origin_location, 2) = s.origin_state AND right(destination_location, 2) = s.destination_state
      AND NOT EXISTS (SELECT 1 FROM market_lane_tallies AS t WHERE t.kind = 'ALL'
                      AND t.origin_zip3 = left(origin_zip, 3) AND t.destination_zip3 = left(destination_zip, 3)
                      AND t.deals_30 > 0)
    LIMIT 1
  ) AS l`);
const lane = (zips: Row, more = '') =>
  `/api/rates/lane?originZip=${zips.origin_zip}&destinationZip=${zips.destination_zip}${more}`;

/** The ids of a page of Avail. Loads, as the marks of that page ask for them. */
async function pageIds(limit: number, page = 1): Promise<string> {
  const data = (await get(`/api/loads/all-loads?limit=${limit}&page=${page}`)) as { loads: { id: number }[] };
  return data.loads.map((post) => post.id).join(',');
}

type Group = 'lane lookup' | 'top lanes' | 'states' | 'marks';
interface Scenario {
  group: Group;
  name: string;
  url: string;
}
const scenarios: Scenario[] = [
  { group: 'lane lookup', name: 'busiest 3-digit lane, 30 days', url: lane(busy) },
  {
    group: 'lane lookup',
    name: 'busiest 3-digit lane, RFP, 90 days',
    url: lane(busy, '&loadType=RFP&days=90'),
  },
  { group: 'lane lookup', name: 'busiest 3-digit lane, 7 days', url: lane(busy, '&days=7') },
  { group: 'lane lookup', name: 'quiet lane of the busiest states, 30 days', url: lane(byStates) },
  {
    group: 'lane lookup',
    name: 'quiet lane of the busiest states, 90 days',
    url: lane(byStates, '&days=90'),
  },
  {
    group: 'lane lookup',
    name: 'no figures (Anchorage → Honolulu)',
    url: '/api/rates/lane?originZip=99501&destinationZip=96813',
  },
  { group: 'top lanes', name: '7 days', url: '/api/rates/top-lanes?days=7' },
  { group: 'top lanes', name: '30 days', url: '/api/rates/top-lanes' },
  { group: 'top lanes', name: '90 days', url: '/api/rates/top-lanes?days=90' },
  { group: 'top lanes', name: 'RFP, 30 days', url: '/api/rates/top-lanes?loadType=RFP' },
  { group: 'top lanes', name: 'TRUCK, 90 days', url: '/api/rates/top-lanes?loadType=TRUCK&days=90' },
  { group: 'states', name: '30 days', url: '/api/rates/states' },
  { group: 'states', name: '90 days', url: '/api/rates/states?days=90' },
  { group: 'states', name: 'RFD, 7 days', url: '/api/rates/states?loadType=RFD&days=7' },
  {
    group: 'marks',
    name: 'a page of Avail. Loads (10)',
    url: `/api/rates/marks?loadIds=${await pageIds(10)}`,
  },
  { group: 'marks', name: 'a page of 20', url: `/api/rates/marks?loadIds=${await pageIds(20, 3)}` },
  {
    group: 'marks',
    name: 'the most a call takes (100)',
    url: `/api/rates/marks?loadIds=${await pageIds(100, 2)}`,
  },
];

function answerOf(data: unknown): string {
  const answer = data as {
    scope?: string;
    deals?: number;
    lanes?: unknown[];
    states?: { medianRatePerMile: number | null }[];
    marks?: unknown[];
  };
  if (answer.scope) return `${answer.scope}, ${answer.deals} deals`;
  if (answer.lanes) return `${answer.lanes.length} lanes`;
  if (answer.states)
    return `${answer.states.length} states, ${answer.states.filter((state) => state.medianRatePerMile !== null).length} with a median`;
  return `${answer.marks?.length ?? 0} marks`;
}

/**
 * The market statements of a call (the session check's are not the scenario's), their batches
 * numbered again from 0 as the replayer reads them.
 */
function scenarioStatements(statements: Statement[]): Statement[] {
  const market = statements.filter((statement) => /market_/i.test(statement.text));
  const batches = [...new Set(market.map((statement) => statement.batch))];
  return market.map((statement) => ({ ...statement, batch: batches.indexOf(statement.batch) }));
}

interface Measured {
  scenario: Scenario;
  answer: string;
  statements: Statement[];
  api: number[];
  floor: number[];
}

async function measure(scenario: Scenario): Promise<Measured> {
  let answer = '';
  const statements = scenarioStatements(
    await recording(database, async () => {
      answer = answerOf(await get(scenario.url));
    }),
  );
  const floorOnce = replayer(database, statements);
  for (let i = 0; i < 3; i++) {
    await get(scenario.url);
    await floorOnce();
  }
  // Each request, then its floor: both see the same caches and the same neighbours' load.
  const api: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    await get(scenario.url);
    api.push(performance.now() - started);
    started = performance.now();
    await floorOnce();
    floor.push(performance.now() - started);
  }
  api.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  return { scenario, answer, statements, api, floor };
}

const TARGET_MS: Partial<Record<Group, number>> = { 'lane lookup': 20, 'top lanes': 20 };
const verdict = (group: Group, p99: number) => {
  const target = TARGET_MS[group];
  return target === undefined ? '–' : p99 < target ? 'yes' : '**no**';
};
const stats = (sorted: number[]) => [50, 95, 99].map((p) => ms(percentile(sorted, p)));

console.log(
  `\n${runs} runs each after 3 warm-up runs, one client; milliseconds. API: the request through app.inject (authentication, zod, the statements, serialization). SQL floor: the call's market statements sent again straight to the driver right after each request.\n`,
);
console.log(
  '| group | call | request | answer | API p50 | API p95 | API p99 | API max | SQL p50 | SQL p99 | under target |',
);
console.log('|---|---|---|---|---:|---:|---:|---:|---:|---:|---|');
const measured: Measured[] = [];
for (const scenario of scenarios) {
  const m = await measure(scenario);
  measured.push(m);
  const [a50, a95, a99] = stats(m.api);
  const [f50, , f99] = stats(m.floor);
  console.log(
    `| ${scenario.group} | ${scenario.name} | \`GET ${scenario.url.length > 90 ? `${scenario.url.slice(0, 87)}…` : scenario.url}\` | ${m.answer} | ${a50} | ${a95} | ${a99} | ${ms(m.api.at(-1) as number)} | ${f50} | ${f99} | ${verdict(scenario.group, percentile(m.api, 99))} |`,
  );
}

const GROUPS: Group[] = ['lane lookup', 'top lanes', 'states', 'marks'];
console.log('\n## Per group (every call of the group together)\n');
console.log(
  '| group | calls | API p50 | API p95 | API p99 | API max | SQL p50 | SQL p99 | target p99 | under target |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const group of GROUPS) {
  const of = measured.filter((m) => m.scenario.group === group);
  const api = of.flatMap((m) => m.api).sort((a, b) => a - b);
  const floor = of.flatMap((m) => m.floor).sort((a, b) => a - b);
  const [a50, a95, a99] = stats(api);
  const [f50, , f99] = stats(floor);
  const target = TARGET_MS[group];
  console.log(
    `| ${group} | ${api.length} | ${a50} | ${a95} | ${a99} | ${ms(api.at(-1) as number)} | ${f50} | ${f99} | ${target ?? '–'} | ${verdict(group, percentile(api, 99))} |`,
  );
}

console.log('\n## EXPLAIN (ANALYZE, BUFFERS): the costliest statement of each group\n');
for (const group of GROUPS) {
  let worst: Awaited<ReturnType<typeof explainStatements>> | undefined;
  let worstName = '';
  for (const m of measured.filter((one) => one.scenario.group === group)) {
    const plan = await explainStatements(database, m.statements);
    if (!worst || plan.executionMs > worst.executionMs) {
      worst = plan;
      worstName = m.scenario.name;
    }
  }
  if (!worst) continue;
  console.log(
    `### ${group}: ${worstName} (${worst.executionMs} ms; indexes ${worst.indexes.join(', ') || 'none'}; sequential scans ${worst.seqScans.join(', ') || 'none'})\n`,
  );
  console.log(worst.markdown);
}

await app.close();
await database.close();
await rm(tempDir, { recursive: true, force: true });
