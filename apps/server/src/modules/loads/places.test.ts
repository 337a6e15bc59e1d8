import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { createPost, dayFromToday, ZIPS } from './test-fixtures.ts';

/**
 * A place filter is a set of ZIPs (post_places) and, for a ZIP whose posts were written under two
 * names (a place renamed since), the name too. Posts: Chicago → Dallas, Dallas → Atlanta, and one
 * from Chicago's ZIP stored under an older name, 'Old Town, IL'.
 */
let t: TestApp;
let broker: Account;
let carrier: Account;
const post: Record<'chicago' | 'dallas' | 'oldTown', number> = { chicago: 0, dallas: 0, oldTown: 0 };

beforeAll(async () => {
  t = await startTestApp();
  [broker, carrier] = await Promise.all([signUp(t, 'BROKER'), signUp(t, 'RFP_CARRIER')]);
  post.chicago = await createPost(t, broker, { pickupDate: dayFromToday(3) });
  post.dallas = await createPost(t, broker, {
    pickupZip: ZIPS.dallas,
    deliveryZip: ZIPS.atlanta,
    pickupDate: dayFromToday(4),
  });
  post.oldTown = await createPost(t, broker, { pickupDate: dayFromToday(5) });
  await t.database.db.execute(
    sql`UPDATE loads SET origin_location = 'Old Town, IL' WHERE id = ${post.oldTown}`,
  );
});
afterAll(() => t.close());

async function board(query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/all-loads?${new URLSearchParams(query)}`,
    headers: carrier.headers,
  });
  expectStatus(res, 200);
  const { loads, pagination } = res.json().data;
  return { ids: loads.map((l: { id: number }) => l.id).sort(), total: pagination.totalItems };
}

async function searched(location: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/search?${new URLSearchParams({ location })}`,
    headers: carrier.headers,
  });
  expectStatus(res, 200);
  return res
    .json()
    .data.map((hit: { id: number }) => hit.id)
    .sort();
}

async function analytics(query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads/analytics?${new URLSearchParams(query)}`,
    headers: carrier.headers,
  });
  expectStatus(res, 200);
  return res.json().data.totalLoads;
}

const ids = (...names: (keyof typeof post)[]) => names.map((name) => post[name]).sort();

describe('a place filter', () => {
  it('keeps a renamed ZIP’s posts to the name they carry', async () => {
    expect(await board({ origin: 'chicago' })).toEqual({ ids: ids('chicago'), total: 1 });
    expect(await board({ origin: 'old town' })).toEqual({ ids: ids('oldTown'), total: 1 });
    // Counted through the entries rather than the place tallies: a place with dates, two places.
    const week = { startDate: dayFromToday(0), endDate: dayFromToday(7) };
    expect(await board({ origin: 'Chicago', ...week })).toEqual({ ids: ids('chicago'), total: 1 });
    expect(await board({ origin: 'Chicago', destination: 'Dallas' })).toEqual({
      ids: ids('chicago'),
      total: 1,
    });
    expect(await analytics({ origin: 'Chicago' })).toBe(1);
    expect(await searched('Old Town')).toEqual(ids('oldTown'));
  });

  it('takes every post of a ZIP by its start, whatever the name', async () => {
    expect(await board({ origin: '606' })).toEqual({ ids: ids('chicago', 'oldTown'), total: 2 });
    expect(await board({ origin: ZIPS.chicago, destination: '752' })).toEqual({
      ids: ids('chicago', 'oldTown'),
      total: 2,
    });
    expect(await analytics({ origin: '6' })).toBe(2);
    expect(await searched('606')).toEqual(ids('chicago', 'oldTown'));
  });

  it('finds a place at either end in the search, and a state by its code', async () => {
    expect(await searched('Dallas')).toEqual(ids('chicago', 'dallas', 'oldTown'));
    expect(await board({ origin: ', TX' })).toEqual({ ids: ids('dallas'), total: 1 });
    expect(await board({ destination: ', tx' })).toEqual({ ids: ids('chicago', 'oldTown'), total: 2 });
  });

  it('matches nothing for a place no post was written with', async () => {
    expect(await board({ origin: 'Boston' })).toEqual({ ids: [], total: 0 });
    expect(await board({ origin: '021' })).toEqual({ ids: [], total: 0 });
    expect(await analytics({ destination: 'Boston', origin: 'Chicago' })).toBe(0);
    expect(await searched('Boston')).toEqual([]);
  });

  it('finds a place written after the same text was matched, and a new name of a ZIP', async () => {
    expect(await board({ origin: 'New York' })).toEqual({ ids: [], total: 0 });
    expect(await board({ origin: '100' })).toEqual({ ids: [], total: 0 });
    const newYork = await createPost(t, broker, {
      pickupZip: ZIPS.newYork,
      deliveryZip: ZIPS.losAngeles,
      pickupDate: dayFromToday(2),
    });
    expect(await board({ origin: 'New York' })).toEqual({ ids: [newYork], total: 1 });
    expect(await board({ origin: '100' })).toEqual({ ids: [newYork], total: 1 });
    expect(await analytics({ origin: 'New York' })).toBe(1);

    expect(await board({ destination: 'Hollywood' })).toEqual({ ids: [], total: 0 });
    await t.database.db.execute(
      sql`UPDATE loads SET destination_location = 'Hollywood, CA' WHERE id = ${newYork}`,
    );
    expect(await board({ destination: 'Hollywood' })).toEqual({ ids: [newYork], total: 1 });
    expect(await searched('Hollywood')).toEqual([newYork]);
  });

  it('takes the start of a ZIP as the ZIPs it begins, to their edges, with or without dates', async () => {
    const at = (pickupZip: string) =>
      createPost(t, broker, { pickupZip, deliveryZip: ZIPS.atlanta, pickupDate: dayFromToday(4) });
    // The last ZIP before '606', its last, the first after it; the last before '6' and the first after.
    const before = await at('60599');
    const last = await at('60699');
    const after = await at('60701');
    const belowSix = await at('59937');
    const aboveSix = await at('70001');
    const week = { startDate: dayFromToday(0), endDate: dayFromToday(7) };
    const sorted = (...found: number[]) => found.sort();
    expect(await board({ origin: '606' })).toEqual({
      ids: sorted(...ids('chicago', 'oldTown'), last),
      total: 3,
    });
    expect(await board({ origin: '606', destination: '303' })).toEqual({ ids: [last], total: 1 });
    expect(await board({ origin: '606', destination: '303', ...week })).toEqual({ ids: [last], total: 1 });
    expect(await board({ origin: '6', destination: '30' })).toEqual({
      ids: sorted(before, last, after),
      total: 3,
    });
    expect(await board({ origin: '5', destination: '3' })).toEqual({ ids: [belowSix], total: 1 });
    expect(await board({ origin: '7', destination: '3' })).toEqual({
      ids: sorted(...ids('dallas'), aboveSix),
      total: 2,
    });
    expect(await analytics({ origin: '606', destination: '303' })).toBe(1);
    expect(await searched('606')).toEqual(sorted(...ids('chicago', 'oldTown'), last));
  });
});
