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

/** Where a route came from: the built-in interstate network, or the routing server configured. */
export const ROUTE_SOURCES = ['builtin', 'osrm', 'valhalla'] as const;
export type RouteSource = (typeof ROUTE_SOURCES)[number];

/** `GET /api/geo/route?from=ZIP&to=ZIP` */
export const routeQuery = z.object({ from: zipCode, to: zipCode });
export type RouteQuery = z.infer<typeof routeQuery>;

/** One instruction of the driving directions, e.g. 'Take I-80 W for 430 mi toward Des Moines, IA'. */
export const routeStep = z.object({ instruction: z.string(), miles: z.number() });
export type RouteStep = z.infer<typeof routeStep>;

/** Road miles, driving minutes, the line to draw ([lat, lng] pairs) and the steps. */
export const routeAnswer = z.object({
  miles: z.number(),
  minutes: z.number(),
  geometry: z.array(z.tuple([z.number(), z.number()])),
  steps: z.array(routeStep),
  source: z.enum(ROUTE_SOURCES),
});
export type RouteAnswer = z.infer<typeof routeAnswer>;
