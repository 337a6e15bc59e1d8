import { LOAD_MESSAGES, LOAD_STATUSES, type LoadStatus, loadView, MESSAGES } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests, loads } from '../../db/schema/index.ts';
import {
  activityRows,
  cancelActivePosts,
  createPost,
  freightBody,
  PLACES,
  truckBody,
  ZIPS,
} from './test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());
beforeEach(() => cancelActivePosts(t));

const headersOf = (account?: Account) => account?.headers ?? {};
const getLoad = (id: number | string, account?: Account) =>
  t.app.inject({ method: 'GET', url: `/api/loads/${id}`, headers: headersOf(account) });
const putLoad = (id: number | string, account: Account | undefined, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/loads/${id}`,
    headers: headersOf(account),
    payload: body as object,
  });
const deleteLoad = (id: number | string, account?: Account) =>
  t.app.inject({ method: 'DELETE', url: `/api/loads/${id}`, headers: headersOf(account) });
const patchStatus = (id: number | string, account: Account | undefined, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/loads/${id}/status`,
    headers: headersOf(account),
    payload: { status },
  });

const loadRow = async (id: number) => (await t.database.db.select().from(loads).where(eq(loads.id, id)))[0];
const setStatusDirectly = (id: number, status: LoadStatus) =>
  t.database.db.update(loads).set({ status }).where(eq(loads.id, id));
const activityCount = async () => (await activityRows(t)).length;

function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status: 'error', message });
}

describe('GET /api/loads/:id', () => {
  let id: number;
  beforeAll(async () => {
    id = await createPost(t, who.broker);
  });

  it('asks for a session', async () => {
    expectError(await getLoad(id), 401, MESSAGES.unauthorized);
  });

  it.each(['broker', 'otherBroker', 'rfp', 'rfd', 'admin'] as const)(
    'shows any post to the %s',
    async (key) => {
      const res = await getLoad(id, who[key]);
      expectStatus(res, 200);
      const view = loadView.strict().parse(res.json().data);
      expect(view).toMatchObject({
        id,
        type: 'RFP',
        originLocation: PLACES.chicago,
        user: { id: who.broker.user.id },
      });
    },
  );

  it.each(['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999', '%20'])(
    'answers 404 for the id %s',
    async (raw) => {
      const res = await getLoad(raw, who.rfp);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: LOAD_MESSAGES.notFound });
    },
  );
});

describe('PUT /api/loads/:id', () => {
  it('asks for a session', async () => {
    const id = await createPost(t, who.broker);
    expectError(await putLoad(id, undefined, freightBody()), 401, MESSAGES.unauthorized);
  });

  it('lets the owner replace the form; the places follow the new ZIPs; LOAD_UPDATED is written', async () => {
    const id = await createPost(t, who.broker);
    const before = await loadRow(id);
    const body = freightBody({
      pickupZip: ZIPS.atlanta,
      deliveryZip: ZIPS.losAngeles,
      pickupDate: '2031-03-01',
      deliveryDate: '2031-03-04',
      balance: 250.75,
      rate: 3100,
      notes: 'Lift gate needed',
      // A post keeps its type whatever the body says.
      loadType: 'TRUCK',
      postAs: 'TRUCK',
    });
    const res = await putLoad(id, who.broker, body);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ status: 'success', message: LOAD_MESSAGES.updated });
    const view = loadView.strict().parse(res.json().data);
    expect(view).toMatchObject({
      id,
      type: 'RFP',
      status: 'ACTIVE',
      originZip: ZIPS.atlanta,
      originLocation: PLACES.atlanta,
      destinationLocation: PLACES.losAngeles,
      pickupDate: '2031-03-01',
      balance: 250.75,
      rate: 3100,
      notes: 'Lift gate needed',
    });
    expect(view.distanceMiles).not.toBe(before?.distanceMiles);
    expect(new Date(view.updatedAt).getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    expect((await activityRows(t, 'LOAD_UPDATED')).at(-1)).toMatchObject({
      userId: who.broker.user.id,
      details: `Updated RFP load #${id}: ${PLACES.atlanta} → ${PLACES.losAngeles}, pickup 2031-03-01`,
    });
  });

  it('clears optional fields the new form leaves out', async () => {
    const id = await createPost(t, who.broker);
    const { notes: _n, mobilePhone: _m, ...lean } = freightBody();
    const res = await putLoad(id, who.broker, lean);
    expectStatus(res, 200);
    expect(res.json().data).toMatchObject({ notes: null, mobilePhone: null });
  });

  it('sets, changes and clears the Book Now rate', async () => {
    const id = await createPost(t, who.broker);
    for (const [bookNowRate, stored] of [
      [2100, 2100],
      ['2050.50', 2050.5],
      [undefined, null],
    ] as const) {
      const res = await putLoad(id, who.broker, freightBody({ bookNowRate }));
      expectStatus(res, 200);
      expect(res.json().data.bookNowRate).toBe(stored);
      expect((await loadRow(id))?.bookNowRate).toBe(stored);
    }
  });

  it.each([
    [0, 'Book Now rate must be more than 0'],
    [-1, 'Book Now rate must be more than 0'],
    [2100.001, 'Book Now rate must have at most 2 decimal places'],
  ])('refuses a Book Now rate of %s and keeps the one stored (422)', async (bookNowRate, sentence) => {
    const id = await createPost(t, who.broker, { bookNowRate: 2200 });
    const before = await loadRow(id);
    const res = await putLoad(id, who.broker, freightBody({ bookNowRate }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [sentence], fields: { bookNowRate: sentence } });
    expect(await loadRow(id)).toEqual(before);
  });

  it('edits a truck post with the truck form', async () => {
    const id = await createPost(t, who.rfd);
    const res = await putLoad(id, who.rfd, truckBody({ ratePerMile: 3.1, truckType: 'flatbed' }));
    expectStatus(res, 200);
    expect(res.json().data).toMatchObject({ type: 'TRUCK', ratePerMile: 3.1, truckType: 'flatbed' });

    const wrongForm = await putLoad(id, who.rfd, freightBody());
    expect(wrongForm.statusCode).toBe(422);
    expect(wrongForm.json().errors).toEqual([
      'Rate per mile is required',
      'Minimum rate is required',
      'Year, make and model are required',
      'Driver name and experience are required',
    ]);
  });

  it('lets a SUPER_ADMIN edit anyone’s post, recorded as the admin', async () => {
    const id = await createPost(t, who.rfp);
    const res = await putLoad(id, who.admin, freightBody({ rate: 999 }));
    expectStatus(res, 200);
    expect(res.json().data).toMatchObject({ type: 'RFD', rate: 999, user: { id: who.rfp.user.id } });
    expect((await activityRows(t, 'LOAD_UPDATED')).at(-1)?.userId).toBe(who.admin.user.id);
  });

  it.each(['otherBroker', 'rfp', 'rfd'] as const)(
    'refuses the %s, who does not own it (403)',
    async (key) => {
      const id = await createPost(t, who.broker);
      const before = await loadRow(id);
      const activity = await activityCount();
      // Refused as not theirs even when the form is also wrong.
      for (const body of [freightBody({ rate: 1 }), freightBody({ balance: -1 })]) {
        const res = await putLoad(id, who[key], body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          status: 'error',
          code: 'FORBIDDEN',
          message: LOAD_MESSAGES.notYourLoad,
        });
      }
      expect(await loadRow(id)).toEqual(before);
      expect(await activityCount()).toBe(activity);
    },
  );

  it.each(['ASSIGNED', 'COMPLETED', 'CANCELLED'] as const)(
    'refuses an edit while %s (409)',
    async (status) => {
      const id = await createPost(t, who.broker);
      await setStatusDirectly(id, status);
      const before = await loadRow(id);
      const activity = await activityCount();
      for (const account of [who.broker, who.admin]) {
        const res = await putLoad(id, account, freightBody({ rate: 1 }));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          status: 'error',
          code: 'CONFLICT',
          message: LOAD_MESSAGES.editOnlyActive,
        });
      }
      expect(await loadRow(id)).toEqual(before);
      expect(await activityCount()).toBe(activity);
    },
  );

  it('refuses an invalid form with its sentences and changes nothing (422)', async () => {
    const id = await createPost(t, who.broker);
    const before = await loadRow(id);
    const activity = await activityCount();
    const res = await putLoad(id, who.broker, freightBody({ deliveryZip: '00000' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['Invalid ZIP code: 00000']);
    const missing = await putLoad(id, who.broker, { rate: 5 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      'ZIP code must be 5 digits',
      'Pickup date is required',
      'Delivery date is required',
      'Balance is required',
    ]);
    expect(await loadRow(id)).toEqual(before);
    expect(await activityCount()).toBe(activity);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await putLoad(424242, who.admin, freightBody()), 404, LOAD_MESSAGES.notFound);
    expectError(await putLoad('nope', who.admin, freightBody()), 404, LOAD_MESSAGES.notFound);
  });

  it('never lands an edit after a status change racing it', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await createPost(t, who.broker);
      const [edit, cancel] = await Promise.all([
        putLoad(id, who.broker, freightBody({ rate: 1234 })),
        patchStatus(id, who.broker, 'CANCELLED'),
      ]);
      expectStatus(cancel, 200);
      const details = (rows: Awaited<ReturnType<typeof activityRows>>) =>
        rows.find((row) => row.details.includes(`#${id}:`) || row.details.startsWith(`Load #${id} `));
      const statusRow = details(await activityRows(t, 'STATUS_UPDATE'));
      if (edit.statusCode === 200) {
        // The edit saw an ACTIVE load and committed before the status change began.
        const updateRow = details(await activityRows(t, 'LOAD_UPDATED'));
        expect(updateRow?.id).toBeLessThan(statusRow?.id ?? 0);
      } else {
        expect(edit.statusCode).toBe(409);
        expect((await loadRow(id))?.rate).toBe(2400.5);
      }
      expect((await loadRow(id))?.status).toBe('CANCELLED');
    }
  });
});

describe('DELETE /api/loads/:id', () => {
  it('asks for a session', async () => {
    const id = await createPost(t, who.broker);
    expectError(await deleteLoad(id), 401, MESSAGES.unauthorized);
  });

  it('lets the owner delete an ACTIVE post with its requests, and records it', async () => {
    const id = await createPost(t, who.broker);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${id}/request`,
      headers: who.rfp.headers,
      payload: { proposedRate: 2000, message: "I'm interested in this load." },
    });
    expectStatus(requested, 201);

    const res = await deleteLoad(id, who.broker);
    expectStatus(res, 200);
    expect(res.json()).toEqual({ status: 'success', data: null, message: LOAD_MESSAGES.deleted });
    expect(await loadRow(id)).toBeUndefined();
    expect(await t.database.db.select().from(loadRequests).where(eq(loadRequests.loadId, id))).toEqual([]);
    expectError(await getLoad(id, who.broker), 404, LOAD_MESSAGES.notFound);
    expect((await activityRows(t, 'LOAD_UPDATED')).at(-1)).toMatchObject({
      userId: who.broker.user.id,
      details: expect.stringMatching(
        new RegExp(
          `^Deleted RFP load #${id}: Chicago, IL → Dallas, TX, pickup \\d{4}-\\d{2}-\\d{2} \\(was ACTIVE\\)$`,
        ),
      ),
    });
  });

  it('lets the owner delete a CANCELLED post', async () => {
    const id = await createPost(t, who.rfd);
    await setStatusDirectly(id, 'CANCELLED');
    expectStatus(await deleteLoad(id, who.rfd), 200);
    expect(await loadRow(id)).toBeUndefined();
  });

  it('lets a SUPER_ADMIN delete anyone’s post', async () => {
    const id = await createPost(t, who.rfp);
    expectStatus(await deleteLoad(id, who.admin), 200);
    expect(await loadRow(id)).toBeUndefined();
    expect((await activityRows(t, 'LOAD_UPDATED')).at(-1)?.userId).toBe(who.admin.user.id);
  });

  it.each(['otherBroker', 'rfp', 'rfd'] as const)(
    'refuses the %s, who does not own it (403)',
    async (key) => {
      const id = await createPost(t, who.broker);
      const activity = await activityCount();
      const res = await deleteLoad(id, who[key]);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: LOAD_MESSAGES.notYourLoad });
      expect(await loadRow(id)).toBeDefined();
      expect(await activityCount()).toBe(activity);
    },
  );

  it.each(['ASSIGNED', 'COMPLETED'] as const)(
    'refuses to delete a %s post, for the admin too (409)',
    async (status) => {
      const id = await createPost(t, who.broker);
      await setStatusDirectly(id, status);
      const activity = await activityCount();
      for (const account of [who.broker, who.admin]) {
        const res = await deleteLoad(id, account);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ code: 'CONFLICT', message: LOAD_MESSAGES.deleteAssigned });
      }
      expect(await loadRow(id)).toBeDefined();
      expect(await activityCount()).toBe(activity);
    },
  );

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await deleteLoad(424242, who.admin), 404, LOAD_MESSAGES.notFound);
    expectError(await deleteLoad('x1', who.admin), 404, LOAD_MESSAGES.notFound);
  });
});

describe('PATCH /api/admin/loads/:id/status', () => {
  it('asks for a session', async () => {
    const id = await createPost(t, who.broker);
    expectError(await patchStatus(id, undefined, 'COMPLETED'), 401, MESSAGES.unauthorized);
  });

  it('lets the owner complete a post: completed_at is stamped and STATUS_UPDATE written', async () => {
    const id = await createPost(t, who.broker);
    const res = await patchStatus(id, who.broker, 'COMPLETED');
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: LOAD_MESSAGES.statusUpdated,
      data: { id, status: 'COMPLETED' },
    });
    loadView.strict().parse(res.json().data);
    expect((await loadRow(id))?.completedAt).toBeInstanceOf(Date);
    expect((await activityRows(t, 'STATUS_UPDATE')).at(-1)).toMatchObject({
      userId: who.broker.user.id,
      details: `Load #${id} status ACTIVE → COMPLETED`,
    });

    // Back again: any status to any, and completed_at goes.
    expectStatus(await patchStatus(id, who.broker, 'ACTIVE'), 200);
    expect(await loadRow(id)).toMatchObject({ status: 'ACTIVE', completedAt: null });
    expect((await activityRows(t, 'STATUS_UPDATE')).at(-1)?.details).toBe(
      `Load #${id} status COMPLETED → ACTIVE`,
    );
  });

  it('moves through every status in any order', async () => {
    const id = await createPost(t, who.rfd);
    const path: LoadStatus[] = ['CANCELLED', 'ASSIGNED', 'ACTIVE', 'COMPLETED', 'CANCELLED', 'ACTIVE'];
    let previous: LoadStatus = 'ACTIVE';
    for (const status of path) {
      const res = await patchStatus(id, who.rfd, status);
      expectStatus(res, 200);
      expect(res.json().data.status).toBe(status);
      expect((await activityRows(t, 'STATUS_UPDATE')).at(-1)?.details).toBe(
        `Load #${id} status ${previous} → ${status}`,
      );
      previous = status;
    }
  });

  it('returns a post to the board without its former carrier', async () => {
    const id = await createPost(t, who.broker);
    await t.database.db
      .update(loads)
      .set({
        status: 'ASSIGNED',
        assignedCarrierId: who.rfp.user.id,
        agreedRate: 2100,
        assignedAt: new Date(),
      })
      .where(eq(loads.id, id));
    const res = await patchStatus(id, who.broker, 'ACTIVE');
    expectStatus(res, 200);
    expect(res.json().data).toMatchObject({ status: 'ACTIVE', assignedCarrierId: null, agreedRate: null });
  });

  it('lets a SUPER_ADMIN set anyone’s post, recorded as the admin', async () => {
    const id = await createPost(t, who.rfp);
    expectStatus(await patchStatus(id, who.admin, 'CANCELLED'), 200);
    expect((await activityRows(t, 'STATUS_UPDATE')).at(-1)).toMatchObject({
      userId: who.admin.user.id,
      details: `Load #${id} status ACTIVE → CANCELLED`,
    });
  });

  it.each(['otherBroker', 'rfp', 'rfd'] as const)(
    'refuses the %s, who does not own it (403)',
    async (key) => {
      const id = await createPost(t, who.broker);
      const activity = await activityCount();
      const res = await patchStatus(id, who[key], 'CANCELLED');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: LOAD_MESSAGES.notYourLoad });
      expect((await loadRow(id))?.status).toBe('ACTIVE');
      expect(await activityCount()).toBe(activity);
    },
  );

  it('takes the same status again as a no-op', async () => {
    const id = await createPost(t, who.broker);
    const before = await loadRow(id);
    const activity = await activityCount();
    const res = await patchStatus(id, who.broker, 'ACTIVE');
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ message: LOAD_MESSAGES.statusUpdated, data: { status: 'ACTIVE' } });
    expect(await loadRow(id)).toEqual(before);
    expect(await activityCount()).toBe(activity);
  });

  it('refuses a status that does not exist (422)', async () => {
    const id = await createPost(t, who.broker);
    for (const status of ['DONE', 'active', '']) {
      const res = await patchStatus(id, who.broker, status);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(['Status must be ACTIVE, ASSIGNED, COMPLETED or CANCELLED']);
    }
    expect(LOAD_STATUSES).toHaveLength(4);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await patchStatus(424242, who.admin, 'ACTIVE'), 404, LOAD_MESSAGES.notFound);
    expectError(await patchStatus('abc', who.admin, 'ACTIVE'), 404, LOAD_MESSAGES.notFound);
  });
});
