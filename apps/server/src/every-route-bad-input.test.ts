import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type Account, accounts } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/**
 * Every API route, walked from the app's own list, given values of the wrong kind in each field of
 * its body, query and path: the answer is a 4xx whose sentences name the field, never a 5xx and
 * never the validator's own words ("Invalid input: expected number, received string").
 */

/** The validator's wording, which no answer may carry. */
const VALIDATOR_WORDS =
  /Invalid input|expected \w+, received|Too (big|small): expected|Invalid option|Unrecognized key|Invalid (key|value|element) in|Invalid string/;

/** Values of every JSON kind but the right one (whatever it is), and past the database's integers. */
const WRONG_VALUES: unknown[] = [
  12345,
  'not-a-value',
  true,
  [],
  {},
  null,
  -1,
  2147483648,
  1.5,
  'x'.repeat(5000),
];
const WRONG_TEXTS = ['not-a-value', '', '-1', '2147483648', '1.5', 'x'.repeat(3000)];

/**
 * Routes left out: two end the very session the walk signs in with, and the live stream answers
 * a signed-in call with a stream that never ends (its bad tokens are the stream tests' own).
 */
const LEFT_OUT = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'GET /api/notifications/stream',
]);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The keys of an object schema, through the wrappers (optional, default, preprocess, unions). */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  switch (def?.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'pipe':
      return [...new Set([...keysOf(def.in), ...keysOf(def.out)])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return keysOf(def.innerType);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap(keysOf))];
    case 'intersection':
      return [...new Set([...keysOf(def.left), ...keysOf(def.right)])];
    default:
      return [];
  }
}

interface Walked {
  name: string;
  method: Method;
  url: string;
  params: string[];
  query: string[];
  body: string[];
  hasBody: boolean;
}

function walk(routes: readonly RouteOptions[]): Walked[] {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as string[];
    return methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        name: `${method} ${route.url}`,
        method: method as Method,
        url: route.url,
        params: keysOf(schema.params),
        query: keysOf(schema.querystring),
        body: keysOf(schema.body),
        hasBody: schema.body !== undefined,
      }))
      .filter((walked) => !LEFT_OUT.has(walked.name));
  });
}

/** The URL with every path parameter given (an id no row has, unless one parameter is the one tested). */
const urlOf = (route: Walked, bad?: { param: string; value: string }) =>
  route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(bad?.param === name ? bad.value : '999999'),
  );

let t: TestApp;
let who: Account[];
beforeAll(async () => {
  t = await startTestApp();
  const all = await accounts(t);
  who = [all.broker, all.rfp, all.rfd, all.admin];
});
afterAll(() => t.close());

describe('bad input on every route', () => {
  /** Asks, and checks the answer: under 500, and in the words of a person if it is refused. */
  async function expectPlainAnswer(label: string, request: InjectOptions) {
    const res = await t.app.inject(request);
    expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
      const body = res.json() as { message?: string; errors?: string[]; fields?: Record<string, string> };
      for (const sentence of [
        body.message ?? '',
        ...(body.errors ?? []),
        ...Object.values(body.fields ?? {}),
      ]) {
        expect(sentence, label).not.toMatch(VALIDATOR_WORDS);
      }
    }
    return res;
  }

  /** The first account the route lets through its access and role checks, or none. */
  async function accountFor(route: Walked): Promise<Account | null> {
    for (const account of who) {
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: account.headers,
        ...(route.hasBody ? { payload: {} } : {}),
      });
      if (res.statusCode !== 401 && res.statusCode !== 403) return account;
    }
    return null;
  }

  it('walks the routes that take input', () => {
    const routes = walk(t.app.apiRoutes);
    expect(routes.filter((route) => route.body.length > 0).length).toBeGreaterThan(15);
    expect(routes.filter((route) => route.query.length > 0).length).toBeGreaterThan(10);
    expect(routes.filter((route) => route.params.length > 0).length).toBeGreaterThan(10);
  });

  it('answers every wrong value in a body, query or path in words that name the field', async () => {
    let asked = 0;
    for (const route of walk(t.app.apiRoutes)) {
      const account = await accountFor(route);
      const headers = account?.headers ?? {};
      for (const field of route.body) {
        for (const value of WRONG_VALUES) {
          await expectPlainAnswer(`${route.name} body.${field}=${JSON.stringify(value).slice(0, 20)}`, {
            method: route.method,
            url: urlOf(route),
            headers,
            payload: { [field]: value } as InjectOptions['payload'],
          });
          asked += 1;
        }
      }
      if (route.hasBody) {
        for (const body of [[], 'text', 42, [{}]]) {
          await expectPlainAnswer(`${route.name} body=${JSON.stringify(body)}`, {
            method: route.method,
            url: urlOf(route),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          asked += 1;
        }
      }
      for (const field of route.query) {
        for (const value of WRONG_TEXTS) {
          const res = await expectPlainAnswer(`${route.name} ?${field}=${value.slice(0, 20)}`, {
            method: route.method,
            url: `${urlOf(route)}?${field}=${encodeURIComponent(value)}&${field}=${encodeURIComponent(value)}`,
            headers,
            ...(route.hasBody ? { payload: {} } : {}),
          });
          if (res.statusCode === 422) expect(Object.keys(res.json().fields ?? {}).length).toBeGreaterThan(0);
          asked += 1;
        }
      }
      for (const param of route.params) {
        for (const value of WRONG_TEXTS.filter(Boolean)) {
          await expectPlainAnswer(`${route.name} :${param}=${value.slice(0, 20)}`, {
            method: route.method,
            url: urlOf(route, { param, value }),
            headers,
            ...(route.hasBody ? { payload: {} } : {}),
          });
          asked += 1;
        }
      }
    }
    expect(asked).toBeGreaterThan(500);
  }, 600_000);

  it('names the field of a value of the wrong kind in a sentence', async () => {
    const broker = who[0] as Account;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads',
      headers: broker.headers,
      payload: { rate: 'abc', notes: 5, equipment: [] },
    });
    expect(res.statusCode).toBe(422);
    const { fields } = res.json() as { fields: Record<string, string> };
    expect(fields.rate).toBe('Rate must be a number');
    expect(fields.notes).toBe('Notes must be text');
    const query = await t.app.inject({ method: 'GET', url: '/api/loads?page=abc', headers: broker.headers });
    expect(query.statusCode).toBe(422);
    expect(query.json().fields).toEqual({ page: 'Page must be a number' });
  });
});
