import { z } from 'zod';
import { pageLimit, pageQuery } from './api.ts';
import { isoDate, optionalLine, optionalText } from './fields.ts';
import { zipCode } from './geo.ts';
import { BOARD_SORTS, LOAD_MESSAGES, LOAD_TYPES, loadView } from './loads.ts';

/** The board's search (decisions.md, Loads: search goes beyond the spec) and the Search Loads map. */

/** Spec, Search Loads: where the map opens. */
export const MAP_CENTER = { lat: 39.8283, lng: -98.5795 } as const;
export const MAP_ZOOM = 4;
/** The map is of North America: it never zooms out past the continent. */
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 18;
/**
 * A view holding at most this many posts gets them as markers (two each, pickup and delivery);
 * more get clusters, so the browser never draws much more than a thousand markers.
 */
export const MAP_POINT_LIMIT = 300;

const latitude = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(-90, `${label} must be between -90 and 90`)
    .max(90, `${label} must be between -90 and 90`);
const longitude = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(-180, `${label} must be between -180 and 180`)
    .max(180, `${label} must be between -180 and 180`);

/** The map's view: posts whose origin lies in this box (on the GiST index). */
const viewBox = {
  north: latitude('North').optional(),
  south: latitude('South').optional(),
  east: longitude('East').optional(),
  west: longitude('West').optional(),
};
type ViewBox = Partial<Record<'north' | 'south' | 'east' | 'west', number | undefined>>;

/** A view box is given whole (all four sides) or not at all, and is not upside down. */
function refineViewBox<T extends z.ZodType<ViewBox>>(schema: T): T {
  const sides = (q: ViewBox) => [q.north, q.south, q.east, q.west].filter((v) => v !== undefined).length;
  return schema
    .refine((q) => sides(q) === 0 || sides(q) === 4, {
      message: 'A map view needs north, south, east and west together',
      path: ['north'],
    })
    .refine((q) => q.north === undefined || q.south === undefined || q.south < q.north, {
      message: 'South must be below north',
      path: ['south'],
    })
    .refine((q) => q.east === undefined || q.west === undefined || q.west < q.east, {
      message: 'West must be left of east',
      path: ['west'],
    });
}

/** The board's orders, and nearest first (the deadhead) or shortest trip without a search point. */
export const SEARCH_SORTS = [...BOARD_SORTS, 'distance'] as const;

/**
 * A nearest-first list (sorted by distance from an origin ZIP, a position or the map's centre)
 * lists at most this many posts. Each of its pages walks the spatial index out from the centre past
 * every post before it, so a page's work grows with its depth (the last page of the lower 48 states,
 * 412,000 posts in, took half a second); past the nearest thousand, zooming in or narrowing the
 * search finds a post sooner than paging does.
 */
export const NEAREST_LISTED = 1000;

/** Whether a search lists its posts nearest first: by distance, from a point or a view's centre. */
const nearestFirst = (q: {
  sort: (typeof SEARCH_SORTS)[number];
  originZip?: string | undefined;
  lat?: number | undefined;
  north?: number | undefined;
}) => q.sort === 'distance' && (q.originZip !== undefined || q.lat !== undefined || q.north !== undefined);

/** A comma list or repeated parameter of load types. */
const loadTypeList = z.preprocess(
  (v) =>
    v === undefined || v === ''
      ? undefined
      : (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()),
  z.array(z.enum(LOAD_TYPES, { error: 'loadType must be RFP, RFD or TRUCK' })).optional(),
);
const radius = z.coerce
  .number({ error: 'Radius must be a number of miles' })
  .min(1, 'Radius must be at least 1 mile')
  .max(3000, 'Radius must be at most 3000 miles');
const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), isoDate(label).optional());
const optionalZip = z.preprocess((v) => (v === '' ? undefined : v), zipCode.optional());

/**
 * GET /api/loads/search: free text, types, dates, equipment, the deadhead search (origin, and
 * destination, within N miles of a ZIP, or origin within N miles of a position) and the map's view box.
 */
export const loadSearchQuery = refineViewBox(
  pageQuery
    .extend({
      location: optionalText('Location', 100),
      loadType: loadTypeList,
      startDate: optionalDate('Start date'),
      endDate: optionalDate('End date'),
      equipmentType: optionalLine('Equipment type', 120),
      originZip: optionalZip,
      originRadius: radius.optional(),
      destinationZip: optionalZip,
      destinationRadius: radius.optional(),
      lat: latitude('Latitude').optional(),
      lng: longitude('Longitude').optional(),
      ...viewBox,
      radius: radius.optional(),
      sort: z
        .enum(SEARCH_SORTS, {
          error: 'Sort must be pickupDate, newest, rate, ratePerRoadMile, roadMiles or distance',
        })
        .default('pickupDate'),
      limit: pageLimit(20),
    })
    .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
      message: 'Latitude and longitude must be given together',
      path: ['lat'],
    })
    .refine((q) => q.radius === undefined || q.lat !== undefined, {
      message: 'A radius needs a position (lat and lng)',
      path: ['radius'],
    })
    .refine((q) => q.originRadius === undefined || q.originZip !== undefined, {
      message: 'An origin radius needs an origin ZIP code (originZip)',
      path: ['originZip'],
    })
    .refine((q) => q.originZip === undefined || q.originRadius !== undefined, {
      message: 'An origin ZIP code needs a radius in miles (originRadius)',
      path: ['originRadius'],
    })
    .refine((q) => q.destinationRadius === undefined || q.destinationZip !== undefined, {
      message: 'A destination radius needs a destination ZIP code (destinationZip)',
      path: ['destinationZip'],
    })
    .refine((q) => q.destinationZip === undefined || q.destinationRadius !== undefined, {
      message: 'A destination ZIP code needs a radius in miles (destinationRadius)',
      path: ['destinationRadius'],
    })
    .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
      message: 'End date cannot be before the start date',
      path: ['endDate'],
    })
    .refine((q) => !nearestFirst(q) || q.page * q.limit <= NEAREST_LISTED, {
      message: LOAD_MESSAGES.nearestListed,
      path: ['page'],
    }),
);
export type LoadSearchQuery = z.input<typeof loadSearchQuery>;

/** A search hit: the post plus, for a radius search, how far its origin is from the search point. */
export const loadSearchHit = loadView.extend({ deadheadMiles: z.number().nullable() });
export type LoadSearchHit = z.infer<typeof loadSearchHit>;

/** GET /api/loads/map: what the map shows of the posts whose origin is in view. */
export const mapViewQuery = refineViewBox(
  z
    .object({
      north: latitude('North'),
      south: latitude('South'),
      east: longitude('East'),
      west: longitude('West'),
      zoom: z.coerce
        .number({ error: 'Zoom must be a number' })
        .int('Zoom must be a whole number')
        .min(0, 'Zoom must be between 0 and 22')
        .max(22, 'Zoom must be between 0 and 22'),
      loadType: loadTypeList,
      startDate: optionalDate('Start date'),
      endDate: optionalDate('End date'),
      equipmentType: optionalLine('Equipment type', 120),
    })
    .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
      message: 'End date cannot be before the start date',
      path: ['endDate'],
    }),
);
export type MapViewQuery = z.input<typeof mapViewQuery>;

/** A post on the map: enough to draw its markers and route line and to name it in the list. */
export const mapPost = z.object({
  id: z.number().int(),
  loadType: z.enum(LOAD_TYPES),
  originLocation: z.string(),
  originLat: z.number(),
  originLng: z.number(),
  destinationLocation: z.string(),
  destinationLat: z.number(),
  destinationLng: z.number(),
  pickupDate: z.string(),
  rate: z.number().nullable(),
});
export type MapPost = z.infer<typeof mapPost>;

/** Posts whose origins share a grid cell at this zoom: drawn as one counted circle. */
export const mapCluster = z.object({
  count: z.number().int(),
  /** The mean of the origins, where the circle is drawn. */
  lat: z.number(),
  lng: z.number(),
  /** The cell: zooming to it splits the cluster. */
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});
export type MapCluster = z.infer<typeof mapCluster>;

/**
 * The map's answer for a view: every post in it as a marker when there are at most MAP_POINT_LIMIT,
 * else clusters. `total` counts the posts in `bounds`, the view widened to whole grid cells, and
 * equals the sum of the clusters' counts.
 */
export const mapView = z.object({
  mode: z.enum(['posts', 'clusters']),
  total: z.number().int(),
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
  posts: z.array(mapPost),
  clusters: z.array(mapCluster),
});
export type MapView = z.infer<typeof mapView>;
