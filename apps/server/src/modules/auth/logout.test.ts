import { MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

describe('POST /api/auth/logout and /api/auth/logout-all', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const post = (url: string, token?: string) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
  const profileStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;
  /** A second session of the same account, as another browser would sign in. */
  const signInAgain = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };

  it('ends the token it is called with on the server; the other sessions of the user go on', async () => {
    const account = await registerUser(t.app);
    const other = await signInAgain(account.user.email, account.password);

    const res = await post('/api/auth/logout', account.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null, message: MESSAGES.loggedOut });

    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(account.token),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED', message: MESSAGES.sessionExpired });
    // The live stream takes its token from the query string; it is refused there too.
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/stream?token=${encodeURIComponent(account.token)}`,
    });
    expect(stream.statusCode).toBe(401);
    // So do the calls that check the session in the statement of their own read.
    for (const url of ['/api/users/profile', '/api/subscription/status', '/api/notifications/unread-count'])
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(account.token) })).statusCode).toBe(
        401,
      );
    expect(await profileStatus(other)).toBe(200);
    // Logging out twice with the same token is a 401 like any other use of it.
    expect((await post('/api/auth/logout', account.token)).statusCode).toBe(401);
  });

  it('logout-all ends every session of the user, the calling one included, and no one else’s', async () => {
    const account = await registerUser(t.app);
    const second = await signInAgain(account.user.email, account.password);
    const stranger = await registerUser(t.app);

    const res = await post('/api/auth/logout-all', second);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null, message: MESSAGES.loggedOutEverywhere });

    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    expect(await profileStatus(stranger.token)).toBe(200);
    // Signing in again gives a working session.
    expect(await profileStatus(await signInAgain(account.user.email, account.password))).toBe(200);
  });

  it('both need a valid session: 401 without a token or with a made-up one', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/logout-all']) {
      const res = await post(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
      expect((await post(url, 'not-a-token')).statusCode).toBe(401);
    }
  });
});
