import {
  MESSAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationType,
  notificationListAnswer,
  notificationView,
} from '@loadboard/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { createPost, PLACES } from '../loads/test-fixtures.ts';
import { decide, makeRequest, notificationRows, requestLoad } from '../requests/test-fixtures.ts';
import { toNotificationView } from './queries.ts';
import { notify } from './service.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());

const get = (url: string, as: Account | undefined) =>
  t.app.inject({ method: 'GET', url, headers: as?.headers ?? {} });
const put = (url: string, as: Account | undefined) =>
  t.app.inject({ method: 'PUT', url, headers: as?.headers ?? {} });
const list = (as: Account, query = '') => get(`/api/notifications${query}`, as);
const unread = async (as: Account) => (await get('/api/notifications/unread-count', as)).json().data.count;

/** Gives `user` notifications straight through the service, oldest first. */
async function seed(user: Account, items: { type: NotificationType; title: string }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const view = await t.database.db.transaction((tx) =>
      notify(tx, { userId: user.user.id, type: item.type, title: item.title, message: `${item.title} body` }),
    );
    ids.push(view.id);
  }
  return ids;
}

describe('notifications from requests', () => {
  it("a request tells the post's owner, in the spec's words", async () => {
    const loadId = await createPost(t, who.broker);
    const before = (await notificationRows(t, who.broker.user.id)).length;
    const requestId = await makeRequest(t, loadId, who.rfp, 1850);

    const rows = (await notificationRows(t, who.broker.user.id)).slice(before);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'LOAD_REQUEST',
        title: 'New load request',
        message: `Prairie Freight requested your RFP load JOB-1001 ${PLACES.chicago} → ${PLACES.dallas} at $1,850.00`,
        loadId,
        requestId,
        isRead: false,
        readAt: null,
      }),
    ]);
    // The requester is not told about their own request.
    expect((await notificationRows(t, who.rfp.user.id)).filter((n) => n.requestId === requestId)).toEqual([]);
  });

  it('names a post without a job number by its lane and pickup date', async () => {
    const truckId = await createPost(t, who.rfd, {
      pickupDate: '2031-07-04',
      deliveryDate: '2031-07-06',
      availableDate: '2031-07-04',
    });
    const before = (await notificationRows(t, who.rfd.user.id)).length;
    await makeRequest(t, truckId, who.rfp, 1200);

    const [row] = (await notificationRows(t, who.rfd.user.id)).slice(before);
    expect(row?.message).toBe(
      `Prairie Freight requested your TRUCK load ${PLACES.atlanta} → ${PLACES.newYork} (pickup 07/04/2031) at $1,200.00`,
    );
  });

  it("is written in its recipient's language: a request to a French broker, the decision to a Spanish carrier", async () => {
    const owner = await signUp(t, 'BROKER', 'Maison du Fret');
    const carrier = await signUp(t, 'RFP_CARRIER', 'Transportes Sol');
    for (const [as, language] of [
      [owner, 'fr'],
      [carrier, 'es'],
    ] as const) {
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/settings/general',
        headers: as.headers,
        payload: { language },
      });
      expectStatus(saved, 200);
    }
    const loadId = await createPost(t, owner, { jobNumber: 'JOB-FR-1' });
    const requestId = await makeRequest(t, loadId, carrier, 1850.5);
    const [asked] = await notificationRows(t, owner.user.id);
    expect(asked?.message).toBe(
      `Transportes Sol a demandé votre chargement RFP JOB-FR-1 ${PLACES.chicago} → ${PLACES.dallas} à 1\u202f850,50\u00a0$`,
    );

    expectStatus(await decide(t, requestId, owner, { status: 'ACCEPTED' }), 200);
    const [answer] = await notificationRows(t, carrier.user.id);
    expect(answer?.message).toBe(
      `Maison du Fret aceptó su solicitud de la carga JOB-FR-1 ${PLACES.chicago} → ${PLACES.dallas} por $1,850.50`,
    );
  });

  it('a refused request (its transaction rolled back) tells nobody', async () => {
    const loadId = await createPost(t, who.broker);
    await makeRequest(t, loadId, who.rfd);
    const before = (await notificationRows(t, who.broker.user.id)).length;
    expect((await requestLoad(t, loadId, who.rfd)).statusCode).toBe(409);
    expect((await requestLoad(t, loadId, who.broker)).statusCode).toBe(409);
    expect(await notificationRows(t, who.broker.user.id)).toHaveLength(before);
  });
});

describe('GET /api/notifications', () => {
  let reader: Account;
  let ids: number[];

  beforeAll(async () => {
    reader = who.otherBroker;
    // 25 notifications: 15 LOAD_REQUEST, then 10 SYSTEM; the 5 oldest read.
    ids = await seed(reader, [
      ...Array.from({ length: 15 }, (_, i) => ({ type: 'LOAD_REQUEST' as const, title: `Request ${i + 1}` })),
      ...Array.from({ length: 10 }, (_, i) => ({ type: 'SYSTEM' as const, title: `System ${i + 1}` })),
    ]);
    for (const id of ids.slice(0, 5)) expectStatus(await put(`/api/notifications/${id}/read`, reader), 200);
  });

  it('answers the first page of 10, newest first, with the pagination block', async () => {
    const res = await list(reader);
    expectStatus(res, 200);
    const body = res.json();
    expect(body.status).toBe('success');
    const data = notificationListAnswer.parse(body.data);
    expect(data.notifications.map((n) => n.id)).toEqual(ids.slice(15).reverse());
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 25,
      itemsPerPage: 10,
      hasPreviousPage: false,
      hasNextPage: true,
    });
    const [newest] = data.notifications;
    expect(notificationView.strict().parse(newest)).toEqual({
      id: ids[24],
      type: 'SYSTEM',
      title: 'System 10',
      message: 'System 10 body',
      isRead: false,
      createdAt: expect.any(String),
      loadId: null,
      requestId: null,
      link: null,
    });
    expect(Number.isNaN(Date.parse(newest?.createdAt ?? ''))).toBe(false);
  });

  it('pages with page and limit', async () => {
    const page2 = (await list(reader, '?page=2')).json().data;
    expect(page2.notifications.map((n: { id: number }) => n.id)).toEqual(ids.slice(5, 15).reverse());
    expect(page2.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true, hasNextPage: true });

    const small = (await list(reader, '?limit=4&page=3')).json().data;
    expect(small.notifications.map((n: { id: number }) => n.id)).toEqual(ids.slice(13, 17).reverse());
    expect(small.pagination).toMatchObject({ currentPage: 3, totalPages: 7, itemsPerPage: 4 });

    const past = (await list(reader, '?page=9')).json().data;
    expect(past).toMatchObject({ notifications: [], pagination: { totalItems: 25, hasNextPage: false } });
  });

  it('filters by read state and type', async () => {
    const unreadOnly = (await list(reader, '?isRead=false&limit=100')).json().data;
    expect(unreadOnly.pagination.totalItems).toBe(20);
    expect(unreadOnly.notifications.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);

    const readOnly = (await list(reader, '?isRead=true')).json().data;
    expect(readOnly.notifications.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 5).reverse());

    const requests = (await list(reader, '?type=LOAD_REQUEST&limit=100')).json().data;
    expect(requests.pagination.totalItems).toBe(15);
    expect(requests.notifications.every((n: { type: string }) => n.type === 'LOAD_REQUEST')).toBe(true);

    const both = (await list(reader, '?type=LOAD_REQUEST&isRead=false')).json().data;
    expect(both.pagination.totalItems).toBe(10);

    // The screen's "All" sends empty values.
    expect((await list(reader, '?type=&isRead=')).json().data.pagination.totalItems).toBe(25);
  });

  it.each([
    ['?limit=101', 'Limit must be at most 100'],
    ['?limit=0', 'Limit must be 1 or more'],
    ['?page=0', 'Page must be 1 or more'],
    ['?isRead=yes', 'isRead must be true or false'],
    ['?type=LOAD_ALERTS', `Type must be one of ${NOTIFICATION_TYPES.join(', ')}`],
  ])('refuses %s (422)', async (query, error) => {
    const res = await list(reader, query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [error] });
  });

  it("shows only the caller's own notifications, an admin's too", async () => {
    const adminList = (await list(who.admin, '?limit=100')).json().data;
    expect(adminList.notifications.map((n: { id: number }) => n.id)).not.toContain(ids[0]);
    const theirs = await seed(who.admin, [{ type: 'SYSTEM', title: 'For the admin' }]);
    const again = (await list(who.admin, '?limit=100')).json().data;
    expect(again.notifications.map((n: { id: number }) => n.id)).toContain(theirs[0]);
    expect(
      (await list(reader, '?limit=100')).json().data.notifications.map((n: { id: number }) => n.id),
    ).not.toContain(theirs[0]);
  });

  it('needs a session (401)', async () => {
    const res = await get('/api/notifications', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: MESSAGES.unauthorized });
    expect((await get('/api/notifications/unread-count', undefined)).statusCode).toBe(401);
    expect((await put('/api/notifications/mark-all-read', undefined)).statusCode).toBe(401);
    expect((await put(`/api/notifications/${ids[0]}/read`, undefined)).statusCode).toBe(401);
  });

  it("writes each notification as its row reads, field by field in the contract's order (view.ts)", async () => {
    const owner = await signUp(t, 'BROKER', 'Written Freight');
    const loadId = await createPost(t, owner);
    await makeRequest(t, loadId, who.rfp, 1850);
    await t.database.db.transaction((tx) =>
      notify(tx, {
        userId: owner.user.id,
        type: 'LOAD_ALERT',
        title: 'Quotes " and \\ a backslash',
        message: 'Line one\nline two, tab\there, « Fret » à Québec, 🚚, \u0001',
        link: '/loads?near=60601&radius=50',
      }),
    );
    const written = (await list(owner)).json().data;
    const listed = notificationListAnswer.parse(written).notifications;
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    expect(rows.map((row) => row.loadId)).toEqual([null, loadId]);
    expect(listed).toEqual(rows.map(toNotificationView));
    // As sent: the contract's parse would give its own key order back whatever came.
    for (const view of written.notifications)
      expect(Object.keys(view)).toEqual(Object.keys(notificationView.shape));
  });
});

describe("the bell's count, checked with its session in one statement", () => {
  it('refuses an ended session (401), a blocked account (403), and counts for a new account (0)', async () => {
    const user = await signUp(t, 'RFD_CARRIER', 'Bell Hauling');
    expect((await get('/api/notifications/unread-count', user)).json()).toEqual({
      status: 'success',
      data: { count: 0 },
    });

    const other = await signUp(t, 'RFP_CARRIER', 'Quiet Freight');
    expectStatus(
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other.headers }),
      200,
    );
    const ended = await get('/api/notifications/unread-count', other);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ message: MESSAGES.sessionExpired });

    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.user.id));
    const blocked = await get('/api/notifications/unread-count', user);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', message: MESSAGES.accountInactive });

    const forged = await get('/api/notifications/unread-count', {
      ...other,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('unread count and marking read', () => {
  it('counts unread, marks one read (never back), then all', async () => {
    const user = who.rfd;
    const start = await unread(user);
    const [a, b, c] = await seed(user, [
      { type: 'SYSTEM', title: 'One' },
      { type: 'LOAD_ALERT', title: 'Two' },
      { type: 'SYSTEM', title: 'Three' },
    ]);
    expect(await unread(user)).toBe(start + 3);

    const first = await put(`/api/notifications/${a}/read`, user);
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({ status: 'success', data: { id: a, isRead: true, title: 'One' } });
    expect(await unread(user)).toBe(start + 2);
    const readAt = (await notificationRows(t, user.user.id)).find((n) => n.id === a)?.readAt;
    expect(readAt).toBeInstanceOf(Date);

    // Again: still read, same read time.
    const again = await put(`/api/notifications/${a}/read`, user);
    expect(again.json().data).toMatchObject({ id: a, isRead: true });
    expect((await notificationRows(t, user.user.id)).find((n) => n.id === a)?.readAt).toEqual(readAt);

    const all = await put('/api/notifications/mark-all-read', user);
    expectStatus(all, 200);
    expect(all.json()).toEqual({
      status: 'success',
      data: { updated: start + 2 },
      message: NOTIFICATION_MESSAGES.allMarkedRead,
    });
    expect(await unread(user)).toBe(0);
    const rows = await notificationRows(t, user.user.id);
    expect(rows.filter((n) => [a, b, c].includes(n.id)).every((n) => n.isRead && n.readAt)).toBe(true);
    // The first one keeps the time it was read.
    expect(rows.find((n) => n.id === a)?.readAt).toEqual(readAt);

    expect((await put('/api/notifications/mark-all-read', user)).json().data).toEqual({ updated: 0 });
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const [theirs] = await seed(who.broker, [{ type: 'SYSTEM', title: 'Private' }]);
    for (const stranger of [who.rfp, who.admin]) {
      const res = await put(`/api/notifications/${theirs}/read`, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: NOTIFICATION_MESSAGES.notFound });
    }
    expect((await notificationRows(t, who.broker.user.id)).find((n) => n.id === theirs)?.isRead).toBe(false);
    // Marking all read touches only the caller's own.
    await put('/api/notifications/mark-all-read', who.rfp);
    expect((await notificationRows(t, who.broker.user.id)).find((n) => n.id === theirs)?.isRead).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['987654', 'abc', '0', '-1', '99999999999']) {
      const res = await put(`/api/notifications/${id}/read`, who.rfp);
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('counts the notifications of a whole request journey', async () => {
    const loadId = await createPost(t, who.broker);
    const ownerStart = await unread(who.broker);
    const carrierStart = await unread(who.rfp);
    const id = await makeRequest(t, loadId, who.rfp);
    expect(await unread(who.broker)).toBe(ownerStart + 1);
    expectStatus(await decide(t, id, who.broker, { status: 'REJECTED' }), 200);
    expect(await unread(who.rfp)).toBe(carrierStart + 1);
    const [latest] = (await list(who.rfp, '?type=REQUEST_REJECTED')).json().data.notifications;
    expect(latest).toMatchObject({ requestId: id, loadId, isRead: false, title: 'Request rejected' });
  });
});
