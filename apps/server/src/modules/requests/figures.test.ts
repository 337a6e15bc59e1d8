import type {
  AdminDashboard,
  BrokerDashboard,
  ContactsAnswer,
  RfpCarrierDashboard,
  SystemAnalytics,
} from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { recountTallies } from '../../db/recount/recount.ts';
import { marketDeals } from '../../db/schema/index.ts';
import { getAs } from '../dashboards/test-fixtures.ts';
import { createPost } from '../loads/test-fixtures.ts';
import { counter, decide, makeRequest } from './test-fixtures.ts';

/**
 * Figures stay true (dashboards, analytics, contacts, market rates): a deal made by accepting a
 * counter counts as an accepted request does, at the agreed rate; a COUNTERED request is still open
 * and counts as pending; a withdrawn one no longer does.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let posts: { haggled: number; withdrawn: number; open: number };

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  posts = {
    haggled: await createPost(t, who.broker, { jobNumber: 'FIG-1', rate: 1800 }),
    withdrawn: await createPost(t, who.broker, { jobNumber: 'FIG-2' }),
    open: await createPost(t, who.broker, { jobNumber: 'FIG-3' }),
  };
});
afterAll(() => t.close());

/** An answer's data, typed as its contract says (written-answers.test.ts holds the shapes). */
async function read<T>(url: string, as: (typeof who)[keyof typeof who]): Promise<T> {
  const res = await getAs(t, url, as);
  expectStatus(res, 200);
  return res.json().data as T;
}

const broker = () => read<BrokerDashboard>('/api/dashboard/broker', who.broker);
const admin = () => read<AdminDashboard>('/api/admin', who.admin);
const carrier = () => read<RfpCarrierDashboard>('/api/dashboard/rfp-carrier', who.rfp);
const today = async () => {
  const { charts } = await read<SystemAnalytics>('/api/admin/analytics', who.admin);
  return charts.activity[charts.activity.length - 1];
};
const post = async (id: number) => (await getAs(t, `/api/loads/${id}`, who.broker)).json().data;

describe('figures after counters, a countered-then-accepted deal and a withdrawal', () => {
  let haggled: number;
  let withdrawn: number;

  it('count a COUNTERED request as open (pending)', async () => {
    haggled = await makeRequest(t, posts.haggled, who.rfp, 1800);
    withdrawn = await makeRequest(t, posts.withdrawn, who.rfd, 1500);
    await makeRequest(t, posts.open, who.rfd, 1400);
    expectStatus(await counter(t, haggled, who.broker, { rate: 2150 }), 200);

    const dashboard = await broker();
    expect(dashboard.requests.statistics).toEqual({ total: 3, byStatus: { pending: 3, accepted: 0 } });
    expect(dashboard.requests.recent.pending).toBe(3);
    expect(dashboard.requests.recent.items.find((item) => item.id === haggled)).toMatchObject({
      status: 'COUNTERED',
      proposedRate: 2150,
    });
    expect((await admin()).stats.pendingRequests).toBe(3);
    expect(await post(posts.haggled)).toMatchObject({ requestsCount: 1, pendingRequests: 1 });
  });

  it('count the accepted counter as a deal at its agreed rate', async () => {
    expectStatus(await decide(t, haggled, who.rfp, { status: 'ACCEPTED' }), 200);

    const dashboard = await broker();
    expect(dashboard.summary).toMatchObject({ assignedJobs: 1, acceptedRequests: 1 });
    expect(dashboard.requests.statistics).toEqual({ total: 3, byStatus: { pending: 2, accepted: 1 } });
    expect(dashboard.requests.recent.items.find((item) => item.id === haggled)).toMatchObject({
      status: 'ACCEPTED',
      proposedRate: 2150,
    });
    const marketplace = await admin();
    expect(marketplace.stats.pendingRequests).toBe(2);
    expect(marketplace.recentRequests.find((item) => item.id === haggled)).toMatchObject({
      status: 'ACCEPTED',
      proposedRate: 2150,
    });
    expect((await carrier()).stats).toMatchObject({ activeDeliveries: 1, revenue: 2150 });
    expect(await today()).toMatchObject({ acceptedRequests: 1 });
    expect(await post(posts.haggled)).toMatchObject({
      status: 'ASSIGNED',
      agreedRate: 2150,
      pendingRequests: 0,
    });
    const [deal] = await t.database.db
      .select()
      .from(marketDeals)
      .where(eq(marketDeals.loadId, posts.haggled));
    expect(deal).toMatchObject({ rate: 2150, carrierId: who.rfp.user.id, posterId: who.broker.user.id });
  });

  it('count revenue at the agreed rate once the post is completed', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${posts.haggled}/status`,
      headers: who.broker.headers,
      payload: { status: 'COMPLETED' },
    });
    expectStatus(res, 200);
    expect((await admin()).stats).toMatchObject({ completedLoads: 1, revenue: 2150 });
    const { revenueStats } = await read<SystemAnalytics>('/api/admin/analytics', who.admin);
    expect(revenueStats).toEqual({ totalRevenue: 2150, monthlyRevenue: 2150, averageLoadRevenue: 2150 });
    expect((await carrier()).stats).toMatchObject({ activeDeliveries: 0, revenue: 2150 });
  });

  it('no longer count a withdrawn request as pending', async () => {
    expectStatus(await decide(t, withdrawn, who.rfd, { status: 'WITHDRAWN' }), 200);
    const dashboard = await broker();
    expect(dashboard.requests.statistics).toEqual({ total: 3, byStatus: { pending: 1, accepted: 1 } });
    expect((await admin()).stats.pendingRequests).toBe(1);
    expect(await post(posts.withdrawn)).toMatchObject({ requestsCount: 1, pendingRequests: 0 });
    expect(await today()).toMatchObject({ acceptedRequests: 1 });
  });

  it('keep both sides of every exchange in the contacts panel', async () => {
    const contacts = await read<ContactsAnswer>('/api/contacts', who.broker);
    expect(contacts.contacts.map((contact) => contact.companyName).sort()).toEqual([
      'Lone Star Hauling',
      'Prairie Freight',
    ]);
  });

  it('leave the tallies as counting every row again finds them', async () => {
    expect(await recountTallies(t.database.db)).toEqual([]);
  });
});
