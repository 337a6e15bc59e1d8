import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, registerUser } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { expectRateLimited } from '../../test/rate-limited.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

describe('registration and forgot-password rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        REGISTER_RATE_LIMIT: '2',
        FORGOT_RATE_LIMIT: '2',
        FORGOT_IP_RATE_LIMIT: '3',
        RATE_LIMIT_WINDOW_MINUTES: '15',
      },
    });
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  /** Each call a new client address, so only the per-email limit is in play unless `ip` is given. */
  const post = (url: string, payload: object, ip = `10.0.0.${++ipCounter}`) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const expectLimited = (res: Awaited<ReturnType<typeof post>>) => {
    expect(expectRateLimited(res)).toBeLessThanOrEqual(15 * 60);
  };

  it('limits registrations per address', async () => {
    expect((await post('/api/auth/register', newRegistration(), '10.7.7.7')).statusCode).toBe(201);
    expect((await post('/api/auth/register', newRegistration(), '10.7.7.7')).statusCode).toBe(201);
    expectLimited(await post('/api/auth/register', newRegistration(), '10.7.7.7'));
    expect((await post('/api/auth/register', newRegistration(), '10.7.7.8')).statusCode).toBe(201);
  });

  it('limits forgot-password per email, and per address more generously', async () => {
    const account = await registerUser(t.app);
    const forgot = (ip?: string, email = account.user.email) =>
      post('/api/auth/forgot-password', { email }, ip);
    expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(200);
    expectLimited(await forgot());

    expect((await forgot('10.8.8.8', 'a@example.com')).statusCode).toBe(200);
    expect((await forgot('10.8.8.8', 'b@example.com')).statusCode).toBe(200);
    expect((await forgot('10.8.8.8', 'c@example.com')).statusCode).toBe(200);
    expectLimited(await forgot('10.8.8.8', 'd@example.com'));

    const keys = await t.database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'forgot:%'));
    expect(keys.map((row) => row.key)).toEqual(
      expect.arrayContaining([`forgot:email:${account.user.email}`, 'forgot:ip:10.8.8.8']),
    );
  });

  it('counts again from one when the window has ended', async () => {
    const email = 'window@example.com';
    const key = `forgot:email:${email}`;
    for (let attempt = 0; attempt < 2; attempt++) await post('/api/auth/forgot-password', { email });
    expectLimited(await post('/api/auth/forgot-password', { email }));

    await t.database.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimitCounters.key, key));
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(row?.count).toBe(1);
    expect(row?.resetAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
  });

  it('keeps counting right when attempts arrive at once', async () => {
    const email = 'burst@example.com';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/auth/forgot-password', { email })),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(2);
    expect(results.filter((res) => res.statusCode === 429)).toHaveLength(4);
  });
});
