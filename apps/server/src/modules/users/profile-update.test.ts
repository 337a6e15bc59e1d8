import { MESSAGES, type UserProfile } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const update = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile/update',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const profileOf = async (token: string): Promise<UserProfile> =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).json().data;

describe('PUT /api/auth/profile/update', () => {
  it('saves the editable fields from the whole profile object and never the username or email', async () => {
    const account = await registerUser(t.app);
    const before = await profileOf(account.token);
    const res = await update(account.token, {
      ...before,
      firstName: 'Morgan',
      lastName: 'Reyes',
      companyName: 'Reyes Freight LLC',
      contactName: 'Morgan Reyes',
      phone: '312-555-0199',
      dotNumber: '7654321',
      website: 'https://reyes.example.com',
      username: 'someone-else',
      email: 'taken@example.com',
      userType: 'SUPER_ADMIN',
      status: 'suspended',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.profileUpdated);
    const after = await profileOf(account.token);
    expect(after).toMatchObject({
      firstName: 'Morgan',
      lastName: 'Reyes',
      companyName: 'Reyes Freight LLC',
      contactName: 'Morgan Reyes',
      phone: '312-555-0199',
      dotNumber: '7654321',
      website: 'https://reyes.example.com',
      username: before.username,
      email: before.email,
      userType: before.userType,
      status: 'active',
    });
    expect(res.json().data).toEqual(after);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
  });

  it('clears the DOT number and website when they are left empty', async () => {
    const account = await registerUser(t.app);
    const before = await profileOf(account.token);
    const res = await update(account.token, { ...before, dotNumber: '', website: null });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(account.token)).toMatchObject({ dotNumber: null, website: null });
  });

  it.each([
    [{ dotNumber: '12345' }, 'dotNumber', 'DOT number must be exactly 7 digits'],
    [{ dotNumber: '12345678' }, 'dotNumber', 'DOT number must be exactly 7 digits'],
    [{ website: 'not a url' }, 'website', 'Website must be a valid URL (starting with http:// or https://)'],
    [
      { website: 'ftp://files.example.com' },
      'website',
      'Website must be a valid URL (starting with http:// or https://)',
    ],
    [{ phone: 'call me' }, 'phone', 'Phone must be a valid phone number'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ companyName: undefined }, 'companyName', 'Company name is required'],
    [{ lastName: 'x\u0000y' }, 'lastName', undefined],
  ])('refuses %j with a sentence under its field and saves nothing', async (change, field, sentence) => {
    const account = await registerUser(t.app);
    const before = await profileOf(account.token);
    const res = await update(account.token, { ...before, firstName: 'Changed', ...change });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields[field]).toBeTruthy();
    if (sentence) expect(body.fields[field]).toBe(sentence);
    expect(await profileOf(account.token)).toEqual(before);
  });

  it("changes only the caller's own profile", async () => {
    const one = await registerUser(t.app);
    const other = await registerUser(t.app);
    const otherBefore = await profileOf(other.token);
    const res = await update(one.token, {
      ...(await profileOf(one.token)),
      id: other.user.id,
      firstName: 'Zed',
    });
    expect(res.statusCode).toBe(200);
    expect(await profileOf(other.token)).toEqual(otherBefore);
    expect((await profileOf(one.token)).firstName).toBe('Zed');
  });

  it('works for an admin too, and asks for a session without a token', async () => {
    const admin = await signUp(t, 'SUPER_ADMIN');
    // create-admin asks for no phone or contact; the profile form asks for both like registration does.
    const res = await update(admin.token, {
      ...admin.user,
      companyName: 'Platform Ops',
      contactName: 'Alex Morgan',
      phone: '212-555-0100',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyName).toBe('Platform Ops');
    const anonymous = await update(null, { ...admin.user });
    expect(anonymous.statusCode).toBe(401);
  });
});
