import { type LoadType, MAP_POINT_LIMIT, type MapView } from '@loadboard/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadOriginPoints, loads } from '../../db/schema/index.ts';
import { lookupZip, type ZipInfo } from '../geo/index.ts';
import { activeOriginInBox } from './board-filters.ts';
import { parsePost, toLoadColumns } from './post-input.ts';
import { dayFromToday, freightBody, ZIPS } from './test-fixtures.ts';

/** The contiguous United States, as the map shows it at zoom 4. */
const COUNTRY = 'north=50&south=24&east=-66&west=-125&zoom=4';
/** Around Chicago, where the test's posts crowd. */
const CHICAGO = 'north=42.2&south=41.6&east=-87.3&west=-88.2&zoom=9';

let t: TestApp;
let owner: Account;
let carrier: Account;

/** `count` posts of `type` from the ZIP, inserted in one statement as the import does. */
async function insertPosts(
  from: string,
  count: number,
  type: LoadType = 'RFP',
  pickupDays = 3,
): Promise<number[]> {
  const body = freightBody({
    pickupZip: from,
    pickupDate: dayFromToday(pickupDays),
    deliveryDate: dayFromToday(pickupDays + 2),
  });
  const columns = toLoadColumns(type === 'TRUCK' ? 'RFD' : type, parsePost('RFP', body));
  const rows = await t.database.db
    .insert(loads)
    .values(Array.from({ length: count }, () => ({ ...columns, ownerId: owner.user.id, loadType: type })))
    .returning({ id: loads.id });
  return rows.map((row) => row.id);
}

async function mapOf(query: string, who: Account = carrier): Promise<MapView> {
  const res = await t.app.inject({ method: 'GET', url: `/api/loads/map?${query}`, headers: who.headers });
  expectStatus(res, 200);
  return res.json().data;
}

/** ACTIVE posts in the answer's bounds, counted on the posts themselves. */
async function postsIn(view: MapView, types?: LoadType[]): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::integer` })
    .from(loads)
    .where(and(activeOriginInBox(view.bounds), types ? inArray(loads.loadType, types) : undefined));
  return Number(row?.n);
}

const sumOf = (view: MapView) => view.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

describe('GET /api/loads/map', () => {
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t, 'BROKER');
    carrier = await signUp(t, 'RFP_CARRIER');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for signed-in users and refuses a view it cannot read with 422', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/loads/map?${COUNTRY}` })).statusCode).toBe(401);
    for (const [query, message] of [
      ['north=50&south=24&east=-66&zoom=4', 'West'],
      ['north=24&south=50&east=-66&west=-125&zoom=4', 'South must be below north'],
      ['north=50&south=24&east=-125&west=-66&zoom=4', 'West must be left of east'],
      ['north=95&south=24&east=-66&west=-125&zoom=4', 'North must be between -90 and 90'],
      ['north=50&south=24&east=-66&west=-125', 'Zoom'],
      ['north=50&south=24&east=-66&west=-125&zoom=4&loadType=BOAT', 'loadType must be RFP, RFD or TRUCK'],
      [`${COUNTRY}&startDate=2026-12-10&endDate=2026-12-01`, 'End date cannot be before the start date'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/loads/map?${query}`,
        headers: carrier.headers,
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.body, query).toContain(message);
    }
  });

  it('answers the few posts in view as markers, only ACTIVE ones, of the types asked', async () => {
    const [rfp] = await insertPosts(ZIPS.dallas, 1, 'RFP');
    const [rfd] = await insertPosts(ZIPS.dallas, 1, 'RFD');
    const [truck] = await insertPosts(ZIPS.dallas, 1, 'TRUCK');
    const [gone] = await insertPosts(ZIPS.dallas, 1, 'RFP');
    await t.database.db
      .update(loads)
      .set({ status: 'ASSIGNED' })
      .where(eq(loads.id, gone as number));
    const dallas = 'north=33.2&south=32.4&east=-96.4&west=-97.2&zoom=9';

    const all = await mapOf(dallas);
    expect(all.mode).toBe('posts');
    expect(all.posts.map((post) => post.id).sort()).toEqual([rfp, rfd, truck].sort());
    expect(all.total).toBe(3);
    const post = all.posts.find((one) => one.id === rfp);
    expect(post).toMatchObject({
      loadType: 'RFP',
      originLocation: 'Dallas, TX',
      destinationLocation: 'Dallas, TX',
    });

    const trucks = await mapOf(`${dallas}&loadType=TRUCK`);
    expect(trucks.posts.map((one) => one.id)).toEqual([truck]);
    const freight = await mapOf(`${dallas}&loadType=RFP,RFD`);
    expect(freight.posts.map((one) => one.id).sort()).toEqual([rfp, rfd].sort());
    // Outside the view: nothing.
    expect((await mapOf('north=10&south=5&east=-80&west=-85&zoom=9')).total).toBe(0);
  });

  it('answers clusters when many posts are in view, their counts adding up to the posts in its bounds', async () => {
    await insertPosts(ZIPS.chicago, 200, 'RFP');
    await insertPosts(ZIPS.chicago, 60, 'RFD');
    await insertPosts(ZIPS.atlanta, 90, 'RFP');
    await insertPosts(ZIPS.losAngeles, 40, 'TRUCK');

    const country = await mapOf(COUNTRY);
    expect(country.mode).toBe('clusters');
    expect(country.posts).toEqual([]);
    expect(sumOf(country)).toBe(country.total);
    expect(country.total).toBe(await postsIn(country));
    expect(country.total).toBeGreaterThan(MAP_POINT_LIMIT);
    // The bounds are the view widened to whole cells.
    expect(country.bounds.south).toBeLessThanOrEqual(24);
    expect(country.bounds.east).toBeGreaterThanOrEqual(-66);
    const chicago = country.clusters.find((cluster) => cluster.count >= 260);
    expect(chicago).toBeDefined();
    expect(chicago?.lat).toBeCloseTo(41.88, 1);
    expect(chicago?.lng).toBeCloseTo(-87.62, 1);
    // Drawn at the mean origin to the metre: five decimals, not the sum's float noise.
    for (const { lat, lng } of country.clusters) {
      expect(Number(lat.toFixed(5))).toBe(lat);
      expect(Number(lng.toFixed(5))).toBe(lng);
    }

    // Only the types asked are counted.
    const rfd = await mapOf(`${COUNTRY}&loadType=RFD,TRUCK`);
    expect(rfd.mode).toBe('posts');
    expect(rfd.total).toBe(await postsIn(rfd, ['RFD', 'TRUCK']));
  });

  it('splits a cluster as the map zooms into it, and the parts add up to it', async () => {
    const country = await mapOf(COUNTRY);
    const biggest = country.clusters.reduce((a, b) => (a.count > b.count ? a : b));
    let zoom = 4;
    let parts: MapView;
    do {
      zoom += 2;
      const { south, west, north, east } = biggest;
      parts = await mapOf(`north=${north}&south=${south}&east=${east}&west=${west}&zoom=${zoom}`);
    } while (parts.mode === 'clusters' && parts.clusters.length === 1 && zoom < 14);
    expect(parts.total).toBeGreaterThanOrEqual(biggest.count);
    expect(parts.mode === 'clusters' ? sumOf(parts) : parts.posts.length).toBe(parts.total);
  });

  it('keeps its counts in step with every change of a post: status, edit of the origin, deletion', async () => {
    const before = (await mapOf(COUNTRY)).total;
    const ids = await insertPosts(ZIPS.newYork, 5, 'RFP');
    expect((await mapOf(COUNTRY)).total).toBe(before + 5);

    await t.database.db
      .update(loads)
      .set({ status: 'CANCELLED' })
      .where(eq(loads.id, ids[0] as number));
    await t.database.db.delete(loads).where(eq(loads.id, ids[1] as number));
    const afterChanges = await mapOf(COUNTRY);
    expect(afterChanges.total).toBe(before + 3);
    expect(afterChanges.total).toBe(await postsIn(afterChanges));

    // Moving a post's origin moves it between cells; a change that does not touch the map changes nothing.
    const moved = ids[2] as number;
    await t.database.db
      .update(loads)
      .set({ originLat: 41.8857, originLng: -87.6181, originZip: ZIPS.chicago })
      .where(eq(loads.id, moved));
    await t.database.db.update(loads).set({ notes: 'touched' }).where(inArray(loads.id, ids));
    const chicago = await mapOf(CHICAGO);
    expect(chicago.total).toBe(await postsIn(chicago));
    const country = await mapOf(COUNTRY);
    expect(sumOf(country)).toBe(await postsIn(country));
  });

  it('counts over the posts themselves for filters the cells do not keep, with the same answer', async () => {
    const counted = await mapOf(COUNTRY);
    const filtered = await mapOf(`${COUNTRY}&startDate=${dayFromToday(-30)}`);
    expect(filtered.total).toBe(counted.total);
    const key = (view: MapView) =>
      view.clusters.map((cluster) => `${cluster.south},${cluster.west}:${cluster.count}`).sort();
    expect(key(filtered)).toEqual(key(counted));

    const later = await insertPosts(ZIPS.dallas, 2, 'RFP', 40);
    const onlyLater = await mapOf(`${COUNTRY}&startDate=${dayFromToday(35)}`);
    expect(onlyLater.mode).toBe('posts');
    expect(onlyLater.posts.map((post) => post.id).sort()).toEqual([...later].sort());
    const equipment = await mapOf(`${COUNTRY}&equipmentType=no-such-trailer`);
    expect(equipment.total).toBe(0);
  });
});

describe('GET /api/loads/search with a view box', () => {
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUp(t, 'BROKER');
    carrier = await signUp(t, 'RFP_CARRIER');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the posts whose origin is in the box, and wants all four sides', async () => {
    const chicago = await insertPosts(ZIPS.chicago, 3);
    await insertPosts(ZIPS.dallas, 2);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loads/search?${CHICAGO}`,
      headers: carrier.headers,
    });
    expectStatus(res, 200);
    expect(
      res
        .json()
        .data.map((hit: { id: number }) => hit.id)
        .sort(),
    ).toEqual([...chicago].sort());

    const half = await t.app.inject({
      method: 'GET',
      url: '/api/loads/search?north=42&south=41',
      headers: carrier.headers,
    });
    expect(half.statusCode).toBe(422);
    expect(half.body).toContain('A map view needs north, south, east and west together');
  });

  it('sorted by distance, lists from the centre of the view outward, a page at a time', async () => {
    // West of Chicago, centred near Dixon, IL: Rockford is nearest, then Naperville, Joliet, Peoria.
    const box = 'north=43&south=40.5&east=-87.9&west=-90.2';
    const [rockford] = await insertPosts('61101', 1);
    const [naperville] = await insertPosts('60540', 1);
    const [joliet] = await insertPosts('60432', 1);
    const [peoria] = await insertPosts('61602', 1);
    const hitsOf = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/loads/search?${box}&sort=distance&${query}`,
        headers: carrier.headers,
      });
      expectStatus(res, 200);
      return res.json().data as { id: number; deadheadMiles: number | null }[];
    };
    const all = await hitsOf('limit=100');
    expect(all.map((hit) => hit.id)).toEqual([rockford, naperville, joliet, peoria]);
    // No deadhead without a point of the user's: the centre of a view is not where a truck is.
    expect(all.every((hit) => hit.deadheadMiles === null)).toBe(true);
    expect((await hitsOf('limit=2&page=2')).map((hit) => hit.id)).toEqual([joliet, peoria]);
  });

  it("lists a point's posts by id, each once however the pages fall, and follows every change of a post", async () => {
    // Around Montana, centred at 46.25 N, 109.5 W: Billings is nearest, then Bozeman, then Missoula.
    const box = 'north=48&south=44.5&east=-104&west=-115';
    const bozeman = await insertPosts('59715', 2);
    const billings = [...(await insertPosts('59101', 3)), ...(await insertPosts('59101', 2))];
    const [missoula] = await insertPosts('59801', 1);
    await insertPosts('59101', 2, 'RFD');
    const listed = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/loads/search?${box}&sort=distance&loadType=RFP&${query}`,
        headers: carrier.headers,
      });
      expectStatus(res, 200);
      return res.json().data.map((hit: { id: number }) => hit.id) as number[];
    };
    expect(await listed('limit=100')).toEqual([...billings, ...bozeman, missoula]);
    for (const limit of [2, 3, 4]) {
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(8 / limit); page++)
        pages.push(...(await listed(`limit=${limit}&page=${page}`)));
      expect(pages, `pages of ${limit}`).toEqual([...billings, ...bozeman, missoula]);
    }

    // Taken off the board, moved to another point, deleted: the walk's points follow in the same statement.
    const [assigned, ...stillListed] = billings as [number, ...number[]];
    await t.database.db.update(loads).set({ status: 'ASSIGNED' }).where(eq(loads.id, assigned));
    const toMissoula = bozeman[0] as number;
    const { latitude, longitude } = lookupZip('59801') as ZipInfo;
    await t.database.db
      .update(loads)
      .set({ originZip: '59801', originLat: latitude, originLng: longitude })
      .where(eq(loads.id, toMissoula));
    await t.database.db.delete(loads).where(eq(loads.id, missoula as number));
    const [back] = await insertPosts('59715', 1);
    expect(await listed('limit=100')).toEqual([...stillListed, bozeman[1], back, toMissoula]);
    const points = t.database.db
      .select({
        lng: loadOriginPoints.originLng,
        lat: loadOriginPoints.originLat,
        posts: loadOriginPoints.posts,
      })
      .from(loadOriginPoints)
      .where(gt(loadOriginPoints.posts, 0))
      .orderBy(loadOriginPoints.originLng, loadOriginPoints.originLat);
    const onTheBoard = t.database.db
      .select({ lng: loads.originLng, lat: loads.originLat, posts: sql<number>`count(*)::integer` })
      .from(loads)
      .where(eq(loads.status, 'ACTIVE'))
      .groupBy(loads.originLng, loads.originLat)
      .orderBy(loads.originLng, loads.originLat);
    expect(await points).toEqual(await onTheBoard);
  });
});
