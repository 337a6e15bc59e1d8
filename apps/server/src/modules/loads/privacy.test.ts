import type { LoadView } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { getAs } from '../dashboards/test-fixtures.ts';
import { decide, makeRequest } from '../requests/test-fixtures.ts';
import { createPost } from './test-fixtures.ts';

/**
 * Deal privacy (decisions.md, Loads): the agreed rate, the assigned carrier and a post's requests are
 * the business of the post's owner, its assigned carrier and an admin. Everyone else sees the post as
 * posted, and the board lists them only ACTIVE posts. Checked on every route that answers a post.
 *
 * The broker posts DEAL (RFP, posted at 2,400.50), the RFP carrier requests it at 1,777.77 and the
 * broker accepts: DEAL is ASSIGNED to the carrier. OPEN (RFP, ACTIVE) has one PENDING request of the
 * carrier's. The third party is a second RFP carrier, who has dealt with nobody.
 */
const POSTED_RATE = 2400.5;
const AGREED_RATE = 1777.77;
let t: TestApp;
let owner: Account;
let carrier: Account;
let admin: Account;
let third: Account;
let dealId = 0;
let openId = 0;

beforeAll(async () => {
  t = await startTestApp();
  const who = await accounts(t);
  owner = who.broker;
  carrier = who.rfp;
  admin = who.admin;
  third = await signUp(t, 'RFP_CARRIER', 'Nosy Freight');
  dealId = await createPost(t, owner, { jobNumber: 'DEAL-1', rate: POSTED_RATE });
  openId = await createPost(t, owner, { jobNumber: 'OPEN-1', rate: 900 });
  const requestId = await makeRequest(t, dealId, carrier, AGREED_RATE);
  expectStatus(await decide(t, requestId, owner, { status: 'ACCEPTED' }), 200);
  await makeRequest(t, openId, carrier, 850);
});
afterAll(() => t.close());

const PARTIES = ['owner', 'carrier', 'admin'] as const;
const viewer = (key: (typeof PARTIES)[number] | 'third') => ({ owner, carrier, admin, third })[key];

async function data<T = unknown>(url: string, who: Account): Promise<T> {
  const res = await getAs(t, url, who);
  expectStatus(res, 200);
  return res.json().data as T;
}

const ids = (loads: LoadView[]) => loads.map((load) => load.id);
const find = (loads: LoadView[], id: number) => loads.find((load) => load.id === id);

/** The deal as its parties see it: the agreed rate, the carrier, the request counts. */
function expectDeal(load: LoadView | undefined) {
  expect(load).toMatchObject({
    id: dealId,
    status: 'ASSIGNED',
    rate: POSTED_RATE,
    agreedRate: AGREED_RATE,
    assignedCarrierId: carrier.user.id,
    requestsCount: 1,
    pendingRequests: 0,
  });
}

/** A post as posted: its own rate, no deal, no request counts. */
function expectAsPosted(load: LoadView | undefined, id: number, rate: number) {
  expect(load).toMatchObject({ id, rate, agreedRate: null, assignedCarrierId: null });
  expect(load?.requestsCount).toBeNull();
  expect(load?.pendingRequests).toBeNull();
}

/** Nothing of the deal anywhere in an answer: not the agreed rate, not the carrier's company. */
async function expectNoDealIn(url: string, who: Account) {
  const res = await getAs(t, url, who);
  expectStatus(res, 200);
  expect(res.body).not.toContain(String(AGREED_RATE));
  expect(res.body).not.toContain(carrier.user.companyName);
}

describe('GET /api/loads/:id', () => {
  it.each(PARTIES)('shows the %s the deal', async (key) => {
    expectDeal(await data<LoadView>(`/api/loads/${dealId}`, viewer(key)));
  });

  it('shows anyone else the post as posted', async () => {
    expectAsPosted(await data<LoadView>(`/api/loads/${dealId}`, third), dealId, POSTED_RATE);
    expectAsPosted(await data<LoadView>(`/api/loads/${openId}`, third), openId, 900);
    await expectNoDealIn(`/api/loads/${dealId}`, third);
  });
});

describe.each([
  ['/api/loads/all-loads?status=ASSIGNED', 'the board asked for ASSIGNED posts'],
  ['/api/loads?status=ASSIGNED', 'GET /api/loads asked for ASSIGNED posts'],
  ['/api/loads', 'GET /api/loads, every status'],
])('%s (%s)', (url) => {
  it.each(PARTIES)('lists the deal to the %s', async (key) => {
    expectDeal(find((await data<{ loads: LoadView[] }>(url, viewer(key))).loads, dealId));
  });

  it('lists anyone else only ACTIVE posts, as posted', async () => {
    const { loads, pagination } = await data<{ loads: LoadView[]; pagination: { totalItems: number } }>(
      url,
      third,
    );
    expect(loads.every((load) => load.status === 'ACTIVE')).toBe(true);
    expect(ids(loads)).not.toContain(dealId);
    expect(pagination.totalItems).toBe(loads.length);
    for (const load of loads) expectAsPosted(load, load.id, load.rate ?? Number.NaN);
    await expectNoDealIn(url, third);
  });
});

describe('GET /api/loads/all-loads (the board)', () => {
  it('shows anyone else an ACTIVE post without its request counts', async () => {
    const { loads } = await data<{ loads: LoadView[] }>('/api/loads/all-loads', third);
    expectAsPosted(find(loads, openId), openId, 900);
  });

  it('shows the owner and the admin the request counts of an ACTIVE post', async () => {
    for (const who of [owner, admin]) {
      const { loads } = await data<{ loads: LoadView[] }>('/api/loads/all-loads', who);
      expect(find(loads, openId)).toMatchObject({ requestsCount: 1, pendingRequests: 1 });
    }
  });
});

describe('GET /api/loads/view-loads (My Loads)', () => {
  it('shows the owner the deal', async () => {
    expectDeal(find((await data<{ loads: LoadView[] }>('/api/loads/view-loads', owner)).loads, dealId));
  });

  it.each(['third', 'admin'] as const)('lists the %s only their own posts', async (key) => {
    expect((await data<{ loads: LoadView[] }>('/api/loads/view-loads', viewer(key))).loads).toEqual([]);
  });
});

describe("GET /api/admin/loads (the admin's list of every post)", () => {
  it('shows the admin the deal', async () => {
    expectDeal(find((await data<{ loads: LoadView[] }>('/api/admin/loads', admin)).loads, dealId));
  });
});

describe('GET /api/loads/search', () => {
  it('shows anyone else the ACTIVE post without its request counts', async () => {
    const hits = await data<LoadView[]>('/api/loads/search?location=Chicago', third);
    expect(ids(hits)).toEqual([openId]);
    expectAsPosted(hits[0], openId, 900);
  });

  it('shows the owner its request counts', async () => {
    const hits = await data<LoadView[]>('/api/loads/search?location=Chicago', owner);
    expect(hits[0]).toMatchObject({ id: openId, requestsCount: 1, pendingRequests: 1 });
  });
});

describe('the dashboards', () => {
  it("shows the owner the deal among its recent posts (broker's dashboard)", async () => {
    const dashboard = await data<{ recentPosts: { items: LoadView[] } }>('/api/dashboard/broker', owner);
    expectDeal(find(dashboard.recentPosts.items, dealId));
  });

  it("shows anyone else the board's posts without request counts (RFP carrier's dashboard)", async () => {
    const dashboard = await data<{ availableLoads: LoadView[] }>('/api/dashboard/rfp-carrier', third);
    expect(ids(dashboard.availableLoads)).toEqual([openId]);
    expectAsPosted(dashboard.availableLoads[0], openId, 900);
    await expectNoDealIn('/api/dashboard/rfp-carrier', third);
  });
});

describe('notifications and contacts', () => {
  it('tell anyone else nothing of the deal', async () => {
    await expectNoDealIn('/api/notifications', third);
    await expectNoDealIn('/api/contacts', third);
  });

  it('tell the carrier its own deal', async () => {
    const res = await getAs(t, '/api/notifications', carrier);
    expectStatus(res, 200);
    expect(res.body).toContain('$1,777.77');
  });
});
