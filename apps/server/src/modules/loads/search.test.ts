import {
  LOAD_MESSAGES,
  type LoadSearchHit,
  type LoadStatus,
  type LoadType,
  NEAREST_LISTED,
} from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { loads } from '../../db/schema/index.ts';
import { lookupZip } from '../geo/index.ts';
import { parsePost, toLoadColumns } from './post-input.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface Fixture {
  pickupZip: string;
  deliveryZip: string;
  type?: LoadType;
  status?: LoadStatus;
  pickupDate?: string;
  rate?: number | null;
  equipment?: string;
  truckType?: string;
}

/** Inserts a post the way the form would make it (same schema, same ZIP database), answering its id. */
async function insertPost(t: TestApp, ownerId: number, fixture: Fixture): Promise<number> {
  const type = fixture.type ?? 'RFP';
  const pickupDate = fixture.pickupDate ?? day(3);
  const common = {
    pickupZip: fixture.pickupZip,
    deliveryZip: fixture.deliveryZip,
    pickupDate,
    deliveryDate: pickupDate,
    balance: 100,
    equipment: fixture.equipment,
  };
  const body =
    type === 'TRUCK'
      ? {
          ...common,
          rate: fixture.rate ?? undefined,
          truckType: fixture.truckType,
          ratePerMile: 2.1,
          minimumRate: 400,
          equipmentDetails: { year: 2020, make: 'Volvo', model: 'VNL 760' },
          driverInfo: { name: 'Sam Ortiz', experience: '9 years' },
        }
      : { ...common, rate: fixture.rate === undefined ? 1500 : fixture.rate };
  const columns = toLoadColumns(type, parsePost(type, body));
  const [row] = await t.database.db
    .insert(loads)
    .values({ ...columns, ownerId, loadType: type, status: fixture.status ?? 'ACTIVE' })
    .returning({ id: loads.id });
  return (row as { id: number }).id;
}

async function search(t: TestApp, who: Account, query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/loads/search?${query}`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`search ${query}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { status: string; data: LoadSearchHit[] };
  expect(body.status).toBe('success');
  return body.data;
}

const ids = (hits: LoadSearchHit[]) => hits.map((hit) => hit.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The test's own great-circle distance, on the sphere of PostgreSQL's earthdistance (6378168 m). */
function haversineMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const R = 6378168 / 1609.344;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

const at = (zip: string) => {
  const info = lookupZip(zip);
  if (!info) throw new Error(`test ZIP ${zip} is not in the ZIP database`);
  return info;
};

/** Real ZIPs from the Chicago area out to about 800 miles. */
// biome-ignore format: a table of ZIPs reads best in rows
const AREA_ZIPS = [
  '60601', '60614', '60007', '60540', '60432', '46402', '60115', '61101', '53202', '53703',
  '46601', '61602', '61801', '46204', '49503', '48933', '48226', '63101', '52401', '52801',
  '55401', '43215', '45202', '40202', '62701', '47901', '46802', '54301', '49007', '60901',
  '61350', '60085', '53140', '60174', '60099', '61265', '50309', '44113', '37203', '75201',
];

describe('GET /api/loads/search: radius (deadhead) search', () => {
  let t: TestApp;
  let carrier: Account;
  /** Each ACTIVE post with its origin and destination ZIP. */
  const posts: { id: number; origin: string; destination: string }[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const broker = await signUp(t, 'BROKER');
    carrier = await signUp(t, 'RFP_CARRIER');
    for (const [index, origin] of AREA_ZIPS.entries()) {
      const destination = AREA_ZIPS[(index * 7 + 3) % AREA_ZIPS.length] as string;
      const id = await insertPost(t, broker.user.id, { pickupZip: origin, deliveryZip: destination });
      posts.push({ id, origin, destination });
    }
    // Posts inside every radius that are not ACTIVE never show.
    for (const status of ['ASSIGNED', 'COMPLETED', 'CANCELLED'] as const)
      await insertPost(t, broker.user.id, { pickupZip: '60601', deliveryZip: '46204', status });
  });
  afterAll(() => t?.close());

  /** The posts whose point lies within `miles` of `center`, refusing points too near the boundary. */
  function expectedWithin(
    center: { latitude: number; longitude: number },
    miles: number,
    pointOf: (post: (typeof posts)[number]) => string,
  ) {
    const inside: number[] = [];
    for (const post of posts) {
      const distance = haversineMiles(center, at(pointOf(post)));
      expect(
        Math.abs(distance - miles),
        `${pointOf(post)} is too near the ${miles}-mile boundary`,
      ).toBeGreaterThan(0.5);
      if (distance <= miles) inside.push(post.id);
    }
    return sorted(inside);
  }

  it('finds exactly the posts whose origin is within N miles of the origin ZIP, nearest first', async () => {
    const expected = expectedWithin(at('60601'), 100, (post) => post.origin);
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(posts.length - 10);
    const hits = await search(t, carrier, 'originZip=60601&originRadius=100&sort=distance&limit=100');
    expect(sorted(ids(hits))).toEqual(expected);

    for (const hit of hits) {
      const miles = haversineMiles(at('60601'), at(hit.originZip));
      expect(Math.abs((hit.deadheadMiles as number) - miles)).toBeLessThanOrEqual(0.06);
    }
    const deadheads = hits.map((hit) => hit.deadheadMiles as number);
    expect(deadheads).toEqual([...deadheads].sort((a, b) => a - b));
  });

  it('finds exactly the posts whose destination is within N miles of the destination ZIP', async () => {
    const expected = expectedWithin(at('46204'), 150, (post) => post.destination);
    expect(expected.length).toBeGreaterThan(5);
    const hits = await search(t, carrier, 'destinationZip=46204&destinationRadius=150&limit=100');
    expect(sorted(ids(hits))).toEqual(expected);
    // Deadhead is measured to an origin; a destination-only search has no search point.
    expect(hits.every((hit) => hit.deadheadMiles === null)).toBe(true);
  });

  it('finds exactly the posts whose origin is within N miles of a position', async () => {
    const position = { latitude: 41.5, longitude: -88.0 };
    const expected = expectedWithin(position, 75, (post) => post.origin);
    expect(expected.length).toBeGreaterThan(5);
    const hits = await search(t, carrier, 'lat=41.5&lng=-88&radius=75&limit=100');
    expect(sorted(ids(hits))).toEqual(expected);
    for (const hit of hits)
      expect(
        Math.abs((hit.deadheadMiles as number) - haversineMiles(position, at(hit.originZip))),
      ).toBeLessThan(0.06);
  });

  it('combines an origin and a destination radius (a lane search)', async () => {
    const origins = new Set(expectedWithin(at('60601'), 100, (post) => post.origin));
    const destinations = expectedWithin(at('46204'), 150, (post) => post.destination);
    const expected = destinations.filter((id) => origins.has(id));
    const hits = await search(
      t,
      carrier,
      'originZip=60601&originRadius=100&destinationZip=46204&destinationRadius=150&limit=100',
    );
    expect(sorted(ids(hits))).toEqual(expected);
  });

  it("narrows an origin ZIP's circle to the posts also within N miles of a position", async () => {
    // Around Milwaukee: Madison is in this circle and not Chicago's, Gary in Chicago's and not this.
    const position = { latitude: 43.04, longitude: -87.9 };
    const near = new Set(expectedWithin(position, 85, (post) => post.origin));
    const aroundZip = expectedWithin(at('60601'), 100, (post) => post.origin);
    const expected = aroundZip.filter((id) => near.has(id));
    // Each circle leaves out posts the other holds.
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(aroundZip.length);
    expect(expected.length).toBeLessThan(near.size);
    const hits = await search(
      t,
      carrier,
      'originZip=60601&originRadius=100&lat=43.04&lng=-87.9&radius=85&sort=distance&limit=100',
    );
    expect(sorted(ids(hits))).toEqual(expected);
    // The deadhead is measured from the origin ZIP, the search point.
    for (const hit of hits)
      expect(
        Math.abs((hit.deadheadMiles as number) - haversineMiles(at('60601'), at(hit.originZip))),
      ).toBeLessThan(0.06);
  });

  it("lists the map's view box nearest its centre first (the map's list), and pages it", async () => {
    const box = { north: 43.5, south: 40.25, east: -84.33, west: -90.93 };
    const centre = { x: (box.west + box.east) / 2, y: (box.south + box.north) / 2 };
    const inBox = posts.filter((post) => {
      const { latitude, longitude } = at(post.origin);
      return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
    });
    expect(inBox.length).toBeGreaterThan(5);
    expect(inBox.length).toBeLessThan(posts.length);
    const view = `north=${box.north}&south=${box.south}&east=${box.east}&west=${box.west}&sort=distance`;
    const hits = await search(t, carrier, `${view}&limit=100`);
    expect(sorted(ids(hits))).toEqual(sorted(inBox.map((post) => post.id)));
    const fromCentre = hits.map((hit) => Math.hypot(hit.originLng - centre.x, hit.originLat - centre.y));
    expect(fromCentre).toEqual([...fromCentre].sort((a, b) => a - b));
    expect(hits.every((hit) => hit.deadheadMiles === null)).toBe(true);
    const page2 = await search(t, carrier, `${view}&limit=3&page=2`);
    expect(ids(page2)).toEqual(ids(hits).slice(3, 6));
  });

  it('agrees with the trip distance the app stores (same earth radius in SQL and in code)', async () => {
    const hits = await search(t, carrier, 'limit=100');
    for (const hit of hits) {
      const expected = haversineMiles(at(hit.originZip), at(hit.destinationZip));
      expect(Math.abs(hit.distanceMiles - expected)).toBeLessThanOrEqual(0.051);
    }
  });

  it('pages the results', async () => {
    const all = await search(t, carrier, 'originZip=60601&originRadius=100&sort=distance&limit=100');
    const page2 = await search(t, carrier, 'originZip=60601&originRadius=100&sort=distance&limit=5&page=2');
    expect(ids(page2)).toEqual(ids(all).slice(5, 10));
  });

  it('pages nearest first up to the circle’s edge and no further, however the pages fall', async () => {
    const expected = expectedWithin(at('60601'), 100, (post) => post.origin);
    const all = await search(t, carrier, 'originZip=60601&originRadius=100&sort=distance&limit=100');
    const paged: number[] = [];
    for (let page = 1; page <= 40; page++) {
      const hits = await search(
        t,
        carrier,
        `originZip=60601&originRadius=100&sort=distance&limit=3&page=${page}`,
      );
      if (hits.length === 0) break;
      paged.push(...ids(hits));
    }
    expect(paged).toEqual(ids(all));
    expect(sorted(paged)).toEqual(expected);
  });
});

describe('GET /api/loads/search: a lane by pickup date, page by page', () => {
  let t: TestApp;
  let carrier: Account;
  /** The lane's ACTIVE posts (Chicago area → Indianapolis area) in the order the pages must give. */
  const lane: { id: number; pickupDate: string; type: LoadType }[] = [];
  const LANE = 'originZip=60601&originRadius=60&destinationZip=46204&destinationRadius=60';
  /** On one end of the lane only. */
  let toDallas: (typeof lane)[number];
  let fromStLouis: (typeof lane)[number];

  beforeAll(async () => {
    t = await startTestApp();
    const broker = await signUp(t, 'BROKER');
    carrier = await signUp(t, 'RFP_CARRIER');
    // Many posts on few days, so that pages end inside a day and the day's posts go by id.
    const origins = ['60601', '60614', '60007', '60540', '60432'];
    for (let i = 0; i < 23; i++) {
      const fixture = {
        pickupZip: origins[i % origins.length] as string,
        deliveryZip: i % 2 ? '46204' : '46219',
        pickupDate: day([4, 1, 2, 1, 6][i % 5] as number),
        type: (i % 3 ? 'RFP' : 'TRUCK') as LoadType,
      };
      const id = await insertPost(t, broker.user.id, fixture);
      lane.push({ id, pickupDate: fixture.pickupDate, type: fixture.type });
    }
    // Off the lane, or not ACTIVE: never on its pages.
    const offLane = async (pickupZip: string, deliveryZip: string) => ({
      id: await insertPost(t, broker.user.id, { pickupZip, deliveryZip, pickupDate: day(1) }),
      pickupDate: day(1),
      type: 'RFP' as const,
    });
    toDallas = await offLane('60601', '75201');
    fromStLouis = await offLane('63101', '46204');
    await insertPost(t, broker.user.id, {
      pickupZip: '60601',
      deliveryZip: '46204',
      pickupDate: day(0),
      status: 'ASSIGNED',
    });
    lane.sort((a, b) => a.pickupDate.localeCompare(b.pickupDate) || a.id - b.id);
  });
  afterAll(() => t?.close());

  /** Every page of `query` (`limit` a page) until an empty one, concatenated. */
  async function allPages(query: string, limit: number) {
    const found: number[] = [];
    for (let page = 1; page < 20; page++) {
      const hits = await search(t, carrier, `${query}&limit=${limit}&page=${page}`);
      if (hits.length === 0) return found;
      found.push(...ids(hits));
    }
    throw new Error('the pages never ended');
  }

  it('gives the lane earliest pickup first, a day by id, every post once across pages', async () => {
    const expected = lane.map((post) => post.id);
    expect(await allPages(LANE, 4)).toEqual(expected);
    expect(await allPages(LANE, 7)).toEqual(expected);
    expect(ids(await search(t, carrier, `${LANE}&limit=100`))).toEqual(expected);
  });

  it("gives one end's circle earliest pickup first too, a day by id, every post once across pages", async () => {
    const inOrder = (posts: typeof lane) =>
      [...posts]
        .sort((a, b) => a.pickupDate.localeCompare(b.pickupDate) || a.id - b.id)
        .map((post) => post.id);
    const fromChicago = inOrder([...lane, toDallas]);
    expect(await allPages('originZip=60601&originRadius=60', 4)).toEqual(fromChicago);
    expect(await allPages('originZip=60601&originRadius=60', 7)).toEqual(fromChicago);
    const toIndianapolis = inOrder([...lane, fromStLouis]);
    expect(await allPages('destinationZip=46204&destinationRadius=60', 5)).toEqual(toIndianapolis);
    // Near a position (Chicago's), by pickup date.
    expect(await allPages('lat=41.8858&lng=-87.6181&radius=60', 6)).toEqual(fromChicago);
  });

  it('applies the other filters to the walk too', async () => {
    const trucks = lane.filter((post) => post.type === 'TRUCK').map((post) => post.id);
    expect(trucks.length).toBeGreaterThan(4);
    expect(await allPages(`${LANE}&loadType=TRUCK`, 3)).toEqual(trucks);
  });
});

describe('GET /api/loads/search: filters, sorts and errors', () => {
  let t: TestApp;
  let broker: Account;
  let carrier: Account;
  let truckOwner: Account;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    [broker, carrier, truckOwner] = [
      await signUp(t, 'BROKER'),
      await signUp(t, 'RFP_CARRIER'),
      await signUp(t, 'RFD_CARRIER'),
    ];
    id.chiDal = await insertPost(t, broker.user.id, {
      pickupZip: '60601',
      deliveryZip: '75201',
      pickupDate: day(2),
      rate: 2400,
      equipment: 'Dry Van 53ft',
    });
    id.atlMia = await insertPost(t, broker.user.id, {
      pickupZip: '30303',
      deliveryZip: '33131',
      pickupDate: day(5),
      rate: 1800,
      equipment: 'Reefer',
    });
    id.houDal = await insertPost(t, carrier.user.id, {
      type: 'RFD',
      pickupZip: '77002',
      deliveryZip: '75201',
      pickupDate: day(5),
      rate: 900,
      equipment: 'Box truck',
    });
    id.truckDen = await insertPost(t, truckOwner.user.id, {
      type: 'TRUCK',
      pickupZip: '80202',
      deliveryZip: '84101',
      pickupDate: day(9),
      rate: null,
      truckType: 'dryvan',
    });
    id.laxPhx = await insertPost(t, broker.user.id, {
      pickupZip: '90012',
      deliveryZip: '85004',
      pickupDate: day(12),
      rate: 3100,
      equipment: 'Flatbed',
    });
    for (const status of ['ASSIGNED', 'COMPLETED', 'CANCELLED'] as const)
      id[status] = await insertPost(t, broker.user.id, { pickupZip: '60614', deliveryZip: '75201', status });
  });
  afterAll(() => t?.close());

  const ACTIVE = () => [id.chiDal, id.atlMia, id.houDal, id.truckDen, id.laxPhx];

  it('answers only ACTIVE posts, sorted by pickup date then id, in the shape the header search reads', async () => {
    const hits = await search(t, carrier, '');
    expect(ids(hits)).toEqual(ACTIVE());
    const first = hits[0] as LoadSearchHit;
    expect(first).toMatchObject({
      id: id.chiDal,
      origin: 'Chicago, IL',
      destination: 'Dallas, TX',
      rate: 2400,
      type: 'RFP',
      status: 'ACTIVE',
      deadheadMiles: null,
    });
    expect(first.ratePerMile).toBeCloseTo(2400 / first.distanceMiles, 2);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/loads/search?location=dallas' });
    expect(res.statusCode).toBe(401);
  });

  it('filters by load types, as a comma list or repeated', async () => {
    expect(sorted(ids(await search(t, carrier, 'loadType=RFD,TRUCK')))).toEqual(
      sorted([id.houDal, id.truckDen] as number[]),
    );
    expect(sorted(ids(await search(t, carrier, 'loadType=RFP&loadType=TRUCK')))).toEqual(
      sorted([id.chiDal, id.atlMia, id.truckDen, id.laxPhx] as number[]),
    );
  });

  it('filters by pickup date range (both ends included)', async () => {
    expect(ids(await search(t, carrier, `startDate=${day(5)}&endDate=${day(9)}`))).toEqual([
      id.atlMia,
      id.houDal,
      id.truckDen,
    ]);
    expect(ids(await search(t, carrier, `startDate=${day(10)}`))).toEqual([id.laxPhx]);
    expect(ids(await search(t, carrier, `endDate=${day(2)}`))).toEqual([id.chiDal]);
  });

  it('filters by equipment, matching the equipment text or a truck type, case-insensitively', async () => {
    expect(sorted(ids(await search(t, carrier, 'equipmentType=DRY')))).toEqual(
      sorted([id.chiDal, id.truckDen] as number[]),
    );
    expect(ids(await search(t, carrier, 'equipmentType=reefer'))).toEqual([id.atlMia]);
  });

  it('finds location text anywhere in the origin or destination, case-insensitively', async () => {
    expect(ids(await search(t, carrier, 'location=dallas'))).toEqual([id.chiDal, id.houDal]);
    expect(ids(await search(t, carrier, `location=${encodeURIComponent('Miami, FL')}`))).toEqual([id.atlMia]);
    expect(ids(await search(t, carrier, 'location=salt%20lake'))).toEqual([id.truckDen]);
    // LIKE wildcards are taken literally.
    expect(await search(t, carrier, 'location=%25%25%25')).toEqual([]);
    expect(await search(t, carrier, 'location=Dal_as')).toEqual([]);
  });

  it('reads digits as the start of a ZIP code', async () => {
    expect(ids(await search(t, carrier, 'location=606'))).toEqual([id.chiDal]);
    expect(ids(await search(t, carrier, 'location=75201'))).toEqual([id.chiDal, id.houDal]);
  });

  it('sorts by rate, highest first, posts without a rate last', async () => {
    expect(ids(await search(t, carrier, 'sort=rate'))).toEqual([
      id.laxPhx,
      id.chiDal,
      id.atlMia,
      id.houDal,
      id.truckDen,
    ]);
  });

  it('sorts by distance: trip miles without a search point, deadhead miles with one', async () => {
    const byTrip = await search(t, carrier, 'sort=distance');
    const tripMiles = byTrip.map((hit) => hit.distanceMiles);
    expect(tripMiles).toEqual([...tripMiles].sort((a, b) => a - b));
    expect(byTrip.every((hit) => hit.deadheadMiles === null)).toBe(true);

    // From Dallas: Houston (~225 mi), Denver, Chicago, Los Angeles, Atlanta... by origin distance.
    const fromDallas = await search(t, carrier, 'originZip=75201&originRadius=3000&sort=distance');
    const deadheads = fromDallas.map((hit) => hit.deadheadMiles as number);
    expect(deadheads).toEqual([...deadheads].sort((a, b) => a - b));
    expect(fromDallas[0]?.id).toBe(id.houDal);
    expect(deadheads[0]).toBeGreaterThan(215);
    expect(deadheads[0]).toBeLessThan(235);
  });

  it('applies page and limit', async () => {
    expect(ids(await search(t, carrier, 'limit=2'))).toEqual(ACTIVE().slice(0, 2));
    expect(ids(await search(t, carrier, 'limit=2&page=3'))).toEqual(ACTIVE().slice(4, 6));
    expect(await search(t, carrier, 'limit=2&page=4')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(ids(await search(t, carrier, 'location=dallas&loadType=RFP'))).toEqual([id.chiDal]);
  });

  it.each([
    ['originRadius=50', 'An origin radius needs an origin ZIP code (originZip)'],
    ['originZip=60601', 'An origin ZIP code needs a radius in miles (originRadius)'],
    ['destinationRadius=50', 'A destination radius needs a destination ZIP code (destinationZip)'],
    ['destinationZip=75201', 'A destination ZIP code needs a radius in miles (destinationRadius)'],
    ['radius=50', 'A radius needs a position (lat and lng)'],
    ['lat=41.8&radius=50', 'Latitude and longitude must be given together'],
    ['originZip=6060&originRadius=50', 'ZIP code must be 5 digits'],
    ['originZip=00000&originRadius=50', 'Invalid ZIP code 00000'],
    ['destinationZip=99999&destinationRadius=50', 'Invalid ZIP code 99999'],
    ['originZip=60601&originRadius=0', 'Radius must be at least 1 mile'],
    ['originZip=60601&originRadius=far', 'Radius must be a number of miles'],
    ['loadType=RFP,BOAT', 'loadType must be RFP, RFD or TRUCK'],
    ['sort=cheapest', 'Sort must be pickupDate, newest, rate, ratePerRoadMile, roadMiles or distance'],
    [`startDate=${day(5)}&endDate=${day(1)}`, 'End date cannot be before the start date'],
    ['startDate=05/01/2025', 'Start date must be a date (YYYY-MM-DD)'],
    ['limit=101', 'Limit must be at most 100'],
    ['page=0', 'Page must be 1 or more'],
    // A nearest-first list stops at the NEAREST_LISTED nearest posts, from a ZIP, a position or a view.
    ['originZip=60601&originRadius=100&sort=distance&page=51', LOAD_MESSAGES.nearestListed],
    ['lat=41.8&lng=-87.6&sort=distance&page=11&limit=100', LOAD_MESSAGES.nearestListed],
    ['north=43&south=40&east=-85&west=-90&sort=distance&page=501&limit=2', LOAD_MESSAGES.nearestListed],
  ])('refuses %s with 422: %s', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loads/search?${query}`,
      headers: carrier.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
    expect(res.json().errors).toContain(message);
  });

  it('lists nearest first up to the last listed page, and other orders at any depth', async () => {
    const lastPage = NEAREST_LISTED / 20;
    for (const query of [
      `originZip=60601&originRadius=100&sort=distance&page=${lastPage}`,
      `north=43&south=40&east=-85&west=-90&sort=distance&page=${lastPage}`,
      `originZip=60601&originRadius=100&page=${lastPage + 1}`,
      `sort=rate&page=${lastPage + 1}`,
    ])
      expect(await search(t, carrier, query)).toEqual([]);
  });

  it('lets a broker and an admin search too', async () => {
    const admin = await signUp(t, 'SUPER_ADMIN');
    expect(ids(await search(t, admin, 'location=dallas'))).toEqual([id.chiDal, id.houDal]);
    expect(ids(await search(t, broker, 'location=dallas'))).toEqual([id.chiDal, id.houDal]);
  });
});

describe('GET /api/loads/search: a place page by page', () => {
  let t: TestApp;
  let carrier: Account;
  const atPlace: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    const broker = await signUp(t, 'BROKER');
    carrier = await signUp(t, 'RFP_CARRIER');
    // Dallas (75201) at the origin, at the destination, at both; the rest elsewhere. Rates, days
    // and ends vary so that every order interleaves them.
    const ends: [string, string][] = [
      ['75201', '60601'],
      ['33101', '75201'],
      ['75201', '75201'],
    ];
    for (let i = 0; i < 12; i++) {
      const [pickupZip, deliveryZip] = ends[i % 3] as [string, string];
      const fixture = {
        pickupZip,
        deliveryZip,
        pickupDate: day(1 + (i % 4)),
        rate: 900 + ((i * 7) % 5) * 100,
      };
      atPlace.push(await insertPost(t, broker.user.id, fixture));
    }
    for (let i = 0; i < 8; i++)
      await insertPost(t, broker.user.id, { pickupZip: '30301', deliveryZip: '60601', rate: 1000 + i * 50 });
    // One stale post at the place (sorted after fresh ones) and one under review (off the board).
    await t.database.db
      .update(loads)
      .set({ stale: true })
      .where(eq(loads.id, atPlace[4] as number));
    const hidden = atPlace.pop() as number;
    await t.database.db.update(loads).set({ underReview: true }).where(eq(loads.id, hidden));
  });

  afterAll(() => t?.close());

  it('lists every post at the place once, in each board order, page after page', async () => {
    for (const sort of ['pickupDate', 'newest', 'rate', 'ratePerRoadMile', 'roadMiles']) {
      // The board's own order (a walk of its index), narrowed to the place here.
      const board = ids(await search(t, carrier, `sort=${sort}&limit=100`));
      const expected = board.filter((id) => atPlace.includes(id));
      expect(sorted(expected)).toEqual(sorted(atPlace));
      // Two a page, each page a walk of the order's index that stops after it.
      const paged: number[] = [];
      for (let page = 1; page <= 7; page++)
        paged.push(...ids(await search(t, carrier, `location=dallas&sort=${sort}&limit=2&page=${page}`)));
      expect(paged, sort).toEqual(expected);
    }
  });
});
