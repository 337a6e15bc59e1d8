/**
 * Fills a database with a large marketplace for the benchmark: ~500 companies and N posts (100,000 by
 * default) of every type and status with their requests, built by the demo seed's generator (so every
 * row passes the post form's rules, road miles included) over thousands of real ZIP codes, its
 * completed deals spread over four months (market rates), then inserted with multi-row INSERTs, with
 * the bell's notifications and the admin's activity log those would have written, and ANALYZEd.
 * Beyond 100,000 posts the marketplace is built and inserted 100,000 posts at a time, each chunk
 * built in a worker thread while the one before is inserted (a post's built-in road route is the
 * costly part of a large fill).
 *
 *   node --import tsx bench/generate.ts [--posts 100000] [--dir data/bench-pglite]
 *   DATABASE_URL=postgres://… node --import tsx bench/generate.ts
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { UserType } from '@loadboard/contracts';
import { count, sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { vacuumAndAnalyze } from '../apps/server/src/db/maintenance.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import {
  loadRequests,
  loads,
  subscriptions,
  transactions,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { demoBilling } from '../apps/server/src/db/seed/demo-billing.ts';
import { DEMO_ZIPS } from '../apps/server/src/db/seed/demo-freight.ts';
import {
  buildDemoMarketplace,
  type DemoMarketplace,
  type SeedAccount,
} from '../apps/server/src/db/seed/demo-loads.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { lookupZip } from '../apps/server/src/modules/geo/index.ts';
import { fillActivity } from './fill-activity.ts';

export const BENCH_PASSWORD = 'Bench1234!';

/** Companies of each type; one of each is "big" (a third of its type's posts), like a large broker. */
const COMPANIES: [UserType, number][] = [
  ['BROKER', 200],
  ['RFP_CARRIER', 150],
  ['RFD_CARRIER', 150],
];

export interface BenchAccounts {
  admin: { email: string };
  /** The broker who owns a third of the broker posts. */
  bigBroker: { id: number; email: string };
  /** The busiest RFP carrier: a third of the requests on broker posts are its. */
  carrier: { id: number; email: string };
  /** The RFD carrier with a third of the trucks. */
  rfdCarrier: { id: number; email: string };
}

/**
 * Every 8th ZIP of the continental US (about 4,000 places) plus the demo's freight hubs weighted up:
 * posts spread over the country but thicker around the metros, as on a real board.
 */
export function benchZips(): { zip: string; weight: number }[] {
  if (zipsOnce) return zipsOnce;
  const zips: { zip: string; weight: number }[] = [];
  let seen = 0;
  for (let n = 501; n <= 99950; n++) {
    const info = lookupZip(String(n).padStart(5, '0'));
    if (!info || info.latitude < 24 || info.latitude > 50 || info.longitude < -125 || info.longitude > -66)
      continue;
    if (seen++ % 8 === 0) zips.push({ zip: info.zip, weight: 1 });
  }
  zipsOnce = [...zips, ...DEMO_ZIPS.map(({ zip, weight }) => ({ zip, weight: weight * 40 }))];
  return zipsOnce;
}
let zipsOnce: { zip: string; weight: number }[] | undefined;

const BATCH = 1000;
const DAY_MS = 86_400_000;
/** How long ago the bench's companies joined, and the trial they had then. */
const MEMBER_FOR_DAYS = 365;
const TRIAL_DAYS = 14;

/**
 * Posts built and inserted at a time. The first chunk is what seed 2024 builds alone, so a database
 * of up to 100,000 posts holds the same rows as before chunks; chunk k is built with seed 2024 + k.
 */
const CHUNK_POSTS = 100_000;
const SEED = 2024;
/**
 * COMPLETED posts were picked up over the last four months: the market's deals of 90 days and the
 * window before them (top lanes' change), besides the ASSIGNED ones of the last weeks.
 */
const DEAL_HISTORY_DAYS = 120;
/** The key of a chunk worker's job in `workerData`. */
const CHUNK_JOB = 'loadboardBenchChunk';

interface ChunkJob {
  accounts: SeedAccount[];
  posts: number;
  seed: number;
  /** Milliseconds: every chunk's dates are relative to the same moment. */
  now: number;
  /** The index of the chunk's first post among all posts, for its job numbers. */
  firstIndex: number;
}

/** One chunk of the marketplace; job numbers run on across chunks (BRO-24000, BRO-24001, …). */
function buildChunk(job: ChunkJob): DemoMarketplace {
  const market = buildDemoMarketplace(job.accounts, {
    posts: job.posts,
    zips: benchZips(),
    seed: job.seed,
    now: new Date(job.now),
    completedDays: DEAL_HISTORY_DAYS,
  });
  if (job.firstIndex > 0)
    for (const [index, post] of market.loads.entries())
      post.jobNumber = post.jobNumber?.replace(/\d+$/, String(24000 + job.firstIndex + index)) ?? null;
  return market;
}

/** Builds a chunk in a worker thread (this module, loaded through tsx) so inserts go on meanwhile. */
function buildInWorker(job: ChunkJob): Promise<DemoMarketplace> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: { [CHUNK_JOB]: job } });
    worker.once('message', resolve);
    worker.once('error', reject);
    // After its answer this changes nothing; before it, the worker died without one.
    worker.once('exit', (code) =>
      reject(new Error(`the worker building posts ${job.firstIndex}+ exited (${code}) without them`)),
    );
  });
}

/** Inserts a chunk's posts, then its requests (which point at the posts by index). */
async function insertMarket(
  database: Database,
  market: DemoMarketplace,
  progress: (step: 'posts' | 'requests') => void = () => {},
): Promise<void> {
  const { db } = database;
  const ids: number[] = [];
  for (let start = 0; start < market.loads.length; start += BATCH) {
    const rows = await db
      .insert(loads)
      .values(market.loads.slice(start, start + BATCH))
      .returning({ id: loads.id });
    ids.push(...rows.map((row) => row.id));
  }
  progress('posts');
  for (let start = 0; start < market.requests.length; start += BATCH * 2) {
    await db
      .insert(loadRequests)
      .values(
        market.requests
          .slice(start, start + BATCH * 2)
          .map(({ loadIndex, ...request }) => ({ ...request, loadId: ids[loadIndex] as number })),
      );
  }
  progress('requests');
}

/** Fills an empty, migrated database; answers the accounts the scenarios sign in as. */
export async function fillDatabase(
  database: Database,
  options: { posts: number; log?: (line: string) => void },
): Promise<BenchAccounts> {
  const log = options.log ?? (() => {});
  const { db } = database;
  const started = performance.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  const people = COMPANIES.flatMap(([userType, n]) =>
    Array.from({ length: n }, (_, index) => {
      const name = `${userType.toLowerCase().replace('_', '')}${index + 1}`;
      return {
        email: `${name}@bench.example.com`,
        username: name,
        firstName: 'Bench',
        lastName: `User ${index + 1}`,
        companyName: `${userType === 'BROKER' ? 'Brokerage' : 'Carrier'} ${index + 1} LLC`,
        contactName: `Bench User ${index + 1}`,
        phone: `312-555-${String(index % 10000).padStart(4, '0')}`,
        userType,
        passwordHash,
        status: 'active' as const,
      };
    }),
  );
  const admin = {
    email: 'admin@bench.example.com',
    username: 'benchadmin',
    firstName: 'Bench',
    lastName: 'Admin',
    companyName: 'Load Board HQ',
    contactName: 'Bench Admin',
    phone: '312-555-9999',
    userType: 'SUPER_ADMIN' as const,
    passwordHash,
    status: 'active' as const,
  };
  const inserted = await db
    .insert(users)
    .values([admin, ...people])
    .returning({ id: users.id, email: users.email, userType: users.userType, username: users.username });

  const firstOfType = new Set<string>();
  const accounts: SeedAccount[] = inserted
    .filter((user) => user.userType !== 'SUPER_ADMIN')
    .map((user) => {
      const big = !firstOfType.has(user.userType);
      firstOfType.add(user.userType);
      return {
        id: user.id,
        userType: user.userType,
        username: user.username,
        contactName: 'Bench User',
        phone: '312-555-0100',
        isDemoLogin: big,
      };
    });

  const now = Date.now();
  // Members of a year who pay monthly, as the demo's older members: they may post and request.
  const billing = demoBilling(
    inserted.map((user) => ({
      ...user,
      joined: new Date(now - MEMBER_FOR_DAYS * DAY_MS),
      isDemoLogin: false,
    })),
    { now: new Date(now), trialDays: TRIAL_DAYS },
  );
  await db.insert(subscriptions).values(billing.subscriptionRows);
  for (let start = 0; start < billing.transactionRows.length; start += BATCH)
    await db.insert(transactions).values(billing.transactionRows.slice(start, start + BATCH));

  const chunks: ChunkJob[] = [];
  for (let first = 0; first < options.posts; first += CHUNK_POSTS)
    chunks.push({
      accounts,
      posts: Math.min(CHUNK_POSTS, options.posts - first),
      seed: SEED + chunks.length,
      now,
      firstIndex: first,
    });

  if (chunks.length === 1) {
    const market = buildChunk(chunks[0] as ChunkJob);
    log(
      `  built ${market.loads.length} posts and ${market.requests.length} requests in ${Math.round(performance.now() - started)} ms`,
    );
    await insertMarket(database, market, (step) =>
      log(`  inserted ${step} at ${Math.round(performance.now() - started)} ms`),
    );
  } else {
    // Workers build the next chunks while this thread inserts the current one.
    const ahead = Math.max(1, os.availableParallelism() - 1);
    const building: (Promise<DemoMarketplace> | undefined)[] = [];
    let totalRequests = 0;
    for (let k = 0; k < chunks.length; k++) {
      for (let next = k; next <= k + ahead && next < chunks.length; next++) {
        if (building[next]) continue;
        const promise = buildInWorker(chunks[next] as ChunkJob);
        promise.catch(() => {}); // awaited in turn below; no unhandled rejection meanwhile
        building[next] = promise;
      }
      const market = await (building[k] as Promise<DemoMarketplace>);
      building[k] = undefined;
      await insertMarket(database, market);
      totalRequests += market.requests.length;
      log(
        `  chunk ${k + 1}/${chunks.length}: ${(chunks[k] as ChunkJob).firstIndex + market.loads.length} posts and ${totalRequests} requests inserted at ${Math.round(performance.now() - started)} ms`,
      );
    }
  }
  await fillNotifications(database);
  log(`  notifications written at ${Math.round(performance.now() - started)} ms`);
  await fillActivity(database);
  log(`  activity log written at ${Math.round(performance.now() - started)} ms`);
  // A running PostgreSQL's autovacuum would soon gather statistics and mark the loaded pages
  // all-visible (what index-only scans need), as the nightly job does on PGlite, which has no
  // autovacuum (jobs/embedded-vacuum.ts): the bench does it now rather than whenever they get there.
  await vacuumAndAnalyze(db);
  log(`  filled and analyzed in ${Math.round(performance.now() - started)} ms`);
  return benchAccounts(database);
}

/**
 * The bell's history, as the app would have written it: a LOAD_REQUEST to the post's owner for every
 * request, a REQUEST_ACCEPTED or REQUEST_REJECTED to the requester for every decided one, and a
 * LOAD_ALERT to a carrier for one post in five. Read unless it is less than two days old. Written
 * by the database itself (INSERT … SELECT), a million rows a minute or so.
 */
export async function fillNotifications(database: Database): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO notifications (user_id, type, title, message, load_id, request_id, is_read, read_at, created_at)
    SELECT l.owner_id, 'LOAD_REQUEST', 'New load request', 'A carrier requested your load ' || coalesce(l.job_number, ''),
           l.id, r.id, r.created_at < now() - interval '2 days', CASE WHEN r.created_at < now() - interval '2 days' THEN r.created_at + interval '1 hour' END, r.created_at
    FROM load_requests r JOIN loads l ON l.id = r.load_id`);
  await database.db.execute(sql`
    INSERT INTO notifications (user_id, type, title, message, load_id, request_id, is_read, read_at, created_at)
    SELECT r.requester_id, CASE WHEN r.status = 'ACCEPTED' THEN 'REQUEST_ACCEPTED' ELSE 'REQUEST_REJECTED' END::notification_type,
           'Request ' || lower(r.status::text), 'Your request was ' || lower(r.status::text), r.load_id, r.id,
           r.decided_at < now() - interval '2 days', CASE WHEN r.decided_at < now() - interval '2 days' THEN r.decided_at + interval '1 hour' END, r.decided_at
    FROM load_requests r WHERE r.status IN ('ACCEPTED', 'REJECTED') AND r.decided_at IS NOT NULL`);
  await database.db.execute(sql`
    INSERT INTO notifications (user_id, type, title, message, load_id, link, is_read, read_at, created_at)
    SELECT c.id, 'LOAD_ALERT', 'New loads match your alerts', 'A new load matches your service area', l.id, '/loads/search',
           l.created_at < now() - interval '2 days', CASE WHEN l.created_at < now() - interval '2 days' THEN l.created_at + interval '1 hour' END, l.created_at
    FROM loads l
    JOIN LATERAL (SELECT id FROM users WHERE user_type = 'RFP_CARRIER' ORDER BY id OFFSET (l.id % 150) LIMIT 1) c ON true
    WHERE l.id % 5 = 0`);
}

/** The accounts of a filled database: the first of each type is the big one. */
export async function benchAccounts(database: Database): Promise<BenchAccounts> {
  const all = await database.db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .orderBy(users.id);
  const first = (type: UserType) => {
    const user = all.find((row) => row.userType === type);
    if (!user) throw new Error(`the bench database has no ${type}`);
    return user;
  };
  return {
    admin: first('SUPER_ADMIN'),
    bigBroker: first('BROKER'),
    carrier: first('RFP_CARRIER'),
    rfdCarrier: first('RFD_CARRIER'),
  };
}

export async function loadCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(loads);
  return row?.n ?? 0;
}

// A chunk worker (see buildInWorker): builds its chunk and hands it back.
if (!isMainThread && workerData?.[CHUNK_JOB]) {
  parentPort?.postMessage(buildChunk(workerData[CHUNK_JOB] as ChunkJob));
}

// Run on its own: fill a PGlite directory (default data/bench-pglite) or DATABASE_URL.
if (isMainThread && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { posts: { type: 'string', default: '100000' }, dir: { type: 'string' } },
  });
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const url = process.env.DATABASE_URL;
  const dir = values.dir ?? path.join(root, 'data', 'bench-pglite');
  const database = url ? await openPostgres(url) : await openPglite(dir);
  await migrate(database);
  if ((await loadCount(database)) > 0) {
    console.log('The database already has posts; the generator fills an empty one.');
  } else {
    console.log(`Filling ${url ? 'PostgreSQL' : dir} with ${values.posts} posts…`);
    await fillDatabase(database, { posts: Number(values.posts), log: console.log });
    console.log(`Done. Sign in as admin@bench.example.com / ${BENCH_PASSWORD}`);
  }
  await database.close();
}
