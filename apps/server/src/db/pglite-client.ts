import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from './client.ts';
import { PgliteStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

/** The extensions the migrations create. */
export const PGLITE_EXTENSIONS = { btree_gist, cube, earthdistance, pg_trgm };

/**
 * The embedded engine as the app's database; `dataDir` undefined means in memory (tests), started
 * from `image` (a data directory as PGlite dumps it) when given one.
 */
export async function openPgliteDatabase(dataDir?: string, image?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: image,
  });
  // Notifications come through PGlite's own listeners, or in the answer of a statement run by name
  // (pglite-statements.ts), which PGlite's listeners never see: those are handed on from here, each
  // listener on a microtask of its own, as PGlite does.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const hear = (channel: string, payload: string) => {
    for (const onPayload of listeners.get(channel) ?? []) queueMicrotask(() => onPayload(payload));
  };
  const db = drizzlePglite(takingTurns(client, hear), { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // PGlite serves one process on one connection: nobody else can hold the lock meanwhile.
    withLockedConnection: (_key, fn) =>
      fn(async (sqlText) => ((await client.exec(sqlText)).at(-1)?.rows ?? []) as Record<string, unknown>[]),
    // One in-process connection: its own NOTIFY reaches its own LISTEN, and it never drops.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      const ofChannel = listeners.get(channel) ?? new Set();
      listeners.set(channel, ofChannel.add(onPayload));
      return async () => {
        ofChannel.delete(onPayload);
        await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** Resolves on a later turn of the event loop, after pending I/O has been polled. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The PGlite client as Drizzle uses it: statements outside a transaction run by name, parsed and
 * planned once (pglite-statements.ts), and each statement and transaction starts on a turn of the
 * event loop of its own. PGlite runs on this thread and answers with promises alone: under a
 * crowd, queued statements would run back to back in one unbroken chain of promises, and for
 * seconds no connection would be accepted, no request read and no timer fired. Waiting one turn
 * lets all of that happen between two statements.
 */
function takingTurns(client: PGlite, onNotification: (channel: string, payload: string) => void): PGlite {
  const statements = new PgliteStatements(client, onNotification);
  const wrapped: Record<PropertyKey, unknown> = {
    query: async (...args: Parameters<PGlite['query']>) => {
      await nextTurn();
      return statements.query(...args);
    },
    transaction: async (...args: Parameters<PGlite['transaction']>) => {
      await nextTurn();
      return client.transaction(...args);
    },
  };
  // What is set on the wrapper stays on it, over the rest (the bench's recorder wraps `query` so).
  const set: Record<PropertyKey, unknown> = {};
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(set, property)) return set[property];
      if (Object.hasOwn(wrapped, property)) return wrapped[property];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: its methods must run on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, property, value) {
      set[property] = value;
      return true;
    },
    deleteProperty(_target, property) {
      return Reflect.deleteProperty(set, property);
    },
  });
}
