import { ANALYTICS_DAYS, ANALYTICS_MONTHS, systemAnalytics } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../test/accounts.ts';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { subscriptions, transactions, users } from '../../db/schema/index.ts';
import { insertRequest, setLoad } from '../dashboards/test-fixtures.ts';
import { createPost, PLACES, ZIPS } from '../loads/test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date();
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
/** The last day of the previous calendar month (UTC), at noon. */
const lastMonth = new Date(monthStart.getTime() - DAY_MS / 2);
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());

async function analytics() {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/analytics', headers: who.admin.headers });
  expectStatus(res, 200);
  return systemAnalytics.parse(res.json().data);
}

describe('GET /api/admin/analytics is the admin’s', () => {
  it('asks for a session (401) and refuses every other type (403)', async () => {
    await expectAdminOnly(
      t,
      [who.broker, who.rfp, who.rfd],
      [{ method: 'GET', url: '/api/admin/analytics' }],
    );
  });
});

describe('on a marketplace with accounts only', () => {
  it('answers 0 for every load and money figure, and empty charts', async () => {
    const figures = await analytics();
    expect(figures.userStats).toEqual({ totalUsers: 5, activeUsers: 5, newUsersThisMonth: 5 });
    expect(figures.loadStats).toEqual({
      totalLoads: 0,
      activeLoads: 0,
      completedLoads: 0,
      averageLoadValue: 0,
    });
    expect(figures.revenueStats).toEqual({ totalRevenue: 0, monthlyRevenue: 0, averageLoadRevenue: 0 });
    expect(figures.subscriptionStats).toEqual({ totalRevenue: 0, monthlyRevenue: 0, activeSubscriptions: 0 });
    expect(figures.charts.activity).toHaveLength(ANALYTICS_DAYS);
    expect(figures.charts.activity.every((day) => day.posts === 0 && day.acceptedRequests === 0)).toBe(true);
    expect(figures.charts.activity.at(-1)?.day).toBe(dayOf(now));
    expect(figures.charts.revenue).toHaveLength(ANALYTICS_MONTHS);
    expect(figures.charts.revenue.at(-1)).toEqual({
      month: monthOf(now),
      loadRevenue: 0,
      subscriptionRevenue: 0,
    });
    expect(figures.charts.lanes).toEqual([]);
  });
});

/**
 * The fixtures, all posts the broker's RFP loads:
 *
 * | post | lane                   | rate | status    | agreed  | completed     | created     |
 * |------|------------------------|------|-----------|---------|---------------|-------------|
 * | P1   | Chicago → Dallas       | 1000 | ACTIVE    |         |               | now         |
 * | P2   | Chicago → Dallas       | 2000 | COMPLETED | 1500.50 | now           | 10 days ago |
 * | P3   | Atlanta → New York     | 3000 | COMPLETED | 2499.50 | last month    | now         |
 * | P4   | Chicago → Dallas       | 4000 | ASSIGNED  | 999     |               | now         |
 * | P5   | Los Angeles → Chicago  | 500  | CANCELLED |         |               | 100 days ago|
 *
 * Requests: on P2 ACCEPTED 10 days ago, on P3 ACCEPTED now, on P1 PENDING, on P5 ACCEPTED 100 days ago.
 * Payments: 99 success now, 49 success last month, 29 refunded now, 59 failed now.
 * Accounts: rfd suspended, otherBroker created last month, the broker's subscription active.
 */
describe('on a marketplace with stated figures', () => {
  beforeAll(async () => {
    const { broker, rfp, rfd, otherBroker } = who;
    const post = (rate: number, pickupZip: string, deliveryZip: string) =>
      createPost(t, broker, { rate, pickupZip, deliveryZip });
    const p1 = await post(1000, ZIPS.chicago, ZIPS.dallas);
    const p2 = await post(2000, ZIPS.chicago, ZIPS.dallas);
    const p3 = await post(3000, ZIPS.atlanta, ZIPS.newYork);
    const p4 = await post(4000, ZIPS.chicago, ZIPS.dallas);
    const p5 = await post(500, ZIPS.losAngeles, ZIPS.chicago);
    const carrier = { assignedCarrierId: rfp.user.id, assignedAt: daysAgo(11) };
    await setLoad(t, p2, {
      ...carrier,
      status: 'COMPLETED',
      agreedRate: 1500.5,
      completedAt: now,
      createdAt: daysAgo(10),
    });
    await setLoad(t, p3, { ...carrier, status: 'COMPLETED', agreedRate: 2499.5, completedAt: lastMonth });
    await setLoad(t, p4, { ...carrier, status: 'ASSIGNED', agreedRate: 999 });
    await setLoad(t, p5, { status: 'CANCELLED', createdAt: daysAgo(100) });

    await insertRequest(t, { loadId: p2, requester: rfp, status: 'ACCEPTED', createdAt: daysAgo(10) });
    await insertRequest(t, { loadId: p3, requester: rfp, status: 'ACCEPTED', createdAt: now });
    await insertRequest(t, { loadId: p1, requester: rfp, status: 'PENDING', createdAt: now });
    await insertRequest(t, { loadId: p5, requester: rfd, status: 'ACCEPTED', createdAt: daysAgo(100) });

    const payment = (
      id: string,
      amount: number,
      status: 'success' | 'refunded' | 'failed',
      createdAt: Date,
    ) => ({
      userId: broker.user.id,
      provider: 'sandbox',
      providerTransactionId: id,
      amount,
      status,
      createdAt,
    });
    await t.database.db
      .insert(transactions)
      .values([
        payment('t1', 99, 'success', now),
        payment('t2', 49, 'success', lastMonth),
        payment('t3', 29, 'refunded', now),
        payment('t4', 59, 'failed', now),
      ]);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'active' })
      .where(eq(subscriptions.userId, broker.user.id));
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, rfd.user.id));
    await t.database.db.update(users).set({ createdAt: lastMonth }).where(eq(users.id, otherBroker.user.id));
  });

  it('counts users: all, active, new this month', async () => {
    expect((await analytics()).userStats).toEqual({ totalUsers: 5, activeUsers: 4, newUsersThisMonth: 4 });
  });

  it('counts posts and their mean posted rate', async () => {
    expect((await analytics()).loadStats).toEqual({
      totalLoads: 5,
      activeLoads: 1,
      completedLoads: 2,
      averageLoadValue: 2100,
    });
  });

  it('sums revenue from the agreed rates of COMPLETED posts only', async () => {
    expect((await analytics()).revenueStats).toEqual({
      totalRevenue: 4000,
      monthlyRevenue: 1500.5,
      averageLoadRevenue: 2000,
    });
  });

  it('sums subscription income from successful payments only', async () => {
    expect((await analytics()).subscriptionStats).toEqual({
      totalRevenue: 148,
      monthlyRevenue: 99,
      activeSubscriptions: 1,
    });
  });

  it('charts posts and accepted requests per day over the last 90 days', async () => {
    const { activity } = (await analytics()).charts;
    const day = (date: Date) => activity.find((entry) => entry.day === dayOf(date));
    expect(day(now)).toEqual({ day: dayOf(now), posts: 3, acceptedRequests: 1 });
    expect(day(daysAgo(10))).toEqual({ day: dayOf(daysAgo(10)), posts: 1, acceptedRequests: 1 });
    expect(activity.reduce((sum, entry) => sum + entry.posts, 0)).toBe(4);
    expect(activity.reduce((sum, entry) => sum + entry.acceptedRequests, 0)).toBe(2);
    expect(activity[0]?.day).toBe(dayOf(daysAgo(ANALYTICS_DAYS - 1)));
  });

  it('charts revenue per month: completed posts and subscriptions', async () => {
    const { revenue } = (await analytics()).charts;
    expect(revenue.slice(-2)).toEqual([
      { month: monthOf(lastMonth), loadRevenue: 2499.5, subscriptionRevenue: 49 },
      { month: monthOf(now), loadRevenue: 1500.5, subscriptionRevenue: 99 },
    ]);
    expect(
      revenue.slice(0, -2).every((month) => month.loadRevenue === 0 && month.subscriptionRevenue === 0),
    ).toBe(true);
  });

  it('names the busiest lanes of the 90 days, most posts first', async () => {
    expect((await analytics()).charts.lanes).toEqual([
      { origin: PLACES.chicago, destination: PLACES.dallas, posts: 3 },
      { origin: PLACES.atlanta, destination: PLACES.newYork, posts: 1 },
    ]);
  });
});
