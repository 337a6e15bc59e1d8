import {
  DEFAULT_SETTINGS,
  type Language,
  ROUTE_ALERT_RADIUS_MILES,
  type RouteAlert,
  type ServiceArea,
  type Timezone,
} from '@loadboard/contracts';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { loads, routeAlerts, serviceAreas, userSettings, users } from '../../db/schema/index.ts';
import { METERS_PER_MILE } from '../geo/index.ts';

/** earthdistance works in metres; the same factor as `service_areas.reach` and `radius_chord`. */
const ROUTE_ALERT_METERS = ROUTE_ALERT_RADIUS_MILES * METERS_PER_MILE;
/**
 * Posts matched per statement: an import of thousands is matched in slices of this many, so one
 * answer stays a few megabytes even when every post is at a busy hub.
 */
const LOADS_PER_QUERY = 50;

/** One user to tell about one new post, what of theirs it matched, and how they want to hear. */
export interface AlertMatch {
  userId: number;
  loadId: number;
  /** The user's service areas whose circle holds the post's pickup, in the user's order. */
  serviceAreas: ServiceArea[];
  /** The user's route alerts whose lane the post runs (both ends within 50 miles), in the user's order. */
  routeAlerts: RouteAlert[];
  /** In-app alerts wanted (the bell). */
  notifications: boolean;
  /** Email alerts wanted. */
  emailAlerts: boolean;
  language: Language;
  timezone: Timezone;
}

/**
 * One matched area or lane of one user for one post, as `alertMatchQuery` lists it: load id, user id,
 * 'area' or 'lane', the area's (or lane origin's) ZIP and place, the area's radius, the lane's
 * destination ZIP and place, then the user's notifications, emailAlerts, language and timezone.
 */
type MatchItem = [
  loadId: number,
  userId: number,
  kind: 'area' | 'lane',
  zip: string,
  location: string,
  radius: number | null,
  destinationZip: string | null,
  destinationLocation: string | null,
  notifications: boolean,
  emailAlerts: boolean,
  language: Language,
  timezone: Timezone,
];

/**
 * The matching of decisions.md "Notifications and alerts", for the ACTIVE posts among `loadIds`:
 *
 * - a service area matches when the pickup lies within its radius: the GiST index on each area's
 *   bounding cube (`reach`) finds the areas whose cube holds the pickup point, then one
 *   `cube_distance` against the stored chord of the radius keeps those whose circle does;
 * - a route alert matches when its origin is within 50 miles of the pickup and its destination within
 *   50 miles of the delivery: the GiST index on the alerts' origin points finds those inside the
 *   pickup's 50-mile cube, then both distances are checked the same way;
 * - only active users other than the poster, and only the post types they care about: RFP loads with
 *   rfpAlerts on, TRUCK posts with openTruckAlerts on, RFD loads for RFD carriers. A user who wants
 *   neither in-app nor email alerts has nothing to be told and is left out.
 *
 * A user without a settings row has `DEFAULT_SETTINGS`. The answer is one row holding every matched
 * item as a JSON list (`MatchItem`): a busy hub matches thousands of users, and one JSON value crosses
 * from the database far faster than thousands of rows (PGlite parses every field of every row in
 * JavaScript). Exported so the benchmark can run the same statement straight on the driver.
 */
export function alertMatchQuery(loadIds: readonly number[]): SQL {
  const defaults = DEFAULT_SETTINGS;
  const setting = (column: AnyPgColumn, fallback: boolean) =>
    sql`coalesce(${column}, ${sql.raw(String(fallback))})`;
  const wantsRfp = setting(userSettings.rfpAlerts, defaults.alertPreferences.rfpAlerts);
  const wantsTrucks = setting(userSettings.openTruckAlerts, defaults.alertPreferences.openTruckAlerts);
  const notifications = setting(userSettings.notifications, defaults.notifications);
  const emailAlerts = setting(userSettings.emailAlerts, defaults.emailAlerts);
  const laneMeters = sql.raw(`${ROUTE_ALERT_METERS}::float8`);
  // The lane radius as a chord, like `service_areas.radius_chord`; a constant the planner folds.
  const laneChord = sql`gc_to_sec(${laneMeters})`;
  return sql`
    -- The posts by id alone, behind a fence, ACTIVE tested after: with the status beside the ids,
    -- the planner took a partial GiST index of ACTIVE posts holding the id (a lane's walk) for the
    -- primary key, and searched it whole for each post.
    WITH new_loads AS MATERIALIZED (
      SELECT ${loads.id} AS load_id, ${loads.ownerId} AS owner_id, ${loads.loadType} AS load_type,
        ll_to_earth(${loads.originLat}, ${loads.originLng}) AS pickup,
        ll_to_earth(${loads.destinationLat}, ${loads.destinationLng}) AS delivery,
        ${loads.status} = 'ACTIVE' AS active
      FROM ${loads}
      WHERE ${inArray(loads.id, [...loadIds])}
    ),
    hits AS (
      SELECT new_loads.load_id, new_loads.owner_id, new_loads.load_type, ${serviceAreas.userId} AS user_id,
        'area' AS kind, ${serviceAreas.id} AS item_id, ${serviceAreas.zipCode} AS zip,
        ${serviceAreas.location} AS location, ${serviceAreas.radiusMiles} AS radius,
        NULL::text AS destination_zip, NULL::text AS destination_location
      FROM new_loads
      JOIN ${serviceAreas}
        ON ${serviceAreas.reach} @> new_loads.pickup
        AND cube_distance(${serviceAreas.center}, new_loads.pickup) <= ${serviceAreas.radiusChord}
      WHERE new_loads.active
      UNION ALL
      SELECT new_loads.load_id, new_loads.owner_id, new_loads.load_type, ${routeAlerts.userId},
        'lane', ${routeAlerts.id}, ${routeAlerts.originZip}, ${routeAlerts.originLocation}, NULL,
        ${routeAlerts.destinationZip}, ${routeAlerts.destinationLocation}
      FROM new_loads
      JOIN ${routeAlerts}
        ON earth_box(new_loads.pickup, ${laneMeters}) @> ${routeAlerts.originPoint}
        AND cube_distance(${routeAlerts.originPoint}, new_loads.pickup) <= ${laneChord}
        AND cube_distance(${routeAlerts.destinationPoint}, new_loads.delivery) <= ${laneChord}
      WHERE new_loads.active
    )
    SELECT coalesce(json_agg(json_build_array(
      hits.load_id, hits.user_id, hits.kind, hits.zip, hits.location, hits.radius,
      hits.destination_zip, hits.destination_location,
      ${notifications}, ${emailAlerts},
      coalesce(${userSettings.language}, ${defaults.language}),
      coalesce(${userSettings.timezone}, ${defaults.timezone})
    ) ORDER BY hits.load_id, hits.user_id, hits.kind, hits.item_id), '[]') AS items
    FROM hits
    JOIN ${users} ON ${users.id} = hits.user_id
    LEFT JOIN ${userSettings} ON ${userSettings.userId} = hits.user_id
    WHERE ${users.status} = 'active'
      AND hits.user_id <> hits.owner_id
      -- The preferences apart from the user type: the planner checks them as soon as it has the
      -- settings row, so most candidates of a TRUCK post never cost a users lookup.
      AND CASE hits.load_type WHEN 'RFP' THEN ${wantsRfp} WHEN 'TRUCK' THEN ${wantsTrucks} ELSE true END
      AND (hits.load_type <> 'RFD' OR ${users.userType} = 'RFD_CARRIER')
      AND (${notifications} OR ${emailAlerts})`;
}

/** The items of one (post, user) pair, adjacent in the list, as one match. */
function toMatches(items: MatchItem[]): AlertMatch[] {
  const matches: AlertMatch[] = [];
  let match: AlertMatch | undefined;
  for (const [
    loadId,
    userId,
    kind,
    zip,
    location,
    radius,
    destinationZip,
    destinationLocation,
    ...wants
  ] of items) {
    if (match?.loadId !== loadId || match.userId !== userId) {
      const [notifications, emailAlerts, language, timezone] = wants;
      match = {
        userId,
        loadId,
        serviceAreas: [],
        routeAlerts: [],
        notifications,
        emailAlerts,
        language,
        timezone,
      };
      matches.push(match);
    }
    if (kind === 'area') match.serviceAreas.push({ zipCode: zip, radius: radius as number, location });
    else
      match.routeAlerts.push({
        originZip: zip,
        originLocation: location,
        destinationZip: destinationZip as string,
        destinationLocation: destinationLocation as string,
      });
  }
  return matches;
}

/**
 * The matches of the new posts `loadIds` (see `alertMatchQuery`), a slice of posts at a time: one
 * `AlertMatch` per (post, user), ordered by post then user. Posts no longer ACTIVE, or gone, match no
 * one. For a big import, a caller that sums up per user can keep one slice in memory at a time.
 */
export async function* alertMatchBatches(
  db: DbOrTx,
  loadIds: readonly number[],
): AsyncGenerator<AlertMatch[]> {
  const ids = [...new Set(loadIds)].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += LOADS_PER_QUERY) {
    const result = await db.execute(alertMatchQuery(ids.slice(start, start + LOADS_PER_QUERY)));
    const [row] = (result as unknown as { rows: { items: MatchItem[] }[] }).rows;
    yield toMatches(row?.items ?? []);
  }
}

/** Every match of the new posts `loadIds` at once (see `alertMatchBatches`). */
export async function findAlertMatches(db: DbOrTx, loadIds: readonly number[]): Promise<AlertMatch[]> {
  const matches: AlertMatch[] = [];
  for await (const batch of alertMatchBatches(db, loadIds)) matches.push(...batch);
  return matches;
}
