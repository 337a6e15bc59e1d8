import { MESSAGES, REMEMBER_ME_TOKEN_TTL_SECONDS, SESSION_TOKEN_TTL_SECONDS } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, tokenLifetimeSeconds } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

const NEW_PASSWORD = 'Changed-Password-5';

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: token ? bearer(token) : {},
      payload,
    });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
  const login = (email: string, password: string, rememberMe = false) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, rememberMe } });

  it('asks for a session first, even before reading the form', async () => {
    const res = await change(null, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
  });

  it('refuses a wrong current password with 400, which does not sign the client out', async () => {
    const account = await registerUser(t.app);
    const res = await change(account.token, {
      old_password: 'Not-my-password-1',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'VALIDATION',
      message: MESSAGES.currentPasswordWrong,
      errors: [MESSAGES.currentPasswordWrong],
      fields: { old_password: MESSAGES.currentPasswordWrong },
    });
    expect((await profile(account.token)).statusCode).toBe(200);
  });

  let validationAccount: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    validationAccount = await registerUser(t.app);
  });

  it.each([
    [{ new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, MESSAGES.currentPasswordRequired],
    [
      { old_password: '', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      MESSAGES.currentPasswordRequired,
    ],
    [{ old_password: 'x', confirm_password: NEW_PASSWORD }, MESSAGES.newPasswordRequired],
    [{ old_password: 'x', new_password: 'short', confirm_password: 'short' }, MESSAGES.passwordTooShort],
    [{ old_password: 'x', new_password: NEW_PASSWORD }, MESSAGES.confirmNewPassword],
    [
      { old_password: 'x', new_password: NEW_PASSWORD, confirm_password: 'other-password' },
      MESSAGES.passwordsDoNotMatch,
    ],
  ])('refuses %j with 422 "%s"', async (payload, sentence) => {
    const res = await change(validationAccount.token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContain(sentence);
  });

  it('refuses a common new password under the new_password field', async () => {
    const account = await registerUser(t.app);
    const res = await change(account.token, {
      old_password: account.password,
      new_password: 'qwertyuiop',
      confirm_password: 'qwertyuiop',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: MESSAGES.passwordTooCommon,
      fields: { new_password: MESSAGES.passwordTooCommon },
    });
    expect((await profile(account.token)).statusCode).toBe(200);
  });

  it('changes the password and answers a new token; the old token stops working', async () => {
    const account = await registerUser(t.app);
    const res = await change(account.token, {
      old_password: account.password,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: MESSAGES.passwordUpdated });
    const { token } = res.json().data;
    expect(tokenLifetimeSeconds(token)).toBe(SESSION_TOKEN_TTL_SECONDS);

    expect((await profile(token)).statusCode).toBe(200);
    const old = await profile(account.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(MESSAGES.sessionExpired);

    expect((await login(account.user.email, account.password)).statusCode).toBe(401);
    expect((await login(account.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps a remember-me session a remember-me session', async () => {
    const account = await registerUser(t.app);
    const signIn = await login(account.user.email, account.password, true);
    const res = await change(signIn.json().data.token, {
      old_password: account.password,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(tokenLifetimeSeconds(res.json().data.token)).toBe(REMEMBER_ME_TOKEN_TTL_SECONDS);
  });
});
