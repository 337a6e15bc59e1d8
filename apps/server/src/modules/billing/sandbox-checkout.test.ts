import { BILLING_MESSAGES } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { transactions } from '../../db/schema/index.ts';

/** The sandbox takes no card: each checkout link pays once, and what it pays is a test payment. */

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, 'SUPER_ADMIN');
});
afterAll(() => t.close());

const get = (url: string, who?: Account) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const pay = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      session: new URL(url, 'http://app').searchParams.get('session') ?? '',
      action: 'pay',
    }).toString(),
  });

async function checkoutLink(who: Account, planId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/create-checkout',
    headers: who.headers,
    payload: { planId },
  });
  expectStatus(res, 200);
  return res.json().data.url;
}

const paymentsOf = (who: Account) =>
  t.database.db.select().from(transactions).where(eq(transactions.userId, who.user.id));

async function subscriptionRevenue() {
  const { totalRevenue, monthlyRevenue } = (await get('/api/admin/analytics', admin)).json().data
    .subscriptionStats as { totalRevenue: number; monthlyRevenue: number };
  return { totalRevenue, monthlyRevenue };
}

describe('a sandbox checkout link', () => {
  it('pays once: paid again it answers a page saying it was used, and records nothing more', async () => {
    const broker = await signUp(t, 'BROKER');
    const link = await checkoutLink(broker, 'broker-pro-USD-Yearly');

    expect((await pay(link)).statusCode).toBe(303);
    for (let again = 0; again < 2; again += 1) {
      const repeated = await pay(link);
      expect(repeated.statusCode).toBe(409);
      expect(repeated.headers['content-type']).toContain('text/html');
      expect(repeated.body).toContain(BILLING_MESSAGES.checkoutUsed);
    }
    const page = await get(link);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(BILLING_MESSAGES.checkoutUsed);
    expect(page.body).not.toContain('>Pay<');

    const payments = await paymentsOf(broker);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 990, status: 'success' });
  });

  it('pays once when it is paid twice at the same moment', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    const link = await checkoutLink(carrier, 'carrier-pro-USD-Monthly');

    const answers = await Promise.all([pay(link), pay(link), pay(link)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409, 409]);
    expect(await paymentsOf(carrier)).toHaveLength(1);
  });

  it('leaves other links alone: a second checkout of the same user pays on its own', async () => {
    const carrier = await signUp(t, 'RFD_CARRIER');
    const first = await checkoutLink(carrier, 'carrier-starter-USD-Monthly');
    const second = await checkoutLink(carrier, 'carrier-pro-USD-Monthly');
    expect((await pay(first)).statusCode).toBe(303);
    expect((await pay(second)).statusCode).toBe(303);
    expect(await paymentsOf(carrier)).toHaveLength(2);
  });
});

describe("the sandbox's payments", () => {
  it('are marked test and count in no revenue figure', async () => {
    const before = await subscriptionRevenue();
    const broker = await signUp(t, 'BROKER');
    expect((await pay(await checkoutLink(broker, 'broker-starter-USD-Monthly'))).statusCode).toBe(303);

    const [payment] = await paymentsOf(broker);
    expect(payment).toMatchObject({ provider: 'sandbox', amount: 49, status: 'success', test: true });
    expect(await subscriptionRevenue()).toEqual(before);
    const chart = (await get('/api/admin/analytics', admin)).json().data.charts.revenue as {
      subscriptionRevenue: number;
    }[];
    expect(chart.reduce((sum, month) => sum + month.subscriptionRevenue, 0)).toBe(before.totalRevenue);

    // A payment that charged a card counts.
    await t.database.db.insert(transactions).values({
      userId: broker.user.id,
      provider: 'chargebee',
      providerTransactionId: `txn-card-${broker.user.id}`,
      amount: 49,
      status: 'success',
    });
    expect(await subscriptionRevenue()).toEqual({
      totalRevenue: before.totalRevenue + 49,
      monthlyRevenue: before.monthlyRevenue + 49,
    });
  });

  it('make the subscription screen say it is in test mode', async () => {
    const broker = await signUp(t, 'BROKER');
    const status = await get('/api/subscription/status', broker);
    expectStatus(status, 200);
    expect(status.json().data.testMode).toBe(true);
  });
});
