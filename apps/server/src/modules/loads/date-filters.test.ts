import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loads } from '../../db/schema/index.ts';
import { createPost } from './test-fixtures.ts';

/**
 * My Loads' From and To filter pickup dates, and a pickup date is a calendar day of its own, not an
 * instant: the same whatever the user's time zone. A post created late in the evening in Los Angeles
 * (the next day in UTC) is found by its pickup day, not by the day it was created in either zone.
 */
let t: TestApp;
let pacific: Account;
let onUtc: Account;
const posts = { march10: 0, march11: 0 };

beforeAll(async () => {
  t = await startTestApp();
  pacific = await signUp(t, 'BROKER');
  onUtc = await signUp(t, 'SUPER_ADMIN');
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/general',
    headers: pacific.headers,
    payload: { timezone: 'PST' },
  });
  expectStatus(saved, 200);
  const dates = (pickupDate: string) => ({ pickupDate, deliveryDate: '2030-03-20' });
  posts.march10 = await createPost(t, pacific, dates('2030-03-10'));
  posts.march11 = await createPost(t, pacific, dates('2030-03-11'));
  // Both posted on the evening of March 10 in Los Angeles, which is March 11 in UTC.
  await t.database.db.update(loads).set({ createdAt: new Date('2030-03-11T06:30:00Z') });
});
afterAll(() => t.close());

/** The poster's My Loads; the admin on UTC reads the same posts in GET /api/loads (every post, to an admin). */
async function myLoads(who: Account, startDate: string, endDate: string): Promise<number[]> {
  const list = who === pacific ? '/api/loads/view-loads' : '/api/loads';
  const res = await t.app.inject({
    method: 'GET',
    url: `${list}?${new URLSearchParams({ startDate, endDate })}`,
    headers: who.headers,
  });
  expectStatus(res, 200);
  return res.json().data.loads.map((load: { id: number }) => load.id);
}

describe('My Loads date filters on a day boundary in PST', () => {
  it('From and To are whole pickup days, the same for a user on Pacific time and one on UTC', async () => {
    for (const who of [pacific, onUtc]) {
      expect(await myLoads(who, '2030-03-10', '2030-03-10')).toEqual([posts.march10]);
      expect(await myLoads(who, '2030-03-11', '2030-03-11')).toEqual([posts.march11]);
      expect(await myLoads(who, '2030-03-09', '2030-03-09')).toEqual([]);
    }
    const [row] = await t.database.db.select().from(loads).where(eq(loads.id, posts.march10));
    expect(row?.pickupDate).toBe('2030-03-10');
  });
});
