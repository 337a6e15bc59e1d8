import {
  type LoadType,
  type MarketMarks,
  RATE_WINDOWS,
  type StateRates,
  TOP_LANES_LIMIT,
  type TopLanes,
} from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { recountTallies } from '../../db/recount/recount.ts';
import { createPost } from '../loads/test-fixtures.ts';
import {
  clears,
  type DealRow,
  dealRows,
  figuresOf,
  inWindow,
  makeDeals,
  marketCompanies,
  rateQuery,
  rates,
  windowStart,
} from './test-fixtures.ts';

/**
 * The board-wide answers against the same answers worked out here over every deal of the test: the
 * top lanes (with their change against the window before) and the states, in every window and type;
 * the window counts brought to a new day; and the market marks of posts.
 */

const CHICAGO = '60601';
const DALLAS = '75201';
const JOLIET = '60432';
const FORT_WORTH = '76102';
const ATLANTA = '30303';
const MIAMI = '33131';
const DENVER = '80202';
const PHOENIX = '85004';
const SEATTLE = '98101';
const PORTLAND = '97204';
const NEW_YORK = '10001';

let t: TestApp;
let brokerA: Account;
let brokerB: Account;
let carrierX: Account;
let carrierY: Account;
let mover: Account;
let deals: DealRow[];

beforeAll(async () => {
  t = await startTestApp();
  ({ brokerA, brokerB, carrierX, carrierY, mover } = await marketCompanies(t));
  const posters = [brokerA, brokerB];
  const carriers = [carrierX, carrierY, mover];
  const freight = (from: string, to: string, ages: number[], base: number) =>
    ages.map((daysAgo, index) => ({
      poster: posters[index % 2] as Account,
      carrier: carriers[index % 3] as Account,
      from,
      to,
      rate: base + ((index * 173) % 700),
      daysAgo,
    }));
  const ids = await makeDeals(t, [
    // The busiest lane: this week, the week before (the 7-day change), and longer ago.
    ...freight(CHICAGO, DALLAS, [0.1, 0.5, 1, 1.5, 2, 3, 4, 5, 8, 9, 10, 11, 12, 12.5, 40, 70], 1800),
    ...freight(ATLANTA, MIAMI, [0.2, 1, 2, 3, 4.5, 5.5], 1400),
    // Busier than Atlanta → Miami this week, but between two companies only.
    ...[0.3, 1, 1.2, 2, 2.5, 3, 4].map((daysAgo, index) => ({
      poster: brokerA,
      carrier: carrierX,
      from: DENVER,
      to: PHOENIX,
      rate: 1900 + index * 35,
      daysAgo,
    })),
    // Four deals: under the floor.
    ...freight(SEATTLE, PORTLAND, [0.4, 1, 2, 3], 900),
    // One deal of long ago: no window holds it once the windows come to today.
    ...freight(PORTLAND, SEATTLE, [95], 1000),
    // Two deals on a 3-digit lane under the floor whose states (IL → TX) clear it.
    ...freight(JOLIET, FORT_WORTH, [1, 20], 2100),
    // Open truck space booked by brokers and an RFP carrier.
    ...[0.2, 1, 2, 3, 6, 25].map((daysAgo, index) => ({
      poster: mover,
      carrier: [brokerA, brokerB, carrierX][index % 3] as Account,
      from: ATLANTA,
      to: NEW_YORK,
      rate: 2300 + index * 60,
      daysAgo,
    })),
  ]);
  deals = await dealRows(t, ids);
});
afterAll(() => t.close());

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The top lanes worked out here: 3-digit lanes clearing the floor, most deals first, then by markets. */
function topLanesOf(days: number, loadType?: LoadType) {
  const start = windowStart(days);
  const before = windowStart(2 * days);
  const lanes = new Map<string, DealRow[]>();
  for (const deal of deals.filter((deal) => !loadType || deal.loadType === loadType)) {
    const key = `${deal.origin3}>${deal.destination3}`;
    lanes.set(key, [...(lanes.get(key) ?? []), deal]);
  }
  return [...lanes.values()]
    .map((lane) => {
      const now = figuresOf(lane.filter((deal) => deal.assignedAt >= start));
      const then = figuresOf(lane.filter((deal) => deal.assignedAt >= before && deal.assignedAt < start));
      const { origin3, destination3 } = lane[0] as DealRow;
      return {
        origin: origin3,
        destination: destination3,
        now,
        change: clears(then) ? round2(now.ratePerMile.median - then.ratePerMile.median) : null,
      };
    })
    .filter((lane) => clears(lane.now))
    .sort(
      (a, b) =>
        b.now.deals - a.now.deals ||
        a.origin.localeCompare(b.origin) ||
        a.destination.localeCompare(b.destination),
    )
    .slice(0, TOP_LANES_LIMIT)
    .map((lane) => ({
      origin: lane.origin,
      destination: lane.destination,
      deals: lane.now.deals,
      medianRatePerMile: lane.now.ratePerMile.median,
      change: lane.change,
    }));
}

/** Each origin state's deals of the window, and their median where they clear the floor, worked out here. */
function statesOf(days: number, loadType?: LoadType) {
  const states = new Map<string, DealRow[]>();
  for (const deal of inWindow(deals, days).filter((deal) => !loadType || deal.loadType === loadType))
    states.set(deal.originState, [...(states.get(deal.originState) ?? []), deal]);
  return [...states.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, sent]) => {
      const figures = figuresOf(sent);
      return {
        state,
        deals: figures.deals,
        medianRatePerMile: clears(figures) ? figures.ratePerMile.median : null,
      };
    });
}

const TYPES = [undefined, 'RFP', 'RFD', 'TRUCK'] as const;

async function expectBoardAsWorkedOut() {
  for (const days of RATE_WINDOWS)
    for (const loadType of TYPES) {
      const label = `${days} days, ${loadType ?? 'all types'}`;
      const top = await rates<TopLanes>(t, carrierY, `top-lanes?${rateQuery({ days, loadType })}`);
      expect(top.loadType, label).toBe(loadType ?? null);
      expect(top.days, label).toBe(days);
      expect(
        top.lanes.map((lane) => ({
          ...lane,
          origin: lane.origin.market,
          destination: lane.destination.market,
        })),
        label,
      ).toEqual(topLanesOf(days, loadType));
      const states = await rates<StateRates>(t, mover, `states?${rateQuery({ days, loadType })}`);
      expect(states.states, label).toEqual(statesOf(days, loadType));
    }
}

describe('the top lanes and the states', () => {
  it('answer what the deals give, in every window and type', async () => {
    // The test's deals give lanes of each kind: a change, no change, passed over for its companies.
    const week = topLanesOf(7);
    expect(week.map((lane) => `${lane.origin}>${lane.destination}`)).toEqual([
      '606>752',
      '303>331',
      '303>100',
    ]);
    expect(week[0]?.change).not.toBeNull();
    expect(week[1]?.change).toBeNull();
    expect(statesOf(7).find((state) => state.state === 'CO')).toMatchObject({
      deals: 7,
      medianRatePerMile: null,
    });
    await expectBoardAsWorkedOut();
  });

  it('name the markets of each lane', async () => {
    const top = await rates<TopLanes>(t, brokerA, 'top-lanes?days=90');
    expect(top.lanes[0]).toMatchObject({
      origin: { market: '606', label: 'Chicago, IL (606)' },
      destination: { market: '752', label: 'Dallas, TX (752)' },
    });
  });

  it('move the window counts on to a new day: the days that left each window leave its counts', async () => {
    // As if the counts were last brought up to date ten days ago, and no one had asked since.
    await t.database.db.execute(sql`UPDATE market_window_age SET aged_on = utc_day(now()) - 10`);
    const drifts = await recountTallies(t.database.db);
    expect(drifts.map((drift) => drift.figure)).toContain('market_lane_tallies');
    await expectBoardAsWorkedOut();
    expect(await recountTallies(t.database.db)).toEqual([]);
    const [age] = (
      (await t.database.db.execute(
        sql`SELECT (aged_on = utc_day(now())) AS today FROM market_window_age`,
      )) as unknown as {
        rows: { today: boolean }[];
      }
    ).rows;
    expect(age?.today).toBe(true);
    // The lane and rate of the deal that left the last window are gone.
    expect(await tallyRows('972', 'OR')).toEqual({ lanes: 0, rates: 0 });
  });

  it('drop the counts of a lane whose last deal is cancelled', async () => {
    const [id] = await makeDeals(t, [
      { poster: brokerA, carrier: carrierX, from: MIAMI, to: ATLANTA, rate: 1500, daysAgo: 1 },
    ]);
    expect(await tallyRows('331', 'FL')).toEqual({ lanes: 2, rates: 2 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${id}/status`,
      headers: brokerA.headers,
      payload: { status: 'CANCELLED' },
    });
    expectStatus(res, 200);
    expect(await tallyRows('331', 'FL')).toEqual({ lanes: 0, rates: 0 });
    expect(await recountTallies(t.database.db)).toEqual([]);
  });
});

/** The window counts kept for lanes from a 3-digit market and for rates from a state (ALL and a type each). */
async function tallyRows(origin3: string, state: string) {
  const [row] = (
    (await t.database.db.execute(sql`
      SELECT (SELECT count(*)::int FROM market_lane_tallies WHERE origin_zip3 = ${origin3}) AS lanes,
             (SELECT count(*)::int FROM market_state_rates WHERE origin_state = ${state}) AS rates`)) as unknown as {
      rows: { lanes: number; rates: number }[];
    }
  ).rows;
  return row;
}

describe('the market marks', () => {
  const marks = (who: Account, ids: number[]) =>
    rates<MarketMarks>(t, who, `marks?loadIds=${ids.join(',')}`).then((answer) => answer.marks);

  it('place each post below, at or above its lane for its type over 30 days, in the order asked', async () => {
    const chicagoDallas = figuresOf(
      inWindow(deals, 30).filter((deal) => deal.origin3 === '606' && deal.destination3 === '752'),
    ).ratePerMile;
    const miles = (deals.find((deal) => deal.origin3 === '606') as DealRow).roadMiles;
    const atRate = (perMile: number) => Math.round(perMile * miles);
    const below = await createPost(t, brokerB, {
      pickupZip: CHICAGO,
      deliveryZip: DALLAS,
      rate: atRate(chicagoDallas.p25 - 0.1),
    });
    const at = await createPost(t, brokerB, {
      pickupZip: CHICAGO,
      deliveryZip: DALLAS,
      rate: atRate(chicagoDallas.median),
    });
    const above = await createPost(t, brokerB, {
      pickupZip: CHICAGO,
      deliveryZip: DALLAS,
      rate: atRate(chicagoDallas.p75 + 0.1),
    });
    // Joliet → Fort Worth has too few deals of its own: Illinois → Texas places it.
    const illinoisTexas = figuresOf(
      inWindow(deals, 30).filter((deal) => deal.originState === 'IL' && deal.destinationState === 'TX'),
    ).ratePerMile;
    const byState = await createPost(t, brokerA, {
      pickupZip: JOLIET,
      deliveryZip: FORT_WORTH,
      rate: 20_000,
    });
    // A truck's asking rate is per mile already.
    const truck = figuresOf(inWindow(deals, 30).filter((deal) => deal.loadType === 'TRUCK')).ratePerMile;
    const cheapTruck = await createPost(t, mover, {
      pickupZip: ATLANTA,
      deliveryZip: NEW_YORK,
      ratePerMile: truck.p25 - 0.01,
    });
    // No figures: a lane without deals, and a lane under the floor.
    const nowhere = await createPost(t, brokerA, { pickupZip: '90012', deliveryZip: NEW_YORK });
    const underFloor = await createPost(t, brokerA, { pickupZip: SEATTLE, deliveryZip: PORTLAND });
    expect(illinoisTexas.p75).toBeLessThan(10);

    expect(await marks(carrierX, [above, nowhere, at, below, underFloor, byState, cheapTruck])).toEqual([
      { loadId: above, mark: 'above' },
      { loadId: at, mark: 'at' },
      { loadId: below, mark: 'below' },
      { loadId: byState, mark: 'above' },
      { loadId: cheapTruck, mark: 'below' },
    ]);
  });

  it('leave out posts the caller may not list, and ids no post has', async () => {
    const own = await createPost(t, brokerA, { pickupZip: CHICAGO, deliveryZip: DALLAS, rate: 100 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${own}/status`,
      headers: brokerA.headers,
      payload: { status: 'CANCELLED' },
    });
    expectStatus(res, 200);
    // The owner still lists a cancelled post of theirs; someone else does not.
    expect(await marks(brokerA, [own, 2_000_000, 9_999_999_999])).toEqual([{ loadId: own, mark: 'below' }]);
    expect(await marks(carrierX, [own])).toEqual([]);
  });
});
