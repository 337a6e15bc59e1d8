import type { DrivingRoute, RouteSource } from '@loadboard/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { roadRoutes } from '../../db/schema/index.ts';

const storedRouteOf = preparedOn((db) =>
  db
    .select()
    .from(roadRoutes)
    .where(and(eq(roadRoutes.fromZip, sql.placeholder('from')), eq(roadRoutes.toZip, sql.placeholder('to'))))
    .prepare('stored_route'),
);

/** The stored route of a ZIP pair, if one of this source and version is there and younger than `since`. */
export async function findStoredRoute(
  db: DbOrTx,
  from: string,
  to: string,
  source: RouteSource,
  version: string,
): Promise<(DrivingRoute & { createdAt: Date }) | null> {
  const [row] = await storedRouteOf(db).execute({ from, to });
  if (!row || row.source !== source || row.version !== version) return null;
  return {
    from: row.fromZip,
    to: row.toZip,
    miles: row.miles,
    minutes: row.minutes,
    geometry: row.geometry,
    steps: row.steps,
    source: row.source,
    createdAt: row.createdAt,
  };
}

/** Keeps a route for its ZIP pair, in place of whatever was kept before. */
export async function storeRoute(db: DbOrTx, route: DrivingRoute, version: string): Promise<void> {
  const values = {
    fromZip: route.from,
    toZip: route.to,
    source: route.source,
    version,
    miles: route.miles,
    minutes: route.minutes,
    geometry: route.geometry,
    steps: route.steps,
    createdAt: new Date(),
  };
  await db
    .insert(roadRoutes)
    .values(values)
    .onConflictDoUpdate({ target: [roadRoutes.fromZip, roadRoutes.toZip], set: values });
}
