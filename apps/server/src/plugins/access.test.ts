import { BILLING_MESSAGES, MESSAGES } from '@loadboard/contracts';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { subscriptions } from '../db/schema/index.ts';
import { registerAccess } from './access.ts';

/**
 * Every API route against the access it declares (plugins/access.ts), walked from the app's own
 * list of routes, so a route added later is walked too.
 */

/** The trading writes (decisions.md, Subscriptions and billing: posting and requesting, and what acts on them). */
const TRADING_WRITES = [
  'POST /api/loads',
  'PUT /api/loads/:id',
  'PATCH /api/admin/loads/:id/status',
  'POST /api/loads/import',
  'POST /api/loads/:id/request',
  'POST /api/loads/:id/book',
  'POST /api/loads/:id/refresh',
  'PATCH /api/requests/:id/status',
  'POST /api/requests/:id/counter',
  'GET /api/loadboard/scrape-save',
].sort();

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** Each registered route once per method (a GET's HEAD twin is the GET), with a URL to call it by. */
function walk(routes: readonly RouteOptions[]) {
  return routes.flatMap((route) =>
    methodsOf(route)
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        name: `${method} ${route.url}`,
        method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        // Any value does: the access check answers before parameters are read.
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
        access: route.config?.access,
      })),
  );
}

let t: TestApp;
let expired: Account;
beforeAll(async () => {
  t = await startTestApp();
  // A broker whose plan was cancelled and whose paid period is over.
  expired = await signUp(t, 'BROKER');
  await t.database.db
    .update(subscriptions)
    .set({ status: 'expired', currentPeriodEnd: sql`now() - interval '1 day'` })
    .where(eq(subscriptions.userId, expired.user.id));
});
afterAll(() => t.close());

describe('access declared on every route', () => {
  it('lists every API route with its access, the trading writes exactly those of decisions.md', () => {
    const routes = walk(t.app.apiRoutes);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => route.access === undefined).map((route) => route.name)).toEqual([]);
    expect(
      routes
        .filter((route) => route.access === 'trading')
        .map((route) => route.name)
        .sort(),
    ).toEqual(TRADING_WRITES);
  });

  it('answers 401 with the spec message to anonymous calls on every route but the public ones', async () => {
    for (const route of walk(t.app.apiRoutes)) {
      const res = await t.app.inject({ method: route.method, url: route.url });
      if (route.access === 'public') {
        expect(res.body, route.name).not.toContain(MESSAGES.unauthorized);
      } else {
        expect(res.statusCode, route.name).toBe(401);
        expect(res.json(), route.name).toMatchObject({ status: 'error', message: MESSAGES.unauthorized });
      }
    }
  });

  it('refuses every trading write to an account whose subscription ended, with 403 SUBSCRIPTION_EXPIRED', async () => {
    const trading = walk(t.app.apiRoutes).filter((route) => route.access === 'trading');
    for (const route of trading) {
      const res = await t.app.inject({ method: route.method, url: route.url, headers: expired.headers });
      expect(res.statusCode, route.name).toBe(403);
      expect(res.json(), route.name).toMatchObject({
        status: 'error',
        code: 'SUBSCRIPTION_EXPIRED',
        message: BILLING_MESSAGES.subscriptionExpired,
      });
    }
  });

  it('refuses every admin route to an account that is not a SUPER_ADMIN, with 403 FORBIDDEN', async () => {
    const admin = walk(t.app.apiRoutes).filter((route) => route.access === 'admin');
    expect(admin.map((route) => route.name)).toContain('GET /api/admin/users');
    for (const route of admin) {
      const res = await t.app.inject({ method: route.method, url: route.url, headers: expired.headers });
      expect(res.statusCode, route.name).toBe(403);
      expect(res.json(), route.name).toEqual({
        status: 'error',
        code: 'FORBIDDEN',
        message: MESSAGES.forbidden,
      });
    }
  });

  it('refuses to start while a route declares no access', async () => {
    const app = Fastify();
    registerAccess(app, []);
    app.get('/undeclared', async () => 'open');
    await expect(app.ready()).rejects.toThrow(/GET \/undeclared/);
    await app.close();
  });
});
