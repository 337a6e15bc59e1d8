import { type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { withDirectExecute, withFastRows } from './fast-path/index.ts';

/**
 * A statement built once per database handle instead of on each call: Drizzle's query building was
 * a good part of a request's own time (bench/RESULTS.md). Used for the reads of a fixed shape that
 * screens ask often (the session checks, the bell's count, the profile, the dashboards' tallies).
 * `build` makes it with `.prepare(name)` and `sql.placeholder` for its values; PostgreSQL then also
 * parses and plans it once per connection. Its rows are mapped to objects by `withFastRows`, and it
 * is sent straight to the driver (`withDirectExecute`).
 */
export function preparedOn<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const one = preparedByFilters((db) => build(db));
  return (db) => one(db, {});
}

/**
 * The name to `.prepare` a statement under when its best plan depends on its values: Drizzle still
 * builds it once, but PostgreSQL plans each run for the values it is given (the unnamed statement),
 * as it does a statement built per request. A named one gets a generic plan after five runs when
 * that looks no costlier: for one owner's posts newest first, planned for an owner of average size
 * (a few thousand posts), it sorted every post of a very big broker for a deep page of My Loads,
 * where a plan made for that broker's values reads the page from an index.
 */
export const PLANNED_EACH_RUN = '';

/** Each value, or the placeholder a prepared statement takes it through. */
export type ValuesOrPlaceholders<T> = { [K in keyof T]?: T[K] | Placeholder };

/** The filters a statement was built for, each the placeholder of its name; the others undefined. */
export type GivenFilters<Name extends string> = Partial<Record<Name, Placeholder>>;

/**
 * As `preparedOn`, for a read whose conditions follow which optional filters are given: one
 * statement per set of given filters (those not undefined), each planned for exactly those. `build`
 * gets the given ones as placeholders of their names, and `shape` to name its statement after.
 */
export function preparedByFilters<Name extends string, T>(
  build: (db: DbOrTx, given: GivenFilters<Name>, shape: string) => T,
): (db: DbOrTx, filters: Partial<Record<Name, unknown>>) => T {
  const byShape = preparedByShape((db, names: Name[], shape) => {
    const given: GivenFilters<Name> = {};
    for (const name of names) given[name] = sql.placeholder(name);
    return build(db, given, shape);
  });
  return (db, filters) => {
    const names = (Object.keys(filters) as Name[]).filter((name) => filters[name] !== undefined).sort();
    return byShape(db, names.length === 0 ? 'no filters' : `by ${names.join(', ')}`, names);
  };
}

/**
 * As `preparedOn`, for a read whose SQL follows a shape of the caller's (which conditions it has, how
 * it is ordered) more than which filters are given: one statement per `key`, built from `shape` the
 * first time that key is asked for, its values all placeholders.
 */
export function preparedByShape<Shape, T>(
  build: (db: DbOrTx, shape: Shape, key: string) => T,
): (db: DbOrTx, key: string, shape: Shape) => T {
  const built = new WeakMap<DbOrTx, Map<string, T>>();
  return (db, key, shape) => {
    let shapes = built.get(db);
    if (shapes === undefined) {
      shapes = new Map();
      built.set(db, shapes);
    }
    let statement = shapes.get(key);
    if (statement === undefined) {
      statement = withDirectExecute(withFastRows(build(db, shape, key)));
      shapes.set(key, statement);
    }
    return statement;
  };
}
