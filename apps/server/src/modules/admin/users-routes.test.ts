import { adminUserDetailAnswer, adminUserListAnswer, MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, registerUser, signInAs, TEST_PASSWORD } from '../../../test/accounts.ts';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { setLoad } from '../dashboards/test-fixtures.ts';
import { activityRows, createPost } from '../loads/test-fixtures.ts';

/**
 * Manage Users. The accounts, newest last: broker 'Blue Ridge Brokerage', rfp 'Prairie Freight', rfd
 * 'Lone Star Hauling', admin 'Load Board HQ', otherBroker 'Harbor Logistics' (made together, so their
 * order among themselves is not relied on), then Quinn Okafor (RFD, 'Okafor Movers',
 * quinn.okafor@movers.example.com), then 12 RFP carriers 'Page Carrier 1…12'.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let quinn: Account;
const PAGED = 12;

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const registered = await registerUser(t.app, {
    firstName: 'Quinn',
    lastName: 'Okafor',
    companyName: 'Okafor Movers',
    userType: 'RFD_CARRIER',
    email: 'quinn.okafor@movers.example.com',
  });
  quinn = {
    user: registered.user,
    token: registered.token,
    headers: { authorization: `Bearer ${registered.token}` },
  };
  for (let n = 1; n <= PAGED; n++) {
    await registerUser(t.app, { userType: 'RFP_CARRIER', companyName: `Page Carrier ${n}` });
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, as?: Account, payload?: object) =>
  t.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload ? { payload } : {}) });

async function list(query: string) {
  const res = await call('GET', `/api/admin/users${query}`, who.admin);
  expectStatus(res, 200);
  return adminUserListAnswer.parse(res.json().data);
}

const setStatus = (id: number, status: string, as: Account = who.admin) =>
  call('PATCH', `/api/admin/users/${id}/status`, as, { status });

describe('the Manage Users routes are the admin’s', () => {
  const routes = (): ['GET' | 'PATCH', string, object?][] => [
    ['GET', '/api/admin/users'],
    ['GET', `/api/admin/users/${who.broker.user.id}`],
    ['PATCH', `/api/admin/users/${who.broker.user.id}/status`, { status: 'active' }],
  ];

  it('is the admin only: 401 without a session, 403 for a broker and both carriers', async () => {
    await expectAdminOnly(
      t,
      [who.broker, who.rfp, who.rfd],
      routes().map(([method, url, payload]) => ({ method, url, ...(payload ? { payload } : {}) })),
    );
  });
});

describe('GET /api/admin/users', () => {
  it('lists every account, newest first, 10 a page', async () => {
    const first = await list('');
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalItems: 5 + 1 + PAGED,
      itemsPerPage: 10,
      hasPreviousPage: false,
      hasNextPage: true,
    });
    expect(first.users.map((user) => user.companyName).slice(0, 3)).toEqual([
      'Page Carrier 12',
      'Page Carrier 11',
      'Page Carrier 10',
    ]);
    const second = await list('?page=2');
    expect(second.users).toHaveLength(8);
    expect(second.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true, hasNextPage: false });
    const ids = [...first.users, ...second.users].map((user) => user.id);
    expect(new Set(ids).size).toBe(18);
    // A page past the last has no rows, and still the count of all that match.
    const past = await list('?page=3');
    expect(past.users).toEqual([]);
    expect(past.pagination).toMatchObject({ currentPage: 3, totalItems: 18, hasPreviousPage: true });
    expect((await list('?search=page+carrier&userType=RFP_CARRIER&page=9')).pagination.totalItems).toBe(
      PAGED,
    );
  });

  it('answers each row without secrets', async () => {
    const { users } = await list('?search=okafor');
    expect(users).toEqual([
      {
        id: quinn.user.id,
        firstName: 'Quinn',
        lastName: 'Okafor',
        email: 'quinn.okafor@movers.example.com',
        companyName: 'Okafor Movers',
        userType: 'RFD_CARRIER',
        status: 'active',
        phone: '704-555-0142',
        website: 'https://blueridge.example.com',
        dotNumber: '3456789',
        createdAt: quinn.user.createdAt,
      },
    ]);
  });

  it('filters by type', async () => {
    const rfp = await list('?userType=RFP_CARRIER');
    expect(rfp.pagination.totalItems).toBe(1 + PAGED);
    expect(rfp.users.every((user) => user.userType === 'RFP_CARRIER')).toBe(true);
    const brokers = await list('?userType=BROKER');
    expect(brokers.users.map((user) => user.companyName).sort()).toEqual([
      'Blue Ridge Brokerage',
      'Harbor Logistics',
    ]);
  });

  it('searches name, email and company, every word, whatever the case', async () => {
    const ids = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).users.map((user) => user.id);
    expect(await ids('QUINN')).toEqual([quinn.user.id]);
    expect(await ids('movers.example')).toEqual([quinn.user.id]);
    expect(await ids('okafor movers')).toEqual([quinn.user.id]);
    expect(await ids('lone star')).toEqual([who.rfd.user.id]);
    expect(await ids('quinn harbor')).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(await ids('%')).toEqual([]);
    expect((await list('?search=page+carrier&userType=RFP_CARRIER&page=2')).users).toHaveLength(2);
  });

  it('filters by status, and a filter with paging starts where asked', async () => {
    const { users: everyone } = await list('?search=page+carrier');
    const [a, b] = everyone;
    expectStatus(await setStatus(a?.id as number, 'inactive'), 200);
    expectStatus(await setStatus(b?.id as number, 'suspended'), 200);
    expect((await list('?status=inactive')).users.map((user) => user.id)).toEqual([a?.id]);
    expect((await list('?status=suspended')).users.map((user) => user.id)).toEqual([b?.id]);
    expect((await list('?status=pending')).users).toEqual([]);
    expect((await list('?status=active')).pagination.totalItems).toBe(16);
    expectStatus(await setStatus(a?.id as number, 'active'), 200);
    expectStatus(await setStatus(b?.id as number, 'active'), 200);
  });

  it('refuses filters it does not know (422, a sentence each)', async () => {
    const res = await call('GET', '/api/admin/users?status=gone&userType=PILOT&page=0', who.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        'Status must be one of active, inactive, pending, suspended',
        'User type must be one of BROKER, RFP_CARRIER, RFD_CARRIER, SUPER_ADMIN',
        'Page must be 1 or more',
      ]),
    );
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the user with the Load Statistics of their posts', async () => {
    const posts = [];
    for (let n = 0; n < 4; n++) posts.push(await createPost(t, who.otherBroker, { jobNumber: `S${n}` }));
    await setLoad(t, posts[0] as number, { status: 'COMPLETED', completedAt: new Date() });
    await setLoad(t, posts[1] as number, { status: 'COMPLETED', completedAt: new Date() });
    await setLoad(t, posts[2] as number, { status: 'CANCELLED' });
    const res = await call('GET', `/api/admin/users/${who.otherBroker.user.id}`, who.admin);
    expectStatus(res, 200);
    const { user } = adminUserDetailAnswer.parse(res.json().data);
    expect(user).toMatchObject({
      id: who.otherBroker.user.id,
      companyName: 'Harbor Logistics',
      userType: 'BROKER',
      loadStats: { totalLoads: 4, activeLoads: 1, completedLoads: 2 },
    });
  });

  it('answers zeros and no loads for a user without posts', async () => {
    const res = await call('GET', `/api/admin/users/${quinn.user.id}`, who.admin);
    expect(res.json().data.user.loadStats).toEqual({ totalLoads: 0, activeLoads: 0, completedLoads: 0 });
    expect(res.json().data.user.loads).toEqual([]);
  });

  it("lists the user's 10 newest posts, newest first, and no one else's", async () => {
    const day = (n: number) => new Date(Date.UTC(2030, 0, n, 12));
    // Posted in an order that is not their creation times': twelve of the RFP carrier's, a broker's between.
    const created = [5, 1, 12, 3, 9, 7, 2, 11, 4, 10, 6, 8];
    const ids: number[] = [];
    for (const [index, n] of created.entries()) {
      const id = await createPost(t, who.rfp, { jobNumber: `U${n}` });
      await setLoad(t, id, { createdAt: day(n) });
      ids.push(id);
      if (index === 5)
        await setLoad(t, await createPost(t, who.broker, { jobNumber: 'OTHER' }), { createdAt: day(20) });
    }
    await setLoad(t, ids[2] as number, { status: 'CANCELLED' });
    const res = await call('GET', `/api/admin/users/${who.rfp.user.id}`, who.admin);
    expectStatus(res, 200);
    const { loads } = adminUserDetailAnswer.parse(res.json().data).user;
    expect(loads.map((post) => post.jobNumber)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `U${n}`),
    );
    expect(loads[0]).toEqual({
      id: ids[2],
      jobNumber: 'U12',
      route: 'Chicago, IL → Dallas, TX',
      origin: 'Chicago, IL',
      destination: 'Dallas, TX',
      loadType: 'RFD',
      status: 'CANCELLED',
      date: day(12).toISOString(),
      refreshedAt: null,
      stale: false,
    });
  });

  it('answers 404 for no such user, and for an id that cannot be one', async () => {
    for (const id of ['999999', 'abc', '2147483648']) {
      const missing = await call('GET', `/api/admin/users/${id}`, who.admin);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().message, id).toBe(MESSAGES.userNotFound);
    }
  });
});

describe('PATCH /api/admin/users/:id/status', () => {
  it('suspending ends the user’s existing token and sign-in; activating lets them back', async () => {
    const member = await registerUser(t.app, { userType: 'BROKER', companyName: 'Suspended Co' });
    const headers = { authorization: `Bearer ${member.token}` };
    const profile = () => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expectStatus(await profile(), 200);

    const res = await setStatus(member.user.id, 'suspended');
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: MESSAGES.userStatusUpdated,
      data: { user: { id: member.user.id, status: 'suspended' } },
    });

    const refused = await profile();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: MESSAGES.accountInactive });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });

    expectStatus(await setStatus(member.user.id, 'active'), 200);
    expectStatus(await profile(), 200);
    await signInAs(t, member.user);
  });

  it('deactivating refuses the same way', async () => {
    const member = await registerUser(t.app, { userType: 'RFP_CARRIER' });
    expectStatus(await setStatus(member.user.id, 'inactive'), 200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    expectStatus(await setStatus(member.user.id, 'active'), 200);
  });

  it('writes the change to the activity log under the admin, in the same transaction', async () => {
    const before = (await activityRows(t, 'STATUS_UPDATE')).length;
    expectStatus(await setStatus(quinn.user.id, 'suspended'), 200);
    expectStatus(await setStatus(quinn.user.id, 'active'), 200);
    const rows = (await activityRows(t, 'STATUS_UPDATE')).slice(before);
    expect(rows.map((row) => [row.userId, row.details])).toEqual([
      [
        who.admin.user.id,
        `Set user ${quinn.user.id} (quinn.okafor@movers.example.com) status from active to suspended`,
      ],
      [
        who.admin.user.id,
        `Set user ${quinn.user.id} (quinn.okafor@movers.example.com) status from suspended to active`,
      ],
    ]);
  });

  it('refuses an admin deactivating or suspending themselves (409), and changes nothing', async () => {
    const before = (await activityRows(t, 'STATUS_UPDATE')).length;
    for (const status of ['inactive', 'suspended']) {
      const res = await setStatus(who.admin.user.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: MESSAGES.cannotChangeOwnStatus });
    }
    expectStatus(await call('GET', '/api/admin/users', who.admin), 200);
    expect((await activityRows(t, 'STATUS_UPDATE')).length).toBe(before);
  });

  it('refuses a status the dropdown does not offer (422), and answers 404 for no such user', async () => {
    const bad = await setStatus(who.broker.user.id, 'pending');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(['Status must be one of active, inactive, suspended']);
    const missing = await setStatus(999999, 'inactive');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.userNotFound);
  });
});
