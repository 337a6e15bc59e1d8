import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  /**
   * LISTENs on a channel for `pg_notify(channel, payload)` sent by any connection (any instance), on
   * commit. Resolves once listening; the answer stops it. On PostgreSQL one dedicated connection
   * per call (outside the pool), reconnected with backoff when it drops: `events.onReconnect` then
   * says that notifications sent meanwhile were missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<Unlisten>;
  /** The pool's connections working and queries waiting for one (PostgreSQL; PGlite has one connection). */
  poolUse?(): { inUse: number; waiting: number };
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export interface ListenEvents {
  /** Listening again after the connection dropped; what was sent in between never arrives. */
  onReconnect?(): void;
  /** The listening connection failed (it is being reconnected). */
  onError?(error: unknown): void;
}

/**
 * `dataDir` undefined means an in-memory PGlite (tests), started from `image` (a dumped data
 * directory) when given one. PGlite is loaded only here: a server on
 * PostgreSQL never loads it (its module and WebAssembly would weigh on every such server's memory).
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<Database> {
  const { openPgliteDatabase } = await import('./pglite-client.ts');
  return openPgliteDatabase(dataDir, image);
}

export interface PostgresOptions {
  /** Connections in the pool (10). */
  poolSize?: number;
  /** A direct connection for LISTEN and the migrations' lock, when `url` goes through a pooler. */
  listenUrl?: string;
  /** false: every statement is sent unnamed (a pooler that cannot carry named ones). */
  preparedStatements?: boolean;
}

export async function openPostgres(
  url: string,
  { poolSize = 10, listenUrl = url, preparedStatements = true }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  if (!preparedStatements) pool.on('connect', sendStatementsUnnamed);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<Unlisten>();
  return {
    db,
    engine: 'postgres',
    withLockedConnection: async (key, fn) => {
      // A session's lock: through a pooler in transaction mode, the unlock could reach another session.
      const conn = new pg.Client({ connectionString: listenUrl, application_name: 'loadboard-migrations' });
      await conn.connect();
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
        await conn.end();
      }
    },
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, onPayload, events) => {
      const stop = await listenPostgres(listenUrl, channel, onPayload, events);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    close: async () => {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/**
 * Makes a pooled client send its statements unnamed: Drizzle names the statements built once
 * (db/prepared.ts), and a named statement lives in one server session, which a pooler in
 * transaction mode does not keep for the client's next transaction.
 */
function sendStatementsUnnamed(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
    query(
      config !== null && typeof config === 'object' && 'name' in config
        ? { ...config, name: undefined }
        : config,
      ...rest,
    );
}

const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries, and LISTEN lives
 * as long as its session). When the connection drops, it is opened again with exponential backoff
 * and jitter until it listens again or is stopped. The first connection must succeed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents = {},
): Promise<Unlisten> {
  let stopped = false;
  let current: pg.Client | undefined;
  let wakeUp: (() => void) | undefined;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      application_name: 'loadboard-listener',
      // Notices a dead peer (a vanished server, a cut network) instead of waiting forever.
      keepAlive: true,
    });
    client.on('error', (error) => events.onError?.(error));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('end', () => {
      if (current !== client || stopped) return;
      current = undefined;
      void reconnect();
    });
    return client;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const reconnect = async () => {
    for (let attempt = 0; !stopped; attempt++) {
      const backoff = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_FIRST_MS * 2 ** attempt);
      await pause(backoff / 2 + Math.random() * (backoff / 2));
      if (stopped) return;
      try {
        const client = await open();
        if (stopped) {
          await client.end().catch(() => {});
          return;
        }
        current = client;
        events.onReconnect?.();
        return;
      } catch (error) {
        events.onError?.(error);
      }
    }
  };

  current = await open();
  return async () => {
    stopped = true;
    wakeUp?.();
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

export function openDatabase(
  options: { databaseUrl?: string; pgliteDir?: string } & PostgresOptions,
): Promise<Database> {
  const { databaseUrl, pgliteDir, ...postgres } = options;
  return databaseUrl ? openPostgres(databaseUrl, postgres) : openPglite(pgliteDir);
}
