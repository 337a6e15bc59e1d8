import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One Drizzle type for both engines: business code never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services that must join a caller's transaction take this. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type ExecScript = (sqlText: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Runs `fn` on one connection holding a cluster-wide advisory lock (so several instances can start
   * at once); `exec` runs SQL text, possibly several statements, on that connection and returns the
   * rows of the last one.
   */
  withLockedConnection<T>(key: number, fn: (exec: ExecScript) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `dataDir` undefined means an in-memory PGlite (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { cube, earthdistance, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // PGlite serves one process on one connection: nobody else can hold the lock meanwhile.
    withLockedConnection: (_key, fn) =>
      fn(async (sqlText) => ((await client.exec(sqlText)).at(-1)?.rows ?? []) as Record<string, unknown>[]),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    withLockedConnection: async (key, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn(async (sqlText) => {
            // A multi-statement text answers an array of results; the last one is wanted.
            const result: pg.QueryResult | pg.QueryResult[] = await conn.query(sqlText);
            return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<
              string,
              unknown
            >[];
          });
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; pgliteDir?: string; poolSize?: number }) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.pgliteDir);
}
