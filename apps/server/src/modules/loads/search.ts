import { GEO_MESSAGES, type loadSearchQuery } from '@loadboard/contracts';
import { and, asc, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { PLANNED_EACH_RUN, preparedByShape } from '../../db/prepared.ts';
import { loadOriginPoints, loads } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import {
  circleBounds,
  circleHaversine,
  type GeoPoint,
  lookupZip,
  METERS_PER_MILE,
  roundMiles,
  toRadians,
  zipsWithin,
} from '../geo/index.ts';
import {
  activeOriginInBox,
  type BoardFilterValues,
  boardFilters,
  boardFilterValues,
  pointInBox,
  type ViewBoxSides,
} from './board-filters.ts';
import { BOARD_ORDER, BOARD_ORDER_KEYS, FRESH_FIRST_DISTANCE } from './board-order.ts';
import { atPlace, type PlaceMatch, placeMatches, placeValues } from './places.ts';
import { circlePage, DEEPEST_WALKED_OFFSET, placeFirstPage, readsPlaceFirst } from './search-at-place.ts';

export type LoadSearch = z.output<typeof loadSearchQuery>;

/** A figure of the search as its statement takes it: a value, or the placeholder it is sent through. */
type Figure = number | Placeholder;

/** `ll_to_earth(lat, lng)` of a point given as parameters. */
const earthPoint = (lat: Figure, lng: Figure) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;

/** `ll_to_earth(<lat column>, <lng column>)`: the expression the GiST indexes on loads are built on. */
const earthColumns = (lat: AnyPgColumn, lng: AnyPgColumn) => sql`ll_to_earth(${lat}, ${lng})`;

interface Circle {
  center: GeoPoint;
  miles: number;
}

/**
 * What a statement needs of a circle: its centre, its radius in metres (for `earth_box`), and for
 * the exact check the cosine of its latitude and its haversine (`circleHaversine`).
 */
interface CircleFigures<F> {
  lat: F;
  lng: F;
  meters: F;
  cosLat: F;
  haversine: F;
}
const CIRCLE_FIGURES = ['lat', 'lng', 'meters', 'cosLat', 'haversine'] as const;

/** The circles a search may draw: around the pickup ZIP, the delivery ZIP, the user's position. */
type CircleRole = 'pickup' | 'delivery' | 'position';

function circleFigures({ center, miles }: Circle): CircleFigures<number> {
  return {
    lat: center.latitude,
    lng: center.longitude,
    meters: miles * METERS_PER_MILE,
    cosLat: Math.cos(toRadians(center.latitude)),
    haversine: circleHaversine(miles),
  };
}

const circlePlaceholders = (role: CircleRole) =>
  Object.fromEntries(
    CIRCLE_FIGURES.map((figure) => [figure, sql.placeholder(`${role}.${figure}`)]),
  ) as unknown as CircleFigures<Placeholder>;

/**
 * The exact great circle check of a point against a circle, after an index's box test: the
 * haversine term of the distance against the circle's (`circleHaversine`), in float arithmetic.
 * `earth_distance` of two `ll_to_earth` cubes says the same at a far higher cost a row, which was
 * most of a lane search.
 */
function exactlyWithin(lat: AnyPgColumn, lng: AnyPgColumn, circle: CircleFigures<Figure>): SQL {
  return sql`(power(sin(radians(${lat} - ${circle.lat}::float8) / 2), 2) + ${circle.cosLat}::float8 * cos(radians(${lat})) * power(sin(radians(${lng} - ${circle.lng}::float8) / 2), 2)) <= ${circle.haversine}::float8`;
}

/** The post's point lies in the cube box around a circle (a little generous at its corners): what one end's GiST index answers. */
const inEarthBox = (lat: AnyPgColumn, lng: AnyPgColumn, circle: CircleFigures<Figure>): SQL =>
  sql`earth_box(${earthPoint(circle.lat, circle.lng)}, ${circle.meters}::float8) @> ${earthColumns(lat, lng)}`;

/** The post's point lies within the circle: the box test on one end's index, then the exact check. */
const withinCircle = (lat: AnyPgColumn, lng: AnyPgColumn, circle: CircleFigures<Figure>): SQL =>
  sql`(${inEarthBox(lat, lng, circle)} AND ${exactlyWithin(lat, lng, circle)})`;

/**
 * A lane: the post's origin within one circle and its destination within another. The two circles'
 * lat/lng bounds make one four-dimensional box (`low` and `high`, its corners), which the lane index
 * of ACTIVE posts (migration 0021) answers in one walk whose work is the lane's posts, not all the
 * posts around either city; then each end's exact check. A lane of one circle leaves the other end
 * open (its bounds the whole earth): a search around one ZIP by pickup date walks the lane index
 * with the pickup day and the id in the board's order (IN_PICKUP_ORDER).
 */
function onLane(
  corners: { low: number[] | Placeholder; high: number[] | Placeholder },
  ends: { pickup?: CircleFigures<Figure>; delivery?: CircleFigures<Figure> },
): SQL {
  const point = sql`cube(array[${loads.originLat}, ${loads.originLng}, ${loads.destinationLat}, ${loads.destinationLng}])`;
  return sql.join(
    [
      sql`${point} <@ cube(${sql.param(corners.low)}::float8[], ${sql.param(corners.high)}::float8[])`,
      ends.pickup && exactlyWithin(loads.originLat, loads.originLng, ends.pickup),
      ends.delivery && exactlyWithin(loads.destinationLat, loads.destinationLng, ends.delivery),
    ].filter((condition) => condition !== undefined),
    sql` AND `,
  );
}

/** Every point on the earth: the bounds of a lane's open end. */
const WHOLE_EARTH = { south: -90, west: -180, north: 90, east: 180 };

/** The lane's four-dimensional box: the pickup circle's bounds, then the delivery circle's. */
function laneCorners(pickup: Circle | null, delivery: Circle | null) {
  const from = pickup ? circleBounds(pickup.center, pickup.miles) : WHOLE_EARTH;
  const to = delivery ? circleBounds(delivery.center, delivery.miles) : WHOLE_EARTH;
  return {
    low: [from.south, from.west, to.south, to.west],
    high: [from.north, from.east, to.north, to.east],
  };
}

function zipPoint(zip: string): GeoPoint {
  const info = lookupZip(zip);
  if (!info) throw validationFailed([`${GEO_MESSAGES.invalidZip} ${zip}`]);
  return info;
}

/**
 * What a search's SQL depends on, as against its values: which filters it has, how its circles
 * narrow it, how it is ordered. One statement is built per shape (a few dozen in use, a few thousand
 * at most), its values sent as parameters: Drizzle building a search's statement on each call was
 * a large share of a radius or lane search's own time.
 */
interface SearchShape {
  board: (keyof BoardFilterValues)[];
  box: boolean;
  /**
   * Location text (the start of a ZIP code, or part of 'City, ST'): the start of a ZIP as its span
   * of ZIPs, a name as its ZIPs, with the renamed ZIPs and the name when some are (places.ts).
   */
  location: 'span' | 'zips' | 'renamed' | null;
  /** A deep page at a narrow place with the equipment's text, read from the place's own entries (search-at-place.ts). */
  placeFirst: boolean;
  /**
   * How the circles narrow it: on the lane index (both ends; or one, by pickup date), a walk nearest
   * first around the pickup circle's centre (nearestInCircle), one circle in a board order as its
   * ZIPs at its end (circlePage), or one circle on its end's index.
   */
  circles: 'lane' | 'walk' | 'originZips' | 'destinationZips' | 'pickup' | 'delivery' | null;
  /** The ends of a lane with a circle: both, or the one. */
  laneEnds: ('pickup' | 'delivery')[];
  /** An origin ZIP's circle and the user's position's too. */
  position: boolean;
  /** A point each hit's deadhead miles are measured from: the origin ZIP, else the user's position. */
  deadhead: boolean;
  order: 'nearest' | 'centre' | 'tripMiles' | Exclude<LoadSearch['sort'], 'distance'>;
}

/**
 * A search as the shape of its statement and the values of its placeholders; its location text as
 * the place it means (places.ts).
 */
function searchTerms(
  query: LoadSearch,
  place: PlaceMatch | undefined,
): { shape: SearchShape; values: Record<string, unknown> } {
  const board = boardFilterValues(query);
  const values: Record<string, unknown> = { ...board };
  const box =
    query.north !== undefined &&
    query.south !== undefined &&
    query.east !== undefined &&
    query.west !== undefined
      ? { north: query.north, south: query.south, east: query.east, west: query.west }
      : null;
  if (box) {
    Object.assign(values, box);
    values.centreLng = (box.west + box.east) / 2;
    values.centreLat = (box.south + box.north) / 2;
  }
  let location: SearchShape['location'] = null;
  if (place) {
    const { zips, mixedZips, pattern, firstZip, lastZip } = placeValues(place, query);
    location = firstZip ? 'span' : mixedZips ? 'renamed' : 'zips';
    Object.assign(values, {
      locationZips: zips,
      locationMixedZips: mixedZips,
      location: pattern,
      locationFirstZip: firstZip,
      locationLastZip: lastZip,
    });
  }

  const origin = query.originZip ? zipPoint(query.originZip) : null;
  const destination = query.destinationZip ? zipPoint(query.destinationZip) : null;
  const position =
    query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null;
  // Deadhead: the empty miles from the search point to the post's origin, and the radius around it.
  const deadheadFrom = origin ?? position;
  const deadheadRadius = origin ? query.originRadius : query.radius;
  const pickup =
    deadheadFrom && deadheadRadius !== undefined ? { center: deadheadFrom, miles: deadheadRadius } : null;
  const delivery =
    destination && query.destinationRadius !== undefined
      ? { center: destination, miles: query.destinationRadius }
      : null;
  // Beside an origin ZIP's circle, the user's position's.
  const around =
    origin && position && query.radius !== undefined ? { center: position, miles: query.radius } : null;
  const circle = (role: CircleRole, of: Circle) => {
    const figures = circleFigures(of);
    for (const figure of CIRCLE_FIGURES) values[`${role}.${figure}`] = figures[figure];
  };
  if (pickup) circle('pickup', pickup);
  if (delivery) circle('delivery', delivery);
  if (around) circle('position', around);
  const offset = (query.page - 1) * query.limit;
  // One circle alone in a board order, as its ZIPs at its end; by pickup date, only past the pages
  // the lane index walks in order.
  const alone = pickup && !delivery ? pickup : delivery && !pickup ? delivery : null;
  const inCircleZips =
    alone !== null &&
    !around &&
    !box &&
    !place &&
    (query.sort !== 'distance' || !deadheadFrom) &&
    (query.sort !== 'pickupDate' || offset >= DEEPEST_WALKED_OFFSET);
  if (inCircleZips) values.circleZips = zipsWithin(alone.center, alone.miles);
  // Both ends on the lane index; one end by pickup date too, walking it day by day.
  const lane =
    !inCircleZips && Boolean((pickup && delivery) || ((pickup || delivery) && query.sort === 'pickupDate'));
  if (lane) Object.assign(values, laneCorners(pickup, delivery));
  if (deadheadFrom) {
    values.deadheadLat = deadheadFrom.latitude;
    values.deadheadLng = deadheadFrom.longitude;
  }

  // Nearest first around the pickup circle's own centre: the walk takes the box alone, the exact
  // check is made on its page after it (nearestInCircle).
  const walk = !lane && pickup !== null && query.sort === 'distance';
  const order: SearchShape['order'] =
    query.sort !== 'distance' ? query.sort : deadheadFrom ? 'nearest' : box ? 'centre' : 'tripMiles';
  let circles: SearchShape['circles'] = null;
  if (inCircleZips) circles = pickup ? 'originZips' : 'destinationZips';
  else if (lane) circles = 'lane';
  else if (walk) circles = 'walk';
  else if (pickup) circles = 'pickup';
  else if (delivery) circles = 'delivery';
  Object.assign(values, { limit: query.limit, offset });
  return {
    shape: {
      board: (Object.keys(board) as (keyof BoardFilterValues)[]).filter((name) => board[name] !== undefined),
      box: box !== null,
      location,
      placeFirst: false,
      circles,
      laneEnds: lane
        ? (['pickup', 'delivery'] as const).filter((end) => (end === 'pickup' ? pickup : delivery))
        : [],
      position: around !== null,
      deadhead: deadheadFrom !== null,
      order,
    },
    values,
  };
}

const ORIGIN_NEAREST = sql`(${earthColumns(loads.originLat, loads.originLng)} <-> ${earthPoint(sql.placeholder('deadheadLat'), sql.placeholder('deadheadLng'))})`;

/** The miles from the deadhead point to the post's origin on the great circle: a hit's deadhead. */
const DEADHEAD_MILES = sql<number>`earth_distance(${earthPoint(sql.placeholder('deadheadLat'), sql.placeholder('deadheadLng'))}, ${earthColumns(loads.originLat, loads.originLng)}) / ${METERS_PER_MILE}::float8`;

/**
 * The statement of a search's page, as ids in order with each hit's deadhead miles: ACTIVE posts
 * matching every condition of its shape. Planned for each run's values, as a 10-mile and a
 * 500-mile circle want different plans.
 */
const searchStatement = preparedByShape((db: DbOrTx, shape: SearchShape) => {
  const given = (name: string) => sql.placeholder(name);
  const where: (SQL | undefined)[] = [eq(loads.status, 'ACTIVE')];
  where.push(...boardFilters(Object.fromEntries(shape.board.map((name) => [name, given(name)]))));
  const box = { north: given('north'), south: given('south'), east: given('east'), west: given('west') };
  // Nearest the view's centre, the box is its origin points' (nearestTheCentre).
  if (shape.box && shape.order !== 'centre') where.push(activeOriginInBox(box));
  // Either end at the place: the span of the start of a ZIP, or its ZIPs (one array, a hashed set on
  // each entry of the board's indexes) and the ZIPs renamed since some posts were written, with the name.
  if (shape.location) {
    const place =
      shape.location === 'span'
        ? { firstZip: given('locationFirstZip'), lastZip: given('locationLastZip') }
        : {
            zips: given('locationZips'),
            ...(shape.location === 'renamed'
              ? { mixedZips: given('locationMixedZips'), pattern: given('location') }
              : {}),
          };
    if (shape.placeFirst && shape.order !== 'nearest' && shape.order !== 'centre')
      return placeFirstPage(db, where, place, BOARD_ORDER_KEYS[shape.order]);
    where.push(
      or(
        atPlace({ zip: loads.originZip, location: loads.originLocation }, place),
        atPlace({ zip: loads.destinationZip, location: loads.destinationLocation }, place),
      ),
    );
  }

  if (
    (shape.circles === 'originZips' || shape.circles === 'destinationZips') &&
    shape.order !== 'nearest' &&
    shape.order !== 'centre'
  )
    return circlePage(
      db,
      where,
      shape.circles === 'originZips' ? 'origin' : 'destination',
      BOARD_ORDER_KEYS[shape.order],
      shape.deadhead ? DEADHEAD_MILES : null,
    );
  const pickup = circlePlaceholders('pickup');
  const delivery = circlePlaceholders('delivery');
  if (shape.circles === 'lane')
    where.push(
      onLane(
        { low: given('low'), high: given('high') },
        {
          pickup: shape.laneEnds.includes('pickup') ? pickup : undefined,
          delivery: shape.laneEnds.includes('delivery') ? delivery : undefined,
        },
      ),
    );
  else if (shape.circles === 'walk') where.push(inEarthBox(loads.originLat, loads.originLng, pickup));
  else if (shape.circles === 'pickup') where.push(withinCircle(loads.originLat, loads.originLng, pickup));
  else if (shape.circles === 'delivery')
    where.push(withinCircle(loads.destinationLat, loads.destinationLng, delivery));
  if (shape.position)
    where.push(withinCircle(loads.originLat, loads.originLng, circlePlaceholders('position')));
  if (shape.circles === 'walk') return nearestInCircle(db, and(...where) as SQL, pickup);
  if (shape.order === 'centre') return nearestTheCentre(db, and(...where) as SQL, box);

  // A lane by pickup date (one circle by pickup date is a lane too) is walked on the lane index.
  const laneByPickup = shape.circles === 'lane' && shape.order === 'pickupDate';
  // Nearest first straight from the index (fresh posts, then stale ones), which stops after the
  // page: no tie-break, since a further key would make the database sort every post in the circle
  // (posts on one ZIP's point come in the index's order, the same on every page of one search).
  const orderBy =
    shape.order === 'nearest'
      ? [asc(FRESH_FIRST_DISTANCE), asc(ORIGIN_NEAREST)]
      : laneByPickup
        ? IN_PICKUP_ORDER
        : BOARD_ORDER[shape.order];
  // Nearest first from the index over the whole board, or a lane by pickup date: a walk that stops
  // after the page (a lane's posts in another order come from the lane index, and are few).
  const walked = laneByPickup || (shape.circles !== 'lane' && shape.order === 'nearest');

  return db
    .select({ id: loads.id, deadheadMiles: shape.deadhead ? DEADHEAD_MILES : sql<null>`NULL::float8` })
    .from(loads)
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(walked ? unseenByPlanner('limit') : given('limit'))
    .offset(walked ? unseenByPlanner('offset') : given('offset'))
    .prepare(PLANNED_EACH_RUN);
});

/**
 * The LIMIT or OFFSET of a walk nearest first, as a sub-select whose value the planner does not see:
 * it then costs the walk for a share of the rows, as for any unknown LIMIT, and keeps walking the
 * index at every depth. Seen, a page past the few hundred posts it guesses a box holds (`<@` and
 * `@>` are guessed at a thousandth of the table) was planned as reading and sorting every post in
 * the box, many times slower for a deep page of the map's list at a million posts (bench/RESULTS.md).
 * (Drizzle writes any object given as a LIMIT as SQL; its type says a placeholder.)
 */
const unseenByPlanner = (name: 'limit' | 'offset') =>
  sql`(SELECT ${sql.placeholder(name)}::int)` as unknown as Placeholder;

/** No limit, as a value the planner cannot see (`LIMIT NULL` is none): it plans for a walk that stops early. */
const NO_LIMIT_UNSEEN = sql`(SELECT NULL::int)` as unknown as Placeholder;

/**
 * A page of the posts matching `inBox` (the circle's box among the other filters) whose origin is
 * within the circle, nearest its centre first. The GiST index on the origin's cube is walked nearest
 * first over the box alone and stops after the page; the exact check is made on that page after the
 * walk. Nearest first, every post within the circle comes before any post in the box's corners, so
 * the check never drops a post that belongs on a page; filtering the walk's rows keeps their order
 * (posts on one ZIP's point in the index's order, as every page of the search has them). With the
 * check inside the walk, the planner saw the box through the cube operator's fixed estimate (a
 * thousandth of the posts, far fewer than a busy box holds) and read and sorted the whole box
 * instead.
 */
function nearestInCircle(db: DbOrTx, inBox: SQL, circle: CircleFigures<Placeholder>) {
  const walk = db
    .select({
      id: loads.id,
      deadheadMiles: DEADHEAD_MILES.as('deadhead_miles'),
      originLat: loads.originLat,
      originLng: loads.originLng,
    })
    .from(loads)
    .where(inBox)
    .orderBy(asc(FRESH_FIRST_DISTANCE), asc(ORIGIN_NEAREST))
    .limit(unseenByPlanner('limit'))
    .offset(unseenByPlanner('offset'))
    .as('walk');
  return db
    .select({ id: walk.id, deadheadMiles: walk.deadheadMiles })
    .from(walk)
    .where(exactlyWithin(walk.originLat, walk.originLng, circle))
    .prepare(PLANNED_EACH_RUN);
}

/**
 * A page of the posts in the view box (`ofPosts`: every other condition of the search) nearest the
 * view's centre first. The walk goes over the points posts start from (`load_origin_points`, a few
 * thousand whatever the number of posts), nearest first on their GiST index, and reads each point's
 * posts in id order on the btree of (origin, id); the nested loop keeps both orders and stops after
 * the page. One walk over the posts themselves read every index page around the centre before its
 * first row, and a busy ZIP's posts (thousands on one point at a million) fill many, so page 1
 * grew with the board (the growth table of bench/RESULTS.md follows it).
 *
 * The page has no ORDER BY of its own: its order is the walk's, point by point, a point's posts by
 * id. Ordered again by the point's distance, the planner guessed the box's points at two (`<@` is
 * guessed at a thousandth) and sorted every post in the box; by distance and
 * id, it would sort the nearest point's posts, all of them. The points' own LIMIT is none, as a
 * value the planner cannot see, so that it walks their index rather than sorting them.
 */
function nearestTheCentre(db: DbOrTx, ofPosts: SQL, box: ViewBoxSides<Placeholder>) {
  const centre = sql`point(${sql.placeholder('centreLng')}::float8, ${sql.placeholder('centreLat')}::float8)`;
  const points = db
    .select({ originLng: loadOriginPoints.originLng, originLat: loadOriginPoints.originLat })
    .from(loadOriginPoints)
    .where(
      and(
        // The partial index's own condition, as a literal: a parameter would not match it.
        sql`${loadOriginPoints.posts} > 0`,
        pointInBox(loadOriginPoints.originLng, loadOriginPoints.originLat, box),
      ),
    )
    .orderBy(asc(sql`(point(${loadOriginPoints.originLng}, ${loadOriginPoints.originLat}) <-> ${centre})`))
    .limit(NO_LIMIT_UNSEEN)
    .as('points');
  const atPoint = db
    .select({ id: loads.id })
    .from(loads)
    .where(and(ofPosts, eq(loads.originLng, points.originLng), eq(loads.originLat, points.originLat)))
    .orderBy(asc(loads.id))
    .as('at_point');
  return db
    .select({ id: atPoint.id, deadheadMiles: sql<null>`NULL::float8` })
    .from(points)
    .crossJoinLateral(atPoint)
    .limit(unseenByPlanner('limit'))
    .offset(unseenByPlanner('offset'))
    .prepare(PLANNED_EACH_RUN);
}

/** Pickup days are measured from this one, earlier than any post's, so nearest is earliest. */
const FIRST_DAY = sql.raw(`DATE '0001-01-01'`);

/**
 * The board's order, fresh first, then pickup day, then id, as distances the lane index (0035:
 * staleness, the day, the two ends, the id) walks nearest first: a lane's page by pickup date is read in order and the walk stops
 * after it (at any depth: `unseenByPlanner`), instead of sorting the lane's posts up to the page's
 * last day, as many as that day has in the circle. Ids are positive: the nearest to 0 is the lowest.
 */
const IN_PICKUP_ORDER = [
  asc(FRESH_FIRST_DISTANCE),
  asc(sql`(${loads.pickupDate} <-> ${FIRST_DAY})`),
  asc(sql`(${loads.id} <-> 0)`),
];

/**
 * The page of a search, as ids in order: ACTIVE posts matching every filter given. The deadhead
 * point (an origin ZIP, else the user's position) gives each hit its `deadheadMiles` and the
 * distance sort; without one, a view box sorts by distance from its centre.
 */
async function searchPage(
  db: DbOrTx,
  query: LoadSearch,
): Promise<{ id: number; deadheadMiles: number | null }[]> {
  const text = query.location?.trim();
  const [place] = await placeMatches(db, [text]);
  const { shape, values } = searchTerms(query, place);
  // A place in one of the board's own orders (circles and boxes narrow a search their own way).
  const byPlace = !shape.box && shape.circles === null && !shape.deadhead;
  const narrowed = (['equipment', 'startDate', 'endDate'] as const).some((name) =>
    shape.board.includes(name),
  );
  if (place && byPlace && (await readsPlaceFirst(db, place, (query.page - 1) * query.limit, narrowed)))
    shape.placeFirst = true;
  return searchStatement(db, JSON.stringify(shape), shape).execute(values);
}

/** A search's hit: a post found, and how far its origin is from the deadhead point (when one is given). */
export interface SearchHit {
  id: number;
  deadheadMiles: number | null;
}

/**
 * GET /api/loads/search: the hits of `searchPage`, in their order. The page is found first and the
 * answer reads their views after, by id (view.ts), so the search's walk carries ids alone.
 */
export async function searchLoads(db: DbOrTx, query: LoadSearch): Promise<SearchHit[]> {
  const page = await searchPage(db, query);
  return page.map(({ id, deadheadMiles }) => ({
    id,
    deadheadMiles: deadheadMiles === null ? null : roundMiles(Number(deadheadMiles)),
  }));
}
