import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { type Account, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, dayFromToday, freightBody, ZIPS } from '../../modules/loads/test-fixtures.ts';

/**
 * Every route whose answer the database writes (`config.written`, found by the app itself) answers
 * what its response contract says, read strictly: no key the contract does not name, none it names
 * missing, each of its type. A view that drifts from its contract fails here.
 */

/** `schema` with every object in it strict: an unknown key fails instead of being stripped. */
function strictly(schema: ZodType): ZodType {
  const def = schema.def as { type: string };
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [key, strictly(field as ZodType)]),
    );
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictly(schema.element as ZodType));
  if (schema instanceof z.ZodNullable) return strictly(schema.unwrap() as ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictly(schema.unwrap() as ZodType).optional();
  if (schema instanceof z.ZodUnion)
    return z.union(schema.options.map((option) => strictly(option as ZodType)));
  if (schema instanceof z.ZodRecord) {
    return z.record(schema.keyType as z.ZodString, strictly(schema.valueType as ZodType));
  }
  if (['map', 'set', 'tuple', 'intersection', 'lazy', 'pipe'].includes(def.type)) {
    throw new Error(`strictly() does not read a ${def.type} yet`);
  }
  return schema;
}

/** The paths of the empty lists in `value`: each list of an answer must have an item for its items to be read. */
function emptyLists(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [path];
    return value.flatMap((item, index) => emptyLists(item, `${path}[${index}]`));
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => emptyLists(field, `${path}.${key}`));
}

interface Call {
  as: Account;
  url: string;
  payload?: Record<string, unknown>;
}

describe('answers written by the database', () => {
  let t: TestApp;
  let calls: Record<string, () => Call>;

  beforeAll(async () => {
    t = await startTestApp();
    const [broker, rfp, rfd, admin] = await Promise.all([
      signUp(t, 'BROKER'),
      signUp(t, 'RFP_CARRIER'),
      signUp(t, 'RFD_CARRIER'),
      signUp(t, 'SUPER_ADMIN'),
    ]);
    const freight = await createPost(t, broker);
    await createPost(t, rfp);
    await createPost(t, rfd);
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${freight}/request`,
      headers: rfp.headers,
      payload: { proposedRate: 2300, message: 'Ready Monday' },
    });
    expect(requested.statusCode).toBe(201);
    // What each route is called with, by its method and path; a route missing here fails the test.
    calls = {
      'POST /api/loads': () => ({
        as: broker,
        url: '/api/loads',
        payload: freightBody({ pickupDate: dayFromToday(10), deliveryDate: dayFromToday(12) }),
      }),
      'GET /api/loads/view-loads': () => ({ as: broker, url: '/api/loads/view-loads' }),
      'GET /api/loads/all-loads': () => ({ as: rfp, url: '/api/loads/all-loads' }),
      'GET /api/loads': () => ({ as: broker, url: '/api/loads' }),
      'GET /api/loads/:id': () => ({ as: broker, url: `/api/loads/${freight}` }),
      'PUT /api/loads/:id': () => ({ as: broker, url: `/api/loads/${freight}`, payload: freightBody() }),
      'POST /api/loads/:id/refresh': () => ({ as: broker, url: `/api/loads/${freight}/refresh` }),
      'PATCH /api/admin/loads/:id/status': () => ({
        as: admin,
        url: `/api/admin/loads/${freight}/status`,
        payload: { status: 'ACTIVE' },
      }),
      'GET /api/loads/search': () => ({
        as: rfp,
        url: `/api/loads/search?originZip=${ZIPS.chicago}&originRadius=50`,
      }),
      'GET /api/loads/:id/requests': () => ({ as: broker, url: `/api/loads/${freight}/requests` }),
      'GET /api/notifications': () => ({ as: broker, url: '/api/notifications' }),
      'GET /api/dashboard/broker': () => ({ as: broker, url: '/api/dashboard/broker' }),
      'GET /api/dashboard/rfp-carrier': () => ({ as: rfp, url: '/api/dashboard/rfp-carrier' }),
      'GET /api/dashboard/rfd-carrier': () => ({ as: rfd, url: '/api/dashboard/rfd-carrier' }),
      'GET /api/admin': () => ({ as: admin, url: '/api/admin' }),
      'GET /api/admin/loads': () => ({ as: admin, url: '/api/admin/loads' }),
      'GET /api/admin/requests': () => ({ as: admin, url: '/api/admin/requests' }),
    };
  }, 300_000);
  afterAll(() => t?.close());

  it('finds the routes that send written JSON, each with one answer contract', () => {
    const found = t.app.writtenRoutes.map((route) => `${route.method} ${route.url}`);
    expect(found.sort()).toEqual(Object.keys(calls).sort());
    for (const route of t.app.writtenRoutes) expect(route.answers).toHaveLength(1);
  });

  it('answers each one as its contract says, strictly, with every list holding items', {
    timeout: 300_000,
  }, async () => {
    for (const route of t.app.writtenRoutes) {
      const name = `${route.method} ${route.url}`;
      const call = calls[name]?.();
      if (!call) throw new Error(`no call is known for ${name}: add one above`);
      const res: LightMyRequestResponse = await t.app.inject({
        method: route.method as 'GET',
        url: call.url,
        headers: call.as.headers,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      const [answer] = route.answers;
      if (!answer) throw new Error(`${name} names no answer`);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(answer.status);
      const body = res.json();
      const parsed = strictly(answer.schema).safeParse(body);
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expect(emptyLists(body), name).toEqual([]);
    }
  });

  it('fails an answer with a key its contract does not name', () => {
    const route = t.app.writtenRoutes.find((one) => one.url === '/api/loads/:id');
    const schema = route?.answers[0]?.schema;
    if (!schema) throw new Error('GET /api/loads/:id is not recorded');
    const drifted = { status: 'success', data: { id: 1, extra: true } };
    const issues = strictly(schema).safeParse(drifted).error?.issues ?? [];
    expect(issues.some((issue) => issue.code === 'unrecognized_keys')).toBe(true);
  });
});
