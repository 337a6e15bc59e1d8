import {
  dashboardTruck,
  loadView,
  MESSAGES,
  rfdCarrierDashboard,
  rfpCarrierDashboard,
} from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, dayFromToday, PLACES, ZIPS } from '../loads/test-fixtures.ts';
import { assignTo, getAs, setLoad } from './test-fixtures.ts';

/**
 * One board for both carrier dashboards. Accounts: brokers B and B2, RFP carriers C1 and C1b, RFD
 * carriers D and D2, and an admin. Pickups are days from today.
 *
 * RFP posts (the RFP carriers' board)
 * | post | owner | status    | pickup | hauled by (agreed rate)                     |
 * | A1   | B     | ACTIVE    | +5     |                                             |
 * | A2   | B2    | ACTIVE    | +2     |                                             |
 * | A3   | admin | ACTIVE    | +1     |                                             |
 * | A4   | B     | ACTIVE    | +1     |                                             |
 * | A5   | B2    | ACTIVE    | +7     |                                             |
 * | A6   | B     | ACTIVE    | +3     |                                             |
 * | X1   | B     | CANCELLED | +1     |                                             |
 * | X2   | B2    | ASSIGNED  |        | C1 (1500.25)                                |
 * | X3   | B     | ASSIGNED  |        | C1 (1200)                                   |
 * | X4   | B     | COMPLETED |        | C1 (1450.25)                                |
 * | X5   | B2    | ASSIGNED  |        | C1b (999)                                   |
 * | X6   | B     | CANCELLED |        | was C1 (700): counts for nobody             |
 * | Y1   | B     | ASSIGNED  |        | D (2000.5)                                  |
 * | Y3   | B2    | ASSIGNED  |        | D2 (777)                                    |
 *
 * RFD posts (the RFD carriers' board), R1 … R6 by C1 in that order
 * | R1   | C1    | CANCELLED |        |                                             |
 * | R2   | C1    | COMPLETED |        | D (1500)                                    |
 * | R3   | C1    | ASSIGNED  |        | D (1100)                                    |
 * | R4   | C1    | CANCELLED |        |                                             |
 * | R5   | C1    | CANCELLED |        |                                             |
 * | R6   | C1    | ACTIVE    | +8     |                                             |
 * | E1   | C1b   | ACTIVE    | +4     |                                             |
 * | E2   | C1b   | ACTIVE    | +2     |                                             |
 * | E3   | admin | ACTIVE    | +6     |                                             |
 * | E4   | C1b   | ACTIVE    | +1     |                                             |
 * | E5   | C1b   | ACTIVE    | +3     |                                             |
 * | Z1   | C1b   | CANCELLED |        | was D (400): counts for nobody              |
 *
 * TRUCK posts, T1 … T6 by D in that order. On a truck the owner hauls; the "assigned carrier" is
 * whoever booked the space and pays, so a booking counts for the truck's owner, never the booker.
 * | T1   | D     | ACTIVE    |        |                                             |
 * | T2   | D     | ACTIVE    |        | (no available date: pickup date shown)      |
 * | T3   | D     | CANCELLED |        |                                             |
 * | T4   | D     | ASSIGNED  |        | D (900), booked by C1                       |
 * | T5   | D     | COMPLETED |        | D (1250.75), booked by B                    |
 * | T6   | D     | ACTIVE    |        |                                             |
 * | U1   | D2    | ACTIVE    |        |                                             |
 * | U2   | D2    | ASSIGNED  |        | D2 (350), booked by D                       |
 * | AT1  | admin | ACTIVE    |        |                                             |
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>> & { rfp2: Account; rfd2: Account };
const id: Record<string, number> = {};

const freight = (pickup: number) => ({
  pickupDate: dayFromToday(pickup),
  deliveryDate: dayFromToday(pickup + 2),
});

beforeAll(async () => {
  t = await startTestApp();
  const [base, rfp2, rfd2] = await Promise.all([
    accounts(t),
    signUp(t, 'RFP_CARRIER', 'Second Prairie Freight'),
    signUp(t, 'RFD_CARRIER', 'Second Lone Star Hauling'),
  ]);
  who = { ...base, rfp2, rfd2 };
  const { broker: B, otherBroker: B2, rfp: C1, rfd: D, admin } = who;
  const C1b = rfp2;
  const D2 = rfd2;

  const post = async (
    name: string,
    owner: Account,
    overrides: Record<string, unknown>,
    postAs?: 'RFP' | 'RFD' | 'TRUCK',
  ) => {
    id[name] = await createPost(t, owner, { jobNumber: name, ...overrides }, postAs);
  };
  // RFP
  await post('A1', B, freight(5));
  await post('A2', B2, freight(2));
  await post('A3', admin, freight(1), 'RFP');
  await post('A5', B2, freight(7));
  await post('A6', B, freight(3));
  // Each X and Y post leaves ACTIVE as soon as it is posted: an owner may not have one load ACTIVE twice.
  for (const [name, owner, change] of [
    ['X1', B, { status: 'CANCELLED' }],
    ['X2', B2, assignTo(C1, 1500.25)],
    ['X3', B, assignTo(C1, 1200)],
    ['X4', B, assignTo(C1, 1450.25, 'COMPLETED')],
    ['X5', B2, assignTo(C1b, 999)],
    ['X6', B, { ...assignTo(C1, 700), status: 'CANCELLED' }],
    ['Y1', B, assignTo(D, 2000.5)],
    ['Y3', B2, assignTo(D2, 777)],
  ] as const) {
    await post(name, owner, freight(1));
    await setLoad(t, id[name] as number, change);
  }
  // A4 after them: B's ACTIVE post of that day.
  await post('A4', B, freight(1));
  // RFD
  for (const [name, change] of [
    ['R1', { status: 'CANCELLED' }],
    ['R2', assignTo(D, 1500, 'COMPLETED')],
    ['R3', assignTo(D, 1100)],
    ['R4', { status: 'CANCELLED' }],
    ['R5', { status: 'CANCELLED' }],
  ] as const) {
    await post(name, C1, freight(1));
    await setLoad(t, id[name] as number, change);
  }
  await post('R6', C1, freight(8));
  await post('E1', C1b, freight(4));
  await post('E2', C1b, freight(2));
  await post('E3', admin, freight(6), 'RFD');
  await post('E4', C1b, freight(1));
  await post('E5', C1b, freight(3));
  await post('Z1', C1b, freight(9));
  await setLoad(t, id.Z1 as number, { ...assignTo(D, 400), status: 'CANCELLED' });
  // TRUCK
  await post('T1', D, { ...freight(3), availableDate: dayFromToday(2), cubicFeet: 1100 });
  await post('T2', D, { availableDate: '', pickupDate: dayFromToday(6), deliveryDate: dayFromToday(8) });
  for (const [name, change] of [
    ['T3', { status: 'CANCELLED' }],
    ['T4', assignTo(C1, 900)],
    ['T5', assignTo(B, 1250.75, 'COMPLETED')],
  ] as const) {
    await post(name, D, {});
    await setLoad(t, id[name] as number, change);
  }
  await post('T6', D, {});
  await post('U1', D2, {});
  await post('U2', D2, {});
  await setLoad(t, id.U2 as number, assignTo(D, 350));
  await post('AT1', admin, {}, 'TRUCK');
});
afterAll(() => t.close());

const forbiddenBody = { status: 'error', code: 'FORBIDDEN', message: MESSAGES.forbidden };

describe('GET /api/dashboard/rfp-carrier', () => {
  async function dashboard(as: Account) {
    const res = await getAs(t, '/api/dashboard/rfp-carrier', as);
    expectStatus(res, 200);
    expect(res.json().status).toBe('success');
    const data = rfpCarrierDashboard.strict().parse(res.json().data);
    for (const post of [...data.availableLoads, ...data.myRFDLoads]) loadView.strict().parse(post);
    return data;
  }

  it('counts the board, the own RFD posts, and what the carrier hauls and earns', async () => {
    const data = await dashboard(who.rfp);
    // revenue: X2 1500.25 + X3 1200 (ASSIGNED) + X4 1450.25 (COMPLETED); X6 is CANCELLED, and the
    // truck C1 booked (T4) is what C1 pays, not earns.
    expect(data.stats).toEqual({
      availableLoads: 6,
      postedRFDLoads: 1,
      activeDeliveries: 2,
      revenue: 4150.5,
    });
  });

  it('lists the 5 ACTIVE broker loads with the soonest pickup, then the carrier’s 5 newest RFD posts', async () => {
    const data = await dashboard(who.rfp);
    expect(data.availableLoads.map((post) => post.jobNumber)).toEqual(['A3', 'A4', 'A2', 'A6', 'A1']);
    expect(data.availableLoads[1]).toMatchObject({
      type: 'RFP',
      status: 'ACTIVE',
      user: { companyName: 'Blue Ridge Brokerage', firstName: 'Dana', lastName: 'Whitfield' },
      contact: { company: 'Blue Ridge Brokerage' },
      origin: PLACES.chicago,
      destination: PLACES.dallas,
      pickupDate: dayFromToday(1),
      deliveryDate: dayFromToday(3),
      rate: 2400.5,
    });
    expect(data.myRFDLoads.map((post) => [post.jobNumber, post.status])).toEqual([
      ['R6', 'ACTIVE'],
      ['R5', 'CANCELLED'],
      ['R4', 'CANCELLED'],
      ['R3', 'ASSIGNED'],
      ['R2', 'COMPLETED'],
    ]);
    expect(data.myRFDLoads[0]).toMatchObject({ id: id.R6, type: 'RFD', cubicFeet: 850.25 });
  });

  it('gives another RFP carrier its own figures', async () => {
    const data = await dashboard(who.rfp2);
    expect(data.stats).toEqual({ availableLoads: 6, postedRFDLoads: 4, activeDeliveries: 1, revenue: 999 });
    expect(data.myRFDLoads.map((post) => post.jobNumber)).toEqual(['Z1', 'E5', 'E4', 'E2', 'E1']);
  });

  it('lets a SUPER_ADMIN see theirs, their own RFP post left out of the available ones', async () => {
    const data = await dashboard(who.admin);
    expect(data.stats).toEqual({ availableLoads: 5, postedRFDLoads: 1, activeDeliveries: 0, revenue: 0 });
    expect(data.availableLoads.map((post) => post.jobNumber)).toEqual(['A4', 'A2', 'A6', 'A1', 'A5']);
    expect(data.myRFDLoads.map((post) => post.jobNumber)).toEqual(['E3']);
  });

  it('refuses brokers and RFD carriers (403) and asks for a session (401)', async () => {
    for (const other of [who.broker, who.rfd]) {
      const res = await getAs(t, '/api/dashboard/rfp-carrier', other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbiddenBody);
    }
    expect((await getAs(t, '/api/dashboard/rfp-carrier', undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/rfd-carrier', () => {
  async function dashboard(as: Account) {
    const res = await getAs(t, '/api/dashboard/rfd-carrier', as);
    expectStatus(res, 200);
    expect(res.json().status).toBe('success');
    const data = rfdCarrierDashboard.strict().parse(res.json().data);
    for (const post of data.availableRFDLoads) loadView.strict().parse(post);
    for (const truck of data.myTrucks) dashboardTruck.strict().parse(truck);
    return data;
  }

  it('counts open trucks, the RFD board, and what the carrier hauls and earns', async () => {
    const data = await dashboard(who.rfd);
    // Active deliveries: Y1, R3 and the booked own truck T4. Revenue: Y1 2000.5 + R3 1100 + R2 1500
    // + T4 900 + T5 1250.75; Z1 is CANCELLED, and U2 (D2's truck D booked) is what D pays.
    expect(data.stats).toEqual({
      openTrucks: 3,
      availableRFDLoads: 6,
      activeDeliveries: 3,
      revenue: 6751.25,
    });
  });

  it('lists the 5 newest own trucks and the 5 ACTIVE RFD loads with the soonest pickup', async () => {
    const data = await dashboard(who.rfd);
    expect(data.myTrucks.map((truck) => truck.id)).toEqual([id.T6, id.T5, id.T4, id.T3, id.T2]);
    expect(data.myTrucks.map((truck) => truck.status)).toEqual([
      'ACTIVE',
      'COMPLETED',
      'ASSIGNED',
      'CANCELLED',
      'ACTIVE',
    ]);
    expect(data.myTrucks[0]).toEqual({
      id: id.T6,
      location: PLACES.atlanta,
      locationZip: ZIPS.atlanta,
      availableDate: dayFromToday(2),
      cubicFeet: 1700,
      status: 'ACTIVE',
      truckType: 'reefer',
      ratePerMile: 2.75,
    });
    // T2 gave no available date: its pickup date stands in.
    expect(data.myTrucks[4]).toMatchObject({ id: id.T2, availableDate: dayFromToday(6) });
    expect(data.availableRFDLoads.map((post) => post.jobNumber)).toEqual(['E4', 'E2', 'E5', 'E1', 'E3']);
    expect(data.availableRFDLoads[0]).toMatchObject({
      type: 'RFD',
      status: 'ACTIVE',
      rate: 2400.5,
      cubicFeet: 850.25,
      user: { companyName: 'Second Prairie Freight' },
    });
  });

  it('gives another RFD carrier its own figures', async () => {
    const data = await dashboard(who.rfd2);
    expect(data.stats).toEqual({ openTrucks: 1, availableRFDLoads: 6, activeDeliveries: 2, revenue: 1127 });
    expect(data.myTrucks.map((truck) => truck.id)).toEqual([id.U2, id.U1]);
  });

  it('lets a SUPER_ADMIN see theirs, their own RFD post left out of the available ones', async () => {
    const data = await dashboard(who.admin);
    expect(data.stats).toEqual({ openTrucks: 1, availableRFDLoads: 5, activeDeliveries: 0, revenue: 0 });
    expect(data.myTrucks.map((truck) => truck.id)).toEqual([id.AT1]);
    expect(data.availableRFDLoads.map((post) => post.jobNumber)).toEqual(['E4', 'E2', 'E5', 'E1', 'R6']);
  });

  it('refuses brokers and RFP carriers (403) and asks for a session (401)', async () => {
    for (const other of [who.broker, who.rfp]) {
      const res = await getAs(t, '/api/dashboard/rfd-carrier', other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbiddenBody);
    }
    expect((await getAs(t, '/api/dashboard/rfd-carrier', undefined)).statusCode).toBe(401);
  });
});
