import {
  type LaneRate,
  LOAD_TYPES,
  type LoadType,
  type MarketMarks,
  RATE_WINDOWS,
  type StateRates,
  type TopLanes,
} from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost } from '../loads/test-fixtures.ts';
import { type DealSpec, makeDeals, marketCompanies, rateQuery, rates } from './test-fixtures.ts';

/**
 * No figure rests on fewer than 5 deals or fewer than 3 companies: for lanes just under the floor,
 * of each post type, every window, every type asked (or none) and every answer (the lane, its weeks,
 * the top lanes, the states, the marks) shows no rate. And a deal whose post is cancelled leaves.
 */

let t: TestApp;
let brokerA: Account;
let brokerB: Account;
let rfpX: Account;
let rfpY: Account;
let rfdM: Account;

beforeAll(async () => {
  t = await startTestApp();
  ({ brokerA, brokerB, carrierX: rfpX, carrierY: rfpY, mover: rfdM } = await marketCompanies(t));
});
afterAll(() => t.close());

interface UnderFloorLane {
  type: LoadType;
  why: string;
  from: string;
  to: string;
  /** The origin state, which sends no other deal. */
  state: string;
  deals: () => Omit<DealSpec, 'from' | 'to'>[];
}

/** Who posts each type and who may take it: the pairs of a lane's deals. */
const fourDeals = (pairs: () => [Account, Account][]) => () =>
  pairs().map(([poster, carrier], index) => ({
    poster,
    carrier,
    rate: 1500 + index * 75,
    daysAgo: 0.05 * (index + 1),
  }));
const sixDealsOfTwo = (pair: () => [Account, Account]) => () =>
  [0, 1, 2, 3, 4, 5].map((index) => {
    const [poster, carrier] = pair();
    return { poster, carrier, rate: 1500 + index * 75, daysAgo: 0.05 * (index + 1) };
  });

const LANES: UnderFloorLane[] = [
  {
    type: 'RFP',
    why: '4 deals among 4 companies',
    from: '55401',
    to: '68102',
    state: 'MN',
    deals: fourDeals(() => [
      [brokerA, rfpX],
      [brokerB, rfpY],
      [brokerA, rfdM],
      [brokerB, rfpX],
    ]),
  },
  {
    type: 'RFP',
    why: '6 deals between 2 companies',
    from: '64105',
    to: '67202',
    state: 'MO',
    deals: sixDealsOfTwo(() => [brokerA, rfpX]),
  },
  {
    type: 'RFD',
    why: '4 deals among 3 companies',
    from: '02110',
    to: '06103',
    state: 'MA',
    deals: fourDeals(() => [
      [rfpX, rfdM],
      [rfpY, rfdM],
      [rfpX, rfdM],
      [rfpY, rfdM],
    ]),
  },
  {
    type: 'RFD',
    why: '6 deals between 2 companies',
    from: '19103',
    to: '21202',
    state: 'PA',
    deals: sixDealsOfTwo(() => [rfpY, rfdM]),
  },
  {
    type: 'TRUCK',
    why: '4 deals among 4 companies',
    from: '37203',
    to: '38103',
    state: 'TN',
    deals: fourDeals(() => [
      [rfdM, brokerA],
      [rfdM, brokerB],
      [rfdM, rfpX],
      [rfdM, brokerA],
    ]),
  },
  {
    type: 'TRUCK',
    why: '6 deals between 2 companies',
    from: '40202',
    to: '45202',
    state: 'KY',
    deals: sixDealsOfTwo(() => [rfdM, brokerB]),
  },
];

const POSTER: Record<LoadType, () => Account> = { RFP: () => brokerA, RFD: () => rfpX, TRUCK: () => rfdM };

describe('a lane just under the privacy floor', () => {
  const posts: number[] = [];

  beforeAll(async () => {
    for (const lane of LANES) {
      await makeDeals(
        t,
        lane.deals().map((deal) => ({ ...deal, from: lane.from, to: lane.to })),
      );
      // An open post of the lane's type on it, for the marks.
      posts.push(await createPost(t, POSTER[lane.type](), { pickupZip: lane.from, deliveryZip: lane.to }));
    }
  });

  it.each(LANES)('shows no rate for $type, $why, in any window, type or answer', async (lane) => {
    for (const days of RATE_WINDOWS) {
      for (const loadType of [undefined, ...LOAD_TYPES]) {
        const label = `${lane.from} → ${lane.to}, ${days} days, ${loadType ?? 'all types'}`;
        const answer = await rates<LaneRate>(
          t,
          brokerB,
          `lane?${rateQuery({ originZip: lane.from, destinationZip: lane.to, loadType, days })}`,
        );
        expect(answer, label).toMatchObject({
          scope: 'none',
          deals: 0,
          companies: 0,
          ratePerMile: null,
          rate: null,
        });
        expect(
          answer.weekly.every((week) => week.deals === 0 && week.medianRatePerMile === null),
          label,
        ).toBe(true);

        const top = await rates<TopLanes>(t, brokerB, `top-lanes?${rateQuery({ loadType, days })}`);
        expect(
          top.lanes.filter(
            (row) =>
              row.origin.market === lane.from.slice(0, 3) && row.destination.market === lane.to.slice(0, 3),
          ),
          label,
        ).toEqual([]);

        const states = await rates<StateRates>(t, brokerB, `states?${rateQuery({ loadType, days })}`);
        for (const state of states.states.filter((row) => row.state === lane.state))
          expect(state.medianRatePerMile, label).toBeNull();
      }
    }
  });

  it('marks none of the open posts on those lanes', async () => {
    const answer = await rates<MarketMarks>(t, rfpY, `marks?loadIds=${posts.join(',')}`);
    expect(answer.marks).toEqual([]);
  });
});

describe('a deal whose post is cancelled', () => {
  it('leaves every figure: the lane, the top lanes, the state and the marks', async () => {
    // Denver → Phoenix: exactly the floor, 5 deals among 4 companies.
    const ids = await makeDeals(
      t,
      [
        [brokerA, rfpX],
        [brokerB, rfpY],
        [brokerA, rfpY],
        [brokerB, rfpX],
        [brokerA, rfpX],
      ].map(([poster, carrier], index) => ({
        poster: poster as Account,
        carrier: carrier as Account,
        from: '80202',
        to: '85004',
        rate: 1900 + index * 50,
        daysAgo: 0.1 * (index + 1),
      })),
    );
    const open = await createPost(t, brokerB, { pickupZip: '80202', deliveryZip: '85004', rate: 99_000 });
    const look = async () => ({
      lane: await rates<LaneRate>(t, rfpX, 'lane?originZip=80202&destinationZip=85004&days=7'),
      top: await rates<TopLanes>(t, rfpX, 'top-lanes?days=7'),
      state: (await rates<StateRates>(t, rfpX, 'states?days=7')).states.find((row) => row.state === 'CO'),
      marks: (await rates<MarketMarks>(t, rfpX, `marks?loadIds=${open}`)).marks,
    });

    const before = await look();
    expect(before.lane).toMatchObject({ scope: 'zip3', deals: 5 });
    expect(before.top.lanes.map((row) => row.origin.market)).toContain('802');
    expect(before.state).toMatchObject({ deals: 5, medianRatePerMile: expect.any(Number) });
    expect(before.marks).toEqual([{ loadId: open, mark: 'above' }]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${ids[2]}/status`,
      headers: brokerA.headers,
      payload: { status: 'CANCELLED' },
    });
    expectStatus(res, 200);

    const after = await look();
    expect(after.lane).toMatchObject({ scope: 'none', deals: 0, ratePerMile: null });
    expect(after.top.lanes.map((row) => row.origin.market)).not.toContain('802');
    expect(after.state).toEqual({ state: 'CO', deals: 4, medianRatePerMile: null });
    expect(after.marks).toEqual([]);
  });
});
