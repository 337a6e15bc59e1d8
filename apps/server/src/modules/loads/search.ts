import { GEO_MESSAGES, type LoadSearchHit, type loadSearchQuery } from '@loadboard/contracts';
import { and, asc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { loads, users } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { type GeoPoint, lookupZip, METERS_PER_MILE, roundMiles } from '../geo/service.ts';
import { activeOriginInBox, boardFilters, likeLiteral } from './board-filters.ts';
import type { Viewer } from './privacy.ts';
import { loadViewColumns, toLoadView } from './view.ts';

export type LoadSearch = z.output<typeof loadSearchQuery>;

/** `ll_to_earth(lat, lng)` of a point given as parameters. */
const earthPoint = (point: GeoPoint) =>
  sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;

/** `ll_to_earth(<lat column>, <lng column>)`: the expression the GiST indexes on loads are built on. */
const earthColumns = (lat: AnyPgColumn, lng: AnyPgColumn) => sql`ll_to_earth(${lat}, ${lng})`;

/**
 * The post's point lies within `miles` of `center`: the cube `earth_box` test is what the GiST index
 * answers (it is a little generous at the box's corners), and `earth_distance` is the exact great
 * circle check.
 */
function withinMiles(lat: AnyPgColumn, lng: AnyPgColumn, center: GeoPoint, miles: number): SQL {
  const meters = miles * METERS_PER_MILE;
  const target = earthColumns(lat, lng);
  return sql`(earth_box(${earthPoint(center)}, ${meters}::float8) @> ${target} AND earth_distance(${earthPoint(center)}, ${target}) <= ${meters}::float8)`;
}

function zipPoint(zip: string): GeoPoint {
  const info = lookupZip(zip);
  if (!info) throw validationFailed([`${GEO_MESSAGES.invalidZip} ${zip}`]);
  return info;
}

/**
 * The SELECT of a search, not yet run (the benchmark EXPLAINs it): ACTIVE posts matching every filter
 * given. The deadhead point (an origin ZIP, else the user's position) gives each hit its
 * `deadheadMiles` and the distance sort.
 */
export function searchQuery(db: DbOrTx, query: LoadSearch) {
  const where: (SQL | undefined)[] = [eq(loads.status, 'ACTIVE')];

  where.push(...boardFilters(query));
  if (
    query.north !== undefined &&
    query.south !== undefined &&
    query.east !== undefined &&
    query.west !== undefined
  )
    where.push(
      activeOriginInBox({ north: query.north, south: query.south, east: query.east, west: query.west }),
    );
  if (query.location) {
    const text = query.location.trim();
    if (/^\d{1,5}$/.test(text)) {
      // Digits are the start of a ZIP code: 606 finds Chicago's 606xx.
      where.push(or(like(loads.originZip, `${text}%`), like(loads.destinationZip, `${text}%`)));
    } else {
      // Substring of 'City, ST', served by the trigram indexes on both location columns.
      const pattern = `%${likeLiteral(text)}%`;
      where.push(or(ilike(loads.originLocation, pattern), ilike(loads.destinationLocation, pattern)));
    }
  }

  const origin = query.originZip ? zipPoint(query.originZip) : null;
  const destination = query.destinationZip ? zipPoint(query.destinationZip) : null;
  const position =
    query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
  if (origin && query.originRadius !== undefined)
    where.push(withinMiles(loads.originLat, loads.originLng, origin, query.originRadius));
  if (destination && query.destinationRadius !== undefined)
    where.push(withinMiles(loads.destinationLat, loads.destinationLng, destination, query.destinationRadius));
  if (position && query.radius !== undefined)
    where.push(withinMiles(loads.originLat, loads.originLng, position, query.radius));

  // Deadhead: the empty miles from the search point to the post's origin.
  const deadheadFrom = origin ?? position;
  const deadhead = deadheadFrom
    ? sql<number>`earth_distance(${earthPoint(deadheadFrom)}, ${earthColumns(loads.originLat, loads.originLng)}) / ${METERS_PER_MILE}::float8`
    : sql<null>`NULL::float8`;

  const tieBreak = [asc(loads.pickupDate), asc(loads.id)];
  const orderBy =
    query.sort === 'distance'
      ? [deadheadFrom ? asc(deadhead) : asc(loads.distanceMiles), ...tieBreak]
      : query.sort === 'rate'
        ? [sql`${loads.rate} DESC NULLS LAST`, ...tieBreak]
        : tieBreak;

  return db
    .select({ ...loadViewColumns, deadheadMiles: deadhead })
    .from(loads)
    .innerJoin(users, eq(users.id, loads.ownerId))
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

/** GET /api/loads/search: the hits of `searchQuery`, each as `viewer` may see the post. */
export async function searchLoads(db: DbOrTx, viewer: Viewer, query: LoadSearch): Promise<LoadSearchHit[]> {
  const rows = await searchQuery(db, query);
  return rows.map((row) => ({
    ...toLoadView(viewer, row),
    deadheadMiles: row.deadheadMiles === null ? null : roundMiles(Number(row.deadheadMiles)),
  }));
}
