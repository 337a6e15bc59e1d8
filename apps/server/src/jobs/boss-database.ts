import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * pg-boss runs on the app's own database connection rather than opening its own pool: on PGlite
 * there is only one connection, and on PostgreSQL the pool is sized once for both.
 */
export function bossDatabase(database: Database): PgBoss.Db {
  // Drizzle keeps the driver it was built on as `$client`: the PGlite instance or the pg Pool.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.engine === 'pglite') {
    const pglite = client as PGlite;
    return {
      // pg-boss sends its schema and maintenance scripts (several statements) without parameters;
      // PGlite's `query` takes one statement only, so those go through `exec`.
      async executeSql(text, values) {
        if (values && values.length > 0) return pglite.query(text, values);
        return (await pglite.exec(text)).at(-1) ?? { rows: [] };
      },
    };
  }
  const pool = client as pg.Pool;
  return {
    async executeSql(text, values) {
      // A text of several statements answers one result per statement; the last one is wanted.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return (Array.isArray(result) ? result.at(-1) : result) ?? { rows: [] };
    },
  };
}
