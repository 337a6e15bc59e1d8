import {
  MESSAGES,
  REMEMBER_ME_TOKEN_TTL_SECONDS,
  SESSION_TOKEN_TTL_SECONDS,
  type UserStatus,
} from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, tokenClaims, tokenLifetimeSeconds } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Rate limits have their own test file; here many sign-ins come from one address.
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const setStatus = (id: number, status: UserStatus) =>
    t.database.db.update(users).set({ status }).where(eq(users.id, id));

  it('signs in with a 12-hour token, answers the profile and records the sign-in', async () => {
    const account = await registerUser(t.app, { loadBoardUrls: ['https://feeds.example.com/mine.csv'] });
    const res = await login({ email: account.user.email, password: account.password });

    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ status: 'success', message: MESSAGES.loginSuccess });
    expect(answer.data.user).toEqual({ ...account.user, updatedAt: expect.any(String) });
    expect(tokenLifetimeSeconds(answer.data.token)).toBe(SESSION_TOKEN_TTL_SECONDS);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(answer.data.token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('gives a 30-day token when rememberMe is true', async () => {
    const account = await registerUser(t.app);
    const res = await login({ email: account.user.email, password: account.password, rememberMe: true });
    expect(res.statusCode).toBe(200);
    expect(tokenLifetimeSeconds(res.json().data.token)).toBe(REMEMBER_ME_TOKEN_TTL_SECONDS);
    const { exp, remember } = tokenClaims(res.json().data.token);
    expect(remember).toBe(true);
    expect(exp * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
  });

  it('accepts the email in any case', async () => {
    const account = await registerUser(t.app, { email: 'mixed.case@example.com' });
    const res = await login({ email: '  Mixed.Case@EXAMPLE.com ', password: account.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const account = await registerUser(t.app);
    const wrongPassword = await login({ email: account.user.email, password: 'Not-the-password-1' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: account.password });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      status: 'error',
      code: 'UNAUTHORIZED',
      message: MESSAGES.invalidCredentials,
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each(['inactive', 'suspended'] as const)(
    'refuses an %s account with 403 ACCOUNT_INACTIVE, at sign-in and with a token it already holds',
    async (status) => {
      const account = await registerUser(t.app);
      await setStatus(account.user.id, status);

      const res = await login({ email: account.user.email, password: account.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'ACCOUNT_INACTIVE',
        message: MESSAGES.accountInactive,
      });

      const withToken = await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(account.token),
      });
      expect(withToken.statusCode).toBe(403);
      expect(withToken.json().code).toBe('ACCOUNT_INACTIVE');
    },
  );

  it('tells an inactive account nothing until the password is right', async () => {
    const account = await registerUser(t.app);
    await setStatus(account.user.id, 'suspended');
    const res = await login({ email: account.user.email, password: 'Not-the-password-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('lets a pending account sign in', async () => {
    const account = await registerUser(t.app);
    await setStatus(account.user.id, 'pending');
    const res = await login({ email: account.user.email, password: account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.status).toBe('pending');
  });

  it.each([
    [{ password: 'whatever-1' }, 'Email is required'],
    [{ email: 'dana@example.com' }, 'Password is required'],
    [{ email: 'dana@example.com', password: '' }, 'Password is required'],
    [{ email: 'dana', password: 'whatever-1' }, 'Email must be a valid email address'],
  ])('refuses %j with 422 "%s"', async (payload, sentence) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [sentence] });
  });
});
