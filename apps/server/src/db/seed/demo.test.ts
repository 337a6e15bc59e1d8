import {
  type LaneRate,
  LOAD_STATUSES,
  LOAD_TYPES,
  type LoadType,
  type MarketMarks,
  type StateRates,
  type TopLanes,
  type UserType,
} from '@loadboard/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { lookupZip } from '../../modules/geo/index.ts';
import { activityLogs, loadRequests, loads, notifications, users } from '../schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { buildDemoMarketplace } from './demo-loads.ts';
import { DEMO_MARKET_LANES } from './demo-market.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const today = new Date().toISOString().slice(0, 10);
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Who may request each post type (decisions.md, Who may do what). */
const MAY_REQUEST: Record<LoadType, UserType[]> = {
  RFP: ['RFP_CARRIER', 'RFD_CARRIER'],
  RFD: ['RFD_CARRIER'],
  TRUCK: ['BROKER', 'RFP_CARRIER'],
};
const POSTED_BY: Record<LoadType, UserType> = { RFP: 'BROKER', RFD: 'RFP_CARRIER', TRUCK: 'RFD_CARRIER' };

describe('the demo seed', () => {
  let t: TestApp;
  let logins: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
  let allUsers: (typeof users.$inferSelect)[];
  let allLoads: (typeof loads.$inferSelect)[];
  let allRequests: (typeof loadRequests.$inferSelect)[];
  const typeOf = (userId: number | null) => allUsers.find((user) => user.id === userId)?.userType;

  beforeAll(async () => {
    t = await startTestApp();
    logins = await seedDemoIfEmpty(t.database.db);
    allUsers = await t.database.db.select().from(users);
    allLoads = await t.database.db.select().from(loads);
    allRequests = await t.database.db.select().from(loadRequests);
  });
  afterAll(() => t?.close());

  it('answers the four demo logins, first and unchanged, and signs them in', async () => {
    expect(logins).toEqual(
      DEMO_ACCOUNTS.map(({ userType, email }) => ({ userType, email, password: DEMO_PASSWORD })),
    );
    for (const login of logins ?? []) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: login.email, password: login.password },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('adds about ten more active companies of every posting type', () => {
    expect(allUsers.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length + 9);
    expect(allUsers.every((user) => user.status === 'active')).toBe(true);
    for (const type of ['BROKER', 'RFP_CARRIER', 'RFD_CARRIER'] as const)
      expect(allUsers.filter((user) => user.userType === type).length).toBeGreaterThanOrEqual(3);
  });

  it('does nothing on a database that has users', async () => {
    expect(await seedDemoIfEmpty(t.database.db)).toBeNull();
    const [n] = await t.database.db.select({ n: count() }).from(loads);
    expect(n?.n).toBe(allLoads.length);
  });

  it('posts a few hundred loads of every type and status, each by an account of its type', () => {
    expect(allLoads.length).toBeGreaterThanOrEqual(250);
    for (const type of LOAD_TYPES)
      for (const status of LOAD_STATUSES)
        expect(
          allLoads.filter((load) => load.loadType === type && load.status === status).length,
          `${type} ${status}`,
        ).toBeGreaterThan(0);
    for (const load of allLoads) expect(typeOf(load.ownerId)).toBe(POSTED_BY[load.loadType]);
    // The demo logins have posts of their own to look at.
    for (const email of ['broker@example.com', 'rfp.carrier@example.com', 'rfd.carrier@example.com']) {
      const owner = allUsers.find((user) => user.email === email);
      expect(allLoads.filter((load) => load.ownerId === owner?.id).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('builds every post as the form would: known ZIPs, City, ST locations, sensible values', () => {
    const origins = new Set<string>();
    for (const load of allLoads) {
      origins.add(load.originZip);
      expect(load.originLocation).toBe(lookupZip(load.originZip)?.location);
      expect(load.destinationLocation).toBe(lookupZip(load.destinationZip)?.location);
      // Completed deals go back three months (the market's history); everything else is recent.
      expect(load.pickupDate >= dayFromToday(load.status === 'COMPLETED' ? -92 : -10)).toBe(true);
      expect(load.pickupDate <= dayFromToday(30)).toBe(true);
      expect(load.deliveryDate >= load.pickupDate).toBe(true);
      if (load.status === 'ACTIVE') expect(load.pickupDate >= today).toBe(true);
      if (load.status === 'COMPLETED') expect(load.deliveryDate < today).toBe(true);
      if (load.loadType === 'TRUCK') {
        expect(load.truckType).not.toBeNull();
        expect(load.ratePerMile).toBeGreaterThan(0);
        expect(load.truckDetails).toMatchObject({ equipmentDetails: { make: expect.any(String) } });
      } else {
        const perMile = (load.rate as number) / load.distanceMiles;
        expect(load.rate).toBeGreaterThanOrEqual(350);
        // $1.50 to $3.50 a mile, except short hauls at the $350 minimum.
        if ((load.rate as number) > 350) {
          expect(perMile).toBeGreaterThanOrEqual(1.5);
          expect(perMile).toBeLessThanOrEqual(3.75);
        }
        expect(load.weight).toBeGreaterThan(0);
        expect(load.commodityType).toBeTruthy();
      }
    }
    expect(origins.size).toBeGreaterThan(40);
  });

  it('gives ASSIGNED and COMPLETED loads a carrier of an allowed type, at the rate of its accepted request', () => {
    const taken = allLoads.filter((load) => load.status === 'ASSIGNED' || load.status === 'COMPLETED');
    expect(taken.length).toBeGreaterThan(20);
    for (const load of taken) {
      const accepted = allRequests.filter(
        (request) => request.loadId === load.id && request.status === 'ACCEPTED',
      );
      expect(accepted).toHaveLength(1);
      expect(accepted[0]?.requesterId).toBe(load.assignedCarrierId);
      const deal = accepted[0] as (typeof accepted)[number];
      // The deal's rate: the taken counter, or else the proposal (a booking proposes the Book Now price).
      expect(deal.counterRate ?? deal.proposedRate).toBe(load.agreedRate);
      if (deal.booked) expect(load.bookNowRate).toBe(load.agreedRate);
      expect(deal.responseMessage).toBe(deal.booked ? null : "Great! Let's proceed with this load.");
      expect(MAY_REQUEST[load.loadType]).toContain(typeOf(load.assignedCarrierId));
      expect(load.assignedAt).not.toBeNull();
      if (load.status === 'COMPLETED') expect(load.completedAt).not.toBeNull();
      // Nothing is left pending on a load that was given away.
      expect(allRequests.some((request) => request.loadId === load.id && request.status === 'PENDING')).toBe(
        false,
      );
    }
  });

  it('puts PENDING requests from allowed carriers on ACTIVE loads, the demo broker’s included', () => {
    const pending = allRequests.filter((request) => request.status === 'PENDING');
    expect(pending.length).toBeGreaterThan(30);
    const loadOf = (id: number) => allLoads.find((load) => load.id === id) as (typeof allLoads)[number];
    for (const request of allRequests) {
      const load = loadOf(request.loadId);
      expect(request.requesterId).not.toBe(load.ownerId);
      expect(MAY_REQUEST[load.loadType]).toContain(typeOf(request.requesterId));
      if (request.status === 'PENDING' || request.status === 'COUNTERED') expect(load.status).toBe('ACTIVE');
    }
    const broker = allUsers.find((user) => user.email === 'broker@example.com');
    expect(pending.filter((request) => loadOf(request.loadId).ownerId === broker?.id).length).toBeGreaterThan(
      5,
    );
    // The demo carriers have requests of their own out.
    const rfp = allUsers.find((user) => user.email === 'rfp.carrier@example.com');
    expect(allRequests.some((request) => request.requesterId === rfp?.id)).toBe(true);
  });

  it('writes the activity of what happened: sign-ups, posts and status changes', async () => {
    const rows = await t.database.db.select().from(activityLogs);
    const posted = rows.filter((row) => row.action === 'LOAD_POSTED');
    expect(posted).toHaveLength(allLoads.length);
    expect(rows.filter((row) => row.action === 'USER_CREATED')).toHaveLength(allUsers.length);
    expect(rows.some((row) => row.action === 'STATUS_UPDATE')).toBe(true);
    const [first] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'LOAD_POSTED'));
    expect(first?.details).toMatch(
      /^Posted (RFP|RFD|TRUCK) load #\d+: .+, [A-Z]{2} → .+, [A-Z]{2}, pickup \d{4}-\d{2}-\d{2}$/,
    );
  });

  it("gives the headline lanes and the board's first open posts market figures, some lanes none", async () => {
    const broker = await signInAs(t, { email: 'broker@example.com' }, DEMO_PASSWORD);
    const ask = async <T>(path: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/rates/${path}`, headers: broker.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as T;
    };
    for (const lane of DEMO_MARKET_LANES) {
      const answer = await ask<LaneRate>(
        `lane?originZip=${lane.from}&destinationZip=${lane.to}&loadType=${lane.type}&days=90`,
      );
      const underFloor = lane.deals < 5 || lane.twoCompanies === true;
      expect(answer.scope, `${lane.from} → ${lane.to}`).toBe(underFloor ? 'none' : 'zip3');
    }
    // Chicago → Dallas: 30 days of figures, and weeks with medians.
    const chicagoDallas = await ask<LaneRate>('lane?originZip=60601&destinationZip=75201&loadType=RFP');
    expect(chicagoDallas.deals).toBeGreaterThanOrEqual(15);
    expect(chicagoDallas.weekly.filter((week) => week.medianRatePerMile !== null).length).toBeGreaterThan(3);
    expect((await ask<TopLanes>('top-lanes?days=90')).lanes.length).toBeGreaterThanOrEqual(5);
    const states = await ask<StateRates>('states');
    expect(states.states.filter((state) => state.medianRatePerMile !== null).length).toBeGreaterThanOrEqual(
      5,
    );
    // The first page of Avail. Loads carries marks.
    const page = await t.app.inject({ method: 'GET', url: '/api/loads/all-loads', headers: broker.headers });
    const ids = (page.json().data.loads as { id: number }[]).map((load) => load.id);
    const marks = await ask<MarketMarks>(`marks?loadIds=${ids.join(',')}`);
    expect(marks.marks.length).toBeGreaterThanOrEqual(5);
  });

  it('is deterministic for a given day', () => {
    const accounts = allUsers
      .filter((user) => user.userType !== 'SUPER_ADMIN')
      .map((user, index) => ({
        id: user.id,
        userType: user.userType,
        username: user.username,
        contactName: user.contactName,
        phone: user.phone,
        isDemoLogin: index < 3,
      }));
    const now = new Date('2030-06-15T12:00:00Z');
    const strip = (market: ReturnType<typeof buildDemoMarketplace>) =>
      JSON.stringify({ ...market, loads: market.loads.map(({ updatedAt: _, ...load }) => load) });
    expect(strip(buildDemoMarketplace(accounts, { now }))).toBe(
      strip(buildDemoMarketplace(accounts, { now })),
    );
  });

  it('shows every way a deal is made: Book Now prices, bookings, counters and withdrawals', () => {
    const active = allLoads.filter((load) => load.status === 'ACTIVE');
    expect(active.some((load) => load.bookNowRate !== null)).toBe(true);
    expect(active.some((load) => load.bookNowRate === null)).toBe(true);
    const byStatus = (status: string) => allRequests.filter((request) => request.status === status);
    expect(byStatus('COUNTERED').length).toBeGreaterThan(3);
    expect(byStatus('WITHDRAWN').length).toBeGreaterThan(0);
    const deals = byStatus('ACCEPTED');
    expect(deals.some((request) => request.booked)).toBe(true);
    expect(deals.some((request) => request.counterRate !== null)).toBe(true);
    for (const request of byStatus('COUNTERED')) {
      expect(request.counters).toHaveLength(1);
      expect(request.counterRate).toBe(request.counters[0]?.rate);
    }
  });

  it('gives every request the notifications it would have sent, unread while its reader must act', async () => {
    const rows = await t.database.db.select().from(notifications);
    const ownerOf = new Map(allLoads.map((load) => [load.id, load.ownerId]));
    for (const request of allRequests) {
      const about = rows.filter((row) => row.requestId === request.id);
      const owner = ownerOf.get(request.loadId);
      if (request.booked) {
        expect(about).toEqual([expect.objectContaining({ type: 'LOAD_BOOKED', userId: owner })]);
        continue;
      }
      const asked = about.find((row) => row.type === 'LOAD_REQUEST');
      expect(asked?.userId).toBe(owner);
      expect(asked?.isRead).toBe(request.status !== 'PENDING');
      const countered = about.find((row) => row.type === 'REQUEST_COUNTERED');
      expect(countered !== undefined).toBe(request.counterRate !== null);
      if (countered) {
        expect(countered.userId).toBe(request.requesterId);
        expect(countered.isRead).toBe(request.status !== 'COUNTERED');
      }
      const expected: Record<string, string[]> = {
        PENDING: ['LOAD_REQUEST'],
        COUNTERED: ['LOAD_REQUEST', 'REQUEST_COUNTERED'],
        WITHDRAWN: ['LOAD_REQUEST', 'REQUEST_WITHDRAWN'],
        REJECTED: ['LOAD_REQUEST', 'REQUEST_REJECTED'],
        ACCEPTED:
          request.counterRate === null
            ? ['LOAD_REQUEST', 'REQUEST_ACCEPTED']
            : ['COUNTER_ACCEPTED', 'LOAD_REQUEST', 'REQUEST_COUNTERED'],
      };
      expect(about.map((row) => row.type).sort()).toEqual(expected[request.status]);
    }
    const broker = allUsers.find((user) => user.email === 'broker@example.com');
    const unread = rows.filter((row) => row.userId === broker?.id && !row.isRead);
    expect(unread.length).toBeGreaterThan(0);
  });
});
