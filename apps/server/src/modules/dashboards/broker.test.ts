import { brokerDashboard as brokerDashboardSchema, loadView, MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, dayFromToday } from '../loads/test-fixtures.ts';
import { brokerDashboard } from './service.ts';
import { assignTo, getAs, insertRequest, minutesAgo, setLoad } from './test-fixtures.ts';

/**
 * The broker's own posts (today = T, UTC), created in this order, and the requests on them:
 *
 * | post | status    | pickup | delivery | requests                                     |
 * |------|-----------|--------|----------|----------------------------------------------|
 * | P1   | COMPLETED | T-10   | T-8      |                                              |
 * | P2   | CANCELLED | T+3    | T+5      |                                              |
 * | P3   | ASSIGNED  | T-3    | T-1      | (delivered yesterday: not in transit)        |
 * | P4   | ASSIGNED  | T+1    | T+3      | (picked up tomorrow: not in transit)         |
 * | P5   | ASSIGNED  | T-1    | T+1      | q4 ACCEPTED (rfp), q5 REJECTED (rfd)         |
 * | P6   | ASSIGNED  | T      | T        | q6 ACCEPTED (rfd)  (in transit: both ends)   |
 * | P7   | ACTIVE    | T+3    | T+5      | q1 PENDING (rfp), q2 PENDING (rfd)           |
 * | P8   | ACTIVE    | T+3    | T+5      | q3 REJECTED (rfp)                            |
 * | P9   | ACTIVE    | T+3    | T+5      | q7 PENDING (admin)                           |
 *
 * q1 … q7 were made 70, 60, … 10 minutes ago. Another broker's posts (one ACTIVE, one ASSIGNED in
 * transit) and the requests on them (the newest of all) must count nowhere.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let rfd2: Account;
const P: number[] = [];
const q: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  rfd2 = await signUp(t, 'RFD_CARRIER', 'Second Lone Star Hauling');
  const days = (pickup: number, delivery: number) => ({
    pickupDate: dayFromToday(pickup),
    deliveryDate: dayFromToday(delivery),
  });
  for (let n = 1; n <= 9; n++) P[n] = await createPost(t, who.broker, { jobNumber: `B-${n}` });
  await setLoad(t, P[1] as number, { ...assignTo(who.rfp, 1800, 'COMPLETED'), ...days(-10, -8) });
  await setLoad(t, P[2] as number, { status: 'CANCELLED' });
  await setLoad(t, P[3] as number, { ...assignTo(who.rfd, 1500), ...days(-3, -1) });
  await setLoad(t, P[4] as number, { ...assignTo(rfd2, 1600), ...days(1, 3) });
  await setLoad(t, P[5] as number, { ...assignTo(who.rfp, 2100.5), ...days(-1, 1) });
  await setLoad(t, P[6] as number, { ...assignTo(who.rfd, 990), ...days(0, 0) });

  const made = [
    [7, who.rfp, 'PENDING', 2300],
    [7, who.rfd, 'PENDING', 2250],
    [8, who.rfp, 'REJECTED', 1900],
    [5, who.rfp, 'ACCEPTED', 2100.5],
    [5, who.rfd, 'REJECTED', 2500],
    [6, who.rfd, 'ACCEPTED', 990],
    [9, who.admin, 'PENDING', 2400.75],
  ] as const;
  for (const [i, [n, requester, status, rate]] of made.entries()) {
    q[i + 1] = await insertRequest(t, {
      loadId: P[n] as number,
      requester,
      status,
      proposedRate: rate,
      createdAt: minutesAgo(70 - 10 * i),
    });
  }

  // Someone else's posts and requests.
  const o1 = await createPost(t, who.otherBroker, { jobNumber: 'O-1' });
  const o2 = await createPost(t, who.otherBroker, { jobNumber: 'O-2' });
  await setLoad(t, o2, { ...assignTo(who.rfp, 3000), ...days(-1, 1) });
  await insertRequest(t, { loadId: o1, requester: who.rfp, createdAt: minutesAgo(5) });
  await insertRequest(t, { loadId: o2, requester: who.rfp, status: 'ACCEPTED', createdAt: minutesAgo(4) });
});
afterAll(() => t.close());

async function dashboard(as: Account) {
  const res = await getAs(t, '/api/dashboard/broker', as);
  expectStatus(res, 200);
  const body = res.json();
  expect(body.status).toBe('success');
  // Exactly the published shape: no field more, none less.
  return brokerDashboardSchema.strict().parse(body.data);
}

describe('GET /api/dashboard/broker', () => {
  it('counts the broker’s own posts by status, in transit derived around today', async () => {
    const data = await dashboard(who.broker);
    expect(data.summary).toEqual({ totalActiveLoads: 3, assignedJobs: 4, acceptedRequests: 2 });
    // total = ACTIVE + ASSIGNED; in transit (P5, P6) is part of the 4 assigned.
    expect(data.activeLoads).toEqual({ total: 7, byStatus: { active: 3, assigned: 4, inTransit: 2 } });
  });

  it('counts the requests on the broker’s own posts by status', async () => {
    const data = await dashboard(who.broker);
    expect(data.requests.statistics).toEqual({ total: 7, byStatus: { pending: 3, accepted: 2 } });
    expect(data.requests.recent.total).toBe(7);
    expect(data.requests.recent.pending).toBe(3);
  });

  it('lists the 5 newest requests on own posts, with the carrier’s company and name', async () => {
    const { items } = (await dashboard(who.broker)).requests.recent;
    expect(items.map((item) => item.id)).toEqual([q[7], q[6], q[5], q[4], q[3]]);
    expect(items[0]).toEqual({
      id: q[7],
      loadId: P[9],
      jobNumber: 'B-9',
      carrier: 'Load Board HQ',
      carrierName: 'Alex Morgan',
      proposedRate: 2400.75,
      status: 'PENDING',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(items[1]).toMatchObject({
      id: q[6],
      loadId: P[6],
      carrier: 'Lone Star Hauling',
      carrierName: 'Dana Whitfield',
      proposedRate: 990,
      status: 'ACCEPTED',
    });
    expect(items.map((item) => item.status)).toEqual([
      'PENDING',
      'ACCEPTED',
      'REJECTED',
      'ACCEPTED',
      'REJECTED',
    ]);
    // Newest first, to the minute the fixture gave them.
    const dates = items.map((item) => Date.parse(item.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('lists the 5 newest own posts with their request counts, and counts every own post', async () => {
    const { recentPosts } = await dashboard(who.broker);
    expect(recentPosts.total).toBe(9);
    expect(recentPosts.items.map((post) => post.id)).toEqual([P[9], P[8], P[7], P[6], P[5]]);
    for (const post of recentPosts.items) loadView.strict().parse(post);
    expect(
      recentPosts.items.map((post) => [post.type, post.status, post.requestsCount, post.pendingRequests]),
    ).toEqual([
      ['RFP', 'ACTIVE', 1, 1],
      ['RFP', 'ACTIVE', 1, 0],
      ['RFP', 'ACTIVE', 2, 2],
      ['RFP', 'ASSIGNED', 1, 0],
      ['RFP', 'ASSIGNED', 2, 0],
    ]);
    expect(recentPosts.items[3]).toMatchObject({
      origin: 'Chicago, IL',
      destination: 'Dallas, TX',
      pickupDate: dayFromToday(0),
    });
  });

  it('derives "in transit" from the day it is asked about', async () => {
    const counts = async (days: number) =>
      (await brokerDashboard(t.database.db, who.broker.user, dayFromToday(days))).activeLoads.byStatus
        .inTransit;
    // T+1: P4 (T+1 … T+3) and P5 (T-1 … T+1). T+2: only P4. T-2: P3 (T-3 … T-1). T-5: none.
    expect(await counts(1)).toBe(2);
    expect(await counts(2)).toBe(1);
    expect(await counts(-2)).toBe(1);
    expect(await counts(-5)).toBe(0);
  });

  it('shows another broker only their own posts and requests', async () => {
    const data = await dashboard(who.otherBroker);
    expect(data.summary).toEqual({ totalActiveLoads: 1, assignedJobs: 1, acceptedRequests: 1 });
    expect(data.activeLoads).toEqual({ total: 2, byStatus: { active: 1, assigned: 1, inTransit: 1 } });
    expect(data.requests.statistics).toEqual({ total: 2, byStatus: { pending: 1, accepted: 1 } });
    expect(data.recentPosts.total).toBe(2);
    expect(data.recentPosts.items.map((post) => post.jobNumber)).toEqual(['O-2', 'O-1']);
  });

  it('lets a SUPER_ADMIN see their own (here empty) broker dashboard', async () => {
    const data = await dashboard(who.admin);
    expect(data).toEqual({
      summary: { totalActiveLoads: 0, assignedJobs: 0, acceptedRequests: 0 },
      activeLoads: { total: 0, byStatus: { active: 0, assigned: 0, inTransit: 0 } },
      requests: {
        recent: { total: 0, pending: 0, items: [] },
        statistics: { total: 0, byStatus: { pending: 0, accepted: 0 } },
      },
      recentPosts: { total: 0, items: [] },
    });
  });

  it('refuses carriers (403) and asks for a session (401)', async () => {
    for (const carrier of [who.rfp, who.rfd]) {
      const res = await getAs(t, '/api/dashboard/broker', carrier);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: MESSAGES.forbidden });
    }
    const res = await getAs(t, '/api/dashboard/broker', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.unauthorized });
  });
});
