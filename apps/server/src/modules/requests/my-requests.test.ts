import { MESSAGES, myRequestsAnswer, REQUEST_STATUSES, type RequestStatus } from '@loadboard/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests } from '../../db/schema/index.ts';
import { setLoad } from '../dashboards/test-fixtures.ts';
import { createPost, PLACES, ZIPS } from '../loads/test-fixtures.ts';
import { counter, decide, makeRequest, myRequests } from './test-fixtures.ts';

/**
 * GET /api/requests/mine: the caller's own requests, newest first, each with its thread and the
 * post it asks for, of one state or all, a page at a time.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
/** The RFP carrier's requests by their state. */
const mine: Partial<Record<RequestStatus, number>> = {};
let countered: { loadId: number; id: number };

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const { broker, otherBroker, rfp, rfd } = who;
  const posts = [
    await createPost(t, broker, { jobNumber: 'MINE-1', rate: 2400 }),
    await createPost(t, otherBroker, { jobNumber: 'MINE-2' }),
    await createPost(t, broker, { jobNumber: 'MINE-3' }),
    await createPost(t, otherBroker, { jobNumber: 'MINE-4' }),
    await createPost(t, broker, { jobNumber: 'MINE-5' }),
  ] as const;
  mine.ACCEPTED = await makeRequest(t, posts[1], rfp, 1500);
  expectStatus(await decide(t, mine.ACCEPTED, otherBroker, { status: 'ACCEPTED' }), 200);
  mine.REJECTED = await makeRequest(t, posts[2], rfp, 1600);
  expectStatus(await decide(t, mine.REJECTED, broker, { status: 'REJECTED' }), 200);
  mine.WITHDRAWN = await makeRequest(t, posts[3], rfp, 1700);
  expectStatus(await decide(t, mine.WITHDRAWN, rfp, { status: 'WITHDRAWN' }), 200);
  mine.PENDING = await makeRequest(t, posts[4], rfp, 1800);
  mine.COUNTERED = await makeRequest(t, posts[0], rfp, 1900);
  expectStatus(await counter(t, mine.COUNTERED, broker, { rate: 2200, message: 'Meet me here' }), 200);
  countered = { loadId: posts[0], id: mine.COUNTERED };
  // Someone else's requests on the same posts never show in the carrier's list.
  await makeRequest(t, posts[0], rfd, 2000);
  await makeRequest(t, posts[4], rfd, 2000);
});
afterAll(() => t.close());

async function listed(account: Account, query: Record<string, string | number> = {}) {
  const res = await myRequests(t, account, query);
  expectStatus(res, 200);
  return myRequestsAnswer.parse(res.json().data);
}

describe('GET /api/requests/mine', () => {
  it("lists the caller's own requests, newest first, with their threads and their posts", async () => {
    const { requests, pagination } = await listed(who.rfp);
    expect(requests.map((request) => request.id)).toEqual([
      mine.COUNTERED,
      mine.PENDING,
      mine.WITHDRAWN,
      mine.REJECTED,
      mine.ACCEPTED,
    ]);
    expect(pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 5,
      itemsPerPage: 10,
      hasPreviousPage: false,
      hasNextPage: false,
    });
    const [first] = requests;
    expect(first).toMatchObject({
      id: countered.id,
      loadId: countered.loadId,
      status: 'COUNTERED',
      proposedRate: 1900,
      counterRate: 2200,
      booked: false,
      jobNumber: 'MINE-1',
      load: {
        id: countered.loadId,
        jobNumber: 'MINE-1',
        loadType: 'RFP',
        status: 'ACTIVE',
        originLocation: PLACES.chicago,
        originZip: ZIPS.chicago,
        destinationLocation: PLACES.dallas,
        destinationZip: ZIPS.dallas,
        rate: 2400,
        bookNowRate: null,
        company: 'Blue Ridge Brokerage',
      },
    });
    expect(first?.offers.map((offer) => [offer.by, offer.rate, offer.message])).toEqual([
      ['REQUESTER', 1900, "I'm interested in this load."],
      ['OWNER', 2200, 'Meet me here'],
    ]);
    // The post's owner's company, whoever the post belongs to; the deal's own post shows ASSIGNED.
    expect(requests.find((request) => request.id === mine.ACCEPTED)?.load).toMatchObject({
      company: 'Harbor Logistics',
      status: 'ASSIGNED',
    });
  });

  it('answers the same rows the table holds, strictly as the contract says', async () => {
    const res = await myRequests(t, who.rfp, { limit: 2 });
    const rows = await t.database.db
      .select({ id: loadRequests.id })
      .from(loadRequests)
      .where(eq(loadRequests.requesterId, who.rfp.user.id))
      .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id))
      .limit(2);
    const data = myRequestsAnswer.strict().parse(res.json().data);
    expect(data.requests.map((request) => request.id)).toEqual(rows.map((row) => row.id));
  });

  it.each(REQUEST_STATUSES)('filters by state: %s', async (status) => {
    const { requests, pagination } = await listed(who.rfp, { status });
    expect(requests.map((request) => [request.id, request.status])).toEqual([[mine[status], status]]);
    expect(pagination.totalItems).toBe(1);
  });

  it('pages, with an empty page past the end', async () => {
    const pages = [await listed(who.rfp, { limit: 2 }), await listed(who.rfp, { limit: 2, page: 2 })];
    expect(pages.map((page) => page.requests.map((request) => request.id))).toEqual([
      [mine.COUNTERED, mine.PENDING],
      [mine.WITHDRAWN, mine.REJECTED],
    ]);
    expect(pages[1]?.pagination).toMatchObject({ totalPages: 3, hasPreviousPage: true, hasNextPage: true });
    const past = await listed(who.rfp, { page: 9 });
    expect(past.requests).toEqual([]);
    expect(past.pagination).toMatchObject({ currentPage: 9, totalItems: 5 });
  });

  it("shows only one's own: another requester sees theirs, an owner none of the requests on their posts", async () => {
    const rfd = await listed(who.rfd);
    expect(rfd.requests).toHaveLength(2);
    expect(rfd.requests.every((request) => request.offers.every((offer) => offer.rate === 2000))).toBe(true);
    expect((await listed(who.broker)).requests).toEqual([]);
    expect((await listed(who.admin)).pagination.totalItems).toBe(0);
  });

  it('shows the post as it is now', async () => {
    await setLoad(t, countered.loadId, { status: 'CANCELLED' });
    const { requests } = await listed(who.rfp, { status: 'COUNTERED' });
    expect(requests[0]?.load.status).toBe('CANCELLED');
    await setLoad(t, countered.loadId, { status: 'ACTIVE' });
  });

  it('needs a session (401) and a known state (422)', async () => {
    const anonymous = await myRequests(t, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: MESSAGES.unauthorized });
    const bad = await myRequests(t, who.rfp, { status: 'OPEN' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ status: `Status must be one of ${REQUEST_STATUSES.join(', ')}` });
    const badPage = await myRequests(t, who.rfp, { page: 0 });
    expect(badPage.statusCode).toBe(422);
    expect(badPage.json().fields).toEqual({ page: 'Page must be 1 or more' });
  });
});
