import { MESSAGES } from '@loadboard/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { subscriptions } from '../../db/schema/index.ts';

/** Who may ask for market rates, and the sentences of bad input. */

let t: TestApp;
let broker: Account;

beforeAll(async () => {
  t = await startTestApp();
  broker = await signUp(t, 'BROKER');
});
afterAll(() => t.close());

const ROUTES = [
  '/api/rates/lane?originZip=60601&destinationZip=75201',
  '/api/rates/top-lanes',
  '/api/rates/states',
  '/api/rates/marks?loadIds=1,2,3',
];

const get = (url: string, who?: Account) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

describe('who may ask', () => {
  it.each(ROUTES)('answers %s with 401 to an anonymous caller', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', message: MESSAGES.unauthorized });
  });

  it.each(ROUTES)('answers %s to a member whose subscription has ended: rates need none', async (url) => {
    const lapsed = await signUp(t, 'RFP_CARRIER');
    await t.database.db
      .update(subscriptions)
      .set({ status: 'expired', currentPeriodEnd: sql`now() - interval '1 day'` })
      .where(eq(subscriptions.userId, lapsed.user.id));
    const res = await get(url, lapsed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: expect.any(Object) });
  });
});

describe('bad input', () => {
  it.each([
    ['/api/rates/lane?originZip=60601&destinationZip=75201&days=8', 'days', 'Days must be 7, 30 or 90'],
    ['/api/rates/top-lanes?days=8', 'days', 'Days must be 7, 30 or 90'],
    ['/api/rates/states?days=abc', 'days', 'Days must be 7, 30 or 90'],
    ['/api/rates/top-lanes?loadType=X', 'loadType', 'Load type must be RFP, RFD or TRUCK'],
    [
      '/api/rates/lane?originZip=60601&destinationZip=75201&loadType=X',
      'loadType',
      'Load type must be RFP, RFD or TRUCK',
    ],
    ['/api/rates/lane?originZip=123&destinationZip=75201', 'originZip', 'ZIP code must be 5 digits'],
    ['/api/rates/lane?originZip=60601', 'destinationZip', 'ZIP code must be 5 digits'],
    ['/api/rates/lane?originZip=00000&destinationZip=75201', 'originZip', 'Invalid ZIP code'],
    ['/api/rates/lane?originZip=60601&destinationZip=99999', 'destinationZip', 'Invalid ZIP code'],
    ['/api/rates/marks?loadIds=abc', 'loadIds', 'Load IDs must be post IDs separated by commas'],
    ['/api/rates/marks?loadIds=', 'loadIds', 'Load IDs must be post IDs separated by commas'],
    ['/api/rates/marks', 'loadIds', 'Load IDs must be a list of post IDs'],
    [
      `/api/rates/marks?loadIds=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`,
      'loadIds',
      'Load IDs must be at most 100',
    ],
  ])('answers %s with 422 naming %s', async (url, field, sentence) => {
    const res = await get(url, broker);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'error',
      message: sentence,
      errors: [sentence],
      fields: { [field]: sentence },
    });
  });

  it('takes 100 ids, and an id repeated counts once', async () => {
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect((await get(`/api/rates/marks?loadIds=${hundred.join(',')}`, broker)).statusCode).toBe(200);
    const repeated = [...hundred, 1, 2, 3].join(',');
    expect((await get(`/api/rates/marks?loadIds=${repeated}`, broker)).statusCode).toBe(200);
  });
});
