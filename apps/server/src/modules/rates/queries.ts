import { DEFAULT_RATE_WINDOW, type LoadType, type RateWindow, TOP_LANES_LIMIT } from '@loadboard/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedByShape, preparedOn } from '../../db/prepared.ts';
import { loads, marketDeals, marketLaneTallies, marketStateRates } from '../../db/schema/index.ts';
import { isAdmin, listableTo, type Viewer } from '../loads/index.ts';
import { clearsFloorSql, companiesUpToFloor } from './floor.ts';

/*
 * The statements of market rates. A lane's figures are read from its deals (market_deals, by the
 * lane's index: a few hundred rows at most for a 3-digit lane, a few thousand for a busy pair of
 * states); the board-wide ones start from the window counts the triggers keep (migration 0031).
 * Windows and weeks are UTC days, from the database's clock: `market_window_start(days)` is 00:00 of
 * the first of a window's days (today the last), `market_week_start()` this week's Monday.
 */

const d = alias(marketDeals, 'd');
/** `market_deals AS d`, for the FROM of a statement written as SQL. */
const deals = sql`${marketDeals} AS ${d}`;

/** A lane's scope: its 3-digit prefixes or its states. */
export type LaneScope = 'zip3' | 'state';

/** The deals of the lane whose ends are given (as placeholders or columns), in `scope`. */
function onLane(scope: LaneScope, origin: SQL, destination: SQL): SQL {
  return scope === 'zip3'
    ? sql`${d.originZip3} = ${origin} AND ${d.destinationZip3} = ${destination}`
    : sql`${d.originState} = ${origin} AND ${d.destinationState} = ${destination}`;
}

/**
 * The figures of the deals `where` picks: how many, their distinct companies (posters and carriers
 * together), and the 25th, 50th and 75th percentiles of their rate per mile and rate, each a value
 * some deal had (`percentile_disc`): a rate per mile is already to the cent, so its percentile is the
 * rounded percentile of the unrounded rates.
 */
const figuresOf = (where: SQL) => sql`
  SELECT count(*)::int AS deals,
         (SELECT count(DISTINCT c)::int FROM unnest(array_agg(${d.posterId}) || array_agg(${d.carrierId})) AS c) AS companies,
         percentile_disc(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY ${d.ratePerMile}) AS per_mile,
         percentile_disc(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY ${d.rate}) AS rate
  FROM ${deals} WHERE ${where}`;

/** Where a figure is only shown or not: the companies counted up to the floor's three. */
const floorCompanies = companiesUpToFloor(d.posterId, d.carrierId);

/** The deals `where` picks, their companies up to three, and their rate per mile's quartiles. */
const rangeOf = (where: SQL) => sql`
  SELECT count(*)::int AS deals, ${floorCompanies} AS companies,
         percentile_disc(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY ${d.ratePerMile}) AS per_mile
  FROM ${deals} WHERE ${where}`;

/** The deals `where` picks, their companies up to three, and their median rate per mile. */
const medianOf = (where: SQL) => sql`
  SELECT count(*)::int AS deals, ${floorCompanies} AS companies,
         (percentile_disc(0.5) WITHIN GROUP (ORDER BY ${d.ratePerMile}))::float8 AS median
  FROM ${deals} WHERE ${where}`;

/** Only deals of the type given as `loadType`, when the statement was built with one. */
const ofType = (typed: boolean) => (typed ? sql` AND ${d.loadType} = ${sql.placeholder('loadType')}` : sql``);

/** `kind` of the window counts: ALL, or a post type (by name, as the counts are kept). */
const ofKind = (kind: SQL) => sql`(${kind} = 'ALL' OR ${d.loadType}::text = ${kind})`;

const windowStart = (days: SQL | number) => sql`market_window_start(${days}::integer)`;

export interface LaneFigures {
  deals: number;
  companies: number;
  /** null when there is no deal. */
  perMile: [number, number, number] | null;
  rate: [number, number, number] | null;
}

const laneFiguresRead = preparedByShape((db, shape: { scope: LaneScope; typed: boolean }, key) =>
  db
    .select({
      deals: sql<number>`f.deals`,
      companies: sql<number>`f.companies`,
      perMile25: sql<number | null>`f.per_mile[1]::float8`,
      perMile50: sql<number | null>`f.per_mile[2]::float8`,
      perMile75: sql<number | null>`f.per_mile[3]::float8`,
      // Whole dollars.
      rate25: sql<number | null>`round(f.rate[1])::float8`,
      rate50: sql<number | null>`round(f.rate[2])::float8`,
      rate75: sql<number | null>`round(f.rate[3])::float8`,
    })
    .from(
      sql`(${figuresOf(sql`${onLane(shape.scope, sql`${sql.placeholder('origin')}`, sql`${sql.placeholder('destination')}`)}
        AND ${d.acceptedAt} >= ${windowStart(sql`${sql.placeholder('days')}`)}${ofType(shape.typed)}`)}) AS f`,
    )
    .prepare(`market_lane_${key}`),
);

/** A lane's figures over the window of `days` days, of one post type or all. */
export async function laneFigures(
  db: DbOrTx,
  scope: LaneScope,
  lane: { origin: string; destination: string },
  loadType: LoadType | undefined,
  days: RateWindow,
): Promise<LaneFigures> {
  const typed = loadType !== undefined;
  const [row] = await laneFiguresRead(db, `${scope}${typed ? '_typed' : ''}`, { scope, typed }).execute({
    ...lane,
    days,
    ...(typed ? { loadType } : {}),
  });
  if (!row || row.deals === 0) return { deals: 0, companies: 0, perMile: null, rate: null };
  return {
    deals: row.deals,
    companies: row.companies,
    perMile: [row.perMile25, row.perMile50, row.perMile75] as [number, number, number],
    rate: [row.rate25, row.rate50, row.rate75] as [number, number, number],
  };
}

export interface WeekFigures {
  weekStart: string;
  deals: number;
  companies: number;
  median: number | null;
}

const weeklyRead = preparedByShape((db, shape: { scope: LaneScope; typed: boolean; weeks: number }, key) => {
  return db
    .select({
      weekStart: sql<string>`to_char(w.week, 'YYYY-MM-DD')`,
      deals: sql<number>`f.deals`,
      companies: sql<number>`f.companies`,
      median: sql<number | null>`f.median`,
    })
    .from(
      sql`generate_series(${sql.raw(String(shape.weeks - 1))}, 0, -1) AS g(back)
        CROSS JOIN LATERAL (SELECT market_week_start() - 7 * g.back AS week) AS w
        CROSS JOIN LATERAL (${medianOf(
          sql`${onLane(shape.scope, sql`${sql.placeholder('origin')}`, sql`${sql.placeholder('destination')}`)}
            AND ${d.acceptedAt} >= utc_midnight(w.week) AND ${d.acceptedAt} < utc_midnight(w.week + 7)${ofType(shape.typed)}`,
        )}) AS f`,
    )
    .orderBy(sql`w.week`)
    .prepare(`market_weekly_${key}`);
});

/** A lane's deals per week (Monday to Sunday, UTC) over the last `weeks`, this week last, empty weeks included. */
export function weeklyFigures(
  db: DbOrTx,
  scope: LaneScope,
  lane: { origin: string; destination: string },
  loadType: LoadType | undefined,
  weeks: number,
): Promise<WeekFigures[]> {
  const typed = loadType !== undefined;
  return weeklyRead(db, `${scope}${typed ? '_typed' : ''}_${weeks}`, { scope, typed, weeks }).execute({
    ...lane,
    ...(typed ? { loadType } : {}),
  });
}

/** Brings the window counts to today (the first call of a day does the work); answers today. */
const ageWindows = preparedOn((db) =>
  db
    .select({ today: sql<string>`market_windows_age()::text` })
    .from(sql`(SELECT 1) AS one`)
    .prepare('market_windows_age'),
);

export async function ageMarketWindows(db: DbOrTx): Promise<void> {
  await ageWindows(db).execute();
}

/** The window count column of `days`. */
const laneCount = {
  7: marketLaneTallies.deals7,
  30: marketLaneTallies.deals30,
  90: marketLaneTallies.deals90,
};
const stateCount = { 7: marketStateRates.deals7, 30: marketStateRates.deals30, 90: marketStateRates.deals90 };

export interface TopLaneFigures {
  origin: string;
  destination: string;
  deals: number;
  median: number;
  /** The window before: its deals, companies (up to three) and median rate per mile. */
  before: { deals: number; companies: number; median: number | null };
}

/**
 * The busiest 3-digit lanes of the window that clear the floor, with the window before's figures.
 * The candidates come in order from the window's counts (only lanes with at least the floor's deals
 * are indexed there); each candidate's figures are read from its own deals, so a lane whose deals
 * involve too few companies is passed over for the next. `depth` candidates are read.
 */
const topLanesRead = preparedByShape((db, days: RateWindow, key) => {
  const count = laneCount[days];
  const kind = sql`${sql.placeholder('kind')}::text`;
  const lane = (alias: string) =>
    sql`${d.originZip3} = ${sql.raw(alias)}.origin_zip3 AND ${d.destinationZip3} = ${sql.raw(alias)}.destination_zip3 AND ${ofKind(kind)}`;
  return db
    .select({
      origin: sql<string | null>`x.origin_zip3`,
      destination: sql<string>`x.destination_zip3`,
      deals: sql<number>`x.deals`,
      median: sql<number>`x.median`,
      beforeDeals: sql<number>`x.before_deals`,
      beforeCompanies: sql<number>`x.before_companies`,
      beforeMedian: sql<number | null>`x.before_median`,
      candidates: sql<number>`x.candidates`,
    })
    .from(
      sql`(
        WITH candidates AS (
          SELECT ${marketLaneTallies.originZip3} AS origin_zip3, ${marketLaneTallies.destinationZip3} AS destination_zip3
          FROM ${marketLaneTallies}
          WHERE ${marketLaneTallies.kind} = ${kind} AND ${count} >= 5
          ORDER BY ${count} DESC NULLS LAST, ${marketLaneTallies.originZip3}, ${marketLaneTallies.destinationZip3}
          LIMIT ${sql.placeholder('depth')}::integer
        ),
        top AS (
          SELECT c.origin_zip3, c.destination_zip3, f.deals, f.median
          FROM candidates AS c
          CROSS JOIN LATERAL (${medianOf(sql`${lane('c')} AND ${d.acceptedAt} >= ${windowStart(days)}`)}) AS f
          WHERE ${clearsFloorSql(sql`f.deals`, sql`f.companies`)}
          ORDER BY f.deals DESC, c.origin_zip3, c.destination_zip3
          LIMIT ${sql.raw(String(TOP_LANES_LIMIT))}
        )
        SELECT t.origin_zip3, t.destination_zip3, t.deals, t.median,
               b.deals AS before_deals, b.companies AS before_companies, b.median AS before_median,
               (SELECT count(*)::int FROM candidates) AS candidates
        FROM (SELECT 1) AS one
        LEFT JOIN (
          top AS t CROSS JOIN LATERAL (${medianOf(
            sql`${lane('t')} AND ${d.acceptedAt} >= ${windowStart(2 * days)} AND ${d.acceptedAt} < ${windowStart(days)}`,
          )}) AS b
        ) ON true
      ) AS x`,
    )
    .orderBy(sql`x.deals DESC, x.origin_zip3, x.destination_zip3`)
    .prepare(`market_top_lanes_${key}`);
});

/** The top lanes of the window for a kind ('ALL' or a post type), reading `depth` candidates. */
export async function topLaneFigures(
  db: DbOrTx,
  days: RateWindow,
  kind: string,
  depth: number,
): Promise<{
  lanes: TopLaneFigures[] /** Lanes looked at: fewer than `depth` means none is left. */;
  candidates: number;
}> {
  const rows = await topLanesRead(db, String(days), days).execute({ kind, depth });
  const candidates = rows[0]?.candidates ?? 0;
  const lanes = rows.flatMap((row) =>
    row.origin === null
      ? []
      : [
          {
            origin: row.origin,
            destination: row.destination,
            deals: row.deals,
            median: row.median,
            before: { deals: row.beforeDeals, companies: row.beforeCompanies, median: row.beforeMedian },
          },
        ],
  );
  return { lanes, candidates };
}

export interface StateFigures {
  state: string;
  deals: number;
  /** The distinct companies, counted no further than the floor's three. */
  companies: number;
  median: number | null;
}

/**
 * Each origin state's outbound deals of the window and their median rate per mile (the first rate
 * whose running count reaches half the deals: `percentile_disc(0.5)`), from the window counts by
 * state and rate. Whether a state's deals involve three companies is read from its deals, stopping
 * at the first answer: every deal involves two companies (market_deals_of), so a third appears
 * exactly when two deals differ in their pair of companies.
 */
const statesRead = preparedByShape((db, days: RateWindow, key) => {
  const count = stateCount[days];
  const kind = sql`${sql.placeholder('kind')}::text`;
  const ofState = sql`${d.originState} = s.state AND ${d.acceptedAt} >= ${windowStart(days)} AND ${ofKind(kind)}`;
  const pair = sql`least(${d.posterId}, ${d.carrierId}), greatest(${d.posterId}, ${d.carrierId})`;
  return db
    .select({
      state: sql<string>`s.state`,
      deals: sql<number>`s.deals`,
      companies: sql<number>`CASE WHEN third.found THEN 3 WHEN s.deals > 0 THEN 2 ELSE 0 END`,
      median: sql<number | null>`s.median::float8`,
    })
    .from(
      sql`(
        SELECT r.origin_state AS state, r.total::int AS deals,
               min(r.rate_per_mile) FILTER (WHERE r.running * 2 >= r.total) AS median
        FROM (
          SELECT ${marketStateRates.originState} AS origin_state, ${marketStateRates.ratePerMile} AS rate_per_mile,
                 sum(${count}) OVER (PARTITION BY ${marketStateRates.originState} ORDER BY ${marketStateRates.ratePerMile}) AS running,
                 sum(${count}) OVER (PARTITION BY ${marketStateRates.originState}) AS total
          FROM ${marketStateRates}
          WHERE ${marketStateRates.kind} = ${kind} AND ${count} > 0
        ) AS r
        GROUP BY r.origin_state, r.total
      ) AS s
      LEFT JOIN LATERAL (SELECT ${pair} FROM ${deals} WHERE ${ofState} LIMIT 1) AS one_deal(lo, hi) ON s.deals >= 5
      LEFT JOIN LATERAL (
        SELECT true AS found FROM ${deals} WHERE ${ofState} AND (${pair}) <> (one_deal.lo, one_deal.hi) LIMIT 1
      ) AS third ON one_deal.lo IS NOT NULL`,
    )
    .orderBy(sql`s.state`)
    .prepare(`market_states_${key}`);
});

export function stateFigures(db: DbOrTx, days: RateWindow, kind: string): Promise<StateFigures[]> {
  return statesRead(db, String(days), days).execute({ kind });
}

export interface PostRange {
  loadId: number;
  /** The post's rate per road mile, as its view shows it. */
  perMile: number;
  p25: number;
  p75: number;
}

/**
 * The posts of `ids` the viewer may list (loads' privacy rule) that have a rate per road mile, each
 * with the 25th and 75th percentiles of its lane's rate per mile for its own type over the default
 * window: the 3-digit lane when it clears the floor, else the states' lane when that does; posts
 * whose lane has neither are left out. A read model over loads: each post's lane is computed once
 * for all the asked posts sharing it.
 */
const postRangesRead = preparedOn((db) => {
  const zipClears = clearsFloorSql(sql`z.deals`, sql`z.companies`);
  const stateClears = clearsFloorSql(sql`s.deals`, sql`s.companies`);
  const inWindow = sql`${d.acceptedAt} >= ${windowStart(DEFAULT_RATE_WINDOW)} AND ${d.loadType} = n.load_type`;
  return db
    .select({
      loadId: sql<number>`x.id`,
      perMile: sql<number>`x.per_mile`,
      p25: sql<number>`x.p25`,
      p75: sql<number>`x.p75`,
    })
    .from(
      sql`(
        WITH asked AS (
          SELECT ${loads.id} AS id, ${loads.loadType} AS load_type,
                 left(${loads.originZip}, 3) AS o3, left(${loads.destinationZip}, 3) AS d3,
                 right(${loads.originLocation}, 2) AS os, right(${loads.destinationLocation}, 2) AS ds,
                 CASE WHEN ${loads.loadType} = 'TRUCK' THEN ${loads.ratePerMile}::float8
                      WHEN ${loads.rate} IS NOT NULL AND ${loads.roadMiles} > 0
                      THEN floor(${loads.rate}::float8 / ${loads.roadMiles} * 100 + 0.5) / 100 END AS per_mile
          FROM ${loads}
          WHERE ${loads.id} = ANY(${sql.placeholder('ids')}::int[])
            AND (${sql.placeholder('viewerIsAdmin')}::boolean OR ${listableTo(sql.placeholder('viewerId'))})
        ),
        ranges AS (
          SELECT n.load_type, n.o3, n.d3, n.os, n.ds,
                 CASE WHEN ${zipClears} THEN z.per_mile WHEN ${stateClears} THEN s.per_mile END AS per_mile
          FROM (SELECT DISTINCT load_type, o3, d3, os, ds FROM asked WHERE per_mile IS NOT NULL) AS n
          CROSS JOIN LATERAL (${rangeOf(sql`${onLane('zip3', sql`n.o3`, sql`n.d3`)} AND ${inWindow}`)}) AS z
          LEFT JOIN LATERAL (${rangeOf(sql`${onLane('state', sql`n.os`, sql`n.ds`)} AND ${inWindow}`)}) AS s
            ON NOT ${zipClears}
        )
        SELECT a.id, a.per_mile, r.per_mile[1]::float8 AS p25, r.per_mile[3]::float8 AS p75
        FROM asked AS a
        JOIN ranges AS r ON (r.load_type, r.o3, r.d3, r.os, r.ds) = (a.load_type, a.o3, a.d3, a.os, a.ds)
        WHERE r.per_mile IS NOT NULL
      ) AS x`,
    )
    .prepare('market_post_ranges');
});

export function postRanges(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<PostRange[]> {
  return postRangesRead(db).execute({ ids, viewerId: viewer.id, viewerIsAdmin: isAdmin(viewer) });
}
