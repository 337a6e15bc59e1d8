import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ZIP_PATTERN, type ZipInfo } from '@loadboard/contracts';
import { KeptLatest } from '../../lib/kept-latest.ts';

export type { ZipInfo };

/** A point on the globe in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * APO/FPO military mail codes (Armed Forces Americas, Europe, Pacific): not places a truck can go,
 * and a few hundred of them have no coordinates at all.
 */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

/** States and territories partly or wholly in the eastern hemisphere, where a positive longitude is real. */
const EASTERN_HEMISPHERE_STATES = new Set(['AK', 'HI', 'GU', 'MP', 'PW', 'FM', 'MH']);

/** "Melcher-dallas" → "Melcher-Dallas"; otherwise the data's own title case is kept. */
const tidyCity = (city: string) =>
  city.trim().replace(/-([a-z])/g, (_, letter: string) => `-${letter.toUpperCase()}`);

/** An entry of the `zipcodes` package's US table, as the package writes it. */
interface PackageZip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The package's US table: its first line, `exports.codes = {…};`, the object written as JSON. */
const US_TABLE = 'zipcodes/lib/codes.js';

/**
 * The `zipcodes` package's US table, read as the JSON it is rather than loaded as a module: loading
 * its large object literal as JavaScript (and the Canadian table beside it) grew the server's memory
 * for good and slowed its start; parsed as JSON it is quicker, and nothing is kept but the index
 * below.
 */
function packageTable(): Record<string, PackageZip> {
  const text = readFileSync(createRequire(import.meta.url).resolve(US_TABLE), 'utf8');
  const line = text.slice(0, text.indexOf('\n'));
  const prefix = 'exports.codes = ';
  if (!line.startsWith(prefix) || !line.endsWith(';'))
    throw new Error(`${US_TABLE} is not laid out as expected (\`${prefix}{…};\` on its first line)`);
  return JSON.parse(line.slice(prefix.length, -1)) as Record<string, PackageZip>;
}

/**
 * The US ZIP codes of the `zipcodes` package (federalgovernmentzipcodes.us data, shipped inside the
 * package: no network), keyed by the five digits. Military codes are left out.
 */
function buildIndex(): Map<string, ZipInfo> {
  const index = new Map<string, ZipInfo>();
  for (const entry of Object.values(packageTable())) {
    if (entry.country !== 'US' || !ZIP_PATTERN.test(entry.zip) || MILITARY_STATES.has(entry.state)) continue;
    const { latitude } = entry;
    let { longitude } = entry;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0))
      continue;
    // A few rows lost the minus sign of their longitude (10200 New York reads 73.95 E).
    if (longitude > 0 && !EASTERN_HEMISPHERE_STATES.has(entry.state)) longitude = -longitude;
    const city = tidyCity(entry.city);
    index.set(
      entry.zip,
      Object.freeze({
        zip: entry.zip,
        city,
        state: entry.state,
        location: `${city}, ${entry.state}`,
        latitude,
        longitude,
      }),
    );
  }
  return index;
}

let zipIndex: Map<string, ZipInfo> | undefined;

function index(): Map<string, ZipInfo> {
  zipIndex ??= buildIndex();
  return zipIndex;
}

/** The ZIP's city, state and coordinates, or null when it is not a known US ZIP (or not 5 digits). */
export function lookupZip(zip: string): ZipInfo | null {
  return index().get(zip) ?? null;
}

/** How many ZIP codes the offline database knows. */
export function zipCount(): number {
  return index().size;
}

/**
 * The radius of PostgreSQL earthdistance's `earth()` (6378168 m) in statute miles, not the usual mean
 * radius (3958.8 mi): trip distances the app stores and radius searches computed in SQL with
 * `earth_distance` must agree, or a load could show 99.9 miles away yet miss a 100-mile search.
 */
export const METERS_PER_MILE = 1609.344;
const EARTH_RADIUS_MILES = 6378168 / METERS_PER_MILE;

/** Miles to the tenth, as every distance is shown. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The haversine term of the angle between two points: the square of the sine of its half. */
function haversineTerm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  return (
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2
  );
}

/** Great-circle (haversine) distance in statute miles: as the crow flies, not by road. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(haversineTerm(a, b))));
}

/**
 * A circle's reach as the haversine of half its angle, sin²(miles / 2R): a point lies within the
 * circle when the haversine term of `distanceMiles` (h) is at most this. SQL compares with it using
 * plain float arithmetic, with no earth cube built for each row.
 */
export function circleHaversine(miles: number): number {
  return Math.sin(Math.min(Math.PI, miles / EARTH_RADIUS_MILES) / 2) ** 2;
}

/** The latitude and longitude bounds of every point within `miles` of `center` (on the same sphere). */
export function circleBounds(center: GeoPoint, miles: number) {
  const angle = miles / EARTH_RADIUS_MILES;
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const latitude = toRadians(center.latitude);
  // A hair wider than the circle, so that rounding never leaves out a point on its edge.
  const margin = 1e-6;
  const south = Math.max(-90, center.latitude - degrees(angle) - margin);
  const north = Math.min(90, center.latitude + degrees(angle) + margin);
  // Longitudes reach furthest where the circle touches a meridian at a right angle; a circle over a
  // pole, or across the antimeridian, spans every longitude.
  const sinReach = Math.sin(angle) / Math.cos(latitude);
  const reach = sinReach >= 1 ? 180 : degrees(Math.asin(sinReach)) + margin;
  const west = center.longitude - reach;
  const east = center.longitude + reach;
  return west < -180 || east > 180 ? { south, north, west: -180, east: 180 } : { south, north, west, east };
}

/**
 * Circles searched lately, by centre and radius: a search around one ZIP is asked again and again.
 * Few, as a continent-wide circle holds every ZIP and positions are any point.
 */
const keptCircles = new KeptLatest<string, string[]>(64);

/**
 * The ZIP codes whose point lies within `miles` of `center`: the haversine test the searches make in
 * SQL (`circleHaversine`), on the same points posts are written with.
 */
export function zipsWithin(center: GeoPoint, miles: number): string[] {
  const key = `${center.latitude},${center.longitude},${miles}`;
  const kept = keptCircles.get(key);
  if (kept) return kept;
  const zips = circleZips(center, miles);
  keptCircles.set(key, zips);
  return zips;
}

function circleZips(center: GeoPoint, miles: number): string[] {
  const reach = circleHaversine(miles);
  const { south, north, west, east } = circleBounds(center, miles);
  const zips: string[] = [];
  for (const info of index().values()) {
    const { latitude, longitude } = info;
    if (latitude < south || latitude > north || longitude < west || longitude > east) continue;
    if (haversineTerm(center, info) <= reach) zips.push(info.zip);
  }
  return zips;
}

let placeIndex: Map<string, GeoPoint> | undefined;

/**
 * Where a place (`City, ST` as the ZIP database writes it) is: the mean of its ZIP codes' points,
 * near its centre for a city of many ZIPs. Null when the database has no such place.
 */
export function placePoint(location: string): GeoPoint | null {
  if (!placeIndex) {
    const sums = new Map<string, { lat: number; lng: number; n: number }>();
    for (const info of index().values()) {
      const key = info.location.toLowerCase();
      const sum = sums.get(key) ?? { lat: 0, lng: 0, n: 0 };
      sum.lat += info.latitude;
      sum.lng += info.longitude;
      sum.n += 1;
      sums.set(key, sum);
    }
    placeIndex = new Map(
      [...sums].map(([key, sum]) => [key, { latitude: sum.lat / sum.n, longitude: sum.lng / sum.n }]),
    );
  }
  return placeIndex.get(location.toLowerCase()) ?? null;
}
