import { BILLING_MESSAGES, PLAN_TEXTS, type Plan } from '@loadboard/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import { loads, subscriptions, transactions, users } from '../../db/schema/index.ts';
import { hmac, signValue } from '../../lib/signed.ts';
import { bodyFor, createPost, postLoad, ZIPS } from '../loads/test-fixtures.ts';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-provider.ts';
import { expireLapsedSubscriptions } from './service.ts';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db.execute<{ value: string }>(
    sql`SELECT value FROM app_secrets WHERE name = 'billing-sandbox'`,
  );
  secret = ((rows as { rows?: { value: string }[] }).rows ?? (rows as unknown as { value: string }[]))[0]
    ?.value as string;
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const get = (url: string, who?: Account) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const statusOf = async (who: Account) =>
  (await get('/api/subscription/status', who)).json().data.subscription;
const transactionsOf = async (who: Account) => (await get('/api/subscription/transactions', who)).json().data;

function webhook(body: unknown, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body as object,
  });
}
const signed = (body: unknown) => webhook(body, hmac(secret, JSON.stringify(body)));

let sequence = 0;
/** A provider event setting `who`'s subscription to `status` until `end`, as of `at`. */
function subscriptionEvent(
  who: Account,
  status: string,
  end: Date,
  at: Date,
  plan = 'broker-pro-USD-Monthly',
) {
  sequence += 1;
  return {
    eventId: `evt-test-${sequence}`,
    eventType: `subscription_${status}`,
    occurredAt: at.toISOString(),
    userId: who.user.id,
    subscription: {
      providerSubscriptionId: `sub-${who.user.id}`,
      planProviderId: plan,
      status,
      currentPeriodEnd: end.toISOString(),
    },
  };
}

async function checkout(who: Account, planId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/create-checkout',
    headers: who.headers,
    payload: { planId },
  });
}
const sessionOf = (url: string) => new URL(url, 'http://app').searchParams.get('session') as string;
const submit = (session: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, action }).toString(),
  });

describe('plans', () => {
  it("answers the caller's audience: brokers the broker plans, carriers the carrier plans, an admin all", async () => {
    const audiences = async (who: Account) =>
      new Set(((await get('/api/plans', who)).json().data as Plan[]).map((plan) => plan.audience));
    expect(await audiences(await signUp(t, 'BROKER'))).toEqual(new Set(['BROKER']));
    expect(await audiences(await signUp(t, 'RFP_CARRIER'))).toEqual(new Set(['CARRIER']));
    expect(await audiences(await signUp(t, 'RFD_CARRIER'))).toEqual(new Set(['CARRIER']));
    expect(await audiences(await signUp(t, 'SUPER_ADMIN'))).toEqual(new Set(['BROKER', 'CARRIER']));
    const plans: Plan[] = (await get('/api/plans', await signUp(t, 'BROKER'))).json().data;
    expect(plans.map((plan) => plan.interval)).toEqual(expect.arrayContaining(['month', 'year']));
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(0);
  });

  it('names and describes every plan with the texts the web translates (PLAN_TEXTS)', async () => {
    const known = new Set<string>(Object.values(PLAN_TEXTS));
    const plans: Plan[] = (await get('/api/plans', await signUp(t, 'SUPER_ADMIN'))).json().data;
    expect(plans).toHaveLength(6);
    for (const plan of plans) for (const text of [plan.name, ...plan.features]) expect(known).toContain(text);
  });

  it('needs a session', async () => {
    for (const url of ['/api/plans', '/api/subscription/status', '/api/subscription/transactions'])
      expect((await get(url)).statusCode).toBe(401);
  });

  it('refuses an account that is no longer active', async () => {
    const broker = await signUp(t, 'BROKER');
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, broker.user.id));
    for (const url of ['/api/plans', '/api/subscription/status', '/api/subscription/transactions']) {
      const res = await get(url, broker);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    }
  });
});

describe('the trial', () => {
  it('starts at registration for TRIAL_DAYS (14), with access; the admin has no subscription', async () => {
    const broker = await signUp(t, 'BROKER');
    const subscription = await statusOf(broker);
    expect(subscription).toMatchObject({ status: 'trialing', planId: null, hasAccess: true });
    const days = (Date.parse(subscription.trialEndsAt) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(subscription.currentPeriodEnd).toBe(subscription.trialEndsAt);
    expect(await transactionsOf(broker)).toEqual([]);
    expect(await statusOf(await signUp(t, 'SUPER_ADMIN'))).toBeNull();
  });

  it('lasts TRIAL_DAYS when set', async () => {
    const short = await startTestApp({ env: { TRIAL_DAYS: '3' } });
    try {
      const carrier = await signUp(short, 'RFP_CARRIER');
      const res = await short.app.inject({
        method: 'GET',
        url: '/api/subscription/status',
        headers: carrier.headers,
      });
      const days = (Date.parse(res.json().data.subscription.trialEndsAt) - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(2.9);
      expect(days).toBeLessThanOrEqual(3);
    } finally {
      await short.close();
    }
  });
});

describe('the sandbox checkout', () => {
  it('refuses an unknown plan and a plan of another audience', async () => {
    const broker = await signUp(t, 'BROKER');
    const unknown = await checkout(broker, 'no-such-plan');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ planId: BILLING_MESSAGES.planNotFound });
    const other = await checkout(broker, 'carrier-pro-USD-Monthly');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(BILLING_MESSAGES.planNotForYou);
    expect((await checkout(broker, '')).statusCode).toBe(422);
  });

  it('pays end to end: checkout link → page → Pay → active, a transaction, and its invoice page', async () => {
    const broker = await signUp(t, 'BROKER');
    const started = await checkout(broker, 'broker-pro-USD-Monthly');
    expect(started.statusCode).toBe(200);
    const { url } = started.json().data;
    expect(url).toMatch(/^\/api\/billing\/sandbox\/checkout\?session=/);

    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Broker Pro');
    expect(page.body).toContain('$99.00');
    expect(page.body).toContain('>Pay<');
    expect(page.body).toContain('>Decline<');

    const paid = await submit(sessionOf(url), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/subscription?checkout=success');

    const subscription = await statusOf(broker);
    expect(subscription).toMatchObject({
      status: 'active',
      planId: 'broker-pro-monthly',
      planName: 'Broker Pro',
      trialEndsAt: null,
      hasAccess: true,
    });
    const days = (Date.parse(subscription.currentPeriodEnd) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const [payment, ...more] = await transactionsOf(broker);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ amount: 99, status: 'success', planName: 'Broker Pro' });
    const invoice = await get(payment.invoiceUrl);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.body).toContain(`Invoice #${payment.id}`);
    expect(invoice.body).toContain('$99.00');

    // Paying for the running plan again is refused; the other plan of the audience is offered.
    expect((await checkout(broker, 'broker-pro-USD-Monthly')).json().message).toBe(
      BILLING_MESSAGES.alreadySubscribed,
    );
    expect((await checkout(broker, 'broker-pro-USD-Yearly')).statusCode).toBe(200);
  });

  it('Decline returns to /subscription and changes nothing', async () => {
    const carrier = await signUp(t, 'RFD_CARRIER');
    const { url } = (await checkout(carrier, 'carrier-starter-USD-Monthly')).json().data;
    const declined = await submit(sessionOf(url), 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe('/subscription?checkout=cancelled');
    expect((await statusOf(carrier)).status).toBe('trialing');
    expect(await transactionsOf(carrier)).toEqual([]);
  });

  it('refuses a tampered or expired session link, and a tampered invoice link', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    const { url } = (await checkout(carrier, 'carrier-pro-USD-Monthly')).json().data;
    const session = sessionOf(url);
    // The last character of the signature changed (always to another one).
    const tampered = `${session.slice(0, -1)}${session.endsWith('0') ? '1' : '0'}`;
    expect((await get(`/api/billing/sandbox/checkout?session=${tampered}`)).statusCode).toBe(400);
    expect((await submit(tampered, 'pay')).statusCode).toBe(400);
    const expired = signValue(
      secret,
      {
        userId: carrier.user.id,
        planProviderId: 'carrier-pro-USD-Monthly',
        returnUrl: 'http://x/subscription',
      },
      new Date(Date.now() - 1000),
    );
    const page = await get(`/api/billing/sandbox/checkout?session=${encodeURIComponent(expired)}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(BILLING_MESSAGES.checkoutExpired);
    expect((await submit(expired, 'pay')).statusCode).toBe(400);
    expect((await statusOf(carrier)).status).toBe('trialing');
    expect((await get('/api/billing/sandbox/invoices/demo-txn-1-1?sig=0000')).statusCode).toBe(404);
    expect((await get('/api/billing/sandbox/invoices/demo-txn-1-1')).statusCode).toBe(404);
  });
});

describe('the webhook', () => {
  it('refuses an unsigned or wrongly signed event with 401 and changes nothing', async () => {
    const broker = await signUp(t, 'BROKER');
    const body = {
      events: [subscriptionEvent(broker, 'active', new Date(Date.now() + 30 * DAY_MS), new Date())],
    };
    const unsigned = await webhook(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(BILLING_MESSAGES.webhookUnauthorized);
    expect((await webhook(body, 'f'.repeat(64))).statusCode).toBe(401);
    expect((await webhook(body, hmac('another-secret', JSON.stringify(body)))).statusCode).toBe(401);
    expect((await statusOf(broker)).status).toBe('trialing');
  });

  it('refuses a signed body that is not an event (400)', async () => {
    expect((await signed({ events: [{ hello: 'world' }] })).statusCode).toBe(400);
    expect((await signed({ nothing: true })).statusCode).toBe(400);
  });

  it('applies an event once: a redelivery changes nothing and records no second payment', async () => {
    const broker = await signUp(t, 'BROKER');
    const event = {
      ...subscriptionEvent(broker, 'active', new Date(Date.now() + 30 * DAY_MS), new Date()),
      payment: {
        providerTransactionId: `txn-${broker.user.id}`,
        amount: 99,
        status: 'success',
        invoiceUrl: null,
        planProviderId: 'broker-pro-USD-Monthly',
      },
    };
    const first = await signed({ events: [event] });
    expect(first.json().data).toEqual({ applied: 1, repeated: 0, ignored: 0 });
    const again = await signed({ events: [event] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ applied: 0, repeated: 1, ignored: 0 });
    expect(await transactionsOf(broker)).toHaveLength(1);
    expect((await statusOf(broker)).status).toBe('active');
  });

  it('sets aside, with 200, a signed event about no user of ours or with a date out of range', async () => {
    const broker = await signUp(t, 'BROKER');
    const soon = new Date(Date.now() + 30 * DAY_MS);
    const stranger = { user: { ...broker.user, id: 999_999 } } as Account;
    const huge = { user: { ...broker.user, id: 2_147_483_648 } } as Account;
    for (const event of [
      subscriptionEvent(stranger, 'active', soon, new Date()),
      subscriptionEvent(huge, 'active', soon, new Date()),
      subscriptionEvent(broker, 'active', new Date('9999-12-31T00:00:00Z'), new Date()),
      subscriptionEvent(broker, 'active', soon, new Date('2999-01-01T00:00:00Z')),
    ]) {
      const res = await signed({ events: [event] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ applied: 0, repeated: 0, ignored: 1 });
    }
    expect((await statusOf(broker)).status).toBe('trialing');
    // A good event beside a bad one is applied.
    const mixed = await signed({
      events: [
        subscriptionEvent(stranger, 'active', soon, new Date()),
        subscriptionEvent(broker, 'active', soon, new Date()),
      ],
    });
    expect(mixed.json().data).toEqual({ applied: 1, repeated: 0, ignored: 1 });
    expect((await statusOf(broker)).status).toBe('active');
  });

  it("sets aside an event that would give one user another user's provider subscription", async () => {
    const [owner, other] = [await signUp(t, 'BROKER'), await signUp(t, 'BROKER')];
    const soon = new Date(Date.now() + 30 * DAY_MS);
    await signed({ events: [subscriptionEvent(owner, 'active', soon, new Date())] });
    const taken = subscriptionEvent(other, 'active', soon, new Date());
    taken.subscription.providerSubscriptionId = `sub-${owner.user.id}`;
    const res = await signed({ events: [taken] });
    expect(res.json().data).toEqual({ applied: 0, repeated: 0, ignored: 1 });
    expect((await statusOf(other)).status).toBe('trialing');
    expect((await statusOf(owner)).status).toBe('active');
  });

  it('ends in the newest state whatever order events arrive in', async () => {
    const broker = await signUp(t, 'BROKER');
    const earlier = new Date(Date.now() - 60_000);
    const later = new Date();
    const periodEnd = new Date(Date.now() + 20 * DAY_MS);
    await signed({ events: [subscriptionEvent(broker, 'cancelled', periodEnd, later)] });
    await signed({ events: [subscriptionEvent(broker, 'active', periodEnd, earlier)] });
    expect((await statusOf(broker)).status).toBe('cancelled');
    // A cancelled plan keeps access until its period ends.
    expect((await statusOf(broker)).hasAccess).toBe(true);
  });
});

describe('the gate', () => {
  const request = (who: Account, loadId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/loads/${loadId}/request`,
      headers: who.headers,
      payload: { proposedRate: 2100, message: "I'm interested in this load." },
    });
  const importCsv = (who: Account) => {
    const body = multipart([{ field: 'file', filename: 'loads.csv', content: 'not,a,real,import\n' }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/loads/import',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** Ends `who`'s time: a provider says the subscription was cancelled and its period is over. */
  const expire = (who: Account) =>
    signed({ events: [subscriptionEvent(who, 'cancelled', new Date(Date.now() - DAY_MS), new Date())] });
  const never = (who: Account) =>
    t.database.db.delete(subscriptions).where(eq(subscriptions.userId, who.user.id));

  /** An RFP carrier on a paid plan. */
  const payingCarrier = async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    const until = new Date(Date.now() + DAY_MS);
    await signed({
      events: [subscriptionEvent(carrier, 'active', until, new Date(), 'carrier-pro-USD-Monthly')],
    });
    return carrier;
  };

  let rfpLoad: number;
  beforeAll(async () => {
    rfpLoad = await createPost(t, await signUp(t, 'BROKER'));
  });

  it('lets a trial and an active subscription post, import and request', async () => {
    const broker = await signUp(t, 'BROKER');
    expect((await postLoad(t, broker, bodyFor('RFP'))).statusCode).toBe(201);
    expect((await importCsv(broker)).statusCode).not.toBe(403);
    const carrier = await payingCarrier();
    expect((await request(carrier, rfpLoad)).statusCode).toBe(201);
    expect((await postLoad(t, carrier, bodyFor('RFD'))).statusCode).toBe(201);
  });

  it('refuses every gated route with SUBSCRIPTION_EXPIRED once the time is over', async () => {
    const carrier = await signUp(t, 'RFP_CARRIER');
    await expire(carrier);
    for (const res of [
      await postLoad(t, carrier, bodyFor('RFD')),
      await importCsv(carrier),
      await request(carrier, rfpLoad),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'SUBSCRIPTION_EXPIRED',
        message: BILLING_MESSAGES.subscriptionExpired,
      });
    }
    // Browsing, settings and the profile stay free.
    expect((await get('/api/loads/all-loads', carrier)).statusCode).toBe(200);
    expect((await get('/api/settings', carrier)).statusCode).toBe(200);
    expect((await get('/api/auth/profile', carrier)).statusCode).toBe(200);
  });

  it("refuses an ended account's edit into a new lane, its post set back to ACTIVE, and its accept", async () => {
    const broker = await signUp(t, 'BROKER');
    const [editable, cancelled, requested] = [
      await createPost(t, broker),
      await createPost(t, broker),
      await createPost(t, broker),
    ];
    const setStatus = (loadId: number, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/loads/${loadId}/status`,
        headers: broker.headers,
        payload: { status },
      });
    expect((await setStatus(cancelled, 'CANCELLED')).statusCode).toBe(200);
    const carrier = await payingCarrier();
    const asked = await request(carrier, requested);
    expect(asked.statusCode).toBe(201);
    await expire(broker);

    const refused = {
      'edit into a new lane': await t.app.inject({
        method: 'PUT',
        url: `/api/loads/${editable}`,
        headers: broker.headers,
        payload: bodyFor('RFP', { pickupZip: ZIPS.atlanta, deliveryZip: ZIPS.newYork }),
      }),
      'back to ACTIVE': await setStatus(cancelled, 'ACTIVE'),
      accept: await t.app.inject({
        method: 'PATCH',
        url: `/api/requests/${asked.json().data.id}/status`,
        headers: broker.headers,
        payload: { status: 'ACCEPTED' },
      }),
    };
    for (const [name, res] of Object.entries(refused)) {
      expect(res.statusCode, name).toBe(403);
      expect(res.json().code, name).toBe('SUBSCRIPTION_EXPIRED');
    }
    const statusOfPost = async (id: number) =>
      (
        await t.database.db
          .select({ status: loads.status, originZip: loads.originZip })
          .from(loads)
          .where(eq(loads.id, id))
      )[0];
    expect(await statusOfPost(editable)).toMatchObject({ status: 'ACTIVE', originZip: ZIPS.chicago });
    expect((await statusOfPost(cancelled))?.status).toBe('CANCELLED');
    expect((await statusOfPost(requested))?.status).toBe('ACTIVE');
  });

  it('refuses with SUBSCRIPTION_REQUIRED an account that never had one', async () => {
    const broker = await signUp(t, 'BROKER');
    await never(broker);
    for (const res of [await postLoad(t, broker, bodyFor('RFP')), await importCsv(broker)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        message: BILLING_MESSAGES.subscriptionRequired,
      });
    }
    const carrier = await signUp(t, 'RFD_CARRIER');
    await never(carrier);
    expect((await request(carrier, rfpLoad)).json().code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('judges the trial by its date, before the daily job has run', async () => {
    const broker = await signUp(t, 'BROKER');
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000), trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, broker.user.id));
    expect((await statusOf(broker)).status).toBe('trialing');
    expect((await postLoad(t, broker, bodyFor('RFP'))).json().code).toBe('SUBSCRIPTION_EXPIRED');
  });

  it('never stops an administrator', async () => {
    const admin = await signUp(t, 'SUPER_ADMIN');
    expect((await postLoad(t, admin, { ...bodyFor('RFP'), postAs: 'RFP' })).statusCode).toBe(201);
  });
});

describe('the daily expiry', () => {
  it('expires ended trials and lapsed plans, and leaves a renewal its day of grace', async () => {
    const [ended, renewing, lapsed] = [
      await signUp(t, 'BROKER'),
      await signUp(t, 'BROKER'),
      await signUp(t, 'BROKER'),
    ];
    const past = (ms: number) => new Date(Date.now() - ms);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past(1000), trialEndsAt: past(1000) })
      .where(eq(subscriptions.userId, ended.user.id));
    await signed({ events: [subscriptionEvent(renewing, 'active', past(60 * 60 * 1000), new Date())] });
    await signed({ events: [subscriptionEvent(lapsed, 'active', past(2 * DAY_MS), new Date())] });
    expect(await expireLapsedSubscriptions(t.database.db)).toBeGreaterThanOrEqual(2);
    expect((await statusOf(ended)).status).toBe('expired');
    expect((await statusOf(renewing)).status).toBe('active');
    expect((await statusOf(renewing)).hasAccess).toBe(true);
    expect((await statusOf(lapsed)).status).toBe('expired');
    expect(
      await t.database.db.select().from(transactions).where(eq(transactions.userId, ended.user.id)),
    ).toEqual([]);
  });
});
