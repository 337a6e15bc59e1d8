import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, registerUser } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { expectRateLimited } from '../../../test/rate-limited.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

describe('sign-in limits: failures count, known devices get in, attacked accounts slow down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        LOGIN_IP_FAILURES: '5',
        LOGIN_ACCOUNT_IP_FAILURES: '3',
        LOGIN_SLOWDOWN_AFTER: '4',
        LOGIN_ACCOUNT_FAILURES_PER_HOUR: '8',
        LOGIN_DEVICE_FAILURES: '3',
      },
    });
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const newAddress = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  /** Signs in from `ip`, as a browser holding `device` (a Cookie header) when given. */
  const signIn = (email: string, password: string, ip: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
      headers: device ? { cookie: device } : {},
    });
  /** The device cookie an answer set, as the browser sends it back. */
  const deviceOf = (res: Awaited<ReturnType<typeof signIn>>): string => {
    const header = String(res.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^lb_device_[0-9a-f]{16}=[^;]+; /);
    return header.split(';')[0] as string;
  };
  /** An account whose owner signed in once from `home`, and the device cookie that left there. */
  const ownerWithDevice = async (home = newAddress()) => {
    const owner = await registerUser(t.app);
    const res = await signIn(owner.user.email, owner.password, home);
    expect(res.statusCode).toBe(200);
    return { ...owner, device: deviceOf(res) };
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

  it('gives a browser that signed in or registered a device cookie only it can send back', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration(),
      remoteAddress: newAddress(),
    });
    expect(registered.statusCode).toBe(201);
    const cookie = String(registered.headers['set-cookie']);
    expect(cookie).toMatch(/; Max-Age=2592000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    // Over plain http the cookie cannot be Secure, or the browser would never send it back.
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toContain(registered.json().data.user.email);
  });

  it('refuses an address after unknown clients’ failures, but never a known device there', async () => {
    const office = newAddress();
    // A colleague who signed in on this laptop at home brings it to the office.
    const colleague = await ownerWithDevice();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(`guess${attempt}@example.com`, 'Wrong-password-1', office)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn('guess9@example.com', 'Wrong-password-1', office));
    const stranger = await registerUser(t.app);
    expectRateLimited(await signIn(stranger.user.email, stranger.password, office));
    // The address is not trusted for the colleague's sake: only their own browser is.
    expectRateLimited(await signIn(colleague.user.email, colleague.password, office));
    expect(
      (await signIn(colleague.user.email, colleague.password, office, colleague.device)).statusCode,
    ).toBe(200);
  });

  it('does not take a forged cookie, or one of another account, for a known device', async () => {
    const owner = await ownerWithDevice();
    const other = await ownerWithDevice();
    const attacker = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(owner.user.email, 'Wrong-password-1', attacker)).statusCode).toBe(401);
    }
    const [name, value = ''] = owner.device.split('=');
    const forged = `${name}=${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`;
    expectRateLimited(await signIn(owner.user.email, owner.password, attacker, forged));
    const [, otherValue] = other.device.split('=');
    expectRateLimited(await signIn(owner.user.email, owner.password, attacker, `${name}=${otherValue}`));
    expect((await signIn(owner.user.email, owner.password, attacker, owner.device)).statusCode).toBe(200);
  });

  it('locks one account from one address after its failures; the owner’s device still gets in', async () => {
    const owner = await ownerWithDevice();
    const attacker = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(owner.user.email, 'Wrong-password-1', attacker)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(owner.user.email, owner.password, attacker));
    expect((await signIn(owner.user.email, owner.password, attacker, owner.device)).statusCode).toBe(200);
  });

  it('locks a known device only after its own failures, and no other device of the account', async () => {
    const owner = await ownerWithDevice();
    const laptop = owner.device;
    const phone = deviceOf(await signIn(owner.user.email, owner.password, newAddress()));
    // Typos below the device's limit are forgiven by the next right password.
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await signIn(owner.user.email, 'Wrong-password-1', newAddress(), laptop)).statusCode).toBe(
          401,
        );
      }
      expect((await signIn(owner.user.email, owner.password, newAddress(), laptop)).statusCode).toBe(200);
    }
    // A device guessing on: after its three failures it is refused, right password or not.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(owner.user.email, 'Wrong-password-1', newAddress(), laptop)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(owner.user.email, owner.password, newAddress(), laptop));
    expect((await signIn(owner.user.email, owner.password, newAddress(), phone)).statusCode).toBe(200);
  });

  it('slows an account guessed at from many addresses instead of locking it', async () => {
    const owner = await ownerWithDevice();
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
    expectRateLimited(await signIn(owner.user.email, owner.password, newAddress()));
    expect((await signIn(owner.user.email, owner.password, newAddress(), owner.device)).statusCode).toBe(200);

    await endWait(owner.user.email);
    const sixth = await signIn(owner.user.email, 'Wrong-password-1', newAddress());
    expect(sixth.headers['retry-after']).toBe('4');
    await endWait(owner.user.email);
    // Once the wait is over, the right password from a new address gets in: slowed, never locked.
    expect((await signIn(owner.user.email, owner.password, newAddress())).statusCode).toBe(200);
  });

  it('allows unknown clients together no more failed guesses an hour than the account’s budget', async () => {
    const owner = await ownerWithDevice();
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await signIn(owner.user.email, 'Wrong-password-1', newAddress())).statusCode).toBe(401);
      await endWait(owner.user.email);
    }
    const refused = await signIn(owner.user.email, owner.password, newAddress());
    expectRateLimited(refused);
    // Refused until the hour is over, longer than the 15-minute window of the other limits.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expectRateLimited(await signIn(owner.user.email, 'Wrong-password-1', newAddress()));
    expect((await signIn(owner.user.email, owner.password, newAddress(), owner.device)).statusCode).toBe(200);
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
