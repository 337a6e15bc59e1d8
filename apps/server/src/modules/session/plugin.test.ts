import { MESSAGES } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, TEST_PASSWORD } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { appSecrets } from '../../db/schema/index.ts';
import { registerErrorHandling } from '../../plugins/errors.ts';
import { createSuperAdmin } from '../users/index.ts';
import { registerSessions, requireUserType } from './plugin.ts';

describe('the JWT secret when JWT_SECRET is not set', () => {
  let t: TestApp;
  let secondInstance: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp({ env: { JWT_SECRET: '' } });
    secondInstance = await buildApp({ config: t.config, database: t.database, serveWebApp: false });
  });
  afterAll(async () => {
    await secondInstance.close();
    await t.close();
  });

  it('is generated once, kept in the database and shared by every instance', async () => {
    const rows = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value.length).toBeGreaterThanOrEqual(64);

    const account = await registerUser(t.app);
    const res = await secondInstance.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(account.token),
    });
    expect(res.statusCode).toBe(200);

    const signedWithTestSecret = jwt.sign({ tv: 0, remember: false }, 'test-secret', {
      subject: String(account.user.id),
      expiresIn: 60,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(signedWithTestSecret),
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('requireUserType', () => {
  let t: TestApp;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp();
    // A bare app with only the auth plugin and one admin-only route, on the same database and secret.
    guarded = Fastify();
    guarded.decorate('config', t.config);
    guarded.decorate('db', t.database.db);
    registerErrorHandling(guarded);
    await registerSessions(guarded);
    guarded.get(
      '/admin-only',
      { onRequest: [guarded.authenticate, requireUserType('SUPER_ADMIN')] },
      async (request) => ({
        status: 'success',
        data: request.user,
      }),
    );
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
  });

  const call = (headers: Record<string, string> = {}) =>
    guarded.inject({ method: 'GET', url: '/admin-only', headers });

  it('asks for a session first', async () => {
    expect((await call()).statusCode).toBe(401);
  });

  it('refuses other user types with 403 FORBIDDEN', async () => {
    const broker = await registerUser(t.app, { userType: 'BROKER' });
    const res = await call(bearer(broker.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: MESSAGES.forbidden });
  });

  it('lets the named type through, with the user on the request', async () => {
    const outcome = await createSuperAdmin(t.database.db, {
      email: 'boss@example.com',
      password: TEST_PASSWORD,
      username: 'boss',
      firstName: 'Alex',
      lastName: 'Morgan',
      companyName: 'Load Board HQ',
    });
    if (!outcome.created) throw new Error('the admin was not created');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'boss@example.com', password: TEST_PASSWORD },
    });
    const res = await call(bearer(signIn.json().data.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: outcome.admin.id,
      userType: 'SUPER_ADMIN',
      status: 'active',
      email: 'boss@example.com',
    });
  });
});
