import { MESSAGES } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';

const PUBLIC_URL = 'https://loads.example.com';
const NEW_PASSWORD = 'Brand-New-Password-7';

describe('forgot and reset password, through a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL, FORGOT_RATE_LIMIT: '1000', FORGOT_IP_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const linkIn = (text: string) => {
    const link = /https:\/\/loads\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!link?.[1]) throw new Error(`No reset link in:\n${text}`);
    return { url: link[0], token: link[1] };
  };
  const mailTo = (email: string) => smtp.waitForMail((mail) => mail.to.includes(email));

  it('emails a link that resets the password once and ends the old sessions', async () => {
    const account = await registerUser(t.app);
    const email = account.user.email;

    const res = await forgot(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null, message: MESSAGES.forgotSuccess });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your Load Board password');
    const { url, token } = linkIn(mail.text);
    expect(token).toHaveLength(43);
    expect(mail.html).toContain(`href="${url}"`);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);

    const reset = await post('/api/auth/reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: 'success', data: null, message: MESSAGES.resetSuccess });

    expect((await login(email, account.password)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', {
      token,
      new_password: 'Another-Password-8',
      confirm_password: 'Another-Password-8',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', message: MESSAGES.resetTokenInvalid });

    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(account.token),
    });
    expect(oldSession.statusCode).toBe(401);
    expect(oldSession.json().message).toBe(MESSAGES.sessionExpired);
  });

  it.each([
    ['es', 'Restablezca su contraseña de Load Board', 'Hola, Dana:', 'Elegir una contraseña nueva'],
    ['fr', 'Réinitialisez votre mot de passe Load Board', 'Bonjour Dana,', 'Choisir un nouveau mot de passe'],
  ] as const)(
    'writes the email in the language of the user’s settings (%s)',
    async (language, subject, hello, choose) => {
      const account = await registerUser(t.app);
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/settings/general',
        headers: bearer(account.token),
        payload: { language },
      });
      expect(saved.statusCode).toBe(200);

      await forgot(account.user.email);
      const mail = await mailTo(account.user.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith(hello)).toBe(true);
      expect(mail.text).not.toContain('asked to reset');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(`href="${linkIn(mail.text).url}">${choose}</a>`);
    },
  );

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const before = await t.database.db.select().from(passwordResetTokens);
    const unknown = await forgot('nobody-here@example.com');
    const account = await registerUser(t.app);
    const known = await forgot(account.user.email);

    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await mailTo(account.user.email);
    expect(smtp.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
    const after = await t.database.db.select().from(passwordResetTokens);
    expect(after).toHaveLength(before.length + 1);
  });

  it('sends nothing to an inactive or suspended account', async () => {
    const account = await registerUser(t.app);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, account.user.id));
    expect((await forgot(account.user.email)).statusCode).toBe(200);
    const tokens = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, account.user.id));
    expect(tokens).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const account = await registerUser(t.app);
    await forgot(account.user.email);
    const { token } = linkIn((await mailTo(account.user.email)).text);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account.user.id));

    const res = await post('/api/auth/reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetTokenInvalid);
    expect((await login(account.user.email, account.password)).statusCode).toBe(200);
  });

  it('spends every outstanding link of the user when one is used', async () => {
    const account = await registerUser(t.app);
    await forgot(account.user.email);
    await forgot(account.user.email);
    await smtp.waitForMail(
      () => smtp.received.filter((mail) => mail.to.includes(account.user.email)).length === 2,
    );
    const [first, second] = smtp.received
      .filter((mail) => mail.to.includes(account.user.email))
      .map((mail) => linkIn(mail.text).token);

    const body = { new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await post('/api/auth/reset-password', { ...body, token: second })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { ...body, token: first })).statusCode).toBe(400);
  });

  it('refuses a made-up token', async () => {
    const res = await post('/api/auth/reset-password', {
      token: 'made-up-token',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.resetTokenInvalid);
  });

  it('refuses a common new password and leaves the link usable', async () => {
    const account = await registerUser(t.app);
    await forgot(account.user.email);
    const { token } = linkIn((await mailTo(account.user.email)).text);
    const common = await post('/api/auth/reset-password', {
      token,
      new_password: 'Password123',
      confirm_password: 'Password123',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({
      message: MESSAGES.passwordTooCommon,
      fields: { new_password: MESSAGES.passwordTooCommon },
    });
    const reset = await post('/api/auth/reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
  });

  it.each([
    [{ new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, MESSAGES.invalidResetLink],
    [{ token: 't', new_password: '', confirm_password: '' }, MESSAGES.enterNewPassword],
    [{ token: 't', confirm_password: 'x' }, MESSAGES.enterNewPassword],
    [{ token: 't', new_password: 'short', confirm_password: 'short' }, MESSAGES.passwordTooShort],
    [
      { token: 't', new_password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}!` },
      MESSAGES.passwordsDoNotMatch,
    ],
  ])('refuses reset %j with 422 "%s"', async (payload, sentence) => {
    const res = await post('/api/auth/reset-password', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContain(sentence);
  });

  it.each([
    [{}, MESSAGES.enterEmail],
    [{ email: '' }, MESSAGES.enterEmail],
    [{ email: 'dana@' }, 'Email must be a valid email address'],
  ])('refuses forgot-password %j with 422 "%s"', async (payload, sentence) => {
    const res = await post('/api/auth/forgot-password', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([sentence]);
  });
});

describe('forgot password when the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1 of the loopback: every send fails at once.
    t = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('still answers the same success', async () => {
    const account = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.forgotSuccess);
  });
});
