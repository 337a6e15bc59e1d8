import { MESSAGES, userProfile } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newRegistration } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadBoardUrls, users } from '../../db/schema/index.ts';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('creates an active account with a hashed password and its load board URLs, and signs it in', async () => {
    const body = newRegistration({
      email: 'Dana.Whitfield@Example.COM',
      userType: 'RFP_CARRIER',
      loadBoardUrls: ['https://feeds.example.com/a.csv', 'https://feeds.example.com/b.json'],
    });
    const res = await register(body);

    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ status: 'success', message: MESSAGES.registerSuccess });
    expect(typeof answer.data.token).toBe('string');
    const user = userProfile.parse(answer.data.user);
    expect(user).toMatchObject({
      email: 'dana.whitfield@example.com',
      username: body.username,
      userType: 'RFP_CARRIER',
      role: 'RFP_CARRIER',
      status: 'active',
      dotNumber: '3456789',
      website: 'https://blueridge.example.com',
      photo: null,
      loadBoardUrls: ['https://feeds.example.com/a.csv', 'https://feeds.example.com/b.json'],
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(answer.data.user).not.toHaveProperty('passwordHash');

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe('dana.whitfield@example.com');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
    const urls = await t.database.db.select().from(loadBoardUrls).where(eq(loadBoardUrls.userId, user.id));
    expect(urls.map((url) => url.url).sort()).toEqual(body.loadBoardUrls);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(answer.data.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toEqual(user);
  });

  it('stores empty optional fields as absent and a repeated load board URL once', async () => {
    const res = await register(
      newRegistration({
        dotNumber: '',
        website: '',
        loadBoardUrls: ['https://feeds.example.com/x', 'https://feeds.example.com/x'],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({
      dotNumber: null,
      website: null,
      loadBoardUrls: ['https://feeds.example.com/x'],
    });
  });

  const requiredFields = [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['username', 'Username is required'],
    ['password', 'Password is required'],
    ['companyName', 'Company name is required'],
    ['userType', 'User type must be Broker, RFP Carrier or RFD Carrier'],
    ['contactName', 'Contact name is required'],
    ['phone', 'Phone is required'],
    ['email', 'Email is required'],
  ] as const;

  it.each(requiredFields)('refuses a registration without %s: "%s"', async (field, sentence) => {
    const { [field]: _left, ...body } = newRegistration();
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'VALIDATION',
      message: sentence,
      errors: [sentence],
    });
  });

  // Passwords are not trimmed: spaces are characters of a password.
  it.each(requiredFields.filter(([field]) => field !== 'userType'))(
    'refuses a blank %s: "%s"',
    async (field, sentence) => {
      const res = await register({ ...newRegistration(), [field]: field === 'password' ? '' : '   ' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContain(sentence);
    },
  );

  const invalidValues = [
    ['dotNumber', '123456', 'DOT number must be exactly 7 digits'],
    ['dotNumber', '12345678', 'DOT number must be exactly 7 digits'],
    ['dotNumber', '12a4567', 'DOT number must be exactly 7 digits'],
    ['website', 'blueridge dot com', 'Website must be a valid URL (starting with http:// or https://)'],
    [
      'website',
      'ftp://blueridge.example.com',
      'Website must be a valid URL (starting with http:// or https://)',
    ],
    ['password', 'short7!', MESSAGES.passwordTooShort],
    ['email', 'dana@', 'Email must be a valid email address'],
    ['email', 'not an email', 'Email must be a valid email address'],
    ['userType', 'SUPER_ADMIN', 'User type must be Broker, RFP Carrier or RFD Carrier'],
    ['userType', 'TRUCKER', 'User type must be Broker, RFP Carrier or RFD Carrier'],
    ['phone', 'call me', 'Phone must be a valid phone number'],
    ['username', 'dana whitfield', 'Username may contain only letters, digits, dots, dashes and underscores'],
    ['loadBoardUrls', ['javascript:alert(1)'], 'Each load board URL must be a valid http or https URL'],
  ] as const;

  it.each(invalidValues)('refuses %s = %j: "%s"', async (field, value, sentence) => {
    const res = await register({ ...newRegistration(), [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [sentence] });
  });

  it('lists every problem of a form at once, one sentence each', async () => {
    const res = await register({ ...newRegistration(), dotNumber: '12', website: 'nope', password: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        'DOT number must be exactly 7 digits',
        'Website must be a valid URL (starting with http:// or https://)',
        MESSAGES.passwordTooShort,
      ]),
    );
  });

  it('refuses one of the most common passwords, in any case, under the password field', async () => {
    const res = await register(newRegistration({ password: 'PassWord123' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: MESSAGES.passwordTooCommon,
      fields: { password: MESSAGES.passwordTooCommon },
    });
  });

  it('never creates a SUPER_ADMIN', async () => {
    const body = newRegistration({ userType: 'SUPER_ADMIN' as 'BROKER' });
    expect((await register(body)).statusCode).toBe(422);
    const rows = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
  });

  describe('when the email or username is taken', () => {
    const first = newRegistration({ email: 'taken@example.com', username: 'TakenName' });
    beforeAll(async () => {
      expect((await register(first)).statusCode).toBe(201);
    });

    it('refuses the same email in another case with 409', async () => {
      const res = await register(newRegistration({ email: 'TAKEN@Example.com' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'CONFLICT',
        message: MESSAGES.emailTaken,
        errors: [MESSAGES.emailTaken],
        fields: { email: MESSAGES.emailTaken },
      });
    });

    it('refuses the same username in another case with 409', async () => {
      const res = await register(newRegistration({ username: 'takenname' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: MESSAGES.usernameTaken, errors: [MESSAGES.usernameTaken] });
    });

    it('names both problems when both are taken', async () => {
      const res = await register(newRegistration({ email: 'taken@example.com', username: 'TAKENNAME' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([MESSAGES.emailTaken, MESSAGES.usernameTaken]);
      expect(res.json().fields).toEqual({ email: MESSAGES.emailTaken, username: MESSAGES.usernameTaken });
    });

    it('answers 409, not 500, to the loser of two registrations racing for one email', async () => {
      const results = await Promise.all([
        register(newRegistration({ email: 'race@example.com' })),
        register(newRegistration({ email: 'race@example.com' })),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((res) => res.statusCode === 409);
      expect(loser?.json().errors).toEqual([MESSAGES.emailTaken]);
      const rows = await t.database.db.select().from(users).where(eq(users.email, 'race@example.com'));
      expect(rows).toHaveLength(1);
    });
  });

  it('is documented, with the other account routes, in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/change-password',
        '/api/auth/profile',
        '/api/users/profile',
      ]),
    );
  });
});
