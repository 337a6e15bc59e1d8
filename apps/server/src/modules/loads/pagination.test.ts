import { loadListAnswer } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost } from './test-fixtures.ts';

/** One broker with 23 posts (picked up on 23 different days), and a carrier with none. */
let t: TestApp;
let broker: Account;
let carrier: Account;
const posted: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  [broker, carrier] = await Promise.all([signUp(t, 'BROKER'), signUp(t, 'RFP_CARRIER')]);
  for (let n = 1; n <= 23; n++) {
    const day = String(n).padStart(2, '0');
    posted.push(await createPost(t, broker, { pickupDate: `2031-01-${day}`, deliveryDate: '2031-02-01' }));
  }
});
afterAll(() => t.close());

async function page(path: string, who: Account, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads${path}?${new URLSearchParams(query)}`,
    headers: who.headers,
  });
  expectStatus(res, 200);
  return loadListAnswer.parse(res.json().data);
}

const newestFirst = () => [...posted].reverse();

describe.each(['/view-loads', '/all-loads', ''])('GET /api/loads%s pagination', (path) => {
  // My Loads and GET /loads show the newest first; the board the soonest pickup (here: the oldest post).
  const expectedOrder = () => (path === '/all-loads' ? posted : newestFirst());

  it('answers 10 per page by default, page 1 first', async () => {
    const first = await page(path, broker, {});
    expect(first.loads.map((l) => l.id)).toEqual(expectedOrder().slice(0, 10));
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 3,
      totalItems: 23,
      itemsPerPage: 10,
      hasPreviousPage: false,
      hasNextPage: true,
    });
  });

  it('answers page 2 and the short last page', async () => {
    const second = await page(path, broker, { page: '2' });
    expect(second.loads.map((l) => l.id)).toEqual(expectedOrder().slice(10, 20));
    expect(second.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true, hasNextPage: true });
    const third = await page(path, broker, { page: '3' });
    expect(third.loads.map((l) => l.id)).toEqual(expectedOrder().slice(20));
    expect(third.pagination).toMatchObject({ currentPage: 3, totalPages: 3, hasNextPage: false });
  });

  it('answers a page past the end empty, with the real totals', async () => {
    const past = await page(path, broker, { page: '9' });
    expect(past).toEqual({
      loads: [],
      pagination: {
        currentPage: 9,
        totalPages: 3,
        totalItems: 23,
        itemsPerPage: 10,
        hasPreviousPage: true,
        hasNextPage: false,
      },
    });
  });

  it('takes a limit up to 100', async () => {
    const seven = await page(path, broker, { limit: '7', page: '4' });
    expect(seven.loads.map((l) => l.id)).toEqual(expectedOrder().slice(21));
    expect(seven.pagination).toMatchObject({ totalPages: 4, itemsPerPage: 7, hasNextPage: false });
    const all = await page(path, broker, { limit: '100' });
    expect(all.loads.map((l) => l.id)).toEqual(expectedOrder());
    expect(all.pagination).toMatchObject({ totalPages: 1, hasPreviousPage: false, hasNextPage: false });
  });

  it.each<[Record<string, string>, string]>([
    [{ limit: '101' }, 'Limit must be at most 100'],
    [{ limit: '0' }, 'Limit must be 1 or more'],
    [{ limit: '2.5' }, 'Limit must be a whole number'],
    [{ limit: 'ten' }, 'Limit must be a number'],
    [{ page: '0' }, 'Page must be 1 or more'],
    [{ page: '-1' }, 'Page must be 1 or more'],
    [{ page: 'two' }, 'Page must be a number'],
  ])('refuses %o (422)', async (query, sentence) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loads${path}?${new URLSearchParams(query)}`,
      headers: broker.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION', errors: [sentence] });
  });
});

describe('an empty list', () => {
  it('has no pages', async () => {
    expect(await page('/view-loads', carrier, {})).toEqual({
      loads: [],
      pagination: {
        currentPage: 1,
        totalPages: 0,
        totalItems: 0,
        itemsPerPage: 10,
        hasPreviousPage: false,
        hasNextPage: false,
      },
    });
  });
});
