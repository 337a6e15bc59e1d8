import { BILLING_MESSAGES, LOAD_MESSAGES, loadRequestView, MESSAGES } from '@loadboard/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests, loads, marketDeals, notifications, subscriptions } from '../../db/schema/index.ts';
import { activityRows, createPost, PLACES } from '../loads/test-fixtures.ts';
import { makeRequest, notificationRows, requestRow } from './test-fixtures.ts';

/** POST /api/loads/:id/book (Book Now): the booking, what it writes, every refusal and the race. */

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>> & { rfp2: Account };

beforeAll(async () => {
  t = await startTestApp();
  const [base, rfp2] = await Promise.all([accounts(t), signUp(t, 'RFP_CARRIER', 'Second Prairie Freight')]);
  who = { ...base, rfp2 };
});
afterAll(() => t.close());

const book = (loadId: number | string, as?: Account) =>
  t.app.inject({ method: 'POST', url: `/api/loads/${loadId}/book`, headers: as?.headers ?? {} });

/** A post of `owner`'s own type offered at a Book Now rate (the freight's posted rate is 2400.50). */
const bookable = (owner: Account, bookNowRate: number | null = 2250) => createPost(t, owner, { bookNowRate });

const loadRow = async (id: number) => (await t.database.db.select().from(loads).where(eq(loads.id, id)))[0];
const requestsOn = (loadId: number) =>
  t.database.db.select().from(loadRequests).where(eq(loadRequests.loadId, loadId)).orderBy(loadRequests.id);
const setRequestStatus = (id: number, status: 'COUNTERED' | 'WITHDRAWN') =>
  t.database.db.update(loadRequests).set({ status }).where(eq(loadRequests.id, id));
const dealsOf = (loadId: number) =>
  t.database.db.select().from(marketDeals).where(eq(marketDeals.loadId, loadId));
const notificationCount = async () =>
  (await t.database.db.select({ n: count() }).from(notifications))[0]?.n ?? 0;

const lane = `JOB-1001 ${PLACES.chicago} → ${PLACES.dallas}`;

describe('POST /api/loads/:id/book', () => {
  it('assigns the post to the caller at its Book Now rate, records the deal, rejects and tells the others', async () => {
    const loadId = await bookable(who.broker);
    const pending = await makeRequest(t, loadId, who.rfp, 2000);
    const countered = await makeRequest(t, loadId, who.rfp2, 2100);
    await setRequestStatus(countered, 'COUNTERED');
    const before = {
      broker: (await notificationRows(t, who.broker.user.id)).length,
      rfd: (await notificationRows(t, who.rfd.user.id)).length,
      rfp: (await notificationRows(t, who.rfp.user.id)).length,
      rfp2: (await notificationRows(t, who.rfp2.user.id)).length,
      activity: (await activityRows(t, 'STATUS_UPDATE')).length,
    };

    const res = await book(loadId, who.rfd);
    expectStatus(res, 200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: LOAD_MESSAGES.booked });
    const view = loadRequestView.strict().parse(body.data);
    expect(view).toMatchObject({
      loadId,
      status: 'ACCEPTED',
      proposedRate: 2250,
      booked: true,
      message: LOAD_MESSAGES.booked,
      requestedBy: { id: who.rfd.user.id, companyName: 'Lone Star Hauling' },
    });

    const load = await loadRow(loadId);
    expect(load).toMatchObject({
      status: 'ASSIGNED',
      assignedCarrierId: who.rfd.user.id,
      agreedRate: 2250,
      rate: 2400.5,
      bookNowRate: 2250,
    });
    expect(load?.assignedAt).toBeInstanceOf(Date);

    const rows = await requestsOn(loadId);
    expect(rows.filter((row) => row.status === 'ACCEPTED')).toEqual([
      expect.objectContaining({ id: view.id, requesterId: who.rfd.user.id, booked: true }),
    ]);
    expect((await requestRow(t, view.id))?.decidedAt).toBeInstanceOf(Date);
    for (const id of [pending, countered]) {
      expect(await requestRow(t, id)).toMatchObject({
        status: 'REJECTED',
        booked: false,
        responseMessage: LOAD_MESSAGES.rejectResponse,
      });
    }

    expect((await notificationRows(t, who.broker.user.id)).slice(before.broker)).toEqual([
      expect.objectContaining({
        type: 'LOAD_BOOKED',
        title: 'Booked',
        message: `Lone Star Hauling booked your RFP load ${lane} at $2,250.00`,
        loadId,
        requestId: view.id,
        isRead: false,
      }),
    ]);
    for (const [key, requestId, rate] of [
      ['rfp', pending, '$2,000.00'],
      ['rfp2', countered, '$2,100.00'],
    ] as const) {
      expect((await notificationRows(t, who[key].user.id)).slice(before[key])).toEqual([
        expect.objectContaining({
          type: 'REQUEST_REJECTED',
          title: 'Request rejected',
          message: `Blue Ridge Brokerage rejected your request for load ${lane} at ${rate}: the load was assigned to another carrier`,
          loadId,
          requestId,
        }),
      ]);
    }
    // The booker did it themselves: nothing to tell them.
    expect(await notificationRows(t, who.rfd.user.id)).toHaveLength(before.rfd);

    expect((await activityRows(t, 'STATUS_UPDATE')).slice(before.activity)).toEqual([
      expect.objectContaining({
        userId: who.rfd.user.id,
        details: `Load #${loadId} status ACTIVE → ASSIGNED: booked by request #${view.id} at $2,250.00; 2 other open request(s) rejected`,
      }),
    ]);
    expect(await dealsOf(loadId)).toEqual([
      expect.objectContaining({ rate: 2250, posterId: who.broker.user.id, carrierId: who.rfd.user.id }),
    ]);
  });

  it.each(['PENDING', 'COUNTERED'] as const)(
    "makes the caller's own %s request the deal instead of adding one",
    async (status) => {
      const loadId = await bookable(who.broker);
      const own = await makeRequest(t, loadId, who.rfp, 1900);
      if (status === 'COUNTERED') await setRequestStatus(own, 'COUNTERED');
      const withdrawn = await makeRequest(t, loadId, who.rfd, 1800);
      await setRequestStatus(withdrawn, 'WITHDRAWN');

      const res = await book(loadId, who.rfp);
      expectStatus(res, 200);
      expect(res.json().data).toMatchObject({
        id: own,
        status: 'ACCEPTED',
        booked: true,
        proposedRate: 1900,
      });
      expect((await requestsOn(loadId)).map((row) => [row.id, row.status])).toEqual([
        [own, 'ACCEPTED'],
        [withdrawn, 'WITHDRAWN'],
      ]);
      // The deal is at the Book Now rate, whatever the request had proposed.
      expect(await loadRow(loadId)).toMatchObject({ assignedCarrierId: who.rfp.user.id, agreedRate: 2250 });
    },
  );

  it('lets a SUPER_ADMIN book any type of post', async () => {
    const truckId = await bookable(who.rfd, 1450);
    const res = await book(truckId, who.admin);
    expectStatus(res, 200);
    expect(await loadRow(truckId)).toMatchObject({
      status: 'ASSIGNED',
      assignedCarrierId: who.admin.user.id,
      agreedRate: 1450,
    });
  });

  it("tells the owner in the owner's language", async () => {
    const owner = await signUp(t, 'BROKER', 'Maison du Fret');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/general',
      headers: owner.headers,
      payload: { language: 'fr' },
    });
    expectStatus(saved, 200);
    const loadId = await createPost(t, owner, { jobNumber: 'JOB-FR-2', bookNowRate: 1850.5 });
    expectStatus(await book(loadId, who.rfp), 200);
    const [booked] = await notificationRows(t, owner.user.id);
    expect(booked?.message).toBe(
      `Prairie Freight a réservé votre chargement RFP JOB-FR-2 ${PLACES.chicago} → ${PLACES.dallas} à 1\u202f850,50\u00a0$`,
    );
  });

  describe('refusals: nothing is written', () => {
    /** Asks and expects the refusal; the post, its requests and every notification as they were. */
    async function refused(
      loadId: number | string,
      as: Account | undefined,
      status: number,
      message: string,
    ) {
      const id = Number(loadId);
      const before = Number.isInteger(id)
        ? { load: await loadRow(id), requests: await requestsOn(id) }
        : { load: undefined, requests: [] };
      const notes = await notificationCount();
      const res = await book(loadId, as);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ status: 'error', message });
      if (Number.isInteger(id)) {
        expect(await loadRow(id)).toEqual(before.load);
        expect(await requestsOn(id)).toEqual(before.requests);
      }
      expect(await notificationCount()).toBe(notes);
      return res.json();
    }

    it('needs a session (401)', async () => {
      const loadId = await bookable(who.broker);
      expect((await refused(loadId, undefined, 401, MESSAGES.unauthorized)).code).toBe('UNAUTHORIZED');
    });

    it('refuses the types an account may not request (403)', async () => {
      const trucker = await signUp(t, 'RFD_CARRIER');
      const [rfpPost, rfdPost, truckPost] = [
        await bookable(who.otherBroker),
        await bookable(who.rfp2),
        await bookable(trucker, 1450),
      ];
      for (const [loadId, as] of [
        [rfpPost, who.broker],
        [rfdPost, who.broker],
        [rfdPost, who.rfp],
        [truckPost, who.rfd],
      ] as const) {
        const body = await refused(loadId, as, 403, LOAD_MESSAGES.requestTypeNotAllowed);
        expect(body.code).toBe('FORBIDDEN');
      }
    });

    it('refuses an account whose subscription ended (403 SUBSCRIPTION_EXPIRED)', async () => {
      const expired = await signUp(t, 'RFP_CARRIER');
      await t.database.db
        .update(subscriptions)
        .set({ status: 'expired', currentPeriodEnd: sql`now() - interval '1 day'` })
        .where(eq(subscriptions.userId, expired.user.id));
      const loadId = await bookable(who.broker);
      const body = await refused(loadId, expired, 403, BILLING_MESSAGES.subscriptionExpired);
      expect(body.code).toBe('SUBSCRIPTION_EXPIRED');
    });

    it('answers 404 for an unknown or malformed post', async () => {
      for (const id of [987654, 'abc', '0', '1.5']) await refused(id, who.rfp, 404, LOAD_MESSAGES.notFound);
    });

    it('refuses the owner their own post (409), even an administrator', async () => {
      expect(
        (await refused(await bookable(who.broker), who.broker, 409, LOAD_MESSAGES.bookOwnLoad)).code,
      ).toBe('CONFLICT');
      const adminPost = await createPost(t, who.admin, { bookNowRate: 2000 }, 'RFP');
      await refused(adminPost, who.admin, 409, LOAD_MESSAGES.bookOwnLoad);
    });

    it('refuses a post without a Book Now rate (409)', async () => {
      await refused(await bookable(who.broker, null), who.rfp, 409, LOAD_MESSAGES.bookNoRate);
    });

    it.each(['CANCELLED', 'COMPLETED'] as const)('refuses a %s post (409)', async (status) => {
      const loadId = await bookable(who.broker);
      await t.database.db.update(loads).set({ status }).where(eq(loads.id, loadId));
      await refused(loadId, who.rfp, 409, LOAD_MESSAGES.loadNoLongerAvailable);
    });

    it('refuses a post booked a moment earlier (409), the first deal kept', async () => {
      const loadId = await bookable(who.broker);
      expectStatus(await book(loadId, who.rfp), 200);
      await refused(loadId, who.rfp2, 409, LOAD_MESSAGES.bookTaken);
      await refused(loadId, who.rfp, 409, LOAD_MESSAGES.bookTaken);
      expect(await loadRow(loadId)).toMatchObject({ assignedCarrierId: who.rfp.user.id, agreedRate: 2250 });
    });
  });

  it('lets exactly one of ten carriers booking at once take the post; nine get 409', async () => {
    const carriers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signUp(t, 'RFP_CARRIER', `Booking Carrier ${i + 1}`)),
    );
    const loadId = await bookable(who.broker, 1990);
    const answers = await Promise.all(carriers.map((carrier) => book(loadId, carrier)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: LOAD_MESSAGES.bookTaken });

    const winner = carriers[answers.findIndex((res) => res.statusCode === 200)] as Account;
    const rows = await requestsOn(loadId);
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'ACCEPTED',
        booked: true,
        requesterId: winner.user.id,
        proposedRate: 1990,
      }),
    ]);
    expect(await loadRow(loadId)).toMatchObject({
      status: 'ASSIGNED',
      assignedCarrierId: winner.user.id,
      agreedRate: 1990,
    });
    expect(await dealsOf(loadId)).toEqual([
      expect.objectContaining({ rate: 1990, carrierId: winner.user.id, posterId: who.broker.user.id }),
    ]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.loadId, loadId));
    expect(told.map((note) => [note.type, note.userId])).toEqual([['LOAD_BOOKED', who.broker.user.id]]);
  });
});
