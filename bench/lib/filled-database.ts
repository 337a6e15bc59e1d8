import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { BENCH_PASSWORD, benchAccounts, fillDatabase, loadCount } from '../generate.ts';

export type Row = Record<string, unknown>;
/** The rows of a `db.execute` answer. */
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface FilledDatabase {
  database: Database;
  /** The first row a statement answers (an empty one when none). */
  first(query: SQL): Promise<Row>;
  accounts: Awaited<ReturnType<typeof fillDatabase>>;
  /** A directory of the run's own, for the app's data (and PGlite's, without --dir). */
  tempDir: string;
  /** --runs: how many times each call is timed. */
  runs: number;
  /** --only: a regular expression of the calls to time (any case), or every call. */
  only: RegExp | undefined;
  /** The values of the bench's own options (`options.extra`). */
  extra: Record<string, string | undefined>;
}

/**
 * Reads the command line (`--posts`, 1,000,000 by default; `--runs`; `--dir`; `--only`; the bench's
 * own), opens the bench's database — PostgreSQL at DATABASE_URL, else PGlite in --dir or a temporary
 * directory — prints the run's header under `title`, migrates, and fills it with --posts posts unless
 * a bench filled it before (then its posts are reused, whatever --posts says).
 */
export async function openFilledDatabase(
  title: string,
  options: {
    defaultRuns: number;
    tempPrefix: string;
    /** The bench's own options beside these, each with its default. */
    extra?: Record<string, string>;
  },
): Promise<FilledDatabase> {
  const extraOptions = Object.fromEntries(
    Object.entries(options.extra ?? {}).map(([name, value]) => [name, { type: 'string', default: value }]),
  ) as Record<string, { type: 'string'; default: string }>;
  const { values } = parseArgs({
    options: {
      posts: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: String(options.defaultRuns) },
      dir: { type: 'string' },
      only: { type: 'string' },
      ...extraOptions,
    },
  });
  const extra = Object.fromEntries(
    Object.keys(extraOptions).map((name) => [name, (values as Record<string, unknown>)[name] as string]),
  );
  const only = values.only ? new RegExp(values.only, 'i') : undefined;
  const posts = Number(values.posts);
  const runs = Number(values.runs);
  const url = process.env.DATABASE_URL;
  const tempDir = await mkdtemp(path.join(os.tmpdir(), options.tempPrefix));
  const pgliteDir = values.dir ?? path.join(tempDir, 'pglite');
  const database = url ? await openPostgres(url, { poolSize: 4 }) : await openPglite(pgliteDir);
  const first = async (query: SQL): Promise<Row> => rowsOf(await database.db.execute(query))[0] ?? {};

  const engineVersion = String((await first(sql`SELECT version() AS v`)).v).replace(/ on .*| \(.*/s, '');
  const engine = url
    ? `${engineVersion} (database ${new URL(url).pathname.slice(1)})`
    : `PGlite: ${engineVersion} (${pgliteDir})`;
  console.log(`# ${title}: ${engine}`);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(
    `${new Date().toISOString()} · Node ${process.version} · nproc ${os.availableParallelism()} (${os.cpus()[0]?.model.trim()}) · ${Math.round(os.totalmem() / 2 ** 30)} GB RAM · load average ${load}`,
  );

  await migrate(database);
  const already = await loadCount(database);
  if (already === 0) {
    console.log(`\nFilling with ${posts.toLocaleString('en-US')} posts:`);
    const started = performance.now();
    const accounts = await fillDatabase(database, { posts: posts, log: console.log });
    console.log(`Fill took ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
    return { database, first, accounts, tempDir, runs, only, extra };
  }
  // Only a database of bench accounts is reused: never somebody's real board.
  const bench = await first(sql`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@bench.example.com'`);
  if (Number(bench.n) === 0)
    throw new Error('DATABASE_URL names a database with posts that the bench did not fill: use an empty one');
  console.log(`\nReusing the ${already.toLocaleString('en-US')} posts already there (--posts is not used).`);
  return { database, first, accounts: await benchAccounts(database), tempDir, runs, only, extra };
}

/** The app on the bench's database, with no HTTP, and the headers of its carrier signed in. */
export async function appAsCarrier(filled: FilledDatabase) {
  const config = loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret', DATA_DIR: filled.tempDir });
  const app = await buildApp({ config, database: filled.database, serveWebApp: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: filled.accounts.carrier.email, password: BENCH_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  return { app, carrier: { authorization: `Bearer ${login.json().data.token}` } };
}
