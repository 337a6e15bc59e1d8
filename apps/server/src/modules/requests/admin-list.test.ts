import { adminRequestsAnswer, REQUEST_STATUSES } from '@loadboard/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests, users } from '../../db/schema/index.ts';
import { insertRequest, minutesAgo } from '../dashboards/test-fixtures.ts';
import { createPost } from '../loads/test-fixtures.ts';

/**
 * The admin's list of every request takes its count and its page by a different road for each filter
 * (the counters, a load's index, a company's accounts; ranges merged per status or per requester).
 * Whatever the road, every filter and page answers what counting and sorting every request would:
 * checked here against the whole table read and filtered in the test, ties of time included.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
const posts: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const [canyon, mesa] = await Promise.all([
    signUp(t, 'RFP_CARRIER', 'Canyon Carriers'),
    signUp(t, 'RFP_CARRIER', 'Mesa Freight'),
  ]);
  for (let n = 0; n < 4; n++) posts.push(await createPost(t, n % 2 ? who.otherBroker : who.broker));
  const carriers = [who.rfp, canyon, mesa, who.rfd];
  // 24 requests over 4 posts and 4 carriers, every status, each time shared by three of them.
  const start = minutesAgo(100).getTime();
  for (let n = 0; n < 24; n++) {
    await insertRequest(t, {
      loadId: posts[n % 4] as number,
      requester: carriers[Math.floor(n / 6) % 4] as (typeof carriers)[number],
      status: REQUEST_STATUSES[n % REQUEST_STATUSES.length],
      createdAt: new Date(start + Math.floor(n / 3) * 60_000),
    });
  }
});
afterAll(() => t.close());

type Query = { status?: string; loadId?: number; company?: string; page?: number; limit?: number };

async function listed(query: Query) {
  const params = Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/requests?${new URLSearchParams(params)}`,
    headers: who.admin.headers,
  });
  expectStatus(res, 200);
  const data = adminRequestsAnswer.parse(res.json().data);
  return { ids: data.requests.map((row) => row.id), total: data.pagination.totalItems };
}

/** Every request, newest first by the database's clock, filtered here. */
async function expected({ status, loadId, company, page = 1, limit = 10 }: Query) {
  const rows = await t.database.db
    .select({
      id: loadRequests.id,
      status: loadRequests.status,
      loadId: loadRequests.loadId,
      company: users.companyName,
    })
    .from(loadRequests)
    .innerJoin(users, eq(users.id, loadRequests.requesterId))
    .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id));
  const matching = rows.filter(
    (row) =>
      (!status || row.status === status) &&
      (loadId === undefined || row.loadId === loadId) &&
      (!company || row.company.toLowerCase().includes(company.toLowerCase())),
  );
  return {
    ids: matching.slice((page - 1) * limit, page * limit).map((row) => row.id),
    total: matching.length,
  };
}

describe('GET /api/admin/requests at any filter', () => {
  const filters: Query[] = [
    {},
    { status: 'PENDING' },
    { status: 'ACCEPTED' },
    { status: 'COUNTERED' },
    { status: 'WITHDRAWN' },
    { company: 'freight' },
    { company: 'CANYON', status: 'REJECTED' },
    { company: 'nobody at all' },
  ];

  it.each(filters)('answers %o as counting and sorting every request would, page by page', async (filter) => {
    for (const page of [1, 2, 3, 4]) {
      const query = { ...filter, page, limit: 4 };
      expect(await listed(query), JSON.stringify(query)).toEqual(await expected(query));
    }
  });

  it('answers one load’s requests, alone or with the other filters', async () => {
    for (const query of [
      { loadId: posts[1] },
      { loadId: posts[2], status: 'PENDING' },
      { loadId: posts[3], status: 'WITHDRAWN' },
      { loadId: posts[0], company: 'prairie', page: 2, limit: 2 },
    ]) {
      expect(await listed(query), JSON.stringify(query)).toEqual(await expected(query));
    }
  });
});
