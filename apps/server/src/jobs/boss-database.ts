import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type Db, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * pg-boss runs on the app's own database connection rather than opening its own pool: on PGlite
 * there is only one connection, and on PostgreSQL the pool is sized once for both.
 */
export function bossDatabase(database: Database): Db {
  // Drizzle keeps the driver it was built on as `$client`: the PGlite instance or the pg Pool.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  // pg-boss's own PGlite adapter: scripts of several statements go through `exec`, and a statement
  // that fails inside one is rolled back so the one connection is not left in a failed transaction.
  if (database.engine === 'pglite') return fromPglite(client as PGlite);
  const pool = client as pg.Pool;
  return {
    async executeSql(text, values) {
      // A text of several statements answers one result per statement: their rows are read as one,
      // as pg-boss reads its own pool's answers (a RETURNING may sit before the closing COMMIT).
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows ?? []) } : result;
    },
  };
}
