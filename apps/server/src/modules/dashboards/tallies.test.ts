import type { LoadType } from '@loadboard/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart } from '../../../test/multipart.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loadRequests, loads, users } from '../../db/schema/index.ts';
import {
  checkImportRows,
  loadAnalytics,
  mapImportHeader,
  readCsv,
  upsertSyncedLoads,
} from '../loads/index.ts';
import { createPost, dayFromToday, freightBody, ZIPS } from '../loads/test-fixtures.ts';
import {
  acceptedRequestsPerDay,
  analyticsPeriods,
  completedRevenuePerMonth,
  loadFigures,
  ownedLoadStats,
  postsPerDay,
} from './analytics.ts';
import { busiestLanes } from './busiest-lanes.ts';
import { boardFiguresFromHistory, userFiguresFromHistory } from './history-figures.ts';
import {
  carrierDashboard,
  inTransitCount,
  marketplace,
  ownLoadCounts,
  recentRequestsOnOwnLoads,
  requestCountsOnOwnLoads,
} from './queries.ts';
import { utcToday } from './service.ts';
import { setLoad } from './test-fixtures.ts';

/**
 * The tallies (migration 0014) against the history: after every kind of change a post or request
 * goes through (the post form, edits, requests, accepting, status changes, housekeeping, deletes, a
 * CSV import, a load-board sync, rows written straight in the database, a user deleted, concurrent
 * writers), every dashboard and analytics figure read from the tallies equals the aggregate the
 * dashboards used to run over the whole history (history-figures.ts).
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
});
afterAll(() => t.close());

async function userFiguresFromTallies(db: DbOrTx, userId: number, today: string) {
  const [counts, inTransit, stats, requests, recent] = await Promise.all([
    ownLoadCounts(db, userId),
    inTransitCount(db, userId, today),
    ownedLoadStats(db, userId),
    requestCountsOnOwnLoads(db, userId),
    recentRequestsOnOwnLoads(db, userId),
  ]);
  return {
    own: { ...counts, inTransit, completed: stats.completedLoads },
    requests,
    recentRequestIds: recent.map((request) => request.id),
    rfpCarrier: (await carrierDashboard(db, { id: userId, userType: 'RFP_CARRIER' }, 'RFP', 'RFD')).counts,
    rfdCarrier: (await carrierDashboard(db, { id: userId, userType: 'RFD_CARRIER' }, 'RFD', 'TRUCK')).counts,
  };
}

async function boardFiguresFromTallies(db: DbOrTx, monthStart: Date, firstDay: Date, firstMonth: Date) {
  const byKey = <T extends { day?: string; month?: string }>(list: T[]) =>
    list.sort((a, b) => String(a.day ?? a.month).localeCompare(String(b.day ?? b.month)));
  const analytics = (type?: LoadType) => loadAnalytics(db, { type });
  return {
    marketplace: (await marketplace(db)).counts,
    loadFigures: await loadFigures(db, monthStart),
    postsPerDay: byKey(await postsPerDay(db, firstDay)),
    acceptedPerDay: byKey((await acceptedRequestsPerDay(db, firstDay)).filter((day) => day.count !== 0)),
    revenuePerMonth: byKey(await completedRevenuePerMonth(db, firstMonth)),
    lanes: await busiestLanes(db, firstDay),
    analytics: {
      all: await analytics(),
      RFP: await analytics('RFP'),
      RFD: await analytics('RFD'),
      TRUCK: await analytics('TRUCK'),
    },
  };
}

/** Months whose revenue is 0 are charted as 0 whether listed or not: compared without them. */
const withRevenue = (months: Record<string, unknown>[]) =>
  months.filter((month) => Number(month.amount) !== 0);

/** Every figure of every user still there, and of the board, from the tallies and from the history. */
async function expectTalliesMatchHistory() {
  const db = t.database.db;
  const today = utcToday();
  const { monthStart, firstDay, firstMonth } = analyticsPeriods(new Date());
  const everyone = await db.select({ id: users.id }).from(users);
  for (const { id } of everyone)
    expect({ user: id, ...(await userFiguresFromTallies(db, id, today)) }).toEqual({
      user: id,
      ...(await userFiguresFromHistory(db, id, today)),
    });
  const tallied = await boardFiguresFromTallies(db, monthStart, firstDay, firstMonth);
  const history = await boardFiguresFromHistory(db, monthStart, firstDay, firstMonth);
  expect({ ...tallied, revenuePerMonth: withRevenue(tallied.revenuePerMonth) }).toEqual({
    ...history,
    revenuePerMonth: withRevenue(history.revenuePerMonth),
  });
}

const api = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  as: Account,
  payload?: object,
) => t.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });

async function requestPost(loadId: number, as: Account, proposedRate: number): Promise<number> {
  const res = await api('POST', `/api/loads/${loadId}/request`, as, { proposedRate, message: 'Can do' });
  expectStatus(res, 201);
  return res.json().data.id;
}

async function decide(requestId: number, status: 'ACCEPTED' | 'REJECTED', as: Account) {
  expectStatus(await api('PATCH', `/api/requests/${requestId}/status`, as, { status }), 200);
}

async function setStatus(loadId: number, status: string, as: Account) {
  expectStatus(await api('PATCH', `/api/admin/loads/${loadId}/status`, as, { status }), 200);
}

/** Copies of a post written straight in the database, one statement, with the columns given. */
async function insertCopies(db: DbOrTx, templateId: number, rows: Partial<typeof loads.$inferInsert>[]) {
  const [template] = await db.select().from(loads).where(eq(loads.id, templateId));
  if (!template) throw new Error(`no post ${templateId}`);
  const { id: _id, ...columns } = template;
  return db
    .insert(loads)
    .values(rows.map((row) => ({ ...columns, ...row })))
    .returning({ id: loads.id });
}

const posts: Record<string, number> = {};
const requests: Record<string, number> = {};

describe('the tallies equal the aggregates over the history', () => {
  it('on an empty board', async () => {
    await expectTalliesMatchHistory();
  });

  it('after posts through the form, of every type', async () => {
    const { broker, otherBroker, rfp, rfd, admin } = who;
    posts.b1 = await createPost(t, broker, { jobNumber: 'B1' });
    posts.b2 = await createPost(t, broker, { jobNumber: 'B2', rate: 1999.99, balance: 750.5 });
    posts.b3 = await createPost(t, broker, {
      jobNumber: 'B3',
      pickupZip: ZIPS.atlanta,
      deliveryZip: ZIPS.newYork,
    });
    posts.o1 = await createPost(t, otherBroker, { jobNumber: 'O1', rate: 880 });
    posts.r1 = await createPost(t, rfp, { jobNumber: 'R1' });
    posts.t1 = await createPost(t, rfd, {});
    posts.a1 = await createPost(t, admin, { jobNumber: 'A1', pickupZip: ZIPS.losAngeles }, 'RFD');
    await expectTalliesMatchHistory();
  });

  it('after an edit that changes the money and the lane', async () => {
    const body = freightBody({ jobNumber: 'B2', pickupZip: ZIPS.losAngeles, balance: 1234.56, rate: 3100 });
    expectStatus(await api('PUT', `/api/loads/${posts.b2}`, who.broker, body), 200);
    await expectTalliesMatchHistory();
  });

  it('after requests, an acceptance (the others rejected) and a rejection', async () => {
    const { broker, rfp, rfd } = who;
    requests.b1rfp = await requestPost(posts.b1 as number, rfp, 2300);
    requests.b1rfd = await requestPost(posts.b1 as number, rfd, 2250.5);
    requests.b2rfp = await requestPost(posts.b2 as number, rfp, 1800);
    requests.t1broker = await requestPost(posts.t1 as number, broker, 900);
    requests.r1rfd = await requestPost(posts.r1 as number, rfd, 1400);
    await expectTalliesMatchHistory();
    await decide(requests.b1rfp, 'ACCEPTED', broker);
    await decide(requests.t1broker, 'ACCEPTED', rfd);
    await decide(requests.r1rfd, 'REJECTED', rfp);
    await expectTalliesMatchHistory();
  });

  it('after counters, a counter accepted, a counter declined and withdrawals', async () => {
    const { broker, otherBroker, rfp, rfd } = who;
    posts.o2 = await createPost(t, otherBroker, { jobNumber: 'O2', rate: 1500 });
    requests.o2rfp = await requestPost(posts.o2, rfp, 1500);
    requests.o2rfd = await requestPost(posts.o2, rfd, 1450);
    requests.b2rfd = await requestPost(posts.b2 as number, rfd, 1750);
    requests.b3rfp = await requestPost(posts.b3 as number, rfp, 2000);
    const counters: [number, number, Account][] = [
      [requests.o2rfp, 1650, otherBroker],
      [requests.o2rfd, 1600, otherBroker],
      [requests.b2rfd, 1900, broker],
    ];
    for (const [id, rate, as] of counters)
      expectStatus(await api('POST', `/api/requests/${id}/counter`, as, { rate }), 200);
    await expectTalliesMatchHistory();
    await decide(requests.o2rfp, 'ACCEPTED', rfp);
    await decide(requests.b2rfd, 'REJECTED', rfd);
    expectStatus(
      await api('PATCH', `/api/requests/${requests.b3rfp}/status`, rfp, { status: 'WITHDRAWN' }),
      200,
    );
    await expectTalliesMatchHistory();
  });

  it('after completing, cancelling and re-opening posts', async () => {
    const { broker, rfd, admin } = who;
    await setStatus(posts.b1 as number, 'COMPLETED', broker);
    await setStatus(posts.t1 as number, 'COMPLETED', rfd);
    await setStatus(posts.b3 as number, 'CANCELLED', broker);
    await setStatus(posts.o1 as number, 'ASSIGNED', admin);
    await expectTalliesMatchHistory();
    await setStatus(posts.b3 as number, 'ACTIVE', broker);
    await expectTalliesMatchHistory();
  });

  it('after housekeeping expires past pickups and refreshes a stale location', async () => {
    await setLoad(t, posts.b3 as number, { pickupDate: dayFromToday(-5), deliveryDate: dayFromToday(-3) });
    await setLoad(t, posts.r1 as number, { originLocation: 'Old Name, IL' });
    expectStatus(await api('GET', '/api/loads/update-loads', who.admin), 200);
    const [expired] = await t.database.db
      .select()
      .from(loads)
      .where(eq(loads.id, posts.b3 as number));
    expect(expired?.status).toBe('CANCELLED');
    await expectTalliesMatchHistory();
  });

  it('after deals and dates written straight in the database (in transit, days, months)', async () => {
    const { broker, rfp } = who;
    await setLoad(t, posts.b2 as number, {
      status: 'ASSIGNED',
      assignedCarrierId: rfp.user.id,
      agreedRate: 1700.25,
      pickupDate: dayFromToday(-1),
      deliveryDate: dayFromToday(2),
    });
    await setLoad(t, posts.b1 as number, { completedAt: daysAgo(40), createdAt: daysAgo(45) });
    await setLoad(t, posts.o1 as number, { createdAt: daysAgo(120) });
    await t.database.db
      .update(loadRequests)
      .set({ decidedAt: daysAgo(3) })
      .where(eq(loadRequests.id, requests.t1broker as number));
    expect((await userFiguresFromTallies(t.database.db, broker.user.id, utcToday())).own.inTransit).toBe(1);
    await expectTalliesMatchHistory();
  });

  it('after deleting a post with its requests', async () => {
    const extra = await createPost(t, who.broker, { jobNumber: 'B4' });
    await requestPost(extra, who.rfp, 1000);
    await requestPost(extra, who.rfd, 1100);
    await expectTalliesMatchHistory();
    expectStatus(await api('DELETE', `/api/loads/${extra}`, who.broker), 200);
    await expectTalliesMatchHistory();
  });

  it('after a CSV import', async () => {
    const header = 'jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate';
    const lines = [1, 2, 3].map(
      (n) =>
        `IMP-${n},${ZIPS.dallas},${ZIPS.atlanta},${dayFromToday(2 + n)},${dayFromToday(6)},${100 * n},${1000 * n}`,
    );
    const body = multipart([
      { field: 'file', filename: 'loads.csv', content: `${[header, ...lines].join('\n')}\n` },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loads/import',
      headers: { ...who.otherBroker.headers, ...body.headers },
      payload: body.payload,
    });
    expectStatus(res, 201);
    await expectTalliesMatchHistory();
  });

  it('after a load-board sync that adds posts, then updates them (their type and lane too)', async () => {
    const feed = 'https://board.example.com/feed.csv';
    const sync = async (rows: string[]) => {
      const table = readCsv(
        `loadType,jobNumber,pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate\n${rows.join('\n')}\n`,
      );
      const { prepared, errors } = checkImportRows(
        'SUPER_ADMIN',
        mapImportHeader(table.header, table.rows),
        table.rows,
      );
      expect(errors).toEqual([]);
      await t.database.db.transaction((tx) => upsertSyncedLoads(tx, who.admin.user.id, feed, prepared));
    };
    const row = (type: string, job: string, from: string, rate: number) =>
      `${type},${job},${from},${ZIPS.chicago},${dayFromToday(4)},${dayFromToday(7)},500,${rate}`;
    await sync([row('RFP', 'S1', ZIPS.dallas, 900), row('RFD', 'S2', ZIPS.atlanta, 950)]);
    await expectTalliesMatchHistory();
    await sync([
      row('RFD', 'S1', ZIPS.newYork, 990),
      row('RFD', 'S2', ZIPS.atlanta, 1950),
      row('RFP', 'S3', ZIPS.dallas, 10),
    ]);
    await expectTalliesMatchHistory();
  });

  it('after many posts in one statement: lanes tied past the first look, and lanes before the window', async () => {
    const db = t.database.db;
    // 60 lanes of 2 posts each: the 10th lane ties with lanes far down the lists, so the busiest
    // lanes are looked for deeper, and the ties are settled by name as the history's ORDER BY does.
    const tied = Array.from({ length: 120 }, (_, n) => ({
      ownerId: who.otherBroker.user.id,
      originLocation: `Town ${String(Math.floor(n / 2)).padStart(2, '0')}, TX`,
      createdAt: daysAgo(n % 7),
    }));
    await insertCopies(db, posts.b1 as number, tied);
    // Busier lanes, but before the 90 days: counted in their period, never in the window.
    const old = Array.from({ length: 30 }, (_, n) => ({
      ownerId: who.rfp.user.id,
      originLocation: `Old Town ${n % 3}, KS`,
      createdAt: daysAgo(91 + (n % 3)),
    }));
    await insertCopies(db, posts.r1 as number, old);
    await expectTalliesMatchHistory();
    // One statement changing many posts of many owners at once, as housekeeping's expiry does.
    const ids = (await db.select({ id: loads.id }).from(loads)).map((post) => post.id);
    await db
      .update(loads)
      .set({ status: 'CANCELLED' })
      .where(inArray(loads.id, ids.slice(0, 40)));
    await db.delete(loads).where(inArray(loads.id, ids.slice(40, 80)));
    await expectTalliesMatchHistory();
  });

  it('after a user is deleted: their posts, their requests and their deals go with them', async () => {
    await t.database.db.delete(users).where(eq(users.id, who.rfd.user.id));
    await expectTalliesMatchHistory();
  });
});

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('with concurrent writers (PostgreSQL)', () => {
  it('stay exact, and every writer commits, when transactions change the same tallies at once', async () => {
    const db = t.database.db;
    const { broker, otherBroker, rfp } = who;
    const owners = [broker.user.id, otherBroker.user.id, rfp.user.id, broker.user.id];
    // Each writer's statements touch the same tally rows as the others' (its posts listed in another
    // order), so each waits for the one before to commit.
    const writers = Array.from({ length: 6 }, (_, n) =>
      db.transaction(async (tx) => {
        const rows = (n % 2 === 0 ? owners : [...owners].reverse()).map((ownerId, k) => ({
          ownerId,
          originLocation: `Lane ${k}, OH`,
        }));
        const inserted = await insertCopies(tx, posts.b2 as number, rows);
        await tx
          .update(loads)
          .set({ status: n % 2 === 0 ? 'COMPLETED' : 'CANCELLED', completedAt: new Date() })
          .where(inArray(loads.id, inserted.map((post) => post.id).reverse()));
        // Hold the rows a while, so the other writers queue behind them.
        await tx.execute(sql`SELECT pg_sleep(0.05)`);
      }),
    );
    await Promise.all(writers);
    await expectTalliesMatchHistory();
  });
});
