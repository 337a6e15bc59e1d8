import {
  LOAD_MESSAGES,
  type LoadStatus,
  type LoadType,
  loadRequestView,
  MESSAGES,
  REQUESTABLE_LOAD_TYPES,
} from '@loadboard/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadRequests, loads } from '../../db/schema/index.ts';
import { createPost } from '../loads/test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>> & { rfp2: Account; rfd2: Account };
/** One ACTIVE post of each type: RFP by the broker, RFD by the RFP carrier, TRUCK by the RFD carrier. */
const posts = {} as Record<LoadType, number>;

beforeAll(async () => {
  t = await startTestApp();
  const [base, rfp2, rfd2] = await Promise.all([
    accounts(t),
    signUp(t, 'RFP_CARRIER', 'Second Prairie Freight'),
    signUp(t, 'RFD_CARRIER', 'Second Lone Star Hauling'),
  ]);
  who = { ...base, rfp2, rfd2 };
  posts.RFP = await createPost(t, who.broker);
  posts.RFD = await createPost(t, who.rfp);
  posts.TRUCK = await createPost(t, who.rfd);
});
afterAll(() => t.close());

const offer = { proposedRate: 2150.75, message: "I'm interested in this load." };

const requestLoad = (loadId: number | string, account: Account | undefined, body: unknown = offer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/loads/${loadId}/request`,
    headers: account?.headers ?? {},
    payload: body as object,
  });

const requestRows = (loadId: number, requesterId?: number) =>
  t.database.db
    .select()
    .from(loadRequests)
    .where(
      requesterId === undefined
        ? eq(loadRequests.loadId, loadId)
        : and(eq(loadRequests.loadId, loadId), eq(loadRequests.requesterId, requesterId)),
    );

function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status: 'error', message });
}

describe('POST /api/loads/:id/request', () => {
  it('asks for a session', async () => {
    expectError(await requestLoad(posts.RFP, undefined), 401, MESSAGES.unauthorized);
  });

  // decisions.md, Who may do what: the requester's type against the post's type. The requesters
  // here never own the post, so only the type decides.
  const matrix: [string, 'otherBroker' | 'rfp2' | 'rfd2' | 'admin', LoadType, 201 | 403][] = [
    ['BROKER', 'otherBroker', 'RFP', 403],
    ['BROKER', 'otherBroker', 'RFD', 403],
    ['BROKER', 'otherBroker', 'TRUCK', 201],
    ['RFP_CARRIER', 'rfp2', 'RFP', 201],
    ['RFP_CARRIER', 'rfp2', 'RFD', 403],
    ['RFP_CARRIER', 'rfp2', 'TRUCK', 201],
    ['RFD_CARRIER', 'rfd2', 'RFP', 201],
    ['RFD_CARRIER', 'rfd2', 'RFD', 201],
    ['RFD_CARRIER', 'rfd2', 'TRUCK', 403],
    ['SUPER_ADMIN', 'admin', 'RFP', 201],
    ['SUPER_ADMIN', 'admin', 'RFD', 201],
    ['SUPER_ADMIN', 'admin', 'TRUCK', 201],
  ];

  it('follows the table the contracts publish', () => {
    for (const [userType, , type, status] of matrix) {
      const allowed = REQUESTABLE_LOAD_TYPES[userType as keyof typeof REQUESTABLE_LOAD_TYPES].includes(type);
      expect(allowed, `${userType} → ${type}`).toBe(status === 201);
    }
  });

  it.each(matrix)('a %s (%s) requesting a %s post gets %s', async (_userType, key, type, status) => {
    const requester = who[key];
    const res = await requestLoad(posts[type], requester);
    expect(res.statusCode, res.body).toBe(status);
    const rows = await requestRows(posts[type], requester.user.id);
    if (status === 403) {
      expect(res.json()).toEqual({
        status: 'error',
        code: 'FORBIDDEN',
        message: LOAD_MESSAGES.requestTypeNotAllowed,
      });
      expect(rows).toEqual([]);
      return;
    }
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: LOAD_MESSAGES.requested });
    const view = loadRequestView.strict().parse(body.data);
    expect(view).toMatchObject({
      loadId: posts[type],
      status: 'PENDING',
      proposedRate: 2150.75,
      message: "I'm interested in this load.",
      responseMessage: null,
      jobNumber: type === 'TRUCK' ? null : 'JOB-1001',
      requestedBy: {
        id: requester.user.id,
        firstName: requester.user.firstName,
        companyName: requester.user.companyName,
        email: requester.user.email,
      },
    });
    expect(view.date).toBe(view.createdAt);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: view.id, status: 'PENDING', proposedRate: 2150.75 });
  });

  it('counts the requests on the post', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${posts.RFP}`,
      headers: who.broker.headers,
    });
    // RFP: requested by rfp2, rfd2 and the admin in the table above.
    expect(res.json().data).toMatchObject({ requestsCount: 3, pendingRequests: 3 });
  });

  it('refuses a request on one’s own post (409), for an admin too', async () => {
    expectError(await requestLoad(posts.RFP, who.broker), 409, LOAD_MESSAGES.requestOwnLoad);
    expectError(await requestLoad(posts.TRUCK, who.rfd), 409, LOAD_MESSAGES.requestOwnLoad);
    const adminsOwn = await createPost(t, who.admin, {}, 'RFP');
    expectError(await requestLoad(adminsOwn, who.admin), 409, LOAD_MESSAGES.requestOwnLoad);
    expect(await requestRows(posts.RFP, who.broker.user.id)).toEqual([]);
    expect(await requestRows(adminsOwn)).toEqual([]);
  });

  it.each(['ASSIGNED', 'COMPLETED', 'CANCELLED'] as const)(
    'refuses a request on a %s post (409)',
    async (status: LoadStatus) => {
      const id = await createPost(t, who.broker);
      await t.database.db.update(loads).set({ status }).where(eq(loads.id, id));
      const res = await requestLoad(id, who.rfp);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: LOAD_MESSAGES.requestNotActive });
      expect(await requestRows(id)).toEqual([]);
    },
  );

  it('refuses a second request while the first is PENDING (409), and takes one once it is decided', async () => {
    const id = await createPost(t, who.broker);
    expectStatus(await requestLoad(id, who.rfp), 201);
    const second = await requestLoad(id, who.rfp, { proposedRate: 1900, message: 'Lower offer' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: LOAD_MESSAGES.requestDuplicate });
    expect(await requestRows(id, who.rfp.user.id)).toHaveLength(1);

    // Another carrier's request is theirs to make.
    expectStatus(await requestLoad(id, who.rfp2), 201);

    // Once the owner rejects it, the carrier may ask again.
    await t.database.db
      .update(loadRequests)
      .set({ status: 'REJECTED', decidedAt: new Date() })
      .where(and(eq(loadRequests.loadId, id), eq(loadRequests.requesterId, who.rfp.user.id)));
    expectStatus(await requestLoad(id, who.rfp, { proposedRate: 2300, message: 'Better offer' }), 201);
    expect(await requestRows(id, who.rfp.user.id)).toHaveLength(2);
  });

  it('answers exactly one of 10 identical requests sent at once, and 409 to the rest', async () => {
    const id = await createPost(t, who.broker);
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestLoad(id, who.rfd)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: LOAD_MESSAGES.requestDuplicate });
    }
    expect(await requestRows(id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed load id', async () => {
    expectError(await requestLoad(987654, who.rfp), 404, LOAD_MESSAGES.notFound);
    expectError(await requestLoad('abc', who.rfp), 404, LOAD_MESSAGES.notFound);
    expectError(await requestLoad('0', who.rfp), 404, LOAD_MESSAGES.notFound);
  });

  it.each<[string, unknown, string[]]>([
    ['no proposed rate', { message: 'Hi' }, ['Proposed rate is required']],
    ['an empty proposed rate', { proposedRate: '', message: 'Hi' }, ['Proposed rate is required']],
    ['a negative proposed rate', { proposedRate: -1, message: 'Hi' }, ['Proposed rate must be 0 or more']],
    [
      'a proposed rate that is not a number',
      { proposedRate: 'lots', message: 'Hi' },
      ['Proposed rate must be a number'],
    ],
    [
      'a proposed rate in fractions of a cent',
      { proposedRate: 1.001, message: 'Hi' },
      ['Proposed rate must have at most 2 decimal places'],
    ],
    ['no message', { proposedRate: 100 }, ['Message is required']],
    ['a blank message', { proposedRate: 100, message: '   ' }, ['Message is required']],
    ['nothing', {}, ['Proposed rate is required', 'Message is required']],
  ])('refuses %s with its sentences (422)', async (_case, body, errors) => {
    const id = await createPost(t, who.broker);
    const res = await requestLoad(id, who.rfp, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION', errors });
    expect(await requestRows(id)).toEqual([]);
  });

  it('takes a proposed rate given as text', async () => {
    const id = await createPost(t, who.broker);
    const res = await requestLoad(id, who.rfp, { proposedRate: '1800.50', message: 'Can do Tuesday' });
    expectStatus(res, 201);
    expect(res.json().data).toMatchObject({ proposedRate: 1800.5, message: 'Can do Tuesday' });
  });
});
