import {
  LOAD_MESSAGES,
  loadRequestsAnswer,
  loadRequestView,
  MESSAGES,
  requestOffer,
} from '@loadboard/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests, loads, notifications } from '../../db/schema/index.ts';
import { activityRows, createPost, PLACES } from '../loads/test-fixtures.ts';
import { selectRequestViews, toLoadRequestView } from './queries.ts';
import {
  counter,
  decide,
  listRequests,
  makeRequest,
  notificationRows,
  offer,
  requestLoad,
  requestRow,
} from './test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>> & { rfp2: Account };

beforeAll(async () => {
  t = await startTestApp();
  const [base, rfp2] = await Promise.all([accounts(t), signUp(t, 'RFP_CARRIER', 'Second Prairie Freight')]);
  who = { ...base, rfp2 };
});
afterAll(() => t.close());

const accept = { status: 'ACCEPTED' };
const reject = { status: 'REJECTED' };

const loadRow = async (id: number) => (await t.database.db.select().from(loads).where(eq(loads.id, id)))[0];

function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status: 'error', message });
}

describe('GET /api/loads/:id/requests', () => {
  it("lists a post's requests newest first, for its owner and for a SUPER_ADMIN", async () => {
    const loadId = await createPost(t, who.broker);
    const first = await makeRequest(t, loadId, who.rfp, 1800);
    const second = await makeRequest(t, loadId, who.rfd, 1900);
    const third = await makeRequest(t, loadId, who.rfp2, 2000);

    for (const viewer of [who.broker, who.admin]) {
      const res = await listRequests(t, loadId, viewer);
      expectStatus(res, 200);
      const body = res.json();
      expect(body.status).toBe('success');
      const { requests } = loadRequestsAnswer.parse(body.data);
      expect(requests.map((r) => r.id)).toEqual([third, second, first]);
      expect(requests[0]).toMatchObject({
        loadId,
        status: 'PENDING',
        proposedRate: 2000,
        responseMessage: null,
        requestedBy: { id: who.rfp2.user.id, companyName: 'Second Prairie Freight' },
      });
    }
  });

  it("writes each request as its row reads, field by field in the contract's order (queries.ts)", async () => {
    const loadId = await createPost(t, who.broker);
    const tricky = 'Quotes " and \\ a backslash\nline two, tab\there, « Fret » à Québec, 🚚, \u0001';
    const first = await makeRequest(t, loadId, who.rfp, 1850.5);
    const second = (await requestLoad(t, loadId, who.rfd, offer(2000, tricky))).json().data.id;
    const third = await makeRequest(t, loadId, who.rfp2, 1500);
    expectStatus(await decide(t, first, who.broker, { status: 'REJECTED', responseMessage: tricky }), 200);
    // A thread of counters, with and without a message, and one withdrawn after its counter.
    expectStatus(await counter(t, second, who.broker, { rate: 2100.75, message: tricky }), 200);
    expectStatus(await counter(t, second, who.broker, { rate: 2050 }), 200);
    expectStatus(await counter(t, third, who.broker, { rate: 1600 }), 200);
    expectStatus(await decide(t, third, who.rfp2, { status: 'WITHDRAWN' }), 200);
    const written = (await listRequests(t, loadId, who.broker)).json().data;
    const rows = await selectRequestViews(t.database.db)
      .where(eq(loadRequests.loadId, loadId))
      .orderBy(desc(loadRequests.createdAt), desc(loadRequests.id));
    expect(rows.map((row) => row.request.message)).toContain(tricky);
    expect(rows.flatMap((row) => row.request.counters).map((c) => c.message)).toEqual([null, tricky, null]);
    expect(loadRequestsAnswer.parse(written).requests).toEqual(rows.map(toLoadRequestView));
    expect(written.requests.map((view: { offers: unknown[] }) => view.offers.length)).toEqual([2, 3, 1]);
    // As sent: the contract's parse would give its own key order back whatever came.
    for (const view of written.requests) {
      expect(Object.keys(view)).toEqual(Object.keys(loadRequestView.shape));
      expect(Object.keys(view.requestedBy)).toEqual(Object.keys(loadRequestView.shape.requestedBy.shape));
      for (const one of view.offers) expect(Object.keys(one)).toEqual(Object.keys(requestOffer.shape));
    }
  });

  it('answers an empty list for a post nobody requested', async () => {
    const loadId = await createPost(t, who.broker);
    const res = await listRequests(t, loadId, who.broker);
    expect(res.json()).toEqual({ status: 'success', data: { requests: [] } });
  });

  it('refuses everyone else (403), even the requesters, and needs a session (401)', async () => {
    const loadId = await createPost(t, who.broker);
    await makeRequest(t, loadId, who.rfp);
    for (const other of [who.otherBroker, who.rfp, who.rfd]) {
      const res = await listRequests(t, loadId, other);
      expectError(res, 403, LOAD_MESSAGES.notYourLoad);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expectError(await listRequests(t, loadId, undefined), 401, MESSAGES.unauthorized);
  });

  it('answers 404 for an unknown or malformed load', async () => {
    expectError(await listRequests(t, 987654, who.broker), 404, LOAD_MESSAGES.notFound);
    expectError(await listRequests(t, 'abc', who.broker), 404, LOAD_MESSAGES.notFound);
  });
});

describe('PATCH /api/requests/:id/status', () => {
  it('accepts: the request ACCEPTED, the post ASSIGNED to the carrier at the proposed rate, the others REJECTED', async () => {
    const loadId = await createPost(t, who.broker);
    const winner = await makeRequest(t, loadId, who.rfp, 1850);
    const loserA = await makeRequest(t, loadId, who.rfd, 1700);
    const loserB = await makeRequest(t, loadId, who.rfp2, 2100);
    const notificationsBefore = {
      rfp: (await notificationRows(t, who.rfp.user.id)).length,
      rfd: (await notificationRows(t, who.rfd.user.id)).length,
      rfp2: (await notificationRows(t, who.rfp2.user.id)).length,
    };
    const activityBefore = (await activityRows(t, 'STATUS_UPDATE')).length;

    const res = await decide(t, winner, who.broker, accept);
    expectStatus(res, 200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: LOAD_MESSAGES.requestAccepted });
    expect(loadRequestView.strict().parse(body.data)).toMatchObject({
      id: winner,
      status: 'ACCEPTED',
      proposedRate: 1850,
      responseMessage: LOAD_MESSAGES.acceptResponse,
    });

    const load = await loadRow(loadId);
    expect(load).toMatchObject({
      status: 'ASSIGNED',
      assignedCarrierId: who.rfp.user.id,
      agreedRate: 1850,
    });
    expect(load?.assignedAt).toBeInstanceOf(Date);

    expect(await requestRow(t, winner)).toMatchObject({
      status: 'ACCEPTED',
      responseMessage: LOAD_MESSAGES.acceptResponse,
    });
    expect((await requestRow(t, winner))?.decidedAt).toBeInstanceOf(Date);
    for (const loser of [loserA, loserB]) {
      const row = await requestRow(t, loser);
      expect(row).toMatchObject({ status: 'REJECTED', responseMessage: LOAD_MESSAGES.rejectResponse });
      expect(row?.decidedAt).toBeInstanceOf(Date);
    }

    // One notification to each carrier: accepted to the winner, rejected to each of the others.
    const winnerNotes = (await notificationRows(t, who.rfp.user.id)).slice(notificationsBefore.rfp);
    expect(winnerNotes).toEqual([
      expect.objectContaining({
        type: 'REQUEST_ACCEPTED',
        title: 'Request accepted',
        message: `Blue Ridge Brokerage accepted your request for load JOB-1001 ${PLACES.chicago} → ${PLACES.dallas} at $1,850.00`,
        loadId,
        requestId: winner,
        isRead: false,
      }),
    ]);
    for (const [key, requestId, rate] of [
      ['rfd', loserA, '$1,700.00'],
      ['rfp2', loserB, '$2,100.00'],
    ] as const) {
      const notes = (await notificationRows(t, who[key].user.id)).slice(notificationsBefore[key]);
      expect(notes).toEqual([
        expect.objectContaining({
          type: 'REQUEST_REJECTED',
          title: 'Request rejected',
          message: `Blue Ridge Brokerage rejected your request for load JOB-1001 ${PLACES.chicago} → ${PLACES.dallas} at ${rate}: the load was assigned to another carrier`,
          loadId,
          requestId,
        }),
      ]);
    }

    const activity = (await activityRows(t, 'STATUS_UPDATE')).slice(activityBefore);
    expect(activity).toEqual([
      expect.objectContaining({
        userId: who.broker.user.id,
        details: `Load #${loadId} status ACTIVE → ASSIGNED: accepted request #${winner} at $1,850.00; 2 other open request(s) rejected`,
      }),
    ]);
  });

  it('keeps the response message the owner writes', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    const res = await decide(t, id, who.broker, {
      status: 'ACCEPTED',
      responseMessage: '  See you Tuesday  ',
    });
    expectStatus(res, 200);
    expect(res.json().data.responseMessage).toBe('See you Tuesday');
  });

  it('rejects: the request REJECTED with the default message, the post still ACTIVE, the carrier told', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfd, 1999.5);
    const other = await makeRequest(t, loadId, who.rfp);
    const before = (await notificationRows(t, who.rfd.user.id)).length;

    const res = await decide(t, id, who.broker, reject);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: LOAD_MESSAGES.requestRejected,
      data: { id, status: 'REJECTED', responseMessage: LOAD_MESSAGES.rejectResponse },
    });
    expect(await loadRow(loadId)).toMatchObject({
      status: 'ACTIVE',
      assignedCarrierId: null,
      agreedRate: null,
    });
    expect(await requestRow(t, other)).toMatchObject({ status: 'PENDING' });
    expect((await notificationRows(t, who.rfd.user.id)).slice(before)).toEqual([
      expect.objectContaining({
        type: 'REQUEST_REJECTED',
        title: 'Request rejected',
        message: `Blue Ridge Brokerage rejected your request for load JOB-1001 ${PLACES.chicago} → ${PLACES.dallas} at $1,999.50`,
        requestId: id,
      }),
    ]);
  });

  it('decides only a PENDING request (409), whatever comes next', async () => {
    const loadId = await createPost(t, who.broker);
    const accepted = await makeRequest(t, loadId, who.rfp);
    const autoRejected = await makeRequest(t, loadId, who.rfd);
    expectStatus(await decide(t, accepted, who.broker, accept), 200);

    expectError(await decide(t, accepted, who.broker, reject), 409, LOAD_MESSAGES.requestAlreadyAccepted);
    expectError(await decide(t, accepted, who.broker, accept), 409, LOAD_MESSAGES.requestAlreadyAccepted);
    expectError(await decide(t, autoRejected, who.broker, reject), 409, LOAD_MESSAGES.requestAlreadyRejected);
    // Accepting another request on the post now assigned: the post is gone.
    expectError(await decide(t, autoRejected, who.broker, accept), 409, LOAD_MESSAGES.loadNoLongerAvailable);
    expect(await requestRow(t, accepted)).toMatchObject({ status: 'ACCEPTED' });

    const loadId2 = await createPost(t, who.broker);
    const rejected = await makeRequest(t, loadId2, who.rfp);
    expectStatus(await decide(t, rejected, who.broker, reject), 200);
    expectError(await decide(t, rejected, who.broker, accept), 409, LOAD_MESSAGES.requestAlreadyRejected);
    expectError(await decide(t, rejected, who.broker, reject), 409, LOAD_MESSAGES.requestAlreadyRejected);
    expect(await loadRow(loadId2)).toMatchObject({ status: 'ACTIVE' });
  });

  it('accepts only on an ACTIVE post (409), and creates no notification when it fails', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    await t.database.db.update(loads).set({ status: 'CANCELLED' }).where(eq(loads.id, loadId));
    const before = (await notificationRows(t, who.rfp.user.id)).length;

    const res = await decide(t, id, who.broker, accept);
    expectError(res, 409, LOAD_MESSAGES.loadNoLongerAvailable);
    expect(res.json().code).toBe('CONFLICT');
    expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING', decidedAt: null });
    expect(await loadRow(loadId)).toMatchObject({ status: 'CANCELLED', assignedCarrierId: null });
    expect(await notificationRows(t, who.rfp.user.id)).toHaveLength(before);

    // Rejecting a request on a post that is no longer ACTIVE is still allowed.
    expectStatus(await decide(t, id, who.broker, reject), 200);
  });

  it('lets a SUPER_ADMIN decide on any post', async () => {
    const loadId = await createPost(t, who.otherBroker);
    const id = await makeRequest(t, loadId, who.rfp, 2222);
    const res = await decide(t, id, who.admin, accept);
    expectStatus(res, 200);
    expect(await loadRow(loadId)).toMatchObject({
      status: 'ASSIGNED',
      assignedCarrierId: who.rfp.user.id,
      agreedRate: 2222,
    });
    // The carrier hears it from the post's owner.
    const [last] = (await notificationRows(t, who.rfp.user.id)).slice(-1);
    expect(last).toMatchObject({ type: 'REQUEST_ACCEPTED', requestId: id });
    expect(last?.message).toMatch(/^Harbor Logistics accepted your request/);
  });

  it('refuses everyone but the owner and a SUPER_ADMIN (403); the requester has no counter to answer (409)', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    for (const other of [who.otherBroker, who.rfd]) {
      for (const body of [accept, reject, { status: 'WITHDRAWN' }]) {
        const res = await decide(t, id, other, body);
        expectError(res, 403, LOAD_MESSAGES.notYourLoad);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    for (const body of [accept, reject]) {
      expectError(await decide(t, id, who.rfp, body), 409, LOAD_MESSAGES.noCounterToAnswer);
    }
    expectError(await decide(t, id, undefined, accept), 401, MESSAGES.unauthorized);
    expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING' });
    expect(await loadRow(loadId)).toMatchObject({ status: 'ACTIVE' });
  });

  it('answers 404 for an unknown or malformed request', async () => {
    expectError(await decide(t, 987654, who.broker, accept), 404, LOAD_MESSAGES.requestNotFound);
    expectError(await decide(t, 'abc', who.broker, accept), 404, LOAD_MESSAGES.requestNotFound);
    expectError(await decide(t, 0, who.broker, reject), 404, LOAD_MESSAGES.requestNotFound);
  });

  it.each<[string, unknown, string[]]>([
    ['no status', {}, ['Status must be ACCEPTED, REJECTED or WITHDRAWN']],
    ['PENDING', { status: 'PENDING' }, ['Status must be ACCEPTED, REJECTED or WITHDRAWN']],
    ['a lower-case status', { status: 'accepted' }, ['Status must be ACCEPTED, REJECTED or WITHDRAWN']],
    [
      'a response message over 1000 characters',
      { status: 'ACCEPTED', responseMessage: 'x'.repeat(1001) },
      ['Response message must be at most 1000 characters'],
    ],
  ])('refuses %s (422)', async (_case, body, errors) => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    const res = await decide(t, id, who.broker, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION', errors });
    expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING' });
  });

  it('lets exactly one of 8 accepts racing on one post win; the rest get 409', async () => {
    const carriers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(t, 'RFP_CARRIER', `Racing Carrier ${i + 1}`)),
    );
    const loadId = await createPost(t, who.broker);
    const ids: number[] = [];
    for (const [i, carrier] of carriers.entries()) ids.push(await makeRequest(t, loadId, carrier, 1000 + i));

    const answers = await Promise.all(ids.map((id) => decide(t, id, who.broker, accept)));
    const winners = answers.filter((res) => res.statusCode === 200);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: LOAD_MESSAGES.loadNoLongerAvailable });
    }

    const winnerId = winners[0]?.json().data.id as number;
    const winnerIndex = ids.indexOf(winnerId);
    const winner = carriers[winnerIndex] as Account;
    const rows = await t.database.db.select().from(loadRequests).where(eq(loadRequests.loadId, loadId));
    expect(rows.filter((r) => r.status === 'ACCEPTED').map((r) => r.id)).toEqual([winnerId]);
    expect(rows.filter((r) => r.status === 'REJECTED')).toHaveLength(7);
    expect(await loadRow(loadId)).toMatchObject({
      status: 'ASSIGNED',
      assignedCarrierId: winner.user.id,
      agreedRate: 1000 + winnerIndex,
    });

    // Each carrier was told exactly once: the winner accepted, the rest rejected.
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.loadId, loadId));
    const decisions = notes.filter((n) => n.type !== 'LOAD_REQUEST');
    expect(decisions).toHaveLength(8);
    expect(decisions.filter((n) => n.type === 'REQUEST_ACCEPTED').map((n) => n.userId)).toEqual([
      winner.user.id,
    ]);
    expect(new Set(decisions.map((n) => n.userId)).size).toBe(8);
  });
});
