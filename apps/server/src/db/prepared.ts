import type { DbOrTx } from './client.ts';

/**
 * A statement every signed-in request sends (the session checks, the bell's count) built once per
 * database handle instead of on each call: Drizzle's query building was a good part of such a
 * request's own time (bench/RESULTS.md). `build` makes it with `.prepare(name)` and `sql.placeholder`
 * for its values; PostgreSQL then also parses and plans it once per connection.
 */
export function preparedOn<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
