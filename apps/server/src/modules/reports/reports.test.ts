import {
  LOAD_MESSAGES,
  NOTIFICATION_TITLES,
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  reportQueueAnswer,
} from '@loadboard/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loads, notifications, users } from '../../db/schema/index.ts';
import { activityRows, createPost } from '../loads/test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());

const report = (id: number | string, by: Account | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/loads/${id}/report`,
    ...(by ? { headers: by.headers } : {}),
    payload: payload as Record<string, unknown>,
  });

const queue = (by: Account | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/admin/reports', ...(by ? { headers: by.headers } : {}) });

const review = (id: number, by: Account | undefined, action: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/reports/${id}`,
    ...(by ? { headers: by.headers } : {}),
    payload: { action },
  });

/** The ids of the board's first page as `viewer` sees it (Avail. Loads), and its total. */
async function board(viewer: Account) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/loads/all-loads?limit=100',
    headers: viewer.headers,
  });
  expectStatus(res, 200);
  const { loads: listed, pagination } = res.json().data;
  return { ids: listed.map((load: { id: number }) => load.id) as number[], total: pagination.totalItems };
}

async function searchIds(viewer: Account): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/loads/search?limit=100',
    headers: viewer.headers,
  });
  expectStatus(res, 200);
  return res.json().data.map((load: { id: number }) => load.id);
}

async function mapIds(viewer: Account): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/loads/map?north=49&south=25&east=-66&west=-125&zoom=12',
    headers: viewer.headers,
  });
  expectStatus(res, 200);
  return res.json().data.posts.map((post: { id: number }) => post.id);
}

const notificationsOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

/** Three reporters of three companies, and a fourth account of the first one's company. */
async function reporters() {
  const [a, b, c, aAgain] = await Promise.all([
    signUp(t, 'RFP_CARRIER', 'Summit Carriers'),
    signUp(t, 'RFP_CARRIER', 'Delta Transport'),
    signUp(t, 'BROKER', 'Canyon Logistics'),
    signUp(t, 'RFD_CARRIER', 'summit carriers'),
  ]);
  return { a, b, c, aAgain };
}

describe('POST /api/loads/:id/report', () => {
  it('asks for a session (401)', async () => {
    const id = await createPost(t, who.broker);
    expect((await report(id, undefined, { reason: 'PHANTOM' })).statusCode).toBe(401);
  });

  it('files a report with its reason and note; no answer carries a deal’s rate', async () => {
    const id = await createPost(t, who.broker, { rate: 2345.67 });
    const res = await report(id, who.rfp, { reason: 'WRONG_DETAILS', note: '  The weight is 40,000 lb  ' });
    expectStatus(res, 201);
    expect(res.json()).toMatchObject({
      message: REPORT_MESSAGES.reported,
      data: { loadId: id, reason: 'WRONG_DETAILS', note: 'The weight is 40,000 lb', status: 'OPEN' },
    });
    expect(res.body).not.toContain('2345');
    const [logged] = (await activityRows(t, 'LOAD_REPORTED')).slice(-1);
    expect(logged).toMatchObject({ userId: who.rfp.user.id });
  });

  it.each([
    [{}, REPORT_MESSAGES.reasonRequired],
    [{ reason: 'BORING' }, REPORT_MESSAGES.reasonRequired],
    [{ reason: 'OTHER', note: 'x'.repeat(REPORT_NOTE_MAX + 1) }, REPORT_MESSAGES.noteTooLong],
  ])('refuses %j with its sentence (422)', async (payload, sentence) => {
    const id = await createPost(t, who.broker);
    const res = await report(id, who.rfp, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([sentence]);
  });

  it('refuses one’s own post (409) and a second open report (409)', async () => {
    const id = await createPost(t, who.broker);
    const own = await report(id, who.broker, { reason: 'OTHER' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(REPORT_MESSAGES.ownPost);
    expectStatus(await report(id, who.rfd, { reason: 'PHANTOM' }), 201);
    const again = await report(id, who.rfd, { reason: 'FRAUD' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MESSAGES.alreadyReported);
  });

  it('answers 404 for a post the member may not see, or none', async () => {
    const id = await createPost(t, who.broker);
    await t.database.db.update(loads).set({ status: 'COMPLETED' }).where(eq(loads.id, id));
    const hidden = await report(id, who.rfp, { reason: 'PHANTOM' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(LOAD_MESSAGES.notFound);
    expect((await report(999999, who.rfp, { reason: 'PHANTOM' })).statusCode).toBe(404);
  });
});

describe('three companies take a post off the board', () => {
  it('counts two accounts of one company once; at three the post leaves the board, search and map', async () => {
    const r = await reporters();
    const id = await createPost(t, who.otherBroker);
    const before = await board(who.rfp);
    expect(before.ids).toContain(id);
    expectStatus(await report(id, r.a, { reason: 'PHANTOM' }), 201);
    expectStatus(await report(id, r.aAgain, { reason: 'PHANTOM' }), 201);
    expectStatus(await report(id, r.b, { reason: 'FRAUD', note: 'Double brokered' }), 201);
    expect((await board(who.rfp)).ids).toContain(id);

    expectStatus(await report(id, r.c, { reason: 'WRONG_DETAILS' }), 201);
    const after = await board(who.rfp);
    expect(after.ids).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
    expect(await searchIds(who.rfp)).not.toContain(id);
    expect(await mapIds(who.rfp)).not.toContain(id);

    // Its owner still sees it, marked under review; others read no such mark.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/loads/view-loads?limit=100',
      headers: who.otherBroker.headers,
    });
    const listed = mine.json().data.loads.find((load: { id: number }) => load.id === id);
    expect(listed).toMatchObject({ underReview: true });
    const seen = await t.app.inject({ method: 'GET', url: `/api/loads/${id}`, headers: who.rfp.headers });
    expect(seen.json().data.underReview).toBeNull();
  });
});

describe('the admin’s queue', () => {
  it('is the admin’s only: 401 without a session, 403 for a member', async () => {
    expect((await queue(undefined)).statusCode).toBe(401);
    expect((await queue(who.broker)).statusCode).toBe(403);
    expect((await review(1, undefined, 'dismiss')).statusCode).toBe(401);
    expect((await review(1, who.rfp, 'dismiss')).statusCode).toBe(403);
  });

  it('groups open reports by post with the poster and the possible reposts, and no rate', async () => {
    const r = await reporters();
    const id = await createPost(t, who.broker, { rate: 4321.09, weight: 20000, pickupZip: '46204' });
    const repost = await createPost(t, who.otherBroker, { rate: 4321.09, weight: 20100, pickupZip: '46204' });
    expectStatus(await report(id, r.a, { reason: 'PHANTOM', note: 'Moved yesterday' }), 201);
    expectStatus(await report(id, r.b, { reason: 'FRAUD' }), 201);
    const res = await queue(who.admin);
    expectStatus(res, 200);
    expect(res.body).not.toContain('4321');
    const answer = reportQueueAnswer.strict().parse(res.json().data);
    const group = answer.groups.find((candidate) => candidate.post.id === id);
    const [broker] = await t.database.db.select().from(users).where(eq(users.id, who.broker.user.id));
    expect(group).toMatchObject({
      post: { id, loadType: 'RFP', status: 'ACTIVE', underReview: false, originLocation: 'Indianapolis, IN' },
      poster: {
        id: who.broker.user.id,
        email: who.broker.user.email,
        companyName: 'Blue Ridge Brokerage',
        userType: 'BROKER',
        memberSince: broker?.createdAt.toISOString(),
      },
      reports: [
        {
          reason: 'PHANTOM',
          note: 'Moved yesterday',
          reporterId: r.a.user.id,
          reporterCompany: 'Summit Carriers',
        },
        { reason: 'FRAUD', note: null, reporterId: r.b.user.id, reporterCompany: 'Delta Transport' },
      ],
      possibleReposts: [{ loadId: repost, companyName: 'Harbor Logistics' }],
    });
  });

  async function reportedByThree() {
    const r = await reporters();
    const id = await createPost(t, who.rfd);
    for (const [by, reason] of [
      [r.a, 'PHANTOM'],
      [r.b, 'FRAUD'],
      [r.c, 'PHANTOM'],
    ] as const)
      expectStatus(await report(id, by, { reason }), 201);
    return { r, id };
  }

  it('dismiss: the reports close, the post is back on the board, reporters learn it was in order', async () => {
    const { r, id } = await reportedByThree();
    expect((await board(who.rfp)).ids).not.toContain(id);
    const res = await review(id, who.admin, 'dismiss');
    expectStatus(res, 200);
    expect(res.json().message).toBe(REPORT_MESSAGES.reviewed);
    expect((await board(who.rfp)).ids).toContain(id);
    const [reviewed] = await notificationsOf(r.a.user.id);
    expect(reviewed).toMatchObject({
      type: 'REPORT_REVIEWED',
      title: NOTIFICATION_TITLES.reportReviewed,
      loadId: id,
    });
    expect(reviewed?.message).toMatch(/was reviewed: the post was found in order$/);
    expect(await notificationsOf(who.rfd.user.id)).not.toContainEqual(
      expect.objectContaining({ type: 'POST_REMOVED' }),
    );
    const [logged] = (await activityRows(t, 'REPORTS_REVIEWED')).slice(-1);
    expect(logged).toMatchObject({ userId: who.admin.user.id });
    expect(logged?.details).toContain(`Dismissed the reports on TRUCK load #${id}`);
    expect(
      (await queue(who.admin)).json().data.groups.map((g: { post: { id: number } }) => g.post.id),
    ).not.toContain(id);
    const again = await review(id, who.admin, 'dismiss');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(REPORT_MESSAGES.nothingToReview);
  });

  it('remove: the post is CANCELLED, its owner told why, reporters told it was removed', async () => {
    const { r, id } = await reportedByThree();
    expectStatus(await review(id, who.admin, 'remove'), 200);
    const [post] = await t.database.db.select().from(loads).where(eq(loads.id, id));
    expect(post).toMatchObject({ status: 'CANCELLED', underReview: false });
    const removed = (await notificationsOf(who.rfd.user.id)).find((n) => n.type === 'POST_REMOVED');
    expect(removed).toMatchObject({ title: NOTIFICATION_TITLES.postRemoved, loadId: id });
    expect(removed?.message).toMatch(
      /was removed after members reported it: phantom or already moved, suspected fraud or double brokering$/,
    );
    const [reviewed] = await notificationsOf(r.b.user.id);
    expect(reviewed?.message).toMatch(/: the post was removed$/);
    const [logged] = (await activityRows(t, 'REPORTS_REVIEWED')).slice(-1);
    expect(logged?.details).toContain(`load #${id}`);
  });

  it('suspend: the poster is suspended as Manage Users does; reporters hear only of the post', async () => {
    const poster = await signUp(t, 'BROKER', 'Phantom Freight');
    const r = await reporters();
    const id = await createPost(t, poster);
    for (const by of [r.a, r.b, r.c]) expectStatus(await report(id, by, { reason: 'FRAUD' }), 201);
    expectStatus(await review(id, who.admin, 'suspend'), 200);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, poster.user.id));
    expect(account?.status).toBe('suspended');
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/loads/view-loads',
      headers: poster.headers,
    });
    expect(blocked.statusCode).toBe(403);
    const [reviewed] = await notificationsOf(r.c.user.id);
    expect(reviewed?.message).toMatch(/: the post was removed$/);
    expect(reviewed?.message).not.toMatch(/suspend/i);
    const statusRows = await activityRows(t, 'STATUS_UPDATE');
    expect(statusRows.at(-1)?.details).toContain(`to suspended`);
    const [logged] = (await activityRows(t, 'REPORTS_REVIEWED')).slice(-1);
    expect(logged?.details).toContain(`load #${id}`);
  });

  it('refuses an unknown action (422)', async () => {
    const res = await review(1, who.admin, 'ban');
    expect(res.statusCode).toBe(422);
  });
});
