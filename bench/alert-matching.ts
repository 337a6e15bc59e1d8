/**
 * Alert matching at scale: fills a fresh PGlite database (in a temporary directory) with 100,000
 * users, 3 service areas and 1 route alert each, then times `findAlertMatches` on single new posts
 * next to the same SQL statement sent straight to the driver (the floor: no Drizzle, no grouping),
 * and reports p50, p99 and their ratio. With DATABASE_URL set, does the same on a database created
 * for the run on that PostgreSQL server (its user must be allowed to create databases), dropped after.
 *
 *   npm run bench:alerts -- [--users 100000] [--runs 200] [--dir <a PGlite dir to keep and reuse>]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:alerts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, type LoadType, TIMEZONES, type UserStatus, type UserType } from '@loadboard/contracts';
import { count, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loads, routeAlerts, serviceAreas, userSettings, users } from '../apps/server/src/db/schema/index.ts';
import { distanceMiles, lookupZip, type ZipInfo } from '../apps/server/src/modules/geo/index.ts';
import { alertMatchQuery, findAlertMatches } from '../apps/server/src/modules/settings/index.ts';
import { benchZips } from './generate.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    dir: { type: 'string' },
  },
});
const userCount = Number(values.users);
const runs = Number(values.runs);
const AREAS_PER_USER = 3;
const BATCH = 2000;

/** Deterministic pseudo-random numbers (mulberry32), so every run fills the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `[value, weight]` pairs in proportion to the weights. */
function weighted<T>(next: () => number, choices: [T, number][]): () => T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let r = next() * total;
    for (const [value, weight] of choices) {
      r -= weight;
      if (r < 0) return value;
    }
    return choices.at(-1)?.[0] as T;
  };
}

const zipInfo = (zip: string) => lookupZip(zip) as ZipInfo;

/**
 * 100k users spread like a real board's: areas and lanes around ~4,000 ZIPs of the continental US,
 * thicker around the freight hubs; most areas keep the default 50 miles, a few reach far.
 */
async function fill(database: Database, log: (line: string) => void): Promise<void> {
  const { db } = database;
  const started = performance.now();
  const next = random(2026);
  const zip = weighted(
    next,
    benchZips().map(({ zip, weight }) => [zip, weight]),
  );
  const radius = weighted<number>(next, [
    [50, 60],
    [100, 15],
    [25, 10],
    [150, 8],
    [250, 5],
    [500, 2],
  ]);
  const userType = weighted<Exclude<UserType, 'SUPER_ADMIN'>>(next, [
    ['RFP_CARRIER', 40],
    ['RFD_CARRIER', 40],
    ['BROKER', 20],
  ]);
  const status = weighted<UserStatus>(next, [
    ['active', 97],
    ['inactive', 2],
    ['suspended', 1],
  ]);
  const chance = (p: number) => next() < p;

  let ids: number[] = [];
  for (let start = 0; start < userCount; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, userCount - start) }, (_, i) => {
      const n = start + i + 1;
      return {
        email: `alerts${n}@bench.example.com`,
        username: `alerts${n}`,
        // Nobody signs in: the benchmark calls the matching directly.
        passwordHash: 'not-a-hash',
        firstName: 'Bench',
        lastName: `User ${n}`,
        companyName: `Carrier ${n} LLC`,
        contactName: `Bench User ${n}`,
        phone: '312-555-0100',
        userType: userType(),
        status: status(),
      };
    });
    ids = ids.concat((await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id));
  }
  log(`  ${ids.length} users at ${Math.round(performance.now() - started)} ms`);

  // Four in ten users changed their settings; the rest keep DEFAULT_SETTINGS (no row).
  const changed = ids.filter(() => chance(0.4));
  for (let start = 0; start < changed.length; start += BATCH) {
    await db.insert(userSettings).values(
      changed.slice(start, start + BATCH).map((userId) => ({
        userId,
        notifications: chance(0.9),
        emailAlerts: chance(0.7),
        language: LANGUAGES[Math.floor(next() * LANGUAGES.length)],
        timezone: TIMEZONES[Math.floor(next() * TIMEZONES.length)],
        rfpAlerts: chance(0.8),
        openTruckAlerts: chance(0.3),
      })),
    );
  }
  log(`  ${changed.length} settings rows at ${Math.round(performance.now() - started)} ms`);

  const areaRows = ids.flatMap((userId) =>
    Array.from({ length: AREAS_PER_USER }, () => {
      const place = zipInfo(zip());
      return {
        userId,
        zipCode: place.zip,
        radiusMiles: radius(),
        location: place.location,
        lat: place.latitude,
        lng: place.longitude,
      };
    }),
  );
  for (let start = 0; start < areaRows.length; start += BATCH) {
    await db
      .insert(serviceAreas)
      .values(areaRows.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  log(`  ${areaRows.length} service areas at ${Math.round(performance.now() - started)} ms`);

  const laneRows = ids.map((userId) => {
    const origin = zipInfo(zip());
    const destination = zipInfo(zip());
    return {
      userId,
      originZip: origin.zip,
      originLocation: origin.location,
      originLat: origin.latitude,
      originLng: origin.longitude,
      destinationZip: destination.zip,
      destinationLocation: destination.location,
      destinationLat: destination.latitude,
      destinationLng: destination.longitude,
    };
  });
  for (let start = 0; start < laneRows.length; start += BATCH) {
    await db
      .insert(routeAlerts)
      .values(laneRows.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  log(`  ${laneRows.length} route alerts at ${Math.round(performance.now() - started)} ms`);
  await db.execute(sql`ANALYZE`);
  log(`  filled and analyzed in ${Math.round(performance.now() - started)} ms`);
}

/** Where a post goes and what it is. */
interface Post {
  loadType: LoadType;
  from: string;
  to: string;
}

/** A busy hub, a quiet town, and each post type. */
const NAMED_POSTS: (Post & { name: string })[] = [
  { name: 'RFP load, Chicago → Dallas (the busiest hub)', loadType: 'RFP', from: '60601', to: '75201' },
  { name: 'RFP load, Helena MT → Boise ID (a quiet town)', loadType: 'RFP', from: '59601', to: '83702' },
  { name: 'TRUCK post, Atlanta → New York', loadType: 'TRUCK', from: '30303', to: '10001' },
  { name: 'RFD load, Houston → Chicago', loadType: 'RFD', from: '77002', to: '60601' },
];

/** Posts as the board gets them: ends drawn like `bench run`'s posts, 45% RFP, 25% RFD, 30% TRUCK. */
function boardPosts(n: number): Post[] {
  const next = random(7);
  const zip = weighted(
    next,
    benchZips().map(({ zip, weight }) => [zip, weight]),
  );
  const loadType = weighted<LoadType>(next, [
    ['RFP', 45],
    ['RFD', 25],
    ['TRUCK', 30],
  ]);
  return Array.from({ length: n }, () => ({ loadType: loadType(), from: zip(), to: zip() }));
}

async function insertPosts(database: Database, posts: Post[]): Promise<number[]> {
  const [owner] = await database.db.select({ id: users.id }).from(users).limit(1);
  const rows = posts.map((post) => {
    const from = zipInfo(post.from);
    const to = zipInfo(post.to);
    return {
      ownerId: owner?.id as number,
      loadType: post.loadType,
      originZip: from.zip,
      originLocation: from.location,
      originLat: from.latitude,
      originLng: from.longitude,
      destinationZip: to.zip,
      destinationLocation: to.location,
      destinationLat: to.latitude,
      destinationLng: to.longitude,
      distanceMiles: distanceMiles(from, to),
      pickupDate: '2030-01-10',
      deliveryDate: '2030-01-12',
      balance: 1000,
      rate: 2000,
    };
  });
  const inserted = await database.db.insert(loads).values(rows).returning({ id: loads.id });
  return inserted.map((row) => row.id);
}

/** Runs SQL text straight on the engine's own client: PGlite's `query`, or the pg pool's. */
type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;
const rawQueryOf = (database: Database): RawQuery => {
  const client = (database.db as unknown as { $client: { query: RawQuery } }).$client;
  return (text, params) => client.query(text, params);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const ms = (n: number) => n.toFixed(1);

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function benchEngine(database: Database, engine: string): Promise<void> {
  console.log(`\n## ${engine}\n`);
  await migrate(database);
  const [existing] = await database.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) === 0) await fill(database, console.log);
  else console.log(`Reusing the ${existing?.n} users already there.`);

  const raw = rawQueryOf(database);
  const dialect = new PgDialect();
  /**
   * Times matching each of `loadIds` in turn, `runs` times in all after a warm-up pass, interleaved
   * with the same statement sent straight to the driver (so both see the same cache and neighbours).
   */
  async function measure(name: string, loadIds: number[]): Promise<void> {
    const statements = loadIds.map((id) => dialect.sqlToQuery(alertMatchQuery([id])));
    const matchTimes: number[] = [];
    const floorTimes: number[] = [];
    const matched: number[] = [];
    for (let i = 0; i < Math.max(5, loadIds.length); i++) {
      await findAlertMatches(database.db, [loadIds[i % loadIds.length] as number]);
      const statement = statements[i % loadIds.length] as { sql: string; params: unknown[] };
      await raw(statement.sql, statement.params);
    }
    for (let i = 0; i < runs; i++) {
      const loadId = loadIds[i % loadIds.length] as number;
      const statement = statements[i % loadIds.length] as { sql: string; params: unknown[] };
      let found = 0;
      matchTimes.push(
        await timed(async () => {
          found = (await findAlertMatches(database.db, [loadId])).length;
        }),
      );
      floorTimes.push(await timed(() => raw(statement.sql, statement.params)));
      matched.push(found);
    }
    for (const list of [matchTimes, floorTimes, matched]) list.sort((a, b) => a - b);
    const [p50, p99, f50, f99] = [
      percentile(matchTimes, 50),
      percentile(matchTimes, 99),
      percentile(floorTimes, 50),
      percentile(floorTimes, 99),
    ];
    const users =
      loadIds.length === 1 ? `${matched[0]}` : `${percentile(matched, 50)} (max ${matched.at(-1)})`;
    console.log(
      `| ${name} | ${users} | ${ms(p50)} | ${ms(p99)} | ${ms(f50)} | ${ms(f99)} | ${(p50 / f50).toFixed(2)} | ${(p99 / f99).toFixed(2)} |`,
    );
  }

  console.log(
    `\nMilliseconds to match one new post (\`findAlertMatches\`), ${runs} runs per row after a warm-up ` +
      'pass; the floor is the same statement sent straight to the driver.\n',
  );
  console.log('| post | users matched | p50 | p99 | floor p50 | floor p99 | p50 / floor | p99 / floor |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const named = await insertPosts(database, NAMED_POSTS);
  const sample = await insertPosts(database, boardPosts(runs));
  await database.db.execute(sql`ANALYZE loads`);
  await measure(`${runs} posts drawn like the board's, one each`, sample);
  for (const [index, post] of NAMED_POSTS.entries()) await measure(post.name, [named[index] as number]);
  const explainId = named[0] as number;

  const plan = await database.db.execute(
    sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${alertMatchQuery([explainId])}`,
  );
  console.log(`\nEXPLAIN ANALYZE of the matching of '${NAMED_POSTS[0]?.name}':\n`);
  console.log('```');
  for (const row of (plan as unknown as { rows: Record<string, string>[] }).rows)
    console.log(row['QUERY PLAN']);
  console.log('```');
}

console.log('# Alert matching benchmark');
console.log(
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPUs · ${os.cpus()[0]?.model}`,
);
console.log(
  `${userCount.toLocaleString('en-US')} users × ${AREAS_PER_USER} service areas and 1 route alert each`,
);

// A PGlite directory given with --dir is kept (and reused when already filled); otherwise a temporary one.
const tempDir = values.dir ? undefined : await mkdtemp(path.join(os.tmpdir(), 'loadboard-bench-alerts-'));
try {
  const pglite = await openPglite(values.dir ?? path.join(tempDir as string, 'pglite'));
  try {
    await benchEngine(pglite, 'PGlite (embedded, on disk)');
  } finally {
    await pglite.close();
  }
} finally {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
}

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const name = `loadboard_bench_alerts_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await openPostgres(url.toString(), { poolSize: 4 });
  try {
    const shown = (await postgres.db.execute(sql`SHOW server_version`)) as unknown as {
      rows: { server_version: string }[];
    };
    await benchEngine(postgres, `PostgreSQL ${shown.rows[0]?.server_version} (${url.host})`);
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
