import { ROUTE_SOURCES, type RouteStep } from '@loadboard/contracts';
import { doublePrecision, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const routeSource = pgEnum('route_source', ROUTE_SOURCES);

/**
 * Driving routes already worked out, by ZIP pair. `version` says what made the route (the built-in
 * network's fingerprint, or the routing server's address): a route of another version is worked out
 * again, so a new network or a new server never answers with stale miles.
 */
export const roadRoutes = pgTable(
  'road_routes',
  {
    fromZip: text('from_zip').notNull(),
    toZip: text('to_zip').notNull(),
    source: routeSource('source').notNull(),
    version: text('version').notNull(),
    miles: doublePrecision('miles').notNull(),
    minutes: integer('minutes').notNull(),
    geometry: jsonb('geometry').$type<[number, number][]>().notNull(),
    steps: jsonb('steps').$type<RouteStep[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fromZip, t.toZip] })],
);
