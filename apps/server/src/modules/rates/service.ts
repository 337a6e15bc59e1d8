import {
  GEO_MESSAGES,
  type LaneRate,
  type LoadType,
  type laneRateQuery,
  type MarketMarks,
  marketMarkOf,
  type marketMarksQuery,
  type marketRateQuery,
  RATE_SERIES_WEEKS,
  type RateRange,
  type RateWeek,
  type StateRates,
  TOP_LANES_LIMIT,
  type TopLanes,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { invalidField } from '../../lib/app-error.ts';
import { roundCents } from '../../lib/money.ts';
import { DAY_MS } from '../../lib/time.ts';
import type { Viewer } from '../loads/index.ts';
import { clearsFloor } from './floor.ts';
import { marketsOfZip, stateMarket, type ZipMarkets, zip3Market } from './markets.ts';
import { medianOfCounts } from './median.ts';
import {
  ageMarketWindows,
  type LaneFigures,
  type LaneScope,
  laneFigures,
  postRanges,
  stateFigures,
  topLaneFigures,
  weeklyFigures,
} from './queries.ts';

const range = ([p25, median, p75]: [number, number, number]): RateRange => ({ p25, median, p75 });

/** The ZIP's markets, or a 422 'Invalid ZIP code' under its field when the ZIP database does not know it. */
function marketsOf(zip: string, field: string): ZipMarkets {
  const markets = marketsOfZip(zip);
  if (!markets) throw invalidField(field, GEO_MESSAGES.invalidZip);
  return markets;
}

/** The Mondays (UTC) of the last `weeks` weeks, this week's last, as YYYY-MM-DD. */
function weekStarts(weeks: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, index) =>
    new Date(monday - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * GET /api/rates/lane: the lane's figures from its 3-digit markets when they clear the privacy floor,
 * else from its states when those do, else none (no counts, no figures: as if the lane had no deals).
 * The weekly series is the chosen scope's; a week below the floor shows its deals without a median.
 */
export async function laneRate(db: DbOrTx, query: z.output<typeof laneRateQuery>): Promise<LaneRate> {
  const origin = marketsOf(query.originZip, 'originZip');
  const destination = marketsOf(query.destinationZip, 'destinationZip');
  const { loadType, days } = query;
  const lanes: Record<LaneScope, { origin: string; destination: string }> = {
    zip3: { origin: origin.zip3, destination: destination.zip3 },
    state: { origin: origin.state, destination: destination.state },
  };

  let scope: LaneScope | 'none' = 'none';
  let figures: LaneFigures | undefined;
  for (const candidate of ['zip3', 'state'] as const) {
    const found = await laneFigures(db, candidate, lanes[candidate], loadType, days);
    if (clearsFloor(found)) {
      scope = candidate;
      figures = found;
      break;
    }
  }

  const answered = { loadType: loadType ?? null, days };
  if (scope === 'none' || !figures?.perMile || !figures.rate) {
    return {
      scope: 'none',
      origin: zip3Market(origin.zip3),
      destination: zip3Market(destination.zip3),
      ...answered,
      deals: 0,
      companies: 0,
      ratePerMile: null,
      rate: null,
      weekly: weekStarts(RATE_SERIES_WEEKS).map((weekStart) => ({
        weekStart,
        deals: 0,
        medianRatePerMile: null,
      })),
    };
  }
  const market = scope === 'zip3' ? zip3Market : stateMarket;
  const weeks = await weeklyFigures(db, scope, lanes[scope], loadType, RATE_SERIES_WEEKS);
  return {
    scope,
    origin: market(lanes[scope].origin),
    destination: market(lanes[scope].destination),
    ...answered,
    deals: figures.deals,
    companies: figures.companies,
    ratePerMile: range(figures.perMile),
    rate: range(figures.rate),
    weekly: weeks.map(
      (week): RateWeek => ({
        weekStart: week.weekStart,
        deals: week.deals,
        medianRatePerMile: clearsFloor(week) ? week.median : null,
      }),
    ),
  };
}

/** The window counts are kept per kind: every type together, or one. */
const kindOf = (loadType: LoadType | undefined) => loadType ?? 'ALL';

/**
 * GET /api/rates/top-lanes: the 3-digit lanes with the most deals in the window among those that
 * clear the floor, each with its median rate per mile and the change against the window before
 * (null when that window does not clear the floor). A lane among the busiest whose deals involve too
 * few companies is passed over, so the candidates are read deeper until enough clear or none is left.
 */
export async function topLanes(db: DbOrTx, query: z.output<typeof marketRateQuery>): Promise<TopLanes> {
  await ageMarketWindows(db);
  const kind = kindOf(query.loadType);
  let depth = TOP_LANES_LIMIT + 4;
  let found = await topLaneFigures(db, query.days, kind, depth);
  while (found.lanes.length < TOP_LANES_LIMIT && found.candidates === depth) {
    depth *= 4;
    found = await topLaneFigures(db, query.days, kind, depth);
  }
  return {
    loadType: query.loadType ?? null,
    days: query.days,
    lanes: found.lanes.map((lane) => ({
      origin: zip3Market(lane.origin),
      destination: zip3Market(lane.destination),
      deals: lane.deals,
      medianRatePerMile: lane.median,
      change:
        lane.before.median !== null && clearsFloor(lane.before)
          ? roundCents(lane.median - lane.before.median)
          : null,
    })),
  };
}

/**
 * GET /api/rates/states: every origin state with deals in the window, its outbound deals, and their
 * median rate per mile when they clear the floor.
 */
export async function stateRates(db: DbOrTx, query: z.output<typeof marketRateQuery>): Promise<StateRates> {
  await ageMarketWindows(db);
  const states = await stateFigures(db, query.days, kindOf(query.loadType));
  return {
    loadType: query.loadType ?? null,
    days: query.days,
    states: states.map((state) => ({
      state: state.state,
      deals: state.deals,
      medianRatePerMile: clearsFloor(state) ? medianOfCounts(state.cents, state.counts) / 100 : null,
    })),
  };
}

/** Beyond the database's integers: no post has such an id. */
const MAX_ID = 2_147_483_647;

/**
 * GET /api/rates/marks: for each asked post the viewer may list that has a rate per road mile, where
 * that rate sits against its lane's range for its own type over 30 days (zip3, else states); posts
 * whose lane has no figures are left out. In the order asked.
 */
export async function marketMarks(
  db: DbOrTx,
  viewer: Viewer,
  query: z.output<typeof marketMarksQuery>,
): Promise<MarketMarks> {
  const ids = query.loadIds.filter((id) => id >= 1 && id <= MAX_ID);
  if (ids.length === 0) return { marks: [] };
  const ranges = new Map((await postRanges(db, viewer, ids)).map((post) => [post.loadId, post]));
  return {
    marks: ids.flatMap((loadId) => {
      const post = ranges.get(loadId);
      return post ? [{ loadId, mark: marketMarkOf(post.perMile, post) }] : [];
    }),
  };
}
