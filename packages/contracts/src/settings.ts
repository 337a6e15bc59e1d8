import { z } from 'zod';
import { LANGUAGES } from './enums.ts';
import { httpUrl } from './fields.ts';
import { zipCode } from './geo.ts';
import { LOAD_BOARD_URLS_MAX } from './limits.ts';

/**
 * The spec's time zone values, as the API takes and returns them. EST and PST mean the civil zones
 * (daylight saving included), decisions.md "The page shell".
 */
export const TIMEZONES = ['UTC', 'EST', 'PST'] as const;
export type Timezone = (typeof TIMEZONES)[number];

/** The IANA zone each spec value means; every date shown is formatted in it. */
export const IANA_TIME_ZONES: Record<Timezone, string> = {
  UTC: 'UTC',
  EST: 'America/New_York',
  PST: 'America/Los_Angeles',
};

/** The colour theme: SYSTEM follows the device's light or dark setting (decisions-made.md "Dark theme"). */
export const THEMES = ['SYSTEM', 'LIGHT', 'DARK'] as const;
export type Theme = (typeof THEMES)[number];

export const SERVICE_AREA_RADIUS_DEFAULT = 50;
export const SERVICE_AREA_RADIUS_MIN = 1;
export const SERVICE_AREA_RADIUS_MAX = 500;
/** decisions.md: a route alert matches a load whose ends are each within this many miles. */
export const ROUTE_ALERT_RADIUS_MILES = 50;
export const SERVICE_AREAS_MAX = 25;
export const ROUTE_ALERTS_MAX = 50;

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully',
  serviceAreasUpdated: 'Service areas updated successfully',
  routeAlertsUpdated: 'Route alerts updated successfully',
  serviceAreaRemoved: 'Service area removed successfully',
  routeAlertRemoved: 'Route alert removed successfully',
  loadBoardUrlAdded: 'Load board URL added successfully',
  loadBoardUrlRemoved: 'Load board URL removed successfully',
  fetchFailed: 'Failed to fetch settings',
  updateFailed: 'Failed to update general settings',
  removeServiceAreaFailed: 'Failed to remove service area',
  removeRouteAlertFailed: 'Failed to remove route alert',
  radiusRange: `Radius must be between ${SERVICE_AREA_RADIUS_MIN} and ${SERVICE_AREA_RADIUS_MAX} miles`,
  /** Followed by the ZIP: 'Unknown ZIP code: 00000'. */
  unknownZip: 'Unknown ZIP code',
  alertMeAdded: 'Route alert added: you will hear about new loads on this lane',
  serviceAreasMax: `At most ${SERVICE_AREAS_MAX} service areas`,
  routeAlertsMax: `At most ${ROUTE_ALERTS_MAX} route alerts`,
} as const;

const loadBoardUrlList = z
  .array(httpUrl('Each load board URL must be a valid http or https URL'), {
    error: 'Load board URLs must be a list',
  })
  .max(LOAD_BOARD_URLS_MAX, `At most ${LOAD_BOARD_URLS_MAX} load board URLs`);

/**
 * Miles as a number, or as the text of a form's number field ('50'); anything else (true, [50], '')
 * is refused rather than coerced.
 */
const radius = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: SETTINGS_MESSAGES.radiusRange })
    .int('Radius must be a whole number of miles')
    .min(SERVICE_AREA_RADIUS_MIN, SETTINGS_MESSAGES.radiusRange)
    .max(SERVICE_AREA_RADIUS_MAX, SETTINGS_MESSAGES.radiusRange),
);

/** One service area as sent: a ZIP (which must exist in the ZIP database) and a radius in miles. */
export const serviceAreaInput = z.object({
  zipCode,
  radius: radius.default(SERVICE_AREA_RADIUS_DEFAULT),
});
export type ServiceAreaInput = z.input<typeof serviceAreaInput>;

export const routeAlertInput = z.object({ originZip: zipCode, destinationZip: zipCode });
export type RouteAlertInput = z.input<typeof routeAlertInput>;

const serviceAreaList = z
  .array(serviceAreaInput, { error: 'Service areas must be a list' })
  .max(SERVICE_AREAS_MAX, SETTINGS_MESSAGES.serviceAreasMax);
const routeAlertList = z
  .array(routeAlertInput, { error: 'Route alerts must be a list' })
  .max(ROUTE_ALERTS_MAX, SETTINGS_MESSAGES.routeAlertsMax);

export const alertPreferences = z.object({
  rfpAlerts: z.boolean({ error: 'RFP alerts must be true or false' }),
  openTruckAlerts: z.boolean({ error: 'Open truck alerts must be true or false' }),
});
export type AlertPreferences = z.infer<typeof alertPreferences>;

const LATITUDE_RANGE = 'Latitude must be a number between -90 and 90';
const LONGITUDE_RANGE = 'Longitude must be a number between -180 and 180';
const currentLocation = z.object(
  {
    lat: z.number({ error: LATITUDE_RANGE }).min(-90, LATITUDE_RANGE).max(90, LATITUDE_RANGE),
    lng: z.number({ error: LONGITUDE_RANGE }).min(-180, LONGITUDE_RANGE).max(180, LONGITUDE_RANGE),
  },
  { error: 'Current location must be { lat, lng } or null' },
);

/**
 * `PATCH /api/settings/general`: the Save All Settings body. Every key is optional; a list given
 * replaces the stored list. Keys the spec's UI sends but this call does not own are ignored.
 */
export const generalSettingsBody = z.object({
  notifications: z.boolean({ error: 'Notifications must be true or false' }).optional(),
  emailAlerts: z.boolean({ error: 'Email alerts must be true or false' }).optional(),
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` }).optional(),
  timezone: z.enum(TIMEZONES, { error: `Time zone must be one of ${TIMEZONES.join(', ')}` }).optional(),
  theme: z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(', ')}` }).optional(),
  loadBoardUrls: loadBoardUrlList.optional(),
  serviceAreas: serviceAreaList.optional(),
  routeAlerts: routeAlertList.optional(),
  alertPreferences: alertPreferences.partial().optional(),
  currentLocation: currentLocation.nullable().optional(),
});
export type GeneralSettingsBody = z.input<typeof generalSettingsBody>;

export const loadBoardUrlsBody = z.object({ loadBoardUrls: loadBoardUrlList });
export const alertsBody = z.object({ alertPreferences: alertPreferences.partial() });
export const serviceAreasBody = z.object({ serviceAreas: serviceAreaList });
export const routeAlertsBody = z.object({ routeAlerts: routeAlertList });
/** 'Alert me about loads like this': adds one route alert to the caller's list (kept once). */
export const addRouteAlertBody = routeAlertInput;

/** A stored service area, with its place written 'City, ST' from the ZIP database. */
export const serviceArea = z.object({ zipCode: z.string(), radius: z.number().int(), location: z.string() });
export type ServiceArea = z.infer<typeof serviceArea>;

export const routeAlert = z.object({
  originZip: z.string(),
  destinationZip: z.string(),
  originLocation: z.string(),
  destinationLocation: z.string(),
});
export type RouteAlert = z.infer<typeof routeAlert>;

/** `GET /api/settings` and the answer of every settings PATCH: the caller's whole settings. */
export const settings = z.object({
  notifications: z.boolean(),
  emailAlerts: z.boolean(),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  theme: z.enum(THEMES),
  loadBoardUrls: z.array(z.string()),
  serviceAreas: z.array(serviceArea),
  alertPreferences,
  routeAlerts: z.array(routeAlert),
  currentLocation: currentLocation.nullable(),
});
export type Settings = z.infer<typeof settings>;

/** What a user has before they change anything (spec: radius 50, rfpAlerts on, openTruckAlerts off). */
export const DEFAULT_SETTINGS: Settings = {
  notifications: true,
  emailAlerts: true,
  language: 'en',
  timezone: 'UTC',
  theme: 'SYSTEM',
  loadBoardUrls: [],
  serviceAreas: [],
  alertPreferences: { rfpAlerts: true, openTruckAlerts: false },
  routeAlerts: [],
  currentLocation: null,
};
