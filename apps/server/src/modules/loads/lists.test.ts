import { loadListAnswer, MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, ZIPS } from './test-fixtures.ts';

/**
 * A small board whose every figure the tests state:
 *
 * | post | owner       | type  | route                     | pickup     | balance | status    |
 * |------|-------------|-------|---------------------------|------------|---------|-----------|
 * | L1   | broker      | RFP   | Chicago → Dallas          | 2030-05-01 | 1000    | ACTIVE    |
 * | L2   | broker      | RFP   | Atlanta → New York        | 2030-05-03 | 250.50  | ACTIVE    |
 * | L3   | broker      | RFP   | Los Angeles → Chicago     | 2030-05-02 | 0       | COMPLETED |
 * | L4   | rfp carrier | RFD   | Dallas → Atlanta          | 2030-05-05 | 499.99  | ACTIVE    |
 * | L5   | rfd carrier | TRUCK | Atlanta → New York        | 2030-05-04 | 100     | CANCELLED |
 * | L6   | otherBroker | RFP   | New York → Los Angeles    | 2030-05-06 | 1200.01 | ASSIGNED  |
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
const L: Record<1 | 2 | 3 | 4 | 5 | 6, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const route = (pickupZip: string, deliveryZip: string, day: string, balance: number) => ({
    pickupZip,
    deliveryZip,
    pickupDate: `2030-05-0${day}`,
    deliveryDate: '2030-05-20',
    balance,
  });
  // One after another, so "newest first" is L6 … L1.
  L[1] = await createPost(t, who.broker, route(ZIPS.chicago, ZIPS.dallas, '1', 1000));
  L[2] = await createPost(t, who.broker, route(ZIPS.atlanta, ZIPS.newYork, '3', 250.5));
  L[3] = await createPost(t, who.broker, route(ZIPS.losAngeles, ZIPS.chicago, '2', 0));
  L[4] = await createPost(t, who.rfp, route(ZIPS.dallas, ZIPS.atlanta, '5', 499.99));
  L[5] = await createPost(t, who.rfd, route(ZIPS.atlanta, ZIPS.newYork, '4', 100));
  L[6] = await createPost(t, who.otherBroker, route(ZIPS.newYork, ZIPS.losAngeles, '6', 1200.01));
  const setStatus = async (id: number, owner: Account, status: string) =>
    expectStatus(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/loads/${id}/status`,
        headers: owner.headers,
        payload: { status },
      }),
      200,
    );
  await setStatus(L[3], who.broker, 'COMPLETED');
  await setStatus(L[5], who.rfd, 'CANCELLED');
  await setStatus(L[6], who.otherBroker, 'ASSIGNED');
});
afterAll(() => t.close());

async function list(path: string, account: Account | undefined, query: Record<string, string> = {}) {
  const qs = new URLSearchParams(query).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/loads${path}${qs ? `?${qs}` : ''}`,
    headers: account?.headers ?? {},
  });
}

/** The ids of a list answer, in order, after checking the answer's shape. */
async function ids(path: string, account: Account, query: Record<string, string> = {}) {
  const res = await list(path, account, query);
  expectStatus(res, 200);
  const body = res.json();
  expect(body.status).toBe('success');
  const data = loadListAnswer.parse(body.data);
  expect(data.pagination.totalItems).toBe(data.loads.length);
  return data.loads.map((load) => load.id);
}

describe.each(['/view-loads', '/all-loads', '', '/analytics'])('GET /api/loads%s', (path) => {
  it('asks for a session', async () => {
    const res = await list(path, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.unauthorized });
  });

  it.each<[Record<string, string>, string]>([
    [{ startDate: '05/01/2030' }, 'Start date must be a date (YYYY-MM-DD)'],
    [{ endDate: '2030-13-01' }, 'End date must be a real date'],
    [{ type: 'BOAT' }, 'Type must be RFP, RFD or TRUCK'],
  ])('refuses %o with its sentence (422)', async (query, sentence) => {
    if (path === '/view-loads' && 'type' in query) return; // My Loads has no type filter
    const res = await list(path, who.broker, query);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([sentence]);
  });
});

describe('GET /api/loads/view-loads (My Loads)', () => {
  it('answers each owner their own posts, newest first', async () => {
    expect(await ids('/view-loads', who.broker)).toEqual([L[3], L[2], L[1]]);
    expect(await ids('/view-loads', who.rfp)).toEqual([L[4]]);
    expect(await ids('/view-loads', who.rfd)).toEqual([L[5]]);
    expect(await ids('/view-loads', who.otherBroker)).toEqual([L[6]]);
  });

  it("answers a SUPER_ADMIN their own posts only (everyone's are in the admin's list of every load)", async () => {
    expect(await ids('/view-loads', who.admin)).toEqual([]);
  });

  it('filters by status, origin, destination and pickup dates', async () => {
    expect(await ids('/view-loads', who.broker, { status: 'COMPLETED' })).toEqual([L[3]]);
    expect(await ids('/view-loads', who.broker, { status: 'ACTIVE' })).toEqual([L[2], L[1]]);
    expect(await ids('/view-loads', who.broker, { origin: 'los ang' })).toEqual([L[3]]);
    expect(await ids('/view-loads', who.broker, { destination: 'CHICAGO' })).toEqual([L[3]]);
    expect(await ids('/view-loads', who.broker, { startDate: '2030-05-02', endDate: '2030-05-03' })).toEqual([
      L[3],
      L[2],
    ]);
    expect(await ids('/view-loads', who.rfd, { origin: 'Atlanta', status: 'CANCELLED' })).toEqual([L[5]]);
    // The form's empty fields mean "no filter".
    expect(await ids('/view-loads', who.broker, { origin: '', destination: '', status: '' })).toHaveLength(3);
  });

  it('refuses an unknown status (422)', async () => {
    const res = await list('/view-loads', who.broker, { status: 'DONE' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['Status must be ACTIVE, ASSIGNED, COMPLETED or CANCELLED']);
  });
});

describe('GET /api/loads/all-loads (Avail. Loads)', () => {
  it.each(['broker', 'rfp', 'rfd', 'admin'] as const)(
    'shows the %s every ACTIVE post of every type, soonest pickup first',
    async (key) => {
      expect(await ids('/all-loads', who[key])).toEqual([L[1], L[2], L[4]]);
    },
  );

  it('shows another status only of the user’s own deals (deal privacy); the admin every post', async () => {
    expect(await ids('/all-loads', who.rfp, { status: 'COMPLETED' })).toEqual([]);
    expect(await ids('/all-loads', who.rfp, { status: 'ASSIGNED' })).toEqual([]);
    expect(await ids('/all-loads', who.broker, { status: 'COMPLETED' })).toEqual([L[3]]);
    expect(await ids('/all-loads', who.otherBroker, { status: 'ASSIGNED' })).toEqual([L[6]]);
    expect(await ids('/all-loads', who.rfd, { type: 'TRUCK', status: 'CANCELLED' })).toEqual([L[5]]);
    expect(await ids('/all-loads', who.admin, { status: 'ASSIGNED' })).toEqual([L[6]]);
  });

  it('filters by type', async () => {
    expect(await ids('/all-loads', who.broker, { type: 'RFP' })).toEqual([L[1], L[2]]);
    expect(await ids('/all-loads', who.broker, { type: 'RFD' })).toEqual([L[4]]);
    // The only truck is cancelled: the board is empty for trucks.
    expect(await ids('/all-loads', who.broker, { type: 'TRUCK' })).toEqual([]);
  });

  it('matches origin and destination as part of the place, any case, or as a ZIP prefix', async () => {
    expect(await ids('/all-loads', who.rfd, { origin: 'chica' })).toEqual([L[1]]);
    expect(await ids('/all-loads', who.rfd, { origin: 'Atlanta, GA' })).toEqual([L[2]]);
    expect(await ids('/all-loads', who.rfd, { origin: ', tx' })).toEqual([L[4]]);
    expect(await ids('/all-loads', who.rfd, { origin: '606' })).toEqual([L[1]]);
    expect(await ids('/all-loads', who.rfd, { origin: ZIPS.dallas })).toEqual([L[4]]);
    expect(await ids('/all-loads', who.rfd, { destination: 'new york' })).toEqual([L[2]]);
    expect(await ids('/all-loads', who.rfd, { destination: '1' })).toEqual([L[2]]);
    expect(await ids('/all-loads', who.rfd, { origin: 'atl', destination: 'york' })).toEqual([L[2]]);
    expect(await ids('/all-loads', who.rfd, { origin: 'Boston' })).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await ids('/all-loads', who.rfd, { origin: '%' })).toEqual([]);
    expect(await ids('/all-loads', who.rfd, { origin: '_' })).toEqual([]);
    expect(await ids('/all-loads', who.rfd, { origin: 'Chicago%' })).toEqual([]);
    expect(await ids('/all-loads', who.rfd, { origin: '\\' })).toEqual([]);
  });

  it('filters by a pickup date range, both ends included', async () => {
    expect(await ids('/all-loads', who.rfp, { startDate: '2030-05-03' })).toEqual([L[2], L[4]]);
    expect(await ids('/all-loads', who.rfp, { endDate: '2030-05-03' })).toEqual([L[1], L[2]]);
    expect(await ids('/all-loads', who.rfp, { startDate: '2030-05-03', endDate: '2030-05-03' })).toEqual([
      L[2],
    ]);
    expect(await ids('/all-loads', who.rfp, { startDate: '2030-05-04', endDate: '2030-05-02' })).toEqual([]);
  });
});

describe('GET /api/loads', () => {
  it('lists others’ ACTIVE posts and the user’s own of every status, newest first (deal privacy)', async () => {
    expect(await ids('', who.rfd)).toEqual([L[5], L[4], L[2], L[1]]);
    expect(await ids('', who.rfd, { mine: 'false' })).toHaveLength(4);
    expect(await ids('', who.admin)).toEqual([L[6], L[5], L[4], L[3], L[2], L[1]]);
  });

  it('answers the user’s own posts with mine=true', async () => {
    expect(await ids('', who.broker, { mine: 'true' })).toEqual([L[3], L[2], L[1]]);
    expect(await ids('', who.rfd, { mine: 'true' })).toEqual([L[5]]);
  });

  it('combines the filters', async () => {
    expect(await ids('', who.rfp, { type: 'RFP', status: 'ACTIVE' })).toEqual([L[2], L[1]]);
    expect(await ids('', who.rfd, { origin: 'atlanta' })).toEqual([L[5], L[2]]);
    expect(await ids('', who.otherBroker, { destination: 'los', startDate: '2030-05-06' })).toEqual([L[6]]);
    expect(await ids('', who.broker, { mine: 'true', status: 'COMPLETED' })).toEqual([L[3]]);
  });

  it('refuses a mine that is not true or false (422)', async () => {
    const res = await list('', who.broker, { mine: 'yes' });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/loads/analytics', () => {
  async function analytics(query: Record<string, string> = {}, account: Account = who.rfp) {
    const res = await list('/analytics', account, query);
    expectStatus(res, 200);
    expect(res.json().status).toBe('success');
    return res.json().data;
  }

  it('sums every post of every status', async () => {
    // 6 posts; ACTIVE: L1, L2, L4; balances 1000 + 250.50 + 0 + 499.99 + 100 + 1200.01 = 3050.50;
    // average 3050.50 / 6 = 508.4166… → 508.42.
    const expected = { totalLoads: 6, activeLoads: 3, totalBalance: 3050.5, averageBalance: 508.42 };
    for (const key of ['broker', 'rfp', 'rfd', 'admin'] as const) {
      expect(await analytics({}, who[key])).toEqual(expected);
    }
    // A status filter does not narrow the figures: they count every status.
    expect(await analytics({ status: 'ACTIVE' })).toEqual(expected);
  });

  it('narrows by type: RFP is L1, L2, L3, L6', async () => {
    // 1000 + 250.50 + 0 + 1200.01 = 2450.51; / 4 = 612.6275 → 612.63.
    expect(await analytics({ type: 'RFP' })).toEqual({
      totalLoads: 4,
      activeLoads: 2,
      totalBalance: 2450.51,
      averageBalance: 612.63,
    });
  });

  it('narrows by origin (Atlanta: L2, L5) and by pickup dates (May 2–4: L3, L2, L5)', async () => {
    expect(await analytics({ origin: 'atlanta' })).toEqual({
      totalLoads: 2,
      activeLoads: 1,
      totalBalance: 350.5,
      averageBalance: 175.25,
    });
    // 0 + 250.50 + 100 = 350.50; / 3 = 116.8333… → 116.83.
    expect(await analytics({ startDate: '2030-05-02', endDate: '2030-05-04' })).toEqual({
      totalLoads: 3,
      activeLoads: 1,
      totalBalance: 350.5,
      averageBalance: 116.83,
    });
  });

  it('answers zeros when nothing matches', async () => {
    expect(await analytics({ destination: 'Nowhere' })).toEqual({
      totalLoads: 0,
      activeLoads: 0,
      totalBalance: 0,
      averageBalance: 0,
    });
  });
});
