import {
  type addRouteAlertBody,
  DEFAULT_SETTINGS,
  type generalSettingsBody,
  IANA_TIME_ZONES,
  type Language,
  ROUTE_ALERTS_MAX,
  type RouteAlert,
  SETTINGS_MESSAGES,
  type ServiceArea,
  type Settings,
  type Theme,
  type Timezone,
  type ZipInfo,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { together } from '../../db/together.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { withFields } from '../../lib/with-fields.ts';
import { lookupZip } from '../geo/index.ts';
import { listLoadBoardUrls, replaceLoadBoardUrls } from './load-board-urls.ts';
import {
  countRouteAlerts,
  findSettingsRow,
  insertRouteAlert,
  listRouteAlerts,
  listServiceAreas,
  type NewRouteAlertRow,
  type NewServiceAreaRow,
  type RouteAlertRow,
  replaceRouteAlerts,
  replaceServiceAreas,
  type ServiceAreaRow,
  type SettingsRow,
  type SettingsValues,
  upsertSettings,
} from './queries.ts';

/** Any settings change, as `PATCH /api/settings/general` takes it; the other PATCHes send a part. */
export type SettingsChange = z.output<typeof generalSettingsBody>;
export type NewRouteAlert = z.output<typeof addRouteAlertBody>;

const toServiceArea = (row: ServiceAreaRow): ServiceArea => ({
  zipCode: row.zipCode,
  radius: row.radiusMiles,
  location: row.location,
});

const toRouteAlert = (row: RouteAlertRow): RouteAlert => ({
  originZip: row.originZip,
  destinationZip: row.destinationZip,
  originLocation: row.originLocation,
  destinationLocation: row.destinationLocation,
});

/** The stored row's part of the settings; no row is the defaults. */
function scalarSettings(row: SettingsRow | undefined) {
  if (!row) {
    const { notifications, emailAlerts, language, timezone, theme, alertPreferences, currentLocation } =
      DEFAULT_SETTINGS;
    return { notifications, emailAlerts, language, timezone, theme, alertPreferences, currentLocation };
  }
  return {
    notifications: row.notifications,
    emailAlerts: row.emailAlerts,
    language: row.language,
    timezone: row.timezone,
    theme: row.theme,
    alertPreferences: { rfpAlerts: row.rfpAlerts, openTruckAlerts: row.openTruckAlerts },
    currentLocation:
      row.currentLat === null || row.currentLng === null
        ? null
        : { lat: row.currentLat, lng: row.currentLng },
  };
}

/** The user's whole settings (`GET /api/settings`), the defaults for anything never changed. */
export async function getSettings(db: DbOrTx, userId: number): Promise<Settings> {
  const [row, loadBoardUrls, areas, alerts] = await together(db, [
    () => findSettingsRow(db, userId),
    () => listLoadBoardUrls(db, userId),
    () => listServiceAreas(db, userId),
    () => listRouteAlerts(db, userId),
  ]);
  return withFields(scalarSettings(row), {
    loadBoardUrls,
    serviceAreas: areas.map(toServiceArea),
    routeAlerts: alerts.map(toRouteAlert),
  });
}

/** The language and time zone a user's screens and emails use; `timeZone` is the IANA zone to format in. */
export interface UserLocale {
  language: Language;
  timezone: Timezone;
  timeZone: string;
}

export async function getUserLocale(db: DbOrTx, userId: number): Promise<UserLocale> {
  const row = await findSettingsRow(db, userId);
  return localeOf(row?.language ?? null, row?.timezone ?? null);
}

/** The locale of a saved language and time zone (`localeColumns`), the defaults for what was not saved. */
export function localeOf(language: Language | null, timezone: Timezone | null): UserLocale {
  const zone = timezone ?? DEFAULT_SETTINGS.timezone;
  return { language: language ?? DEFAULT_SETTINGS.language, timezone: zone, timeZone: IANA_TIME_ZONES[zone] };
}

/** The settings the profile carries for the web to apply at sign-in: the locale and the theme. */
export async function getShownSettings(db: DbOrTx, userId: number): Promise<UserLocale & { theme: Theme }> {
  const row = await findSettingsRow(db, userId);
  return shownSettingsOf(row?.language ?? null, row?.timezone ?? null, row?.theme ?? null);
}

/** `localeOf` and the saved theme (`themeColumn`), the default where none was saved. */
export function shownSettingsOf(language: Language | null, timezone: Timezone | null, theme: Theme | null) {
  return { ...localeOf(language, timezone), theme: theme ?? DEFAULT_SETTINGS.theme };
}

export async function getUserLanguage(db: DbOrTx, userId: number): Promise<Language> {
  return (await getUserLocale(db, userId)).language;
}

/** The spec's value (UTC, EST, PST); `IANA_TIME_ZONES` or `getUserLocale` give the civil zone. */
export async function getUserTimezone(db: DbOrTx, userId: number): Promise<Timezone> {
  return (await getUserLocale(db, userId)).timezone;
}

/**
 * Each ZIP's place, or a 422 naming every unknown one under its field ('Unknown ZIP code: 00000'),
 * so a save with one bad ZIP names it and stores nothing.
 */
function resolveZips(zips: { field: string; zip: string }[]): Map<string, ZipInfo> {
  const places = new Map<string, ZipInfo>();
  const fields: Record<string, string> = {};
  for (const { field, zip } of zips) {
    const info = lookupZip(zip);
    if (info) places.set(zip, info);
    else fields[field] = `${SETTINGS_MESSAGES.unknownZip}: ${zip}`;
  }
  const problems = [...new Set(Object.values(fields))];
  if (problems.length > 0) throw validationFailed(problems, fields);
  return places;
}

const place = (places: Map<string, ZipInfo>, zip: string) => places.get(zip) as ZipInfo;

function routeAlertRow(places: Map<string, ZipInfo>, alert: NewRouteAlert): NewRouteAlertRow {
  const origin = place(places, alert.originZip);
  const destination = place(places, alert.destinationZip);
  return {
    originZip: origin.zip,
    originLocation: origin.location,
    originLat: origin.latitude,
    originLng: origin.longitude,
    destinationZip: destination.zip,
    destinationLocation: destination.location,
    destinationLat: destination.latitude,
    destinationLng: destination.longitude,
  };
}

/** The first of each equal item, in order (an area or a lane listed twice is kept once). */
function firstOfEach<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** What the settings row stores of a change; keys the change does not name stay as they are. */
function rowValues(change: SettingsChange): SettingsValues {
  const values: SettingsValues = {};
  if (change.notifications !== undefined) values.notifications = change.notifications;
  if (change.emailAlerts !== undefined) values.emailAlerts = change.emailAlerts;
  if (change.language !== undefined) values.language = change.language;
  if (change.timezone !== undefined) values.timezone = change.timezone;
  if (change.theme !== undefined) values.theme = change.theme;
  if (change.alertPreferences?.rfpAlerts !== undefined) values.rfpAlerts = change.alertPreferences.rfpAlerts;
  if (change.alertPreferences?.openTruckAlerts !== undefined)
    values.openTruckAlerts = change.alertPreferences.openTruckAlerts;
  if (change.currentLocation !== undefined) {
    values.currentLat = change.currentLocation?.lat ?? null;
    values.currentLng = change.currentLocation?.lng ?? null;
  }
  return values;
}

/**
 * Applies a change to the user's own settings and answers the whole settings. A list given replaces
 * the stored list. Every ZIP is checked first; then everything is written in one transaction, so a
 * refused change stores nothing.
 */
export async function updateSettings(db: Db, userId: number, change: SettingsChange): Promise<Settings> {
  const places = resolveZips([
    ...(change.serviceAreas ?? []).map((area, i) => ({
      field: `serviceAreas.${i}.zipCode`,
      zip: area.zipCode,
    })),
    ...(change.routeAlerts ?? []).flatMap((alert, i) => [
      { field: `routeAlerts.${i}.originZip`, zip: alert.originZip },
      { field: `routeAlerts.${i}.destinationZip`, zip: alert.destinationZip },
    ]),
  ]);
  return db.transaction(async (tx) => {
    await upsertSettings(tx, userId, rowValues(change));
    if (change.loadBoardUrls) await replaceLoadBoardUrls(tx, userId, change.loadBoardUrls);
    if (change.serviceAreas) {
      const areas = firstOfEach(change.serviceAreas, (area) => `${area.zipCode}/${area.radius}`);
      await replaceServiceAreas(
        tx,
        userId,
        areas.map((area): NewServiceAreaRow => {
          const zip = place(places, area.zipCode);
          return {
            zipCode: zip.zip,
            radiusMiles: area.radius,
            location: zip.location,
            lat: zip.latitude,
            lng: zip.longitude,
          };
        }),
      );
    }
    if (change.routeAlerts) {
      const alerts = firstOfEach(change.routeAlerts, (alert) => `${alert.originZip}/${alert.destinationZip}`);
      await replaceRouteAlerts(
        tx,
        userId,
        alerts.map((alert) => routeAlertRow(places, alert)),
      );
    }
    return getSettings(tx, userId);
  });
}

/**
 * 'Alert me about loads like this': adds one lane to the user's route alerts, kept once (`added` is
 * false when the user already had it). A 51st lane is refused.
 */
export async function addRouteAlert(
  db: Db,
  userId: number,
  alert: NewRouteAlert,
): Promise<{ settings: Settings; added: boolean }> {
  const places = resolveZips([
    { field: 'originZip', zip: alert.originZip },
    { field: 'destinationZip', zip: alert.destinationZip },
  ]);
  return db.transaction(async (tx) => {
    await upsertSettings(tx, userId, {});
    const added = await insertRouteAlert(tx, userId, routeAlertRow(places, alert));
    if (added && (await countRouteAlerts(tx, userId)) > ROUTE_ALERTS_MAX)
      throw validationFailed([SETTINGS_MESSAGES.routeAlertsMax]);
    return { settings: await getSettings(tx, userId), added };
  });
}
