import { MESSAGES } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost } from '../loads/test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, as?: Account, payload?: object) =>
  t.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload ? { payload } : {}) });

/** The admin's actions: those under /api/admin behind the module's hook, and update-loads elsewhere. */
const ADMIN_ONLY = ['/api/admin', '/api/loads/update-loads'];

describe('the admin guard', () => {
  it.each(ADMIN_ONLY)('asks %s for a session (401)', async (url) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
  });

  it.each(ADMIN_ONLY)('refuses %s to every other user type (403 FORBIDDEN)', async (url) => {
    for (const other of [who.broker, who.rfp, who.rfd]) {
      const res = await call('GET', url, other);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', code: 'FORBIDDEN', message: MESSAGES.forbidden });
    }
  });

  it.each(ADMIN_ONLY)('lets a SUPER_ADMIN into %s', async (url) => {
    expect((await call('GET', url, who.admin)).statusCode).toBe(200);
  });

  it("leaves PATCH /api/admin/loads/:id/status to the loads module's owner-or-admin rule", async () => {
    const loadId = await createPost(t, who.broker);
    const url = `/api/admin/loads/${loadId}/status`;
    expect((await call('PATCH', url, who.broker, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect((await call('PATCH', url, who.otherBroker, { status: 'ACTIVE' })).statusCode).toBe(403);
    expect((await call('PATCH', url, who.admin, { status: 'ACTIVE' })).statusCode).toBe(200);
  });
});
