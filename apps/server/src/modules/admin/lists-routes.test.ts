import {
  adminLoadsAnswer,
  adminRequestRow,
  adminRequestsAnswer,
  loadListAnswer,
  MESSAGES,
} from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, ZIPS } from '../loads/test-fixtures.ts';
import { decide, makeRequest } from '../requests/test-fixtures.ts';

/**
 * The admin's lists of every load and every request (GET /api/admin/loads, /api/admin/requests),
 * and the admin's own My Loads. Posted one after another, so newest first is L5 … L1:
 *
 * | post | owner (company)               | type  | route             | status    |
 * |------|-------------------------------|-------|-------------------|-----------|
 * | L1   | broker (Blue Ridge Brokerage) | RFP   | Chicago → Dallas  | ASSIGNED  |
 * | L2   | broker                        | RFP   | Atlanta → NY      | ACTIVE    |
 * | L3   | rfp carrier (Prairie Freight) | RFD   | Dallas → Atlanta  | CANCELLED |
 * | L4   | rfd carrier (Lone Star)       | TRUCK | Atlanta → NY      | ACTIVE    |
 * | L5   | admin (Load Board HQ), as RFP | RFP   | LA → Chicago      | ACTIVE    |
 *
 * Requests, oldest first: R1 rfp carrier on L1 at 1,500 (ACCEPTED), R2 rfd carrier on L1 at 1,600
 * (REJECTED by the acceptance), R3 rfd carrier on L2 at 1,700 (PENDING), R4 broker on L4 at 900
 * (PENDING).
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
const L: Record<1 | 2 | 3 | 4 | 5, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
const R: Record<1 | 2 | 3 | 4, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  L[1] = await createPost(t, who.broker, {
    pickupZip: ZIPS.chicago,
    deliveryZip: ZIPS.dallas,
    jobNumber: 'ADM-1',
  });
  L[2] = await createPost(t, who.broker, {
    pickupZip: ZIPS.atlanta,
    deliveryZip: ZIPS.newYork,
    jobNumber: 'ADM-2',
  });
  L[3] = await createPost(t, who.rfp, { pickupZip: ZIPS.dallas, deliveryZip: ZIPS.atlanta });
  L[4] = await createPost(t, who.rfd, { pickupZip: ZIPS.atlanta, deliveryZip: ZIPS.newYork });
  L[5] = await createPost(t, who.admin, { pickupZip: ZIPS.losAngeles, deliveryZip: ZIPS.chicago }, 'RFP');
  R[1] = await makeRequest(t, L[1], who.rfp, 1500);
  R[2] = await makeRequest(t, L[1], who.rfd, 1600);
  R[3] = await makeRequest(t, L[2], who.rfd, 1700);
  R[4] = await makeRequest(t, L[4], who.broker, 900);
  expectStatus(await decide(t, R[1], who.broker, { status: 'ACCEPTED' }), 200);
  expectStatus(
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/loads/${L[3]}/status`,
      headers: who.admin.headers,
      payload: { status: 'CANCELLED' },
    }),
    200,
  );
});
afterAll(() => t.close());

const get = (url: string, as?: Account) => t.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });

async function loadIds(query: Record<string, string> = {}) {
  const res = await get(`/api/admin/loads?${new URLSearchParams(query)}`, who.admin);
  expectStatus(res, 200);
  const data = adminLoadsAnswer.parse(res.json().data);
  return data.loads.map((load) => load.id);
}

async function requests(query: Record<string, string> = {}) {
  const res = await get(`/api/admin/requests?${new URLSearchParams(query)}`, who.admin);
  expectStatus(res, 200);
  return adminRequestsAnswer.parse(res.json().data);
}
const requestIds = async (query: Record<string, string> = {}) =>
  (await requests(query)).requests.map((request) => request.id);

const ROUTES = ['/api/admin/loads', '/api/admin/requests'];

describe('who may read the lists', () => {
  it('is the admin only: 401 without a session, 403 for a broker and both carriers', async () => {
    await expectAdminOnly(
      t,
      [who.broker, who.rfp, who.rfd],
      ROUTES.map((url) => ({ method: 'GET', url })),
    );
  });
});

describe('GET /api/admin/loads', () => {
  it('lists every post of every owner and status, newest first, with the deal', async () => {
    expect(await loadIds()).toEqual([L[5], L[4], L[3], L[2], L[1]]);
    const res = await get('/api/admin/loads', who.admin);
    const assigned = res.json().data.loads.find((load: { id: number }) => load.id === L[1]);
    expect(assigned).toMatchObject({
      status: 'ASSIGNED',
      agreedRate: 1500,
      assignedCarrierId: who.rfp.user.id,
      requestsCount: 2,
      pendingRequests: 0,
    });
  });

  it('filters by origin, destination, type, status and owner', async () => {
    expect(await loadIds({ origin: 'atlanta' })).toEqual([L[4], L[2]]);
    expect(await loadIds({ origin: '606' })).toEqual([L[1]]);
    expect(await loadIds({ destination: 'New York' })).toEqual([L[4], L[2]]);
    expect(await loadIds({ type: 'RFP' })).toEqual([L[5], L[2], L[1]]);
    expect(await loadIds({ status: 'CANCELLED' })).toEqual([L[3]]);
    expect(await loadIds({ status: 'ACTIVE', type: 'RFP' })).toEqual([L[5], L[2]]);
    expect(await loadIds({ owner: 'blue ridge' })).toEqual([L[2], L[1]]);
    expect(await loadIds({ owner: who.rfd.user.email })).toEqual([L[4]]);
    // Wildcards are text: '%' finds no company.
    expect(await loadIds({ owner: '%' })).toEqual([]);
    expect(await loadIds({ origin: '', destination: '', type: '', status: '', owner: '' })).toHaveLength(5);
  });

  it('answers pages of the size asked for', async () => {
    const res = await get('/api/admin/loads?limit=2&page=2', who.admin);
    const data = adminLoadsAnswer.parse(res.json().data);
    expect(data.loads.map((load) => load.id)).toEqual([L[3], L[2]]);
    expect(data.pagination).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalItems: 5,
      itemsPerPage: 2,
      hasPreviousPage: true,
      hasNextPage: true,
    });
    const first = adminLoadsAnswer.parse((await get('/api/admin/loads', who.admin)).json().data);
    expect(first.pagination.itemsPerPage).toBe(10);
  });

  it.each<[Record<string, string>, string]>([
    [{ type: 'BOAT' }, 'Type must be RFP, RFD or TRUCK'],
    [{ status: 'DONE' }, 'Status must be ACTIVE, ASSIGNED, COMPLETED or CANCELLED'],
    [{ owner: 'x'.repeat(101) }, 'Owner must be at most 100 characters'],
    [{ limit: '101' }, 'Limit must be at most 100'],
  ])('refuses %o with its sentence (422)', async (query, sentence) => {
    const res = await get(`/api/admin/loads?${new URLSearchParams(query)}`, who.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([sentence]);
  });
});

describe('GET /api/admin/requests', () => {
  it('lists every request, newest first, with its company, status, date, load and rate', async () => {
    const data = await requests();
    expect(data.requests.map((request) => request.id)).toEqual([R[4], R[3], R[2], R[1]]);
    expect(data.pagination.totalItems).toBe(4);
    expect(data.requests.find((request) => request.id === R[1])).toEqual({
      id: R[1],
      company: 'Prairie Freight',
      status: 'ACCEPTED',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      proposedRate: 1500,
      carrier: `${who.rfp.user.firstName} ${who.rfp.user.lastName}`,
      carrierEmail: who.rfp.user.email,
      loadId: L[1],
      jobNumber: 'ADM-1',
      loadType: 'RFP',
      loadStatus: 'ASSIGNED',
      origin: 'Chicago, IL',
      destination: 'Dallas, TX',
      loadRate: 2400.5,
      ownerCompany: 'Blue Ridge Brokerage',
    });
  });

  it("writes each row's fields in the contract's order", async () => {
    const res = await get('/api/admin/requests', who.admin);
    const rows = res.json().data.requests;
    expect(rows).toHaveLength(4);
    // As sent: the contract's parse would give its own key order back whatever came.
    for (const row of rows) expect(Object.keys(row)).toEqual(Object.keys(adminRequestRow.shape));
  });

  it('filters by status, load and company', async () => {
    expect(await requestIds({ status: 'PENDING' })).toEqual([R[4], R[3]]);
    expect(await requestIds({ status: 'REJECTED' })).toEqual([R[2]]);
    expect(await requestIds({ loadId: String(L[1]) })).toEqual([R[2], R[1]]);
    expect(await requestIds({ company: 'lone star' })).toEqual([R[3], R[2]]);
    expect(await requestIds({ company: 'lone star', status: 'PENDING' })).toEqual([R[3]]);
    expect(await requestIds({ status: '', loadId: '', company: '' })).toHaveLength(4);
  });

  it('answers pages', async () => {
    const data = await requests({ limit: '3', page: '2' });
    expect(data.requests.map((request) => request.id)).toEqual([R[1]]);
    expect(data.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasNextPage: false });
  });

  it.each<[Record<string, string>, string]>([
    [{ status: 'OPEN' }, 'Status must be one of PENDING, ACCEPTED, REJECTED, COUNTERED, WITHDRAWN'],
    [{ loadId: 'x' }, MESSAGES.loadIdInvalid],
    [{ loadId: '-3' }, MESSAGES.loadIdInvalid],
  ])('refuses %o with its sentence (422)', async (query, sentence) => {
    const res = await get(`/api/admin/requests?${new URLSearchParams(query)}`, who.admin);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([sentence]);
  });
});

describe("a SUPER_ADMIN's My Loads", () => {
  it('shows only the posts the admin made', async () => {
    const res = await get('/api/loads/view-loads', who.admin);
    expectStatus(res, 200);
    const data = loadListAnswer.parse(res.json().data);
    expect(data.loads.map((load) => load.id)).toEqual([L[5]]);
    expect(data.pagination.totalItems).toBe(1);
  });
});
