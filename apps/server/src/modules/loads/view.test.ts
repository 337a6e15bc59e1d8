import { type LoadView, loadListAnswer, loadSearchHit, loadView } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loads, users } from '../../db/schema/index.ts';
import { getAs, setLoad } from '../dashboards/test-fixtures.ts';
import { createPost, ZIPS } from './test-fixtures.ts';

/**
 * The view of a post (view.ts) is written by PostgreSQL, field by field, and sent as it came: held
 * here to what the contract says a post looks like, computed from the stored row the way an answer
 * always showed it: the aliases, a truck's own place, rates per mile rounded to the cent as
 * `Math.round` rounds, money as numbers, timestamps as `Date#toISOString` writes them, the owner's
 * contact, and the deal only for its parties.
 */
let t: TestApp;
let broker: Account;
let carrier: Account;
let trucker: Account;
let freightId = 0;
let truckId = 0;

beforeAll(async () => {
  t = await startTestApp();
  ({ broker, rfp: carrier, rfd: trucker } = await accounts(t));
  freightId = await createPost(t, broker, {
    jobNumber: 'VIEW-1',
    rate: 2400.5,
    bookNowRate: 2299.99,
    notes: 'Say "hi" \\ \n bye',
  });
  truckId = await createPost(t, trucker);
});
afterAll(() => t.close());

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The view of post `id` as the answers have always shown it, worked out in JavaScript from its row. */
async function expectedView(id: number, deal: boolean): Promise<LoadView> {
  const [load] = await t.database.db.select().from(loads).where(eq(loads.id, id));
  if (!load) throw new Error(`no post ${id}`);
  const [owner] = await t.database.db.select().from(users).where(eq(users.id, load.ownerId));
  if (!owner) throw new Error(`no owner of ${id}`);
  const truck = load.loadType === 'TRUCK';
  const perMile = (miles: number | null) =>
    truck
      ? load.ratePerMile
      : load.rate !== null && miles !== null && miles > 0
        ? round2(load.rate / miles)
        : null;
  return {
    id: load.id,
    jobNumber: load.jobNumber,
    type: load.loadType,
    loadType: load.loadType,
    status: load.status,
    originZip: load.originZip,
    originLocation: load.originLocation,
    destinationZip: load.destinationZip,
    destinationLocation: load.destinationLocation,
    origin: load.originLocation,
    destination: load.destinationLocation,
    pickupLocation: load.originLocation,
    deliveryLocation: load.destinationLocation,
    locationZip: truck ? load.originZip : null,
    locationLocation: truck ? load.originLocation : null,
    originLat: load.originLat,
    originLng: load.originLng,
    destinationLat: load.destinationLat,
    destinationLng: load.destinationLng,
    pickupDate: load.pickupDate,
    deliveryDate: load.deliveryDate,
    availableDate: load.availableDate,
    balance: load.balance,
    rate: load.rate,
    ratePerMile: perMile(load.distanceMiles),
    minimumRate: load.minimumRate,
    bookNowRate: load.bookNowRate,
    cubicFeet: load.cubicFeet,
    weight: load.weight,
    equipmentType: load.equipment,
    truckType: load.truckType,
    distanceMiles: load.distanceMiles,
    roadMiles: load.roadMiles,
    ratePerRoadMile: perMile(load.roadMiles),
    notes: load.notes,
    commodityType: load.commodityType,
    contactInfo: load.contactInfo,
    mobilePhone: load.mobilePhone,
    truckDetails: load.truckDetails ?? null,
    contact: { company: owner.companyName, name: owner.contactName, phone: owner.phone, email: owner.email },
    user: {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      companyName: owner.companyName,
    },
    requestsCount: deal ? 0 : null,
    pendingRequests: deal ? 0 : null,
    agreedRate: deal ? load.agreedRate : null,
    assignedCarrierId: deal ? load.assignedCarrierId : null,
    underReview: deal ? load.underReview : null,
    createdAt: load.createdAt.toISOString(),
    updatedAt: load.updatedAt.toISOString(),
    refreshedAt: load.refreshedAt?.toISOString() ?? null,
    stale: load.stale && load.status === 'ACTIVE',
  };
}

async function viewAs(id: number, who: Account): Promise<LoadView> {
  const res = await getAs(t, `/api/loads/${id}`, who);
  expectStatus(res, 200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data;
}

describe('the view of a post', () => {
  it('is the freight post as its row holds it, the deal only for its owner', async () => {
    expect(await viewAs(freightId, broker)).toEqual(await expectedView(freightId, true));
    expect(await viewAs(freightId, carrier)).toEqual(await expectedView(freightId, false));
  });

  it('is the truck as its row holds it: its own place, its asking rate per mile, its details', async () => {
    const view = await viewAs(truckId, trucker);
    expect(view).toEqual(await expectedView(truckId, true));
    expect(view.locationZip).toBe(ZIPS.atlanta);
    expect(view.truckDetails).toMatchObject({ availableTime: '08:00', certifications: 'HAZMAT' });
  });

  it("names the contract's fields, in its order, and no other", async () => {
    for (const id of [freightId, truckId]) {
      const view = await viewAs(id, broker);
      expect(Object.keys(view)).toEqual(Object.keys(loadView.shape));
      loadView.strict().parse(view);
    }
  });

  it('rounds a rate per mile on a half cent up, as Math.round does', async () => {
    // $1 over 8 miles is 12.5 cents a mile: 13 cents, where rounding half to even would say 12.
    await setLoad(t, freightId, { rate: 1, distanceMiles: 8, roadMiles: 8 });
    const view = await viewAs(freightId, broker);
    expect(view).toMatchObject({ ratePerMile: 0.13, ratePerRoadMile: 0.13 });
    expect(view).toEqual(await expectedView(freightId, true));
  });

  it('carries when the post was refreshed, and whether it is stale only while it is on the board', async () => {
    const refreshedAt = new Date('2026-03-04T05:06:07.089Z');
    await setLoad(t, freightId, { refreshedAt, stale: true });
    expect(await viewAs(freightId, carrier)).toMatchObject({
      refreshedAt: refreshedAt.toISOString(),
      stale: true,
    });
    await setLoad(t, freightId, { status: 'CANCELLED' });
    const cancelled = await viewAs(freightId, broker);
    expect(cancelled.stale).toBe(false);
    expect(cancelled).toEqual(await expectedView(freightId, true));
    await setLoad(t, freightId, { status: 'ACTIVE', refreshedAt: null, stale: false });
  });

  it('shows the Book Now rate to everyone, as the rate: it is an offer, not the deal', async () => {
    for (const who of [broker, carrier, trucker])
      expect((await viewAs(freightId, who)).bookNowRate).toBe(2299.99);
    expect((await viewAs(truckId, carrier)).bookNowRate).toBeNull();
  });

  it('keeps text as written: quotes, backslashes and line breaks', async () => {
    expect((await viewAs(freightId, broker)).notes).toBe('Say "hi" \\ \n bye');
  });

  it('shows the deal, once assigned, to the assigned carrier', async () => {
    await setLoad(t, freightId, {
      status: 'ASSIGNED',
      assignedCarrierId: carrier.user.id,
      agreedRate: 1999.99,
    });
    const view = await viewAs(freightId, carrier);
    expect(view).toMatchObject({ agreedRate: 1999.99, assignedCarrierId: carrier.user.id });
    expect(view).toEqual(await expectedView(freightId, true));
    await setLoad(t, freightId, { status: 'ACTIVE', assignedCarrierId: null, agreedRate: null });
  });
});

describe('answers made of views', () => {
  const strictList = loadListAnswer.extend({ loads: z.array(loadView.strict()) }).strict();

  it('lists them in the contract shape: My Loads, the board, every filter, an empty page', async () => {
    for (const url of [
      '/api/loads/view-loads?page=1&limit=10',
      '/api/loads/all-loads?page=1&limit=10',
      '/api/loads?mine=true&page=1&limit=10',
      '/api/loads/view-loads?page=9&limit=10',
    ]) {
      const res = await getAs(t, url, broker);
      expectStatus(res, 200);
      strictList.parse(res.json().data);
    }
    const past = await getAs(t, '/api/loads/view-loads?page=9&limit=10', broker);
    expect(past.json().data.loads).toEqual([]);
  });

  it('searches them with each hit’s deadhead miles', async () => {
    const res = await getAs(t, `/api/loads/search?originZip=${ZIPS.chicago}&originRadius=50`, carrier);
    expectStatus(res, 200);
    const hits = z.array(loadSearchHit.strict()).parse(res.json().data);
    expect(hits.map((hit) => hit.id)).toContain(freightId);
    expect(hits.find((hit) => hit.id === freightId)).toMatchObject({
      deadheadMiles: expect.any(Number),
      bookNowRate: 2299.99,
    });
  });
});
