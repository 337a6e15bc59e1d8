import { GEO_MESSAGES, type LoadSearchHit, type loadSearchQuery } from '@loadboard/contracts';
import { and, asc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { loads } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { containing } from '../../lib/like-pattern.ts';
import {
  circleBounds,
  circleHaversine,
  type GeoPoint,
  lookupZip,
  METERS_PER_MILE,
  roundMiles,
  toRadians,
} from '../geo/service.ts';
import { activeOriginInBox, boardFilters } from './board-filters.ts';
import type { Viewer } from './privacy.ts';
import { loadViewsByIds, toLoadView } from './view.ts';

export type LoadSearch = z.output<typeof loadSearchQuery>;

/** `ll_to_earth(lat, lng)` of a point given as parameters. */
const earthPoint = (point: GeoPoint) =>
  sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;

/** `ll_to_earth(<lat column>, <lng column>)`: the expression the GiST indexes on loads are built on. */
const earthColumns = (lat: AnyPgColumn, lng: AnyPgColumn) => sql`ll_to_earth(${lat}, ${lng})`;

/** The miles from `point` to the post's origin on the great circle: a hit's deadhead. */
const deadheadMiles = (point: GeoPoint) =>
  sql<number>`earth_distance(${earthPoint(point)}, ${earthColumns(loads.originLat, loads.originLng)}) / ${METERS_PER_MILE}::float8`;

/** The cube `earth_box` of a circle: what the GiST indexes answer (a little generous at its corners). */
const earthBox = (center: GeoPoint, miles: number) =>
  sql`earth_box(${earthPoint(center)}, ${miles * METERS_PER_MILE}::float8)`;

/**
 * The exact great circle check of a point against a circle, after an index's box test: the
 * haversine term of the distance against the circle's (`circleHaversine`), in float arithmetic.
 * `earth_distance` of two `ll_to_earth` cubes says the same at 4 µs a row, most of a lane search.
 */
function exactlyWithin(lat: AnyPgColumn, lng: AnyPgColumn, center: GeoPoint, miles: number): SQL {
  const cosLatitude = Math.cos(toRadians(center.latitude));
  return sql`(power(sin(radians(${lat} - ${center.latitude}::float8) / 2), 2) + ${cosLatitude}::float8 * cos(radians(${lat})) * power(sin(radians(${lng} - ${center.longitude}::float8) / 2), 2)) <= ${circleHaversine(miles)}::float8`;
}

interface Circle {
  center: GeoPoint;
  miles: number;
}

/** The post's point lies in the cube box around a circle: what one end's GiST index answers. */
const inEarthBox = (lat: AnyPgColumn, lng: AnyPgColumn, circle: Circle): SQL =>
  sql`${earthBox(circle.center, circle.miles)} @> ${earthColumns(lat, lng)}`;

/** The post's point lies within `miles` of `center`: the box test on one end's index, then the exact check. */
function withinMiles(lat: AnyPgColumn, lng: AnyPgColumn, center: GeoPoint, miles: number): SQL {
  return sql`(${inEarthBox(lat, lng, { center, miles })} AND ${exactlyWithin(lat, lng, center, miles)})`;
}

/**
 * A lane: the post's origin within one circle and its destination within another. The two circles'
 * lat/lng bounds make one four-dimensional box, which the lane index of ACTIVE posts (migration
 * 0021) answers in one walk whose work is the lane's posts, not all the posts around either city;
 * then each end's exact check.
 */
function onLane(origin: Circle, destination: Circle): SQL {
  const from = circleBounds(origin.center, origin.miles);
  const to = circleBounds(destination.center, destination.miles);
  const low = [from.south, from.west, to.south, to.west];
  const high = [from.north, from.east, to.north, to.east];
  const point = sql`cube(array[${loads.originLat}, ${loads.originLng}, ${loads.destinationLat}, ${loads.destinationLng}])`;
  const corner = (values: number[]) =>
    sql.join(
      values.map((value) => sql`${value}::float8`),
      sql`, `,
    );
  return sql`(${point} <@ cube(array[${corner(low)}], array[${corner(high)}]) AND ${exactlyWithin(loads.originLat, loads.originLng, origin.center, origin.miles)} AND ${exactlyWithin(loads.destinationLat, loads.destinationLng, destination.center, destination.miles)})`;
}

function zipPoint(zip: string): GeoPoint {
  const info = lookupZip(zip);
  if (!info) throw validationFailed([`${GEO_MESSAGES.invalidZip} ${zip}`]);
  return info;
}

/**
 * The page of a search, as ids in order: ACTIVE posts matching every filter given. The deadhead
 * point (an origin ZIP, else the user's position) gives each hit its `deadheadMiles` and the
 * distance sort; without one, a view box sorts by distance from its centre.
 */
function searchPage(db: DbOrTx, query: LoadSearch): Promise<{ id: number; deadheadMiles: number | null }[]> {
  const where: (SQL | undefined)[] = [eq(loads.status, 'ACTIVE')];

  where.push(...boardFilters(query));
  const box =
    query.north !== undefined &&
    query.south !== undefined &&
    query.east !== undefined &&
    query.west !== undefined
      ? { north: query.north, south: query.south, east: query.east, west: query.west }
      : null;
  if (box) where.push(activeOriginInBox(box));
  if (query.location) {
    const text = query.location.trim();
    if (/^\d{1,5}$/.test(text)) {
      // Digits are the start of a ZIP code: 606 finds Chicago's 606xx.
      where.push(or(like(loads.originZip, `${text}%`), like(loads.destinationZip, `${text}%`)));
    } else {
      // Substring of 'City, ST', served by the trigram indexes on both location columns.
      const pattern = containing(text);
      where.push(or(ilike(loads.originLocation, pattern), ilike(loads.destinationLocation, pattern)));
    }
  }

  const origin = query.originZip ? zipPoint(query.originZip) : null;
  const destination = query.destinationZip ? zipPoint(query.destinationZip) : null;
  const position =
    query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
  // Deadhead: the empty miles from the search point to the post's origin, and the radius around it.
  const deadheadFrom = origin ?? position;
  const deadheadRadius = origin ? query.originRadius : query.radius;
  const pickupCircle =
    deadheadFrom && deadheadRadius !== undefined ? { center: deadheadFrom, miles: deadheadRadius } : null;
  const deliveryCircle =
    destination && query.destinationRadius !== undefined
      ? { center: destination, miles: query.destinationRadius }
      : null;
  const lane = pickupCircle && deliveryCircle ? onLane(pickupCircle, deliveryCircle) : null;
  // Nearest first around the pickup circle's own centre: the walk takes the box alone, the exact
  // check is made on its page after it (nearestInCircle).
  const walked = !lane && pickupCircle && query.sort === 'distance' ? pickupCircle : null;
  if (lane) where.push(lane);
  else if (walked) where.push(inEarthBox(loads.originLat, loads.originLng, walked));
  else if (pickupCircle)
    where.push(withinMiles(loads.originLat, loads.originLng, pickupCircle.center, pickupCircle.miles));
  else if (deliveryCircle)
    where.push(
      withinMiles(loads.destinationLat, loads.destinationLng, deliveryCircle.center, deliveryCircle.miles),
    );
  if (origin && position && query.radius !== undefined)
    where.push(withinMiles(loads.originLat, loads.originLng, position, query.radius));
  const offset = (query.page - 1) * query.limit;
  if (walked) return nearestInCircle(db, and(...where) as SQL, walked, { limit: query.limit, offset });

  const deadhead = deadheadFrom ? deadheadMiles(deadheadFrom) : sql<null>`NULL::float8`;

  const tieBreak = [asc(loads.pickupDate), asc(loads.id)];
  const nearness =
    query.sort !== 'distance'
      ? null
      : deadheadFrom
        ? nearestOnEarth(deadheadFrom)
        : box
          ? nearestToCentre(box)
          : null;
  // Nearest first straight from the index, which stops after the page: no tie-break, since a second
  // key would make the database sort every post in the circle (posts on one ZIP's point come in the
  // index's order, the same on every page of one search).
  const orderBy = nearness
    ? [asc(nearness)]
    : query.sort === 'distance'
      ? [asc(loads.distanceMiles), ...tieBreak]
      : query.sort === 'rate'
        ? [sql`${loads.rate} DESC NULLS LAST`, ...tieBreak]
        : tieBreak;

  // A lane by pickup date: only the posts picked up by the page's last post's day (laneByPickupUpTo).
  if (lane && query.sort === 'pickupDate')
    where.push(laneByPickupUpTo(and(...where) as SQL, offset + query.limit));

  return db
    .select({ id: loads.id, deadheadMiles: deadhead })
    .from(loads)
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offset);
}

/**
 * A page of the posts matching `inBox` (the circle's box among the other filters) whose origin is
 * within the circle, nearest its centre first. The GiST index on the origin's cube is walked nearest
 * first over the box alone and stops after the page; the exact check is made on that page after the
 * walk. Nearest first, every post within the circle comes before any post in the box's corners, so
 * the check never drops a post that belongs on a page; filtering the walk's rows keeps their order
 * (posts on one ZIP's point in the index's order, as every page of the search has them). With the
 * check inside the walk, the planner saw the box through the cube operator's fixed estimate (a
 * thousandth of the posts: 18 at 100k posts where 2,540 were) and read and sorted the whole box
 * instead: 21 ms at 100k (bench/RESULTS.md).
 */
function nearestInCircle(
  db: DbOrTx,
  inBox: SQL,
  circle: Circle,
  page: { limit: number; offset: number },
): Promise<{ id: number; deadheadMiles: number | null }[]> {
  const walk = db
    .select({
      id: loads.id,
      deadheadMiles: deadheadMiles(circle.center).as('deadhead_miles'),
      originLat: loads.originLat,
      originLng: loads.originLng,
    })
    .from(loads)
    .where(inBox)
    .orderBy(asc(nearestOnEarth(circle.center)))
    .limit(page.limit)
    .offset(page.offset)
    .as('walk');
  return db
    .select({ id: walk.id, deadheadMiles: walk.deadheadMiles })
    .from(walk)
    .where(exactlyWithin(walk.originLat, walk.originLng, circle.center, circle.miles));
}

/** Pickup days are measured from this one, earlier than any post's, so nearest is earliest. */
const FIRST_DAY = sql.raw(`DATE '0001-01-01'`);

/**
 * For a lane's page by pickup date: the post is picked up no later than the `pageEnd`-th post of
 * the lane (`matching`, in pickup order), found by walking the lane index (0022) nearest day first,
 * which stops there. The page then sorts those posts alone by day and id, not every post of the
 * lane; a lane with fewer posts than that keeps them all.
 */
function laneByPickupUpTo(matching: SQL, pageEnd: number): SQL {
  const lastDay = sql`(SELECT ${loads.pickupDate} FROM ${loads} WHERE ${matching} ORDER BY ${loads.pickupDate} <-> ${FIRST_DAY} OFFSET ${pageEnd - 1} LIMIT 1)`;
  return sql`${loads.pickupDate} <= COALESCE(${lastDay}, 'infinity'::date)`;
}

/**
 * From a point on the earth (the deadhead search): the straight line through the earth between the
 * cubes of `ll_to_earth`, which orders posts as the great circle does, and which the GiST index on
 * the origin's cube walks nearest first (`<->`).
 */
const nearestOnEarth = (point: GeoPoint) =>
  sql`(${earthColumns(loads.originLat, loads.originLng)} <-> ${earthPoint(point)})`;

/** From the centre of a map's view: degrees on the plane of the map, on the partial index of ACTIVE origins. */
const nearestToCentre = (box: { north: number; south: number; east: number; west: number }) =>
  sql`(point(${loads.originLng}, ${loads.originLat}) <-> point(${(box.west + box.east) / 2}::float8, ${(box.south + box.north) / 2}::float8))`;

/**
 * GET /api/loads/search: the hits of `searchPage`, each as `viewer` may see the post. The page is
 * found first and its views read after, by id (view.ts), so the search's walk carries ids alone.
 */
export async function searchLoads(db: DbOrTx, viewer: Viewer, query: LoadSearch): Promise<LoadSearchHit[]> {
  const page = await searchPage(db, query);
  const deadheadOf = new Map(page.map((hit) => [hit.id, hit.deadheadMiles]));
  const rows = await loadViewsByIds(
    db,
    page.map((hit) => hit.id),
  );
  return rows.map((row) => {
    const deadhead = deadheadOf.get(row.load.id) ?? null;
    return {
      ...toLoadView(viewer, row),
      deadheadMiles: deadhead === null ? null : roundMiles(Number(deadhead)),
    };
  });
}
