import { MESSAGES, userProfile } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, signInAs, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';

const PROFILE_URLS = ['/api/auth/profile', '/api/users/profile'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe.each(PROFILE_URLS)('GET %s', (url) => {
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const expect401 = async (headers: Record<string, string>, message: string) => {
    const res = await get(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message });
  };

  it('asks for a session without a token, or with one that is not ours', async () => {
    await expect401({}, MESSAGES.unauthorized);
    await expect401({ authorization: 'Bearer garbage' }, MESSAGES.unauthorized);
    await expect401({ authorization: 'Basic dXNlcjpwYXNz' }, MESSAGES.unauthorized);
    const forged = jwt.sign({ tv: 0, remember: false }, 'another-secret', { subject: '1', expiresIn: 60 });
    await expect401(bearer(forged), MESSAGES.unauthorized);
  });

  it('says the session expired for an expired token or a deleted account', async () => {
    const expired = jwt.sign(
      { tv: 0, remember: false, exp: Math.floor(Date.now() / 1000) - 60 },
      'test-secret',
      {
        subject: '1',
      },
    );
    await expect401(bearer(expired), MESSAGES.sessionExpired);

    const account = await registerUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, account.user.id));
    await expect401(bearer(account.token), MESSAGES.sessionExpired);
  });

  it.each(['BROKER', 'RFP_CARRIER', 'RFD_CARRIER'] as const)(
    'answers a %s their profile',
    async (userType) => {
      const account = await registerUser(t.app, {
        userType,
        loadBoardUrls: ['https://feeds.example.com/one.csv'],
      });
      const res = await get(bearer(account.token));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('success');
      expect(userProfile.strict().parse(body.data)).toEqual(account.user);
      expect(body.data).toMatchObject({
        userType,
        role: userType,
        loadBoardUrls: ['https://feeds.example.com/one.csv'],
      });
    },
  );

  it.each(['inactive', 'suspended'] as const)('refuses an %s account its profile', async (status) => {
    const account = await registerUser(t.app);
    await t.database.db.update(users).set({ status }).where(eq(users.id, account.user.id));
    const res = await get(bearer(account.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'ACCOUNT_INACTIVE',
      message: MESSAGES.accountInactive,
    });
  });

  it('lists the load board URLs in the order they were added, and none as an empty list', async () => {
    const urls = ['https://feeds.example.com/b.csv', 'https://feeds.example.com/a.csv'];
    const withUrls = await registerUser(t.app, { loadBoardUrls: urls });
    expect((await get(bearer(withUrls.token))).json().data.loadBoardUrls).toEqual(urls);
    const without = await registerUser(t.app, { loadBoardUrls: [] });
    expect((await get(bearer(without.token))).json().data).toMatchObject({
      loadBoardUrls: [],
      language: 'en',
      timezone: 'UTC',
      photo: null,
    });
  });

  it('answers a SUPER_ADMIN their profile', async () => {
    const admin = await signInAs(t, (await signUp(t, 'SUPER_ADMIN')).user);
    const res = await get(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userType: 'SUPER_ADMIN', role: 'SUPER_ADMIN', status: 'active' });
  });
});
