import { z } from 'zod';
import { ZIP_PATTERN } from './limits.ts';

/** Sentences of the ZIP lookup (decisions.md, Loads). */
export const GEO_MESSAGES = {
  zipFormat: 'ZIP code must be 5 digits',
  invalidZip: 'Invalid ZIP code',
} as const;

/** A US ZIP code as typed in a form or a URL: exactly five digits. */
export const zipCode = z.string({ error: GEO_MESSAGES.zipFormat }).regex(ZIP_PATTERN, GEO_MESSAGES.zipFormat);

/** `GET /api/geo/zip/:zip` */
export const zipParams = z.object({ zip: zipCode });
export type ZipParams = z.infer<typeof zipParams>;

/** One ZIP of the offline US ZIP database: where it is and how a location is written. */
export const zipInfo = z.object({
  zip: z.string(),
  city: z.string(),
  /** Two-letter USPS code (incl. DC, PR and the other territories). */
  state: z.string(),
  /** `City, ST`, the text every load location is stored as. */
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ZipInfo = z.infer<typeof zipInfo>;

/** Where a route's road miles and directions came from: the built-in network or a routing server. */
export const ROUTE_SOURCES = ['builtin', 'osrm', 'valhalla'] as const;
export type RouteSource = (typeof ROUTE_SOURCES)[number];

/** `GET /api/geo/route?from=ZIP&to=ZIP` */
export const routeQuery = z.object({ from: zipCode, to: zipCode });
export type RouteQuery = z.infer<typeof routeQuery>;

/**
 * One driving instruction. `instruction` is English; the built-in network's steps also say what they
 * are (`kind`, `road`, `direction`, `toward`) so a screen can say them in its user's language. A
 * routing server's steps are `other`, its own words.
 */
export const routeStep = z.object({
  instruction: z.string(),
  miles: z.number(),
  kind: z.enum(['depart', 'road', 'arrive', 'direct', 'other']),
  road: z.string().nullable(),
  direction: z.enum(['N', 'S', 'E', 'W']).nullable(),
  toward: z.string().nullable(),
});
export type RouteStep = z.infer<typeof routeStep>;

/** A driving route between two ZIPs: road miles, minutes at truck speeds, the line to draw, the steps. */
export const drivingRoute = z.object({
  from: z.string(),
  to: z.string(),
  miles: z.number(),
  minutes: z.number().int(),
  /** [latitude, longitude] points from the pickup to the delivery. */
  geometry: z.array(z.tuple([z.number(), z.number()])),
  steps: z.array(routeStep),
  source: z.enum(ROUTE_SOURCES),
});
export type DrivingRoute = z.infer<typeof drivingRoute>;

/** `GET /api/geo/map-settings`: the tile server of the map, when the operator set one. */
export const mapSettings = z.object({
  tilesUrl: z.string().nullable(),
  tilesAttribution: z.string().nullable(),
});
export type MapSettings = z.infer<typeof mapSettings>;
