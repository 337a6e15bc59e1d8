import { adminDashboard, MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, ZIPS } from '../loads/test-fixtures.ts';
import { assignTo, getAs, insertRequest, minutesAgo, setLoad } from './test-fixtures.ts';

/**
 * The whole marketplace, posts in creation order:
 *
 * | post | owner        | type  | route               | status    | agreed rate       |
 * |------|--------------|-------|---------------------|-----------|-------------------|
 * | L1   | broker       | RFP   | Chicago → Dallas    | ACTIVE    |                   |
 * | L2   | broker       | RFP   | Chicago → Dallas    | COMPLETED | 1000.50 (rfp)     |
 * | L3   | broker       | RFP   | Chicago → Dallas    | COMPLETED | 2500.25 (rfd)     |
 * | L4   | broker       | RFP   | Chicago → Dallas    | ASSIGNED  | 800 (rfp)         |
 * | L5   | otherBroker  | RFP   | Chicago → Dallas    | CANCELLED | 600 (was rfp)     |
 * | L6   | rfp carrier  | RFD   | Chicago → Dallas    | ACTIVE    |                   |
 * | L7   | rfd carrier  | TRUCK | Atlanta → New York  | COMPLETED | 300 (broker)      |
 * | L8   | admin        | RFP   | Los Angeles → Chicago | ACTIVE  |                   |
 *
 * Requests, in order: Q1 L1 by rfp PENDING, Q2 L1 by rfd PENDING, Q3 L2 by rfp ACCEPTED, Q4 L7 by
 * broker ACCEPTED, Q5 L8 by rfp REJECTED, Q6 L6 by rfd PENDING (through the API).
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
const L: number[] = [];
const Q: number[] = [];
/** When each of Q1–Q5 was made. */
const madeAt: Date[] = [];

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const { broker, otherBroker, rfp, rfd, admin } = who;
  for (let n = 1; n <= 4; n++) L[n] = await createPost(t, broker, { jobNumber: `L${n}` });
  L[5] = await createPost(t, otherBroker, { jobNumber: 'L5' });
  L[6] = await createPost(t, rfp, { jobNumber: 'L6' });
  L[7] = await createPost(t, rfd, {});
  L[8] = await createPost(
    t,
    admin,
    { jobNumber: 'L8', pickupZip: ZIPS.losAngeles, deliveryZip: ZIPS.chicago },
    'RFP',
  );
  await setLoad(t, L[2] as number, assignTo(rfp, 1000.5, 'COMPLETED'));
  await setLoad(t, L[3] as number, assignTo(rfd, 2500.25, 'COMPLETED'));
  await setLoad(t, L[4] as number, assignTo(rfp, 800));
  await setLoad(t, L[5] as number, { ...assignTo(rfp, 600), status: 'CANCELLED' });
  await setLoad(t, L[7] as number, assignTo(broker, 300, 'COMPLETED'));

  const made: [number, Account, 'PENDING' | 'ACCEPTED' | 'REJECTED', number][] = [
    [1, rfp, 'PENDING', 2300],
    [1, rfd, 'PENDING', 2250.5],
    [2, rfp, 'ACCEPTED', 1000.5],
    [7, broker, 'ACCEPTED', 300],
    [8, rfp, 'REJECTED', 1999.99],
  ];
  for (const [i, [n, requester, status, proposedRate]] of made.entries()) {
    const createdAt = minutesAgo(50 - 10 * i);
    madeAt[i + 1] = createdAt;
    Q[i + 1] = await insertRequest(t, { loadId: L[n] as number, requester, status, proposedRate, createdAt });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/loads/${L[6]}/request`,
    headers: rfd.headers,
    payload: { proposedRate: 1750, message: 'Can load Monday' },
  });
  expectStatus(res, 201);
  Q[6] = res.json().data.id;
});
afterAll(() => t.close());

async function dashboard(as: Account) {
  const res = await getAs(t, '/api/admin', as);
  expectStatus(res, 200);
  expect(res.json().status).toBe('success');
  return adminDashboard.strict().parse(res.json().data);
}

describe('GET /api/admin', () => {
  it('counts the whole marketplace', async () => {
    const data = await dashboard(who.admin);
    // Revenue: the COMPLETED L2 + L3 + L7; the ASSIGNED L4 and the CANCELLED L5 are not earned.
    expect(data.stats).toEqual({ activeLoads: 3, pendingRequests: 3, completedLoads: 3, revenue: 3800.75 });
  });

  it('lists the 5 newest loads with their routes', async () => {
    const { recentLoads } = await dashboard(who.admin);
    expect(recentLoads.map((load) => load.id)).toEqual([L[8], L[7], L[6], L[5], L[4]]);
    expect(recentLoads[0]).toEqual({
      id: L[8],
      jobNumber: 'L8',
      route: 'Los Angeles, CA → Chicago, IL',
      origin: 'Los Angeles, CA',
      destination: 'Chicago, IL',
      loadType: 'RFP',
      status: 'ACTIVE',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      refreshedAt: null,
      stale: false,
    });
    expect(recentLoads.map((load) => [load.jobNumber, load.loadType, load.status, load.route])).toEqual([
      ['L8', 'RFP', 'ACTIVE', 'Los Angeles, CA → Chicago, IL'],
      [null, 'TRUCK', 'COMPLETED', 'Atlanta, GA → New York, NY'],
      ['L6', 'RFD', 'ACTIVE', 'Chicago, IL → Dallas, TX'],
      ['L5', 'RFP', 'CANCELLED', 'Chicago, IL → Dallas, TX'],
      ['L4', 'RFP', 'ASSIGNED', 'Chicago, IL → Dallas, TX'],
    ]);
  });

  it('lists the 5 newest requests with the requester’s company', async () => {
    const { recentRequests } = await dashboard(who.admin);
    expect(
      recentRequests.map((request) => [request.id, request.loadId, request.company, request.status]),
    ).toEqual([
      [Q[6], L[6], 'Lone Star Hauling', 'PENDING'],
      [Q[5], L[8], 'Prairie Freight', 'REJECTED'],
      [Q[4], L[7], 'Blue Ridge Brokerage', 'ACCEPTED'],
      [Q[3], L[2], 'Prairie Freight', 'ACCEPTED'],
      [Q[2], L[1], 'Lone Star Hauling', 'PENDING'],
    ]);
    expect(recentRequests[0]).toEqual({
      id: Q[6],
      loadId: L[6],
      company: 'Lone Star Hauling',
      status: 'PENDING',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      proposedRate: 1750,
    });
    expect(recentRequests[1]?.proposedRate).toBe(1999.99);
    // The time it was made, to the millisecond, in UTC, as the other lists write times.
    expect(recentRequests[1]?.date).toBe(madeAt[5]?.toISOString());
  });

  it('lists by creation time: a request written later with an earlier time takes its place by time', async () => {
    // Made last, dated before Q2: the newest five by time are still Q6 to Q2.
    const backDated = await insertRequest(t, {
      loadId: L[1] as number,
      requester: who.rfp,
      status: 'REJECTED',
      createdAt: minutesAgo(45),
    });
    const { recentRequests } = await dashboard(who.admin);
    expect(recentRequests.map((request) => request.id)).toEqual([Q[6], Q[5], Q[4], Q[3], Q[2]]);
    expect(recentRequests.map((request) => request.id)).not.toContain(backDated);
  });

  it('is for SUPER_ADMIN only (403) and asks for a session (401)', async () => {
    for (const other of [who.broker, who.rfp, who.rfd]) {
      const res = await getAs(t, '/api/admin', other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: MESSAGES.forbidden });
    }
    const res = await getAs(t, '/api/admin', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.unauthorized });
  });
});
