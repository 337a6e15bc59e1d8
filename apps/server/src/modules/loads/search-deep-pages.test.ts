import { BOARD_SORTS, type BoardSort } from '@loadboard/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { lookupZip, type ZipInfo } from '../geo/index.ts';
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
  // Each end's ZIP with its name and point, as posts are written (a circle's search reads either).
  const end = (place: string) => {
    const [here, there] = ['60601', place === 'origin' ? '30303' : '10001'].map((zip) => lookupZip(zip));
    if (!here || !there) throw new Error('the ZIP database knows Chicago, Atlanta and New York');
    const each = (value: (zip: ZipInfo) => string | number) =>
      `CASE WHEN ${at(place)} THEN '${value(here)}' ELSE '${value(there)}' END`;
    return sql.raw(`
      '${place}_zip', ${each((zip) => zip.zip)},
      '${place}_location', ${each((zip) => zip.location)},
      '${place}_lat', ${each((zip) => zip.latitude)},
      '${place}_lng', ${each((zip) => zip.longitude)}`);
  };
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

async function searchHits(
  query: Record<string, string>,
): Promise<{ id: number; deadheadMiles: number | null }[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/search?${new URLSearchParams({ limit: '20', ...query })}`,
    headers: carrier.headers,
  });
  expectStatus(res, 200);
  return res.json().data;
}

async function searchIds(query: Record<string, string>): Promise<number[]> {
  return (await searchHits(query)).map((load) => load.id);
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

/**
 * One circle in a board order is read as the posts of its ZIPs at its end (search-at-place.ts
 * `circlePage`): 3,900 posts picked up at Atlanta and 4,200 delivered to New York, every page of
 * every order the one the order puts there, with the deadhead miles from the search's point. By
 * pickup date, the pages before the thousandth post walk the lane index instead.
 */
const CIRCLES: { name: string; query: Record<string, string>; where: string }[] = [
  {
    name: 'around a position',
    query: { lat: '33.8', lng: '-84.3', radius: '50' },
    where: `origin_zip = '30303'`,
  },
  {
    name: 'around the origin ZIP',
    query: { originZip: '30309', originRadius: '25' },
    where: `origin_zip = '30303'`,
  },
  {
    name: 'around the destination ZIP',
    query: { destinationZip: '10001', destinationRadius: '20' },
    where: `destination_zip = '10001'`,
  },
];

describe.each(CIRCLES)('a search within one circle $name', ({ query, where }) => {
  const fromPoint = !('destinationZip' in query);
  // Nearest first around a search point is a walk of its own (nearestInCircle).
  const sorts: (BoardSort | 'distance')[] = fromPoint ? [...BOARD_SORTS] : [...BOARD_SORTS, 'distance'];
  it.each(sorts)('by %s has the same posts on shallow and deep pages', async (sort) => {
    const all = await expected(where, ORDER_BY[sort]);
    expect(all.length).toBeGreaterThan(3800);
    const deadhead = fromPoint ? (await searchHits({ ...query, sort }))[0]?.deadheadMiles : null;
    if (fromPoint) expect(deadhead).toBeGreaterThan(0);
    for (const page of [1, 50, 51, 60, Math.ceil(all.length / 20)]) {
      const hits = await searchHits({ ...query, sort, page: String(page) });
      expect(
        hits.map((hit) => hit.id),
        `page ${page}`,
      ).toEqual(all.slice((page - 1) * 20, page * 20));
      // Every post is picked up at one point: each hit its deadhead.
      expect(new Set(hits.map((hit) => hit.deadheadMiles)), `page ${page}`).toEqual(new Set([deadhead]));
    }
  });
});

it.each([
  ['a known type in any case, kept as a flag in the place index', 'REEFER', `equipment ILIKE '%reefer%'`],
  ['part of a type', 'eefe', `equipment ILIKE '%eefe%'`],
  ['a type no flag is kept for', 'Dry Van', `equipment ILIKE '%dry van%'`],
])('finds the equipment as %s on shallow and deep pages at a place', async (_, equipmentType, where) => {
  const all = await expected(`${AT_CHICAGO} AND ${where}`, ORDER_BY.newest);
  expect(all.length).toBeGreaterThan(0);
  for (const page of [1, 51, 55]) {
    const got = await searchIds({ location: 'Chicago', equipmentType, sort: 'newest', page: String(page) });
    expect(got, `page ${page}`).toEqual(all.slice((page - 1) * 20, page * 20));
  }
});
