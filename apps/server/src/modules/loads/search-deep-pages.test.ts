import { BOARD_SORTS, type BoardSort } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, dayFromToday, insertSpreadCopies } from './test-fixtures.ts';

/**
 * A deep page of the search at a narrow place is read from the place's own entries at both ends
 * (search-at-place.ts), a shallow one and a wide place's by walking an order's index: every page must
 * be the one the order puts there either way. 4,800 copies of one post, 1,200 of them at Chicago
 * (picked up there, delivered there, or both), 100 of those a dry van and the rest reefers, with
 * rates, miles, days, freshness and times spread and tied, and one under review (off the board).
 * From the thousandth post on, Chicago is narrow enough to be read on its own: 1,500 posts counted
 * at its two ends, under the square root of the offset times the board's posts. The 3,900 picked up
 * at '3' are not, unless the equipment's text narrows them (four times that product).
 */
const POSTS = 4800;
let t: TestApp;
let carrier: Account;

beforeAll(async () => {
  t = await startTestApp();
  const broker = await signUp(t, 'BROKER');
  carrier = await signUp(t, 'RFP_CARRIER');
  const seed = await createPost(t, broker, { pickupDate: dayFromToday(40), deliveryDate: dayFromToday(45) });
  const at = (place: string) => (place === 'origin' ? 'g % 16 BETWEEN 0 AND 2' : 'g % 16 BETWEEN 2 AND 3');
  const end = (place: string) =>
    sql.raw(`
      '${place}_zip', CASE WHEN ${at(place)} THEN '60601' ELSE '${place === 'origin' ? '30303' : '10001'}' END,
      '${place}_location', CASE WHEN ${at(place)} THEN 'Chicago, IL'
        ELSE '${place === 'origin' ? 'Atlanta, GA' : 'New York, NY'}' END`);
  await insertSpreadCopies(t, seed, POSTS, {
    underReview: 3,
    more: sql`
      ${end('origin')},
      ${end('destination')},
      'distance_miles', 50 + (g * 29) % 700,
      'equipment', CASE WHEN g % 48 = 0 THEN 'Dry Van' WHEN g % 2 = 0 THEN 'reefer' ELSE 'Reefer 53 ft' END`,
  });
  await t.database.db.execute(sql`UPDATE loads SET status = 'CANCELLED' WHERE id = ${seed}`);
});
afterAll(() => t.close());

/** The search's orders as the specification reads them, written out here; distance is the trip's. */
const ORDER_BY: Record<BoardSort | 'distance', string> = {
  pickupDate: 'stale, pickup_date, id',
  newest: 'stale, coalesce(refreshed_at, created_at) DESC, id DESC',
  rate: 'stale, rate DESC NULLS LAST, pickup_date, id',
  ratePerRoadMile: `stale, (CASE WHEN load_type = 'TRUCK' THEN rate_per_mile WHEN road_miles > 0 THEN rate / road_miles END) DESC NULLS LAST, pickup_date, id`,
  roadMiles: 'stale, road_miles, pickup_date, id',
  distance: 'stale, distance_miles, pickup_date, id',
};

async function expected(where: string, orderBy: string): Promise<number[]> {
  const result = (await t.database.db.execute(
    sql.raw(
      `SELECT id FROM loads WHERE status = 'ACTIVE' AND NOT under_review AND ${where} ORDER BY ${orderBy}`,
    ),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

async function searchIds(query: Record<string, string>): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/search?${new URLSearchParams({ limit: '20', ...query })}`,
    headers: carrier.headers,
  });
  expectStatus(res, 200);
  return (res.json().data as { id: number }[]).map((load) => load.id);
}

const AT_CHICAGO = `(origin_zip = '60601' OR destination_zip = '60601')`;
const REEFER = `equipment ILIKE '%Reefer%'`;

describe.each([...BOARD_SORTS, 'distance' as const])('the search at a place by %s', (sort) => {
  it.each(['Chicago', '606'])('has the same posts on shallow and deep pages at %s', async (location) => {
    const all = await expected(`${AT_CHICAGO} AND ${REEFER}`, ORDER_BY[sort]);
    expect(all).toHaveLength(1100 - 1);
    // Page 50 is walked; 51 on are read at the place, 55 is its last (19 posts).
    for (const page of [1, 50, 51, 52, 55, 56]) {
      const got = await searchIds({ location, equipmentType: 'Reefer', sort, page: String(page) });
      expect(got, `page ${page}`).toEqual(all.slice((page - 1) * 20, page * 20));
    }
  });

  it('keeps the other filters on a deep page at the place', async () => {
    const all = await expected(
      `${AT_CHICAGO} AND ${REEFER} AND pickup_date >= current_date + 2`,
      ORDER_BY[sort],
    );
    const query = { location: 'Chicago', equipmentType: 'Reefer', sort, startDate: dayFromToday(2) };
    for (const page of [51, 52]) {
      const got = await searchIds({ ...query, page: String(page) });
      expect(got.length, `page ${page}`).toBeGreaterThan(0);
      expect(got, `page ${page}`).toEqual(all.slice((page - 1) * 20, page * 20));
    }
  });

  it('reads the place without the equipment text too, and finds the same posts', async () => {
    const all = await expected(AT_CHICAGO, ORDER_BY[sort]);
    expect(all).toHaveLength(1200 - 1);
    for (const page of [51, 60]) {
      const got = await searchIds({ location: 'Chicago', sort, page: String(page) });
      expect(got, `page ${page}`).toEqual(all.slice((page - 1) * 20, page * 20));
    }
  });
});

it.each([
  // Deeper than page 150, '3' is narrow enough for the offset: its last page is read at the place.
  ['walks a wide place', {}, [51, 150]],
  ['reads a wide place narrowed by the equipment', { equipmentType: 'Reefer' }, [51, 150, 195]],
])(
  '%s on a deep page, and finds the same posts',
  async (_, narrowed: Record<string, string>, pages: number[]) => {
    const all = await expected(`origin_zip LIKE '3%'`, ORDER_BY.newest);
    // Every dry van is at Chicago: the reefers at '3' are all its posts.
    expect(all).toHaveLength(3900 - 1);
    for (const page of pages) {
      const got = await searchIds({ location: '3', ...narrowed, sort: 'newest', page: String(page) });
      expect(got, `page ${page}`).toEqual(all.slice((page - 1) * 20, page * 20));
    }
  },
);
