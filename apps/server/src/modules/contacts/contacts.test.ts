import { CONTACTS_LIMIT, contactsAnswer, MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { getAs, insertRequest, minutesAgo } from '../dashboards/test-fixtures.ts';
import { createPost } from '../loads/test-fixtures.ts';

/**
 * The broker B's exchanges (minutes ago):
 * - C1 requested B's P1 (100) and B's P2 (30): one contact, as of 30, "requested your load";
 * - D requested B's P1 (90), then B requested D's truck (now, through the API): "you requested
 *   their load", as of now;
 * - C2 requested P2 (80) and B accepted it (10): as of the decision, 10;
 * - K1 … K6 requested P1 (60, 59 … 55): K1 is the oldest of 9 counterparties and falls off the 8;
 * - a request by B on B's own post (1, inserted directly): B is never their own contact;
 * - C1 requested the other broker O's post (5): none of B's business.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>> & { rfp2: Account; k: Account[] };
const at: Record<string, Date> = {};

beforeAll(async () => {
  t = await startTestApp();
  const [base, rfp2, ...k] = await Promise.all([
    accounts(t),
    signUp(t, 'RFP_CARRIER', 'Canyon Carriers'),
    ...[1, 2, 3, 4, 5, 6].map((n) => signUp(t, 'RFP_CARRIER', `K${n} Transport`)),
  ]);
  who = { ...base, rfp2, k };
  const { broker: B, rfp: C1, rfd: D, otherBroker: O } = who;
  const P1 = await createPost(t, B, { jobNumber: 'P1' });
  const P2 = await createPost(t, B, { jobNumber: 'P2' });
  const truck = await createPost(t, D);
  const OP = await createPost(t, O, { jobNumber: 'OP' });

  at.c1First = minutesAgo(100);
  at.c1 = minutesAgo(30);
  at.d = minutesAgo(90);
  at.c2Asked = minutesAgo(80);
  at.c2Decided = minutesAgo(10);
  at.o = minutesAgo(5);
  await insertRequest(t, { loadId: P1, requester: C1, createdAt: at.c1First });
  await insertRequest(t, { loadId: P2, requester: C1, createdAt: at.c1 });
  await insertRequest(t, { loadId: P1, requester: D, createdAt: at.d });
  await insertRequest(t, {
    loadId: P2,
    requester: rfp2,
    status: 'ACCEPTED',
    createdAt: at.c2Asked,
    decidedAt: at.c2Decided,
  });
  for (const [i, carrier] of k.entries()) {
    at[`k${i + 1}`] = minutesAgo(60 - i);
    await insertRequest(t, { loadId: P1, requester: carrier, createdAt: at[`k${i + 1}`] as Date });
  }
  await insertRequest(t, { loadId: P2, requester: B, createdAt: minutesAgo(1) });
  await insertRequest(t, { loadId: OP, requester: C1, createdAt: at.o });
  expectStatus(
    await t.app.inject({
      method: 'POST',
      url: `/api/loads/${truck}/request`,
      headers: B.headers,
      payload: { proposedRate: 1200, message: 'Need the space Friday' },
    }),
    201,
  );
});
afterAll(() => t.close());

async function contacts(as: Account) {
  const res = await getAs(t, '/api/contacts', as);
  expectStatus(res, 200);
  const body = res.json();
  expect(body.status).toBe('success');
  return contactsAnswer.strict().parse(body.data).contacts;
}

describe('GET /api/contacts', () => {
  it('lists the broker’s counterparties both ways, once each, most recent first, at most 8', async () => {
    const list = await contacts(who.broker);
    expect(list).toHaveLength(CONTACTS_LIMIT);
    expect(list.map((c) => c.companyName)).toEqual([
      'Lone Star Hauling',
      'Canyon Carriers',
      'Prairie Freight',
      'K6 Transport',
      'K5 Transport',
      'K4 Transport',
      'K3 Transport',
      'K2 Transport',
    ]);
    expect(list.map((c) => c.relation)).toEqual([
      'you requested their load',
      ...Array(7).fill('requested your load'),
    ]);
    expect(Date.now() - Date.parse(list[0]?.lastInteractionAt as string)).toBeLessThan(60_000);
    expect(list.slice(1, 4)).toEqual([
      {
        userId: who.rfp2.user.id,
        name: 'Dana Whitfield',
        companyName: 'Canyon Carriers',
        userType: 'RFP_CARRIER',
        // The acceptance, not the request, is the latest exchange.
        lastInteractionAt: at.c2Decided?.toISOString(),
        relation: 'requested your load',
      },
      {
        userId: who.rfp.user.id,
        name: 'Dana Whitfield',
        companyName: 'Prairie Freight',
        userType: 'RFP_CARRIER',
        lastInteractionAt: at.c1?.toISOString(),
        relation: 'requested your load',
      },
      {
        userId: who.k[5]?.user.id,
        name: 'Dana Whitfield',
        companyName: 'K6 Transport',
        userType: 'RFP_CARRIER',
        lastInteractionAt: at.k6?.toISOString(),
        relation: 'requested your load',
      },
    ]);
    expect(list.map((c) => c.userId)).not.toContain(who.broker.user.id);
    expect(list.map((c) => c.userId)).not.toContain(who.otherBroker.user.id);
  });

  it('shows the other side of each exchange', async () => {
    // D: the broker booked D's truck (now) after D requested the broker's load (90 minutes ago).
    const forD = await contacts(who.rfd);
    expect(forD.map((c) => [c.companyName, c.relation, c.userType])).toEqual([
      ['Blue Ridge Brokerage', 'requested your load', 'BROKER'],
    ]);
    // C1 requested two brokers' posts.
    const forC1 = await contacts(who.rfp);
    expect(forC1).toEqual([
      {
        userId: who.otherBroker.user.id,
        name: 'Dana Whitfield',
        companyName: 'Harbor Logistics',
        userType: 'BROKER',
        lastInteractionAt: at.o?.toISOString(),
        relation: 'you requested their load',
      },
      {
        userId: who.broker.user.id,
        name: 'Dana Whitfield',
        companyName: 'Blue Ridge Brokerage',
        userType: 'BROKER',
        lastInteractionAt: at.c1?.toISOString(),
        relation: 'you requested their load',
      },
    ]);
    expect((await contacts(who.otherBroker)).map((c) => [c.companyName, c.relation])).toEqual([
      ['Prairie Freight', 'requested your load'],
    ]);
  });

  it('is empty for someone who exchanged nothing', async () => {
    expect(await contacts(who.admin)).toEqual([]);
    expect(await contacts(await signUp(t, 'RFD_CARRIER', 'Brand New Hauling'))).toEqual([]);
  });

  it('asks for a session', async () => {
    const res = await getAs(t, '/api/contacts', undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.unauthorized });
  });
});
