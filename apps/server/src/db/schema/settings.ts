import { DEFAULT_SETTINGS, LANGUAGES, THEMES, TIMEZONES } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, laneEnds, updatedAt } from './columns.ts';
import { userRef } from './users.ts';

export const userLanguage = pgEnum('user_language', LANGUAGES);
export const userTimezone = pgEnum('user_timezone', TIMEZONES);
export const userTheme = pgEnum('user_theme', THEMES);

/** The `cube` extension's type; only the database computes and compares these values. */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

/**
 * A user's settings (spec 3, Settings), one row per user. No row means `DEFAULT_SETTINGS`; the first
 * change writes the row, with the defaults for what it does not name. Load board URLs live in
 * `load_board_urls`, service areas and route alerts in their own tables.
 */
export const userSettings = pgTable('user_settings', {
  userId: userRef('user_id').primaryKey(),
  notifications: boolean('notifications').notNull().default(DEFAULT_SETTINGS.notifications),
  emailAlerts: boolean('email_alerts').notNull().default(DEFAULT_SETTINGS.emailAlerts),
  language: userLanguage('language').notNull().default(DEFAULT_SETTINGS.language),
  timezone: userTimezone('timezone').notNull().default(DEFAULT_SETTINGS.timezone),
  theme: userTheme('theme').notNull().default(DEFAULT_SETTINGS.theme),
  rfpAlerts: boolean('rfp_alerts').notNull().default(DEFAULT_SETTINGS.alertPreferences.rfpAlerts),
  openTruckAlerts: boolean('open_truck_alerts')
    .notNull()
    .default(DEFAULT_SETTINGS.alertPreferences.openTruckAlerts),
  /** currentLocation: both or neither. */
  currentLat: doublePrecision('current_lat'),
  currentLng: doublePrecision('current_lng'),
  updatedAt: updatedAt(),
});

/**
 * A circle a user wants to hear about loads picked up in: the ZIP's point and a radius in miles.
 * `reach` is the circle's bounding cube (`earth_box`), kept by the database and GiST-indexed, so
 * matching a new load asks which cubes contain its pickup point instead of measuring every area;
 * `center` and `radiusChord` then settle the exact circle with one `cube_distance` per candidate.
 */
export const serviceAreas = pgTable(
  'service_areas',
  {
    id: identityId(),
    userId: userRef('user_id'),
    zipCode: text('zip_code').notNull(),
    radiusMiles: integer('radius_miles').notNull(),
    /** 'City, ST' of the ZIP when it was saved, as loads keep theirs. */
    location: text('location').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** earthdistance works in metres: 1609.344 to the mile. */
    reach: cube('reach')
      .notNull()
      .generatedAlwaysAs(sql`earth_box(ll_to_earth(lat, lng), radius_miles * 1609.344)`),
    /** The ZIP's point, `ll_to_earth(lat, lng)`, computed once here rather than per match. */
    center: cube('center').notNull().generatedAlwaysAs(sql`ll_to_earth(lat, lng)`),
    /**
     * The radius as the straight line through the earth (`gc_to_sec`, metres): a point is inside the
     * circle exactly when its `cube_distance` to `center` is at most this, with no trigonometry.
     */
    radiusChord: doublePrecision('radius_chord')
      .notNull()
      .generatedAlwaysAs(sql`gc_to_sec(radius_miles * 1609.344)`),
  },
  (t) => [
    index('service_areas_user_idx').on(t.userId, t.id),
    uniqueIndex('service_areas_user_area_key').on(t.userId, t.zipCode, t.radiusMiles),
    index('service_areas_reach_idx').using('gist', t.reach),
    check('service_areas_radius_check', sql`${t.radiusMiles} BETWEEN 1 AND 500`),
  ],
);

/**
 * A lane a user wants to hear about: a load whose pickup is near the origin ZIP and whose delivery is
 * near the destination ZIP. Both points are kept as `ll_to_earth` cubes; the GiST index on the origin
 * point finds the alerts near a pickup.
 */
export const routeAlerts = pgTable(
  'route_alerts',
  {
    id: identityId(),
    userId: userRef('user_id'),
    ...laneEnds(),
    originPoint: cube('origin_point').notNull().generatedAlwaysAs(sql`ll_to_earth(origin_lat, origin_lng)`),
    destinationPoint: cube('destination_point')
      .notNull()
      .generatedAlwaysAs(sql`ll_to_earth(destination_lat, destination_lng)`),
    createdAt: createdAt(),
  },
  (t) => [
    // Kept once: 'Alert me about loads like this' twice adds one alert.
    uniqueIndex('route_alerts_user_lane_key').on(t.userId, t.originZip, t.destinationZip),
    index('route_alerts_user_idx').on(t.userId, t.id),
    index('route_alerts_origin_point_idx').using('gist', t.originPoint),
  ],
);
