import { BOARD_SORTS, type BoardSort, loadListAnswer } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, dayFromToday, insertSpreadCopies } from './test-fixtures.ts';

/**
 * A page past the middle of a long list is read from its end (queries.ts): every page must be the
 * one the list's order puts there, reading forward or backward. 1,201 posts of one broker, copies of
 * one real post with their rates, miles, days, freshness and times spread and tied, and one under
 * review (off the board).
 */
const POSTS = 1200;
let t: TestApp;
let broker: Account;
let carrier: Account;

beforeAll(async () => {
  t = await startTestApp();
  [broker, carrier] = await Promise.all([signUp(t, 'BROKER'), signUp(t, 'RFP_CARRIER')]);
  const seed = await createPost(t, broker, { pickupDate: dayFromToday(40), deliveryDate: dayFromToday(45) });
  await insertSpreadCopies(t, seed, POSTS, { underReview: 5 });
});
afterAll(() => t.close());

/** The board's orders as the specification reads (contracts' BOARD_SORTS), written out here. */
const ORDER_BY: Record<BoardSort, string> = {
  pickupDate: 'stale, pickup_date, id',
  newest: 'stale, coalesce(refreshed_at, created_at) DESC, id DESC',
  rate: 'stale, rate DESC NULLS LAST, pickup_date, id',
  ratePerRoadMile: `stale, (CASE WHEN load_type = 'TRUCK' THEN rate_per_mile WHEN road_miles > 0 THEN rate / road_miles END) DESC NULLS LAST, pickup_date, id`,
  roadMiles: 'stale, road_miles, pickup_date, id',
};

async function expected(where: string, orderBy: string): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql.raw(`SELECT id FROM loads WHERE ${where} ORDER BY ${orderBy}`),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

async function pageIds(path: string, who: Account, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/${path}?${new URLSearchParams(query)}`,
    headers: who.headers,
  });
  expectStatus(res, 200);
  const { loads, pagination } = loadListAnswer.parse(res.json().data);
  return { ids: loads.map((load) => load.id), totalItems: pagination.totalItems };
}

describe.each(BOARD_SORTS)('the board by %s', (sort) => {
  it('has the same posts on every page, read from either end', async () => {
    const all = await expected(`status = 'ACTIVE' AND NOT under_review`, ORDER_BY[sort]);
    expect(all).toHaveLength(POSTS);
    // Pages 100 and 101 are the last read from the top and the first read from the end; 120 is the last.
    for (const page of [1, 60, 100, 101, 119, 120]) {
      const got = await pageIds('all-loads', carrier, { sort, page: String(page), limit: '10' });
      expect(got.totalItems).toBe(POSTS);
      expect(got.ids, `page ${page}`).toEqual(all.slice((page - 1) * 10, page * 10));
    }
    const short = await pageIds('all-loads', carrier, { sort, page: '13', limit: '93' });
    expect(short.ids).toEqual(all.slice(12 * 93));
  });

  it("has the same posts on a lane's every page, sorted past the walked ones", async () => {
    const all = await expected(`status = 'ACTIVE' AND NOT under_review`, ORDER_BY[sort]);
    // By names (their ZIPs) and by the starts of ZIPs (their spans); from page 101 the lane's entries are sorted.
    for (const lane of [
      { origin: 'Chicago', destination: 'Dallas' },
      { origin: '606', destination: '7' },
    ])
      for (const page of [1, 100, 101, 120]) {
        const got = await pageIds('all-loads', carrier, { ...lane, sort, page: String(page), limit: '10' });
        expect(got.totalItems).toBe(POSTS);
        expect(got.ids, `${lane.origin} page ${page}`).toEqual(all.slice((page - 1) * 10, page * 10));
      }
  });
});

it("reads My Loads' deep pages from the end too, the post under review among them", async () => {
  const all = await expected(`owner_id = ${broker.user.id}`, 'created_at DESC, id DESC');
  expect(all).toHaveLength(POSTS + 1);
  for (const page of [101, 110, 121]) {
    const got = await pageIds('view-loads', broker, { page: String(page), limit: '10' });
    expect(got.ids, `page ${page}`).toEqual(all.slice((page - 1) * 10, page * 10));
  }
});
