import {
  BILLING_MESSAGES,
  BOARD_SORTS,
  type BoardSort,
  LOAD_MESSAGES,
  type LoadView,
  refreshWaitMessage,
} from '@loadboard/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loads, subscriptions } from '../../db/schema/index.ts';
import { getAs, minutesAgo, setLoad } from '../dashboards/test-fixtures.ts';
import { markStalePosts } from './housekeeping.ts';
import { activityRows, createPost, dayFromToday, ZIPS } from './test-fixtures.ts';

let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
/** The posts on the board, by name. */
const post: Record<string, number> = {};

const DAY_MINUTES = 24 * 60;

/**
 * The board: five fresh freight posts and a truck with every figure the orders read set apart, and a
 * stale post that would lead every order were it fresh.
 */
beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const freight = {
    a: { rate: 3000, roadMiles: 1000, pickupDate: dayFromToday(3), createdAt: minutesAgo(180) },
    b: { rate: 1000, roadMiles: 200, pickupDate: dayFromToday(1), createdAt: minutesAgo(60) },
    c: { rate: null, roadMiles: 500, pickupDate: dayFromToday(2), createdAt: minutesAgo(120) },
    d: { rate: 2000, roadMiles: null, pickupDate: dayFromToday(4), createdAt: minutesAgo(30) },
    stale: {
      rate: 9000,
      roadMiles: 50,
      pickupDate: dayFromToday(0),
      createdAt: minutesAgo(10 * DAY_MINUTES),
    },
  };
  for (const [name, columns] of Object.entries(freight)) {
    post[name] = await createPost(t, who.broker, { jobNumber: `FRESH-${name}` });
    await setLoad(t, post[name] as number, { ...columns, deliveryDate: dayFromToday(9) });
  }
  post.truck = await createPost(t, who.rfd);
  await setLoad(t, post.truck, {
    roadMiles: 700,
    pickupDate: dayFromToday(5),
    deliveryDate: dayFromToday(9),
    createdAt: minutesAgo(240),
  });
  // The hourly job's work: only the post ten days old turns stale.
  expect(await markStalePosts(t.database.db)).toBe(1);
});
afterAll(() => t.close());

const name = (id: number) => Object.entries(post).find(([, value]) => value === id)?.[0];

/** Each sort's order of the board: the stale post last, posts without the figure after the others. */
const EXPECTED: Record<BoardSort, string[]> = {
  pickupDate: ['b', 'c', 'a', 'd', 'truck', 'stale'],
  newest: ['d', 'b', 'c', 'a', 'truck', 'stale'],
  rate: ['a', 'd', 'b', 'c', 'truck', 'stale'],
  // 5 (1000 / 200), 3 (3000 / 1000), the truck's asking 2.75 a mile; then no rate, no road miles.
  ratePerRoadMile: ['b', 'a', 'truck', 'c', 'd', 'stale'],
  roadMiles: ['b', 'c', 'truck', 'a', 'd', 'stale'],
};

async function listed(url: string, as: Account = who.rfp): Promise<LoadView[]> {
  const res = await getAs(t, url, as);
  expectStatus(res, 200);
  const data = res.json().data;
  return Array.isArray(data) ? data : data.loads;
}

/** Every page of a sorted list, two posts a page, in order. */
async function everyPage(url: (page: number) => string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page <= 4; page += 1) {
    const views = await listed(url(page));
    names.push(...views.map((view) => name(view.id) ?? `#${view.id}`));
  }
  return names;
}

describe('the board sorted', () => {
  it.each(BOARD_SORTS)('by %s on Avail. Loads: stale last, nulls after figures, paged', async (sort) => {
    expect(await everyPage((page) => `/api/loads/all-loads?sort=${sort}&page=${page}&limit=2`)).toEqual(
      EXPECTED[sort],
    );
  });

  it.each(BOARD_SORTS)('by %s in the search, page by page', async (sort) => {
    expect(await everyPage((page) => `/api/loads/search?sort=${sort}&page=${page}&limit=2`)).toEqual(
      EXPECTED[sort],
    );
  });

  it('keeps the board soonest pickup first when no sort is asked', async () => {
    const views = await listed('/api/loads/all-loads?limit=10');
    expect(views.map((view) => name(view.id))).toEqual(EXPECTED.pickupDate);
  });

  it('puts the stale post after the fresh ones in a radius search, nearest first and by pickup', async () => {
    for (const sort of ['distance', 'pickupDate', 'rate', 'newest']) {
      const views = await listed(`/api/loads/search?originZip=${ZIPS.chicago}&originRadius=100&sort=${sort}`);
      expect(views.map((view) => name(view.id)).at(-1), sort).toBe('stale');
      expect(views).toHaveLength(5);
    }
    const lane = await listed(
      `/api/loads/search?originZip=${ZIPS.chicago}&originRadius=100&destinationZip=${ZIPS.dallas}&destinationRadius=100&sort=pickupDate`,
    );
    expect(lane.map((view) => name(view.id))).toEqual(['b', 'c', 'a', 'd', 'stale']);
  });

  it('sorts trucks alone by rate: a truck giving a rate before those giving none', async () => {
    const rated = await createPost(t, who.rfd);
    await setLoad(t, rated, {
      rate: 1500,
      pickupDate: dayFromToday(6),
      deliveryDate: dayFromToday(9),
    });
    for (const list of ['all-loads?type=TRUCK', 'search?loadType=TRUCK']) {
      const views = await listed(`/api/loads/${list}&sort=rate`);
      expect(views.map((view) => view.id)).toEqual([rated, post.truck]);
    }
    await setLoad(t, rated, { status: 'CANCELLED' });
  });

  it('marks the stale post stale, and no other', async () => {
    const views = await listed('/api/loads/all-loads?limit=10');
    expect(views.filter((view) => view.stale).map((view) => name(view.id))).toEqual(['stale']);
  });

  it('refuses a sort it does not know, naming the field', async () => {
    const res = await getAs(t, '/api/loads/all-loads?sort=cheapest', who.rfp);
    expectStatus(res, 422);
    expect(res.json().errors).toEqual([
      'Sort must be pickupDate, newest, rate, ratePerRoadMile or roadMiles',
    ]);
  });
});

function refresh(id: number | string, as?: Account) {
  return t.app.inject({ method: 'POST', url: `/api/loads/${id}/refresh`, headers: as?.headers ?? {} });
}

describe('POST /api/loads/:id/refresh', () => {
  it("moves the owner's post to the top of newest, fresh again, and records it", async () => {
    const res = await refresh(post.stale as number, who.broker);
    expectStatus(res, 200);
    const body = res.json();
    expect(body.message).toBe(LOAD_MESSAGES.refreshed);
    expect(body.data).toMatchObject({ id: post.stale, stale: false });
    expect(Date.now() - Date.parse(body.data.refreshedAt)).toBeLessThan(60_000);
    const newest = await listed('/api/loads/all-loads?sort=newest&limit=10');
    expect(newest.map((view) => name(view.id))).toEqual(['stale', 'd', 'b', 'c', 'a', 'truck']);
    const [logged] = (await activityRows(t, 'LOAD_UPDATED')).slice(-1);
    expect(logged).toMatchObject({ userId: who.broker.user.id });
    expect(logged?.details).toMatch(new RegExp(`^Refreshed RFP load #${post.stale}: `));
  });

  it('refuses a second refresh within the hour, saying when it may be refreshed again', async () => {
    await setLoad(t, post.a as number, { refreshedAt: minutesAgo(20) });
    const res = await refresh(post.a as number, who.broker);
    expectStatus(res, 409);
    expect(res.json().message).toBe(refreshWaitMessage(40));
    expect(res.json().message).toBe(
      'This post was refreshed less than an hour ago. You can refresh it again in 40 minutes.',
    );
    await setLoad(t, post.a as number, { refreshedAt: minutesAgo(61) });
    expectStatus(await refresh(post.a as number, who.broker), 200);
  });

  it('refuses anyone but the owner, an administrator too (403), and changes nothing', async () => {
    for (const as of [who.rfp, who.admin]) {
      const res = await refresh(post.b as number, as);
      expectStatus(res, 403);
      expect(res.json().message).toBe(LOAD_MESSAGES.notYourLoad);
    }
    const [row] = await t.database.db
      .select()
      .from(loads)
      .where(eq(loads.id, post.b as number));
    expect(row?.refreshedAt).toBeNull();
  });

  it('refuses a post that is not ACTIVE (409)', async () => {
    const closed = await createPost(t, who.broker);
    await setLoad(t, closed, { status: 'CANCELLED' });
    const res = await refresh(closed, who.broker);
    expectStatus(res, 409);
    expect(res.json().message).toBe(LOAD_MESSAGES.refreshOnlyActive);
  });

  it('answers 404 for an unknown post and 401 without a session', async () => {
    expectStatus(await refresh(987654, who.broker), 404);
    expectStatus(await refresh('abc', who.broker), 404);
    const anonymous = await refresh(post.c as number);
    expectStatus(anonymous, 401);
  });

  it('refuses an owner whose subscription ended (403 SUBSCRIPTION_EXPIRED)', async () => {
    const lapsed = await signUp(t, 'BROKER');
    const id = await createPost(t, lapsed);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'expired', currentPeriodEnd: sql`now() - interval '1 day'` })
      .where(eq(subscriptions.userId, lapsed.user.id));
    const res = await refresh(id, lapsed);
    expectStatus(res, 403);
    expect(res.json()).toMatchObject({
      code: 'SUBSCRIPTION_EXPIRED',
      message: BILLING_MESSAGES.subscriptionExpired,
    });
  });
});
