import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, timestamptz } from './columns.ts';
import { loadType } from './loads.ts';
import { type Columns, type TableExtras, tallyTable } from './tally-table.ts';

/**
 * Market rates (modules/rates): the board's deals and the counts kept ahead of them. Statement
 * triggers (migration 0031) keep every table here in the same transaction as the change to `loads`
 * that makes, moves or ends a deal; nothing in the app writes them.
 */

/**
 * One row per deal: a post ASSIGNED or COMPLETED to a carrier other than its owner, at an agreed
 * rate, with road miles (`market_deals_of`, 0031). A post cancelled, put back on the board or deleted
 * takes its row away. The lane lookups read a lane's deals of a window from the first two indexes,
 * which hold every column a figure needs.
 */
export const marketDeals = pgTable(
  'market_deals',
  {
    loadId: integer('load_id').primaryKey(),
    loadType: loadType('load_type').notNull(),
    /** The ZIPs' 3-digit prefixes: the markets of a lane. */
    originZip3: text('origin_zip3').notNull(),
    destinationZip3: text('destination_zip3').notNull(),
    /** The states of the post's locations ('City, ST', from the ZIP database). */
    originState: text('origin_state').notNull(),
    destinationState: text('destination_state').notNull(),
    /** The agreed rate. */
    rate: money('rate', 12).notNull(),
    roadMiles: doublePrecision('road_miles').notNull(),
    /** The agreed rate over the road miles, rounded to the cent. */
    ratePerMile: money('rate_per_mile', 12).notNull(),
    /** When the request was accepted (the post's assigned_at). */
    acceptedAt: timestamptz('accepted_at').notNull(),
    /** The post's owner and the carrier it went to: the deal's two companies. */
    posterId: integer('poster_id').notNull(),
    carrierId: integer('carrier_id').notNull(),
  },
  (t) => {
    // After a lane's two ends: the window's days, then every column a figure reads.
    const figures = [t.acceptedAt, t.loadType, t.ratePerMile, t.rate, t.posterId, t.carrierId] as const;
    return [
      index('market_deals_zip3_lane_idx').on(t.originZip3, t.destinationZip3, ...figures),
      index('market_deals_state_lane_idx').on(t.originState, t.destinationState, ...figures),
      // A state's outbound deals of a window: whether they involve three companies (the states map).
      index('market_deals_origin_state_idx').on(
        t.originState,
        t.acceptedAt,
        t.loadType,
        t.posterId,
        t.carrierId,
      ),
      // The deals a day's ageing takes out of each window.
      index('market_deals_accepted_idx').on(t.acceptedAt),
    ];
  },
);

/**
 * The UTC day the window counts below were last aged to (one row). A window of N days holds the
 * deals accepted on that day, the N - 1 days before it, and any day since; the first reader of a new
 * day ages them (`market_windows_age`, 0031).
 */
export const marketWindowAge = pgTable('market_window_age', {
  agedOn: date('aged_on', { mode: 'string' }).primaryKey(),
});

/** `ALL` counts every type; the others one post type each. */
const kind = () => text('kind').notNull();

/** The deals counted in each window of 7, 30 and 90 days. */
const dealWindows = () => ({
  deals7: integer('deals_7').notNull(),
  deals30: integer('deals_30').notNull(),
  deals90: integer('deals_90').notNull(),
});

type MarketTallyColumns<Key extends Columns> = { kind: ReturnType<typeof kind> } & Key &
  ReturnType<typeof dealWindows>;

/**
 * Deals per kind and key in each window, keyed by the kind then the key; a kind other than `ALL` or
 * a post type is refused.
 */
const marketTally = <Name extends string, Key extends Columns>(
  name: Name,
  key: Key,
  indexes: TableExtras<Name, MarketTallyColumns<Key>> = () => [],
) =>
  tallyTable(name, { kind: kind(), ...key }, dealWindows(), (t) => [
    ...indexes(t),
    check(`${name}_kind_check`, sql`${t.kind} IN ('ALL', 'RFP', 'RFD', 'TRUCK')`),
  ]);

/**
 * Deals per 3-digit lane and kind in the windows of 7, 30 and 90 days: the top lanes are read in
 * order from a window's partial index (lanes with at least the privacy floor's 5 deals), instead of
 * counting every deal of 90 days. A lane with no deal left in 90 days is dropped by the ageing.
 */
export const marketLaneTallies = marketTally(
  'market_lane_tallies',
  { originZip3: text('origin_zip3').notNull(), destinationZip3: text('destination_zip3').notNull() },
  (t) => [
    index('market_lane_tallies_busiest_7_idx')
      .on(t.kind, t.deals7.desc(), t.originZip3, t.destinationZip3)
      .where(sql`${t.deals7} >= 5`),
    index('market_lane_tallies_busiest_30_idx')
      .on(t.kind, t.deals30.desc(), t.originZip3, t.destinationZip3)
      .where(sql`${t.deals30} >= 5`),
    index('market_lane_tallies_busiest_90_idx')
      .on(t.kind, t.deals90.desc(), t.originZip3, t.destinationZip3)
      .where(sql`${t.deals90} >= 5`),
  ],
);

/**
 * Outbound deals per origin state, kind and rate per mile (in cents) in the windows of 7, 30 and 90
 * days: each state's deals and exact median rate per mile (the first rate whose running count
 * reaches half) come from a few hundred rows a state instead of every deal it sent.
 */
export const marketStateRates = marketTally('market_state_rates', {
  originState: text('origin_state').notNull(),
  /** The deals' rate per mile in whole cents: integers sort and sum fastest. */
  centsPerMile: integer('cents_per_mile').notNull(),
});
