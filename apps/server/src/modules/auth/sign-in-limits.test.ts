import { MESSAGES } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

describe('sign-in limits: failures count, offices get in, attacked accounts slow down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        LOGIN_IP_FAILURES: '5',
        LOGIN_ACCOUNT_IP_FAILURES: '3',
        LOGIN_SLOWDOWN_AFTER: '4',
      },
    });
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const newAddress = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const signIn = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  const expectLimited = (res: Awaited<ReturnType<typeof signIn>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };
  /** Ends the wait an account's failures put on it, as if its time had passed. */
  const endWait = (email: string) =>
    t.database.db
      .update(rateLimitCounters)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimitCounters.key, `login:wait:${email}`));

  it('lets eleven people of one office sign in from one address: successes do not count', async () => {
    const office = newAddress();
    const people = [];
    for (let i = 0; i < 11; i++) people.push(await registerUser(t.app));
    // Eleven sign-ins from one address whose failure limit is five.
    for (const person of people) {
      expect((await signIn(person.user.email, person.password, office)).statusCode).toBe(200);
    }
  });

  it('refuses an address after its failures, whatever the account, but not a known owner there', async () => {
    const office = newAddress();
    const owner = await registerUser(t.app);
    expect((await signIn(owner.user.email, owner.password, office)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(`guess${attempt}@example.com`, 'Wrong-password-1', office)).statusCode).toBe(401);
    }
    expectLimited(await signIn('guess9@example.com', 'Wrong-password-1', office));
    const stranger = await registerUser(t.app);
    expectLimited(await signIn(stranger.user.email, stranger.password, office));
    expect((await signIn(owner.user.email, owner.password, office)).statusCode).toBe(200);
  });

  it('locks one account from one address after its failures; the owner still gets in from a known address', async () => {
    const owner = await registerUser(t.app);
    const home = newAddress();
    const attacker = newAddress();
    expect((await signIn(owner.user.email, owner.password, home)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(owner.user.email, 'Wrong-password-1', attacker)).statusCode).toBe(401);
    }
    expectLimited(await signIn(owner.user.email, owner.password, attacker));
    expect((await signIn(owner.user.email, owner.password, home)).statusCode).toBe(200);
    // The owner's own typos at home never keep them out either.
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn(owner.user.email, 'Wrong-password-1', home)).statusCode).toBe(401);
    }
    expect((await signIn(owner.user.email, owner.password, home)).statusCode).toBe(200);
  });

  it('slows an account guessed at from many addresses instead of locking it', async () => {
    const owner = await registerUser(t.app);
    const home = newAddress();
    expect((await signIn(owner.user.email, owner.password, home)).statusCode).toBe(200);
    // Within the budget of 4 failures, nothing waits.
    for (let attempt = 0; attempt < 4; attempt++) {
      const res = await signIn(owner.user.email, 'Wrong-password-1', newAddress());
      expect(res.statusCode).toBe(401);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    // Past it, each failure says how long the account now waits, twice as long each time.
    const fifth = await signIn(owner.user.email, 'Wrong-password-1', newAddress());
    expect(fifth.statusCode).toBe(401);
    expect(fifth.headers['retry-after']).toBe('2');
    expectLimited(await signIn(owner.user.email, owner.password, newAddress()));
    expect((await signIn(owner.user.email, owner.password, home)).statusCode).toBe(200);

    await endWait(owner.user.email);
    const sixth = await signIn(owner.user.email, 'Wrong-password-1', newAddress());
    expect(sixth.headers['retry-after']).toBe('4');
    await endWait(owner.user.email);
    // Once the wait is over, the right password from a new address gets in: slowed, never locked.
    expect((await signIn(owner.user.email, owner.password, newAddress())).statusCode).toBe(200);
  });

  it('keeps counting right when guesses arrive at once', async () => {
    const owner = await registerUser(t.app);
    const attacker = newAddress();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => signIn(owner.user.email, 'Wrong-password-1', attacker)),
    );
    expect(results.filter((res) => res.statusCode === 401)).toHaveLength(3);
    expect(results.filter((res) => res.statusCode === 429)).toHaveLength(3);
  });
});
