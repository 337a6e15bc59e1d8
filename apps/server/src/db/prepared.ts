import type { DbOrTx } from './client.ts';

/**
 * A statement built once per database handle instead of on each call: Drizzle's query building was
 * a good part of a request's own time (bench/RESULTS.md). Used for the reads of a fixed shape that
 * screens ask often (the session checks, the bell's count, the profile, the dashboards' tallies).
 * `build` makes it with `.prepare(name)` and `sql.placeholder` for its values; PostgreSQL then also
 * parses and plans it once per connection.
 */
export function preparedOn<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const one = preparedByShape((db, _shape: 'one') => build(db));
  return (db) => one(db, 'one');
}

/**
 * As `preparedOn`, for a read whose shape follows which optional filters are given: one statement
 * per shape, each planned for exactly its filters. `build` names its statement after the shape, so
 * every shape has its own.
 */
export function preparedByShape<Shape extends string, T>(
  build: (db: DbOrTx, shape: Shape) => T,
): (db: DbOrTx, shape: Shape) => T {
  const built = new WeakMap<DbOrTx, Map<Shape, T>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (shapes === undefined) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (statement === undefined) {
      statement = build(db, shape);
      shapes.set(shape, statement);
    }
    return statement;
  };
}
