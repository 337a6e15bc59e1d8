import { BILLING_MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import {
  chargebeePaymentEvent,
  chargebeeSubscriptionEvent,
  startFakeChargebee,
} from '../../../test/fake-chargebee.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { chargebeeSettings } from './chargebee-provider.ts';

const API_KEY = 'test_cb_key';
const WEBHOOK = { user: 'chargebee-hooks', password: 'hook-secret-42' };
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: Awaited<ReturnType<typeof startFakeChargebee>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeChargebee(API_KEY);
  t = await startTestApp({
    env: {
      BILLING_PROVIDER: 'chargebee',
      PUBLIC_URL: 'https://board.example.com',
      CHARGEBEE_SITE: 'acme-test',
      CHARGEBEE_API_KEY: API_KEY,
      CHARGEBEE_API_URL: fake.url,
      CHARGEBEE_WEBHOOK_USERNAME: WEBHOOK.user,
      CHARGEBEE_WEBHOOK_PASSWORD: WEBHOOK.password,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const deliver = (body: unknown, authorization: string | null = basic(WEBHOOK.user, WEBHOOK.password)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: authorization ? { authorization } : {},
    payload: body as object,
  });
const statusOf = async (who: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscription/status', headers: who.headers })).json().data
    .subscription;
const transactionsOf = async (who: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscription/transactions', headers: who.headers })).json()
    .data;
const checkout = (who: Account, planId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/create-checkout',
    headers: who.headers,
    payload: { planId },
  });

describe('Chargebee settings', () => {
  it('refuses to start without its site, key and webhook credentials, naming each', () => {
    const config = loadConfig({ BILLING_PROVIDER: 'chargebee', CHARGEBEE_SITE: 'acme' });
    expect(() => chargebeeSettings(config)).toThrow(
      'BILLING_PROVIDER=chargebee needs CHARGEBEE_API_KEY, CHARGEBEE_WEBHOOK_USERNAME, CHARGEBEE_WEBHOOK_PASSWORD',
    );
  });
});

describe('checkout through Chargebee (a fake of its API on loopback)', () => {
  it("opens a hosted page for the plan's item price, for our customer, returning to /subscription", async () => {
    const broker = await signUp(t, 'BROKER');
    const res = await checkout(broker, 'broker-pro-USD-Yearly');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/^https:\/\/acme-test\.chargebee\.com\/pages\/v4\/hp_\d+\/$/);
    const sent = fake.received.at(-1);
    expect(sent?.path).toBe('/api/v2/hosted_pages/checkout_new_for_items');
    expect(sent?.apiKey).toBe(API_KEY);
    expect(sent?.form.get('subscription_items[item_price_id][0]')).toBe('broker-pro-USD-Yearly');
    expect(sent?.form.get('customer[id]')).toBe(`user-${broker.user.id}`);
    expect(sent?.form.get('customer[email]')).toBe(broker.user.email);
    expect(sent?.form.get('redirect_url')).toBe('https://board.example.com/subscription');
  });

  it('answers 502 with a sentence when Chargebee refuses, and the sandbox pages are not served', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    fake.answer({
      status: 400,
      body: {
        message: 'item_price_id : invalid',
        api_error_code: 'invalid_request',
        http_status_code: 400,
        type: 'invalid_request',
      },
    });
    try {
      const res = await checkout(carrier, 'carrier-pro-USD-Monthly');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(BILLING_MESSAGES.checkoutFailed);
    } finally {
      fake.answer(null);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/billing/sandbox/checkout?session=x' })).statusCode,
    ).toBe(404);
  });
});

describe('Chargebee webhooks', () => {
  it('refuses missing or wrong Basic credentials with 401 and changes nothing', async () => {
    const broker = await signUp(t, 'BROKER');
    const event = chargebeeSubscriptionEvent('subscription_created', broker.user.id, {
      status: 'active',
      termEnd: new Date(Date.now() + 30 * DAY_MS),
      itemPriceId: 'broker-pro-USD-Monthly',
    });
    expect((await deliver(event, null)).statusCode).toBe(401);
    expect((await deliver(event, basic(WEBHOOK.user, 'wrong'))).statusCode).toBe(401);
    expect((await deliver(event, basic('someone', WEBHOOK.password))).statusCode).toBe(401);
    expect((await deliver(event, `Bearer ${WEBHOOK.password}`)).statusCode).toBe(401);
    expect((await statusOf(broker)).status).toBe('trialing');
  });

  it('turns a subscription and its payment into our state, once, in dollars', async () => {
    const broker = await signUp(t, 'BROKER');
    const termEnd = new Date(Date.now() + 30 * DAY_MS);
    const created = chargebeeSubscriptionEvent('subscription_created', broker.user.id, {
      status: 'active',
      termEnd,
      itemPriceId: 'broker-pro-USD-Monthly',
    });
    expect((await deliver(created)).json().data).toEqual({ applied: 1, repeated: 0, ignored: 0 });
    const paid = chargebeePaymentEvent('payment_succeeded', broker.user.id, {
      transactionId: `txn_${broker.user.id}`,
      amountCents: 9900,
      itemPriceId: 'broker-pro-USD-Monthly',
      termEnd,
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(paid)).json().data).toEqual({ applied: 0, repeated: 1, ignored: 0 });

    expect(await statusOf(broker)).toMatchObject({
      status: 'active',
      planId: 'broker-pro-monthly',
      hasAccess: true,
    });
    expect(Date.parse((await statusOf(broker)).currentPeriodEnd)).toBe(
      Math.floor(termEnd.getTime() / 1000) * 1000,
    );
    const payments = await transactionsOf(broker);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount: 99,
      status: 'success',
      planName: 'Broker Pro',
      invoiceUrl: null,
    });
  });

  it('keeps the newest state when an older event arrives late; non_renewing ends at its term', async () => {
    const carrier = await signUp(t, 'RFD_CARRIER');
    const termEnd = new Date(Date.now() + 10 * DAY_MS);
    const newer = chargebeeSubscriptionEvent(
      'subscription_cancellation_scheduled',
      carrier.user.id,
      { status: 'non_renewing', termEnd, itemPriceId: 'carrier-pro-USD-Monthly' },
      new Date(),
    );
    const older = chargebeeSubscriptionEvent(
      'subscription_created',
      carrier.user.id,
      { status: 'active', termEnd, itemPriceId: 'carrier-pro-USD-Monthly' },
      new Date(Date.now() - 3_600_000),
    );
    await deliver(newer);
    await deliver(older);
    expect(await statusOf(carrier)).toMatchObject({ status: 'cancelled', hasAccess: true });
  });

  it('acknowledges event types it does not follow, and refuses a foreign customer or a body that is no event', async () => {
    const broker = await signUp(t, 'BROKER');
    const other = {
      ...chargebeeSubscriptionEvent('subscription_created', broker.user.id, {
        status: 'active',
        termEnd: new Date(Date.now() + DAY_MS),
        itemPriceId: 'broker-pro-USD-Monthly',
      }),
      event_type: 'customer_changed',
    };
    expect((await deliver(other)).json().data).toEqual({ applied: 0, repeated: 0, ignored: 0 });
    const foreign = chargebeeSubscriptionEvent('subscription_created', broker.user.id, {
      status: 'active',
      termEnd: new Date(Date.now() + DAY_MS),
      itemPriceId: 'broker-pro-USD-Monthly',
    });
    foreign.content.subscription.customer_id = 'cust_from_elsewhere';
    foreign.content.customer.id = 'cust_from_elsewhere';
    expect((await deliver(foreign)).statusCode).toBe(400);
    expect((await deliver({ hello: 'world' })).statusCode).toBe(400);
    expect((await statusOf(broker)).status).toBe('trialing');
  });
});
