import {
  LOAD_MESSAGES,
  loadRequestsAnswer,
  loadRequestView,
  MAX_COUNTERS,
  MESSAGES,
  NOTIFICATION_TITLES,
} from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests, loads, userSettings } from '../../db/schema/index.ts';
import { activityRows, createPost, PLACES } from '../loads/test-fixtures.ts';
import {
  counter,
  decide,
  listRequests,
  makeRequest,
  notificationRows,
  requestLoad,
  requestRow,
} from './test-fixtures.ts';

/**
 * Counter-offers and the requester's answers (POST /api/requests/:id/counter, and PATCH
 * /api/requests/:id/status by the requester): every transition allowed and refused, by role and
 * by state, and the thread of offers each request carries.
 */
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
const withdraw = { status: 'WITHDRAWN' };
const LANE = `JOB-1001 ${PLACES.chicago} → ${PLACES.dallas}`;

const loadRow = async (id: number) => (await t.database.db.select().from(loads).where(eq(loads.id, id)))[0];

function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json()).toMatchObject({ status: 'error', message });
}

/** The notifications a user got since `before` of them. */
const newNotes = async (account: Account, before: number) =>
  (await notificationRows(t, account.user.id)).slice(before);
const noteCount = async (account: Account) => (await notificationRows(t, account.user.id)).length;

/** A broker's post with a PENDING request by the RFP carrier at 1800, countered at `rate`. */
async function countered(rate = 2000, requester: Account = who.rfp) {
  const loadId = await createPost(t, who.broker);
  const id = await makeRequest(t, loadId, requester, 1800);
  expectStatus(await counter(t, id, who.broker, { rate, message: 'Can you meet me here?' }), 200);
  return { loadId, id };
}

describe('POST /api/requests/:id/counter', () => {
  it('counters a PENDING request: COUNTERED at the rate, the thread grown, the requester told', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp, 1800);
    const before = await noteCount(who.rfp);

    const res = await counter(t, id, who.broker, { rate: '2050.50', message: '  Meet me here  ' });
    expectStatus(res, 200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: LOAD_MESSAGES.countered });
    const view = loadRequestView.strict().parse(body.data);
    expect(view).toMatchObject({
      id,
      status: 'COUNTERED',
      proposedRate: 1800,
      counterRate: 2050.5,
      booked: false,
    });
    expect(view.offers).toEqual([
      { by: 'REQUESTER', rate: 1800, message: "I'm interested in this load.", at: view.createdAt },
      { by: 'OWNER', rate: 2050.5, message: 'Meet me here', at: expect.any(String) },
    ]);
    expect(Date.parse(view.offers[1]?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(view.createdAt));
    expect(await requestRow(t, id)).toMatchObject({
      status: 'COUNTERED',
      counterRate: 2050.5,
      decidedAt: null,
    });
    expect(await loadRow(loadId)).toMatchObject({ status: 'ACTIVE', agreedRate: null });
    expect(await newNotes(who.rfp, before)).toEqual([
      expect.objectContaining({
        type: 'REQUEST_COUNTERED',
        title: NOTIFICATION_TITLES.requestCountered,
        message: `Blue Ridge Brokerage countered your request for load ${LANE} with $2,050.50`,
        loadId,
        requestId: id,
        isRead: false,
      }),
    ]);
  });

  it('counters again: the new number replaces the last, every counter stays in the thread', async () => {
    const { id } = await countered(2000);
    const res = await counter(t, id, who.broker, { rate: 1950 });
    expectStatus(res, 200);
    const view = loadRequestView.parse(res.json().data);
    expect(view.counterRate).toBe(1950);
    expect(view.offers.map((offer) => [offer.by, offer.rate, offer.message])).toEqual([
      ['REQUESTER', 1800, "I'm interested in this load."],
      ['OWNER', 2000, 'Can you meet me here?'],
      ['OWNER', 1950, null],
    ]);
  });

  it(`allows ${MAX_COUNTERS} counters a request, then refuses the next (409) and keeps the last`, async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp, 1500);
    for (let n = 1; n <= MAX_COUNTERS; n++)
      expectStatus(await counter(t, id, who.broker, { rate: 2000 + n }), 200);
    const before = await noteCount(who.rfp);
    expectError(await counter(t, id, who.broker, { rate: 3000 }), 409, LOAD_MESSAGES.counterLimit);
    const row = await requestRow(t, id);
    expect(row?.counterRate).toBe(2000 + MAX_COUNTERS);
    expect(row?.counters).toHaveLength(MAX_COUNTERS);
    expect(await noteCount(who.rfp)).toBe(before);
  });

  it('lets a SUPER_ADMIN counter on any post; the requester hears it from the post’s owner', async () => {
    const loadId = await createPost(t, who.otherBroker);
    const id = await makeRequest(t, loadId, who.rfp, 1700);
    expectStatus(await counter(t, id, who.admin, { rate: 1750 }), 200);
    const [last] = (await notificationRows(t, who.rfp.user.id)).slice(-1);
    expect(last).toMatchObject({ type: 'REQUEST_COUNTERED', requestId: id });
    expect(last?.message).toMatch(/^Harbor Logistics countered your request/);
  });

  it('refuses everyone but the owner and a SUPER_ADMIN (403), the requester included', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    for (const other of [who.otherBroker, who.rfd, who.rfp]) {
      const res = await counter(t, id, other, { rate: 2000 });
      expectError(res, 403, LOAD_MESSAGES.notYourLoad);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expectError(await counter(t, id, undefined, { rate: 2000 }), 401, MESSAGES.unauthorized);
    expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING', counterRate: null, counters: [] });
  });

  it('answers 404 for an unknown or malformed request', async () => {
    for (const id of [987654, 'abc', 0]) {
      expectError(await counter(t, id, who.broker, { rate: 2000 }), 404, LOAD_MESSAGES.requestNotFound);
    }
  });

  it('counters only an open request on an ACTIVE post (409)', async () => {
    const loadId = await createPost(t, who.broker);
    const accepted = await makeRequest(t, loadId, who.rfp);
    const rejected = await makeRequest(t, loadId, who.rfd);
    expectStatus(await decide(t, accepted, who.broker, accept), 200);
    expectError(await counter(t, accepted, who.broker, { rate: 1 }), 409, LOAD_MESSAGES.counterNotOpen);
    expectError(await counter(t, rejected, who.broker, { rate: 1 }), 409, LOAD_MESSAGES.counterNotOpen);

    const cancelledPost = await createPost(t, who.broker);
    const pending = await makeRequest(t, cancelledPost, who.rfp);
    const withdrawn = await makeRequest(t, cancelledPost, who.rfd);
    expectStatus(await decide(t, withdrawn, who.rfd, withdraw), 200);
    expectError(
      await counter(t, withdrawn, who.broker, { rate: 1 }),
      409,
      LOAD_MESSAGES.requestAlreadyWithdrawn,
    );
    await t.database.db.update(loads).set({ status: 'CANCELLED' }).where(eq(loads.id, cancelledPost));
    expectError(await counter(t, pending, who.broker, { rate: 1 }), 409, LOAD_MESSAGES.loadNoLongerAvailable);
    expect(await requestRow(t, pending)).toMatchObject({ status: 'PENDING', counters: [] });
  });

  it.each<[string, unknown, string]>([
    ['no rate', {}, 'Counter rate is required'],
    ['an empty rate', { rate: '' }, 'Counter rate is required'],
    ['a rate of 0', { rate: 0 }, 'Counter rate must be more than 0'],
    ['a negative rate', { rate: -5 }, 'Counter rate must be more than 0'],
    ['a rate that is not a number', { rate: 'lots' }, 'Counter rate must be a number'],
    ['a rate in fractions of a cent', { rate: 1.001 }, 'Counter rate must have at most 2 decimal places'],
    [
      'a message over 1000 characters',
      { rate: 10, message: 'x'.repeat(1001) },
      'Message must be at most 1000 characters',
    ],
  ])('refuses %s with its sentence (422)', async (_case, body, sentence) => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    const res = await counter(t, id, who.broker, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION' });
    expect(res.json().errors).toContain(sentence);
    expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING', counters: [] });
  });

  it('writes the counter in the requester’s language', async () => {
    const [fr, es] = await Promise.all([
      signUp(t, 'RFP_CARRIER', 'Fret du Nord'),
      signUp(t, 'RFP_CARRIER', 'Carga del Sur'),
    ]);
    await t.database.db.insert(userSettings).values([
      { userId: fr.user.id, language: 'fr' },
      { userId: es.user.id, language: 'es' },
    ]);
    await countered(2000, fr);
    await countered(2000, es);
    const [frNote] = (await notificationRows(t, fr.user.id)).slice(-1);
    const [esNote] = (await notificationRows(t, es.user.id)).slice(-1);
    expect(frNote?.message).toMatch(
      /^Blue Ridge Brokerage a fait une contre-offre de 2\s000,00\s\$ à votre demande/,
    );
    expect(esNote?.message).toBe(
      `Blue Ridge Brokerage hizo una contraoferta de $2,000.00 a su solicitud de la carga ${LANE}`,
    );
  });
});

describe('the post’s side on a COUNTERED request', () => {
  it('may not accept it: the requester answers a counter (409)', async () => {
    const { loadId, id } = await countered();
    expectError(await decide(t, id, who.broker, accept), 409, LOAD_MESSAGES.counterAwaitsAnswer);
    expectError(await decide(t, id, who.admin, accept), 409, LOAD_MESSAGES.counterAwaitsAnswer);
    expect(await loadRow(loadId)).toMatchObject({ status: 'ACTIVE' });
  });

  it('may reject it, and the requester is told', async () => {
    const { id } = await countered();
    const before = await noteCount(who.rfp);
    const res = await decide(t, id, who.broker, reject);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      message: LOAD_MESSAGES.requestRejected,
      data: { status: 'REJECTED' },
    });
    expect(await newNotes(who.rfp, before)).toEqual([
      expect.objectContaining({ type: 'REQUEST_REJECTED', requestId: id }),
    ]);
  });

  it('may not withdraw a request it did not file (403)', async () => {
    const { id } = await countered();
    for (const owner of [who.broker, who.admin]) {
      expectError(await decide(t, id, owner, withdraw), 403, LOAD_MESSAGES.notYourRequest);
    }
    expect(await requestRow(t, id)).toMatchObject({ status: 'COUNTERED' });
  });
});

describe('the requester answers a counter', () => {
  it('accepts: the deal at the counter rate, the other open requests rejected, the owner told', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp, 1800);
    const otherPending = await makeRequest(t, loadId, who.rfd, 1700);
    const otherCountered = await makeRequest(t, loadId, who.rfp2, 1600);
    expectStatus(await counter(t, otherCountered, who.broker, { rate: 1900 }), 200);
    expectStatus(await counter(t, id, who.broker, { rate: 2100.25 }), 200);
    const before = {
      broker: await noteCount(who.broker),
      rfp: await noteCount(who.rfp),
      rfd: await noteCount(who.rfd),
      rfp2: await noteCount(who.rfp2),
    };
    const activityBefore = (await activityRows(t, 'STATUS_UPDATE')).length;

    const res = await decide(t, id, who.rfp, accept);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ status: 'success', message: LOAD_MESSAGES.counterAccepted });
    expect(loadRequestView.strict().parse(res.json().data)).toMatchObject({
      status: 'ACCEPTED',
      proposedRate: 1800,
      counterRate: 2100.25,
      responseMessage: null,
    });
    expect(await loadRow(loadId)).toMatchObject({
      status: 'ASSIGNED',
      assignedCarrierId: who.rfp.user.id,
      agreedRate: 2100.25,
    });
    for (const other of [otherPending, otherCountered]) {
      expect(await requestRow(t, other)).toMatchObject({
        status: 'REJECTED',
        responseMessage: LOAD_MESSAGES.rejectResponse,
      });
    }
    expect(await newNotes(who.broker, before.broker)).toEqual([
      expect.objectContaining({
        type: 'COUNTER_ACCEPTED',
        title: NOTIFICATION_TITLES.counterAccepted,
        message: `Prairie Freight accepted your counter-offer for load ${LANE} at $2,100.25`,
        requestId: id,
      }),
    ]);
    expect(await newNotes(who.rfp, before.rfp)).toEqual([]);
    for (const [account, requestId] of [
      [who.rfd, otherPending],
      [who.rfp2, otherCountered],
    ] as const) {
      const key = account === who.rfd ? 'rfd' : 'rfp2';
      expect(await newNotes(account, before[key])).toEqual([
        expect.objectContaining({ type: 'REQUEST_REJECTED', requestId }),
      ]);
    }
    expect((await activityRows(t, 'STATUS_UPDATE')).slice(activityBefore)).toEqual([
      expect.objectContaining({
        userId: who.rfp.user.id,
        details: `Load #${loadId} status ACTIVE → ASSIGNED: counter-offer on request #${id} accepted at $2,100.25; 2 other open request(s) rejected`,
      }),
    ]);
    // The deal is made: nothing more to answer.
    expectError(await decide(t, id, who.rfp, accept), 409, LOAD_MESSAGES.requestNotOpen);
    expectError(await decide(t, id, who.rfp, withdraw), 409, LOAD_MESSAGES.requestNotOpen);
    expectError(await decide(t, id, who.broker, reject), 409, LOAD_MESSAGES.requestAlreadyAccepted);
  });

  it('declines: the request REJECTED, the post still ACTIVE, the owner told', async () => {
    const { loadId, id } = await countered(2300);
    const before = await noteCount(who.broker);
    const res = await decide(t, id, who.rfp, { status: 'REJECTED', responseMessage: 'Too high for me' });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      message: LOAD_MESSAGES.counterDeclined,
      data: { status: 'REJECTED', counterRate: 2300, responseMessage: 'Too high for me' },
    });
    expect(await loadRow(loadId)).toMatchObject({ status: 'ACTIVE', assignedCarrierId: null });
    expect(await newNotes(who.broker, before)).toEqual([
      expect.objectContaining({
        type: 'COUNTER_DECLINED',
        title: NOTIFICATION_TITLES.counterDeclined,
        message: `Prairie Freight declined your counter-offer for load ${LANE} at $2,300.00`,
      }),
    ]);
    expectError(await decide(t, id, who.rfp, reject), 409, LOAD_MESSAGES.requestNotOpen);
    expectError(await counter(t, id, who.broker, { rate: 2000 }), 409, LOAD_MESSAGES.counterNotOpen);
  });

  it('takes a counter only on an ACTIVE post (409)', async () => {
    const { loadId, id } = await countered();
    await t.database.db.update(loads).set({ status: 'CANCELLED' }).where(eq(loads.id, loadId));
    expectError(await decide(t, id, who.rfp, accept), 409, LOAD_MESSAGES.loadNoLongerAvailable);
    expect(await requestRow(t, id)).toMatchObject({ status: 'COUNTERED' });
    // Declining closes it all the same.
    expectStatus(await decide(t, id, who.rfp, reject), 200);
  });

  it('has no counter to answer on a PENDING request (409)', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    for (const body of [accept, reject]) {
      expectError(await decide(t, id, who.rfp, body), 409, LOAD_MESSAGES.noCounterToAnswer);
    }
    expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING' });
  });

  it('is for the requester alone: other members get 403', async () => {
    const { id } = await countered();
    for (const other of [who.rfd, who.rfp2, who.otherBroker]) {
      for (const body of [accept, reject, withdraw]) {
        expectError(await decide(t, id, other, body), 403, LOAD_MESSAGES.notYourLoad);
      }
    }
    expect(await requestRow(t, id)).toMatchObject({ status: 'COUNTERED' });
  });

  it('lets an accepted counter and the owner’s accept of another request race: exactly one deal', async () => {
    for (let round = 0; round < 3; round++) {
      const { loadId, id } = await countered(2000);
      const other = await makeRequest(t, loadId, who.rfd, 1900);
      const answers = await Promise.all([
        decide(t, id, who.rfp, accept),
        decide(t, other, who.broker, accept),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.database.db.select().from(loadRequests).where(eq(loadRequests.loadId, loadId));
      const won = rows.filter((row) => row.status === 'ACCEPTED');
      expect(won).toHaveLength(1);
      const load = await loadRow(loadId);
      expect(load?.assignedCarrierId).toBe(won[0]?.requesterId);
      expect(load?.agreedRate).toBe(won[0]?.id === id ? 2000 : 1900);
    }
  });
});

describe('withdrawing a request', () => {
  it('withdraws a PENDING request: WITHDRAWN, the owner told and shown it', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp, 1850);
    const before = await noteCount(who.broker);
    const res = await decide(t, id, who.rfp, withdraw);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      message: LOAD_MESSAGES.requestWithdrawn,
      data: { id, status: 'WITHDRAWN' },
    });
    expect((await requestRow(t, id))?.decidedAt).toBeInstanceOf(Date);
    expect(await newNotes(who.broker, before)).toEqual([
      expect.objectContaining({
        type: 'REQUEST_WITHDRAWN',
        title: NOTIFICATION_TITLES.requestWithdrawn,
        message: `Prairie Freight withdrew their request for load ${LANE} at $1,850.00`,
        requestId: id,
      }),
    ]);
    const listed = loadRequestsAnswer.parse((await listRequests(t, loadId, who.broker)).json().data);
    expect(listed.requests).toEqual([expect.objectContaining({ id, status: 'WITHDRAWN' })]);
    expect(await loadRow(loadId)).toMatchObject({ status: 'ACTIVE' });
  });

  it('withdraws a COUNTERED request', async () => {
    const { id } = await countered();
    expectStatus(await decide(t, id, who.rfp, withdraw), 200);
    expect(await requestRow(t, id)).toMatchObject({ status: 'WITHDRAWN', counterRate: 2000 });
  });

  it('no longer blocks a new request from the same requester', async () => {
    const loadId = await createPost(t, who.broker);
    const first = await makeRequest(t, loadId, who.rfp, 1800);
    expectError(await requestLoad(t, loadId, who.rfp), 409, LOAD_MESSAGES.requestDuplicate);
    expectStatus(await decide(t, first, who.rfp, withdraw), 200);
    const second = await makeRequest(t, loadId, who.rfp, 1900);
    expect(second).not.toBe(first);
    expect(await requestRow(t, second)).toMatchObject({ status: 'PENDING', proposedRate: 1900 });
  });

  it('a COUNTERED request still blocks a second one (409)', async () => {
    const { loadId } = await countered();
    expectError(await requestLoad(t, loadId, who.rfp), 409, LOAD_MESSAGES.requestDuplicate);
  });

  it('refuses what is already closed (409), and nothing closes it twice', async () => {
    const loadId = await createPost(t, who.broker);
    const accepted = await makeRequest(t, loadId, who.rfp);
    const rejected = await makeRequest(t, loadId, who.rfd);
    const withdrawn = await makeRequest(t, loadId, who.rfp2);
    expectStatus(await decide(t, withdrawn, who.rfp2, withdraw), 200);
    expectStatus(await decide(t, accepted, who.broker, accept), 200);
    expectError(await decide(t, accepted, who.rfp, withdraw), 409, LOAD_MESSAGES.requestNotOpen);
    expectError(await decide(t, rejected, who.rfd, withdraw), 409, LOAD_MESSAGES.requestNotOpen);
    expectError(await decide(t, withdrawn, who.rfp2, withdraw), 409, LOAD_MESSAGES.requestAlreadyWithdrawn);
    expectError(await decide(t, withdrawn, who.rfp2, accept), 409, LOAD_MESSAGES.requestAlreadyWithdrawn);
    expectError(await decide(t, withdrawn, who.broker, reject), 409, LOAD_MESSAGES.requestAlreadyWithdrawn);
    // The withdrawn request was not open: accepting another left it as it was.
    expect(await requestRow(t, withdrawn)).toMatchObject({ status: 'WITHDRAWN' });
  });

  it('is the requester’s only: the owner and strangers get 403', async () => {
    const loadId = await createPost(t, who.broker);
    const id = await makeRequest(t, loadId, who.rfp);
    expectError(await decide(t, id, who.broker, withdraw), 403, LOAD_MESSAGES.notYourRequest);
    expectError(await decide(t, id, who.rfd, withdraw), 403, LOAD_MESSAGES.notYourLoad);
    expect(await requestRow(t, id)).toMatchObject({ status: 'PENDING' });
  });
});

describe('a SUPER_ADMIN’s own request on another’s post', () => {
  it('decides it while PENDING as an admin, and answers a counter or withdraws as its requester', async () => {
    const decided = await createPost(t, who.broker);
    const pending = await makeRequest(t, decided, who.admin, 1400);
    expectStatus(await decide(t, pending, who.admin, reject), 200);
    expect(await requestRow(t, pending)).toMatchObject({ status: 'REJECTED' });

    const { loadId, id } = await countered(1500, who.admin);
    const res = await decide(t, id, who.admin, accept);
    expectStatus(res, 200);
    expect(res.json().message).toBe(LOAD_MESSAGES.counterAccepted);
    expect(await loadRow(loadId)).toMatchObject({ assignedCarrierId: who.admin.user.id, agreedRate: 1500 });

    const other = await createPost(t, who.broker);
    const toWithdraw = await makeRequest(t, other, who.admin);
    const withdrawn = await decide(t, toWithdraw, who.admin, withdraw);
    expectStatus(withdrawn, 200);
    expect(withdrawn.json().message).toBe(LOAD_MESSAGES.requestWithdrawn);
  });
});

describe('the offer thread is the two sides’ and the admin’s only', () => {
  it('shows in View Requests to the owner and the admin; other members, the requester included, get 403', async () => {
    const { loadId, id } = await countered(2000);
    for (const viewer of [who.broker, who.admin]) {
      const { requests } = loadRequestsAnswer.parse((await listRequests(t, loadId, viewer)).json().data);
      expect(requests.find((request) => request.id === id)?.offers).toHaveLength(2);
    }
    for (const other of [who.rfp, who.rfd, who.otherBroker]) {
      const res = await listRequests(t, loadId, other);
      expectError(res, 403, LOAD_MESSAGES.notYourLoad);
      expect(res.body).not.toContain('Can you meet me here?');
    }
    const post = await t.app.inject({ method: 'GET', url: `/api/loads/${loadId}`, headers: who.rfd.headers });
    expectStatus(post, 200);
    expect(post.body).not.toContain('offers');
    expect(post.body).not.toContain('Can you meet me here?');
  });
});
