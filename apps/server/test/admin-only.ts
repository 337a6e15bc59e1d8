import { MESSAGES } from '@loadboard/contracts';
import { expect } from 'vitest';
import type { Account } from './accounts.ts';
import type { TestApp } from './harness.ts';

export interface GuardedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * The admin guard on each route (decisions.md, Who may do what): 401 without a session, and 403
 * FORBIDDEN for each account of `others` (a broker and both kinds of carrier).
 */
export async function expectAdminOnly(t: TestApp, others: Account[], routes: GuardedRoute[]): Promise<void> {
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    const anonymous = await t.app.inject(route);
    expect(anonymous.statusCode, name).toBe(401);
    expect(anonymous.json(), name).toMatchObject({ status: 'error', message: MESSAGES.unauthorized });
    for (const other of others) {
      const res = await t.app.inject({ ...route, headers: other.headers });
      expect(res.statusCode, `${name} as ${other.user.userType}`).toBe(403);
      expect(res.json(), name).toEqual({ status: 'error', code: 'FORBIDDEN', message: MESSAGES.forbidden });
    }
  }
}
