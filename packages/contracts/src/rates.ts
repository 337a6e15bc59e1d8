import { z } from 'zod';
import { zipCode } from './geo.ts';
import { LOAD_TYPES } from './loads.ts';

/**
 * Market rates from the board's own deals (an accepted request on a post not cancelled since): what a
 * lane pays, never what any one deal paid. A figure is shown only when it rests on enough deals
 * among enough companies; below that, the deals are as if they were not there.
 */

/** The windows a member may ask for, in days back from now. */
export const RATE_WINDOWS = [7, 30, 90] as const;
export type RateWindow = (typeof RATE_WINDOWS)[number];
export const DEFAULT_RATE_WINDOW: RateWindow = 30;

/** Privacy floor: a figure needs at least this many deals… */
export const MARKET_MIN_DEALS = 5;
/** …among at least this many distinct companies, posters and carriers together. */
export const MARKET_MIN_COMPANIES = 3;

/** Weeks in a lane's series, the current week last. */
export const RATE_SERIES_WEEKS = 12;
/** Lanes in the top-lanes table. */
export const TOP_LANES_LIMIT = 20;
/** Posts one market-marks call may ask about (a page of the longest list). */
export const MARKET_MARKS_LIMIT = 100;

/**
 * Where a lane's figures came from: 3-digit ZIP prefix to prefix, else state to state, else none
 * (neither had enough deals).
 */
export const RATE_SCOPES = ['zip3', 'state', 'none'] as const;
export type RateScope = (typeof RATE_SCOPES)[number];

/** Where a post's rate per road mile sits against its lane: at is from the 25th to the 75th percentile. */
export const MARKET_MARKS = ['below', 'at', 'above'] as const;
export type MarketMark = (typeof MARKET_MARKS)[number];

const days = z.coerce
  .number({ error: 'Days must be 7, 30 or 90' })
  .refine((n): n is RateWindow => (RATE_WINDOWS as readonly number[]).includes(n), 'Days must be 7, 30 or 90')
  .default(DEFAULT_RATE_WINDOW);
const loadType = z.enum(LOAD_TYPES, { error: 'Load type must be RFP, RFD or TRUCK' }).optional();

/** `GET /api/rates/lane` */
export const laneRateQuery = z.object({
  originZip: zipCode,
  destinationZip: zipCode,
  loadType,
  days,
});
export type LaneRateQuery = z.input<typeof laneRateQuery>;

/** `GET /api/rates/top-lanes` and `GET /api/rates/states` */
export const marketRateQuery = z.object({ loadType, days });
export type MarketRateQuery = z.input<typeof marketRateQuery>;

/** `GET /api/rates/marks?loadIds=1,2,3`: the posts of a list page. */
export const marketMarksQuery = z.object({
  loadIds: z
    .string({ error: 'Load IDs must be a list of post IDs' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Load IDs must be post IDs separated by commas')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= MARKET_MARKS_LIMIT, `Load IDs must be at most ${MARKET_MARKS_LIMIT}`),
});
export type MarketMarksQuery = z.input<typeof marketMarksQuery>;

/** A market: a 3-digit ZIP prefix (`606`, "Chicago, IL (606)") or a state (`IL`, "Illinois"). */
export const rateMarket = z.object({ market: z.string(), label: z.string() });
export type RateMarket = z.infer<typeof rateMarket>;

/**
 * The 25th, 50th and 75th percentiles, in dollars: a rate per mile to the cent (2.28 is $2.28/mi), a
 * rate to the whole dollar.
 */
export const rateRange = z.object({ p25: z.number(), median: z.number(), p75: z.number() });
export type RateRange = z.infer<typeof rateRange>;

/** Where a rate per mile sits against a lane's range: at market from the 25th to the 75th percentile, both included. */
export function marketMarkOf(ratePerMile: number, range: Pick<RateRange, 'p25' | 'p75'>): MarketMark {
  if (ratePerMile < range.p25) return 'below';
  if (ratePerMile > range.p75) return 'above';
  return 'at';
}

/** A week of a lane's series; the median only when the week alone clears the privacy floor. */
export const rateWeek = z.object({
  /** The Monday the week starts on (UTC), YYYY-MM-DD. */
  weekStart: z.string(),
  deals: z.number().int(),
  medianRatePerMile: z.number().nullable(),
});
export type RateWeek = z.infer<typeof rateWeek>;

/** `GET /api/rates/lane`: with scope `none`, no deal counts and no figures (deals 0, companies 0). */
export const laneRate = z.object({
  scope: z.enum(RATE_SCOPES),
  origin: rateMarket,
  destination: rateMarket,
  loadType: z.enum(LOAD_TYPES).nullable(),
  days: z.number().int(),
  deals: z.number().int(),
  companies: z.number().int(),
  ratePerMile: rateRange.nullable(),
  rate: rateRange.nullable(),
  weekly: z.array(rateWeek),
});
export type LaneRate = z.infer<typeof laneRate>;

/** A row of `GET /api/rates/top-lanes`: 3-digit prefix to prefix, lanes that clear the floor only. */
export const topLane = z.object({
  origin: rateMarket,
  destination: rateMarket,
  deals: z.number().int(),
  medianRatePerMile: z.number(),
  /** Against the window before, in dollars per mile; null when that window did not clear the floor. */
  change: z.number().nullable(),
});
export type TopLane = z.infer<typeof topLane>;

export const topLanes = z.object({
  loadType: z.enum(LOAD_TYPES).nullable(),
  days: z.number().int(),
  lanes: z.array(topLane),
});
export type TopLanes = z.infer<typeof topLanes>;

/** A state of `GET /api/rates/states`: its outbound deals; the median only when they clear the floor. */
export const stateRate = z.object({
  state: z.string(),
  deals: z.number().int(),
  medianRatePerMile: z.number().nullable(),
});
export type StateRate = z.infer<typeof stateRate>;

export const stateRates = z.object({
  loadType: z.enum(LOAD_TYPES).nullable(),
  days: z.number().int(),
  states: z.array(stateRate),
});
export type StateRates = z.infer<typeof stateRates>;

/** `GET /api/rates/marks`: one mark per asked post whose lane (for its type, 30 days) has figures. */
export const marketMarks = z.object({
  marks: z.array(z.object({ loadId: z.number().int(), mark: z.enum(MARKET_MARKS) })),
});
export type MarketMarks = z.infer<typeof marketMarks>;
