/**
 * Fills a database with a large marketplace for the benchmark: ~500 companies and N posts (100,000 by
 * default) of every type and status with their requests, built by the demo seed's generator (so every
 * row passes the post form's rules) over thousands of real ZIP codes, then inserted with multi-row
 * INSERTs and ANALYZEd.
 *
 *   node --import tsx bench/generate.ts [--posts 100000] [--dir data/bench-pglite]
 *   DATABASE_URL=postgres://… node --import tsx bench/generate.ts
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { UserType } from '@loadboard/contracts';
import { count, sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadRequests, loads, users } from '../apps/server/src/db/schema/index.ts';
import { DEMO_ZIPS } from '../apps/server/src/db/seed/demo-freight.ts';
import { buildDemoMarketplace, type SeedAccount } from '../apps/server/src/db/seed/demo-loads.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { lookupZip } from '../apps/server/src/modules/geo/service.ts';

export const BENCH_PASSWORD = 'Bench1234!';

/** Companies of each type; one of each is "big" (a third of its type's posts), like a large broker. */
const COMPANIES: [UserType, number][] = [
  ['BROKER', 200],
  ['RFP_CARRIER', 150],
  ['RFD_CARRIER', 150],
];

export interface BenchAccounts {
  admin: { email: string };
  bigBroker: { id: number; email: string };
  carrier: { email: string };
}

/**
 * Every 8th ZIP of the continental US (about 4,000 places) plus the demo's freight hubs weighted up:
 * posts spread over the country but thicker around the metros, as on a real board.
 */
export function benchZips(): { zip: string; weight: number }[] {
  const zips: { zip: string; weight: number }[] = [];
  let seen = 0;
  for (let n = 501; n <= 99950; n++) {
    const info = lookupZip(String(n).padStart(5, '0'));
    if (!info || info.latitude < 24 || info.latitude > 50 || info.longitude < -125 || info.longitude > -66)
      continue;
    if (seen++ % 8 === 0) zips.push({ zip: info.zip, weight: 1 });
  }
  return [...zips, ...DEMO_ZIPS.map(({ zip, weight }) => ({ zip, weight: weight * 40 }))];
}

const BATCH = 1000;

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

  const market = buildDemoMarketplace(accounts, { posts: options.posts, zips: benchZips(), seed: 2024 });
  log(
    `  built ${market.loads.length} posts and ${market.requests.length} requests in ${Math.round(performance.now() - started)} ms`,
  );

  const ids: number[] = [];
  for (let start = 0; start < market.loads.length; start += BATCH) {
    const rows = await db
      .insert(loads)
      .values(market.loads.slice(start, start + BATCH))
      .returning({ id: loads.id });
    ids.push(...rows.map((row) => row.id));
  }
  log(`  inserted posts at ${Math.round(performance.now() - started)} ms`);
  for (let start = 0; start < market.requests.length; start += BATCH * 2) {
    await db
      .insert(loadRequests)
      .values(
        market.requests
          .slice(start, start + BATCH * 2)
          .map(({ loadIndex, ...request }) => ({ ...request, loadId: ids[loadIndex] as number })),
      );
  }
  log(`  inserted requests at ${Math.round(performance.now() - started)} ms`);
  // PostgreSQL's autovacuum would gather statistics soon after a bulk load; PGlite has no autovacuum.
  await db.execute(sql`ANALYZE`);
  log(`  filled and analyzed in ${Math.round(performance.now() - started)} ms`);

  const bigBroker = inserted.find((user) => user.userType === 'BROKER');
  const carrier = inserted.find((user) => user.userType === 'RFP_CARRIER');
  return {
    admin: { email: admin.email },
    bigBroker: { id: bigBroker?.id as number, email: bigBroker?.email as string },
    carrier: { email: carrier?.email as string },
  };
}

/** The accounts of an already filled database. */
export async function benchAccounts(database: Database): Promise<BenchAccounts> {
  const all = await database.db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users);
  const first = (type: UserType) => all.find((user) => user.userType === type);
  return {
    admin: { email: first('SUPER_ADMIN')?.email as string },
    bigBroker: { id: first('BROKER')?.id as number, email: first('BROKER')?.email as string },
    carrier: { email: first('RFP_CARRIER')?.email as string },
  };
}

export async function loadCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(loads);
  return row?.n ?? 0;
}

// Run on its own: fill a PGlite directory (default data/bench-pglite) or DATABASE_URL.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
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
