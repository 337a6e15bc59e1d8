import { LOADBOARD_MESSAGES, MESSAGES, type SyncJobStatus, type SyncReport } from '@loadboard/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { feedRow, startFakeFeedServer } from '../../../test/fake-feed-server.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { alertBatches, loads, subscriptions } from '../../db/schema/index.ts';
import { loadboardSyncJob } from '../../jobs/loadboard-sync.ts';
import { type Jobs, startJobs } from '../../jobs/runner.ts';
import { testJobServices } from '../../jobs/test-services.ts';

let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFakeFeedServer>>;
let people: Awaited<ReturnType<typeof accounts>>;
beforeAll(async () => {
  t = await startTestApp({ env: { LOADBOARD_ALLOW_PRIVATE: 'true', LOADBOARD_FETCH_TIMEOUT_MS: '1000' } });
  feeds = await startFakeFeedServer();
  people = await accounts(t);
});
afterAll(async () => {
  await feeds.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Account) =>
  t.app.inject({ method, url, headers: who?.headers });

async function setUrls(who: Account, urls: string[]) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/load-board-urls',
    headers: who.headers,
    payload: { loadBoardUrls: urls },
  });
  expectStatus(res, 200);
}

async function scrape(who: Account): Promise<SyncReport> {
  const res = await call('GET', '/api/loadboard/scrape-save', who);
  expectStatus(res, 200);
  expect(res.json().message).toBe(MESSAGES.syncSuccess);
  return res.json().data;
}

const postsOf = (who: Account) =>
  t.database.db
    .select({
      jobNumber: loads.jobNumber,
      rate: loads.rate,
      sourceUrl: loads.sourceUrl,
      status: loads.status,
    })
    .from(loads)
    .where(eq(loads.ownerId, who.user.id))
    .orderBy(loads.jobNumber);

describe('GET /api/loadboard/scrape-save', () => {
  it('imports CSV, JSON and HTML feeds, skips and reports a bad row, and says why a feed failed', async () => {
    const broker = await signUp(t, 'BROKER');
    feeds.state.rows = [feedRow('A-1'), feedRow('A-2', { pickupZip: '1234x' }), feedRow('A-3')];
    await setUrls(broker, [feeds.url('/csv'), feeds.url('/json'), feeds.url('/html'), feeds.url('/missing')]);

    const report = await scrape(broker);
    expect(report).toEqual({
      added: 6,
      updated: 0,
      feeds: [
        ...['/csv', '/json', '/html'].map((path) => ({
          url: feeds.url(path),
          added: 2,
          updated: 0,
          rowErrors: ['row 3: pickupZip must be 5 digits'],
        })),
        {
          url: feeds.url('/missing'),
          added: 0,
          updated: 0,
          rowErrors: [],
          error: 'The load board answered 404 Not Found',
        },
      ],
    });
    const posts = await postsOf(broker);
    expect(posts.map((post) => post.jobNumber)).toEqual(['A-1', 'A-1', 'A-1', 'A-3', 'A-3', 'A-3']);
    expect(new Set(posts.map((post) => post.sourceUrl))).toEqual(
      new Set(['/csv', '/json', '/html'].map((path) => feeds.url(path))),
    );
    // New posts are recorded for load alerts, one batch per feed, as the CSV import records them.
    const ids = (
      await t.database.db.select({ id: loads.id }).from(loads).where(eq(loads.ownerId, broker.user.id))
    ).map((post) => post.id);
    const batches = await t.database.db.select({ loadIds: alertBatches.loadIds }).from(alertBatches);
    expect(
      batches
        .flatMap((batch) => batch.loadIds)
        .filter((id) => ids.includes(id))
        .sort(),
    ).toEqual(ids.sort());
  });

  it('never echoes what it fetched: a file that is no feed gets the columns it should have', async () => {
    const broker = await signUp(t, 'BROKER');
    await setUrls(broker, [feeds.url('/passwd')]);
    const [feed] = (await scrape(broker)).feeds;
    expect(feed?.error).toMatch(
      /^1 unknown column \(the columns are those of the sample file: loadType, jobNumber, /,
    );
    expect(JSON.stringify(feed)).not.toMatch(/root|bin|daemon/);
  });

  it('updates the posts of a re-sync by job number instead of duplicating them', async () => {
    const broker = await signUp(t, 'BROKER');
    feeds.state.rows = [feedRow('B-1'), feedRow('B-2')];
    await setUrls(broker, [feeds.url('/csv')]);
    expect(await scrape(broker)).toMatchObject({ added: 2, updated: 0 });

    feeds.state.rows = [feedRow('B-1', { rate: '3100' }), feedRow('B-2'), feedRow('B-3')];
    expect(await scrape(broker)).toMatchObject({ added: 1, updated: 2 });
    expect((await postsOf(broker)).map((post) => [post.jobNumber, post.rate])).toEqual([
      ['B-1', 3100],
      ['B-2', 2400],
      ['B-3', 2400],
    ]);

    // A post no longer ACTIVE is the deal's record: the feed does not change it.
    await t.database.db
      .update(loads)
      .set({ status: 'ASSIGNED' })
      .where(and(eq(loads.ownerId, broker.user.id), eq(loads.jobNumber, 'B-2')));
    feeds.state.rows = [feedRow('B-2', { rate: '9999' }), feedRow('B-2', { rate: '1' })];
    const report = await scrape(broker);
    expect(report).toMatchObject({ added: 0, updated: 0 });
    expect(report.feeds[0]?.rowErrors).toEqual([
      'row 3: jobNumber B-2 appears earlier in the feed (row 2)',
      'row 2: job B-2 is assigned and is no longer updated by a sync',
    ]);
    expect((await postsOf(broker)).find((post) => post.jobNumber === 'B-2')?.rate).toBe(2400);
  });

  it("syncs only the caller's own URLs", async () => {
    const mine = await signUp(t, 'BROKER');
    const theirs = await signUp(t, 'BROKER');
    feeds.state.rows = [feedRow('C-1')];
    await setUrls(mine, [feeds.url('/json')]);
    await setUrls(theirs, [feeds.url('/csv')]);
    const report = await scrape(mine);
    expect(report.feeds.map((feed) => feed.url)).toEqual([feeds.url('/json')]);
    expect(await postsOf(theirs)).toEqual([]);
  });

  it('needs a session and an active subscription', async () => {
    expect((await call('GET', '/api/loadboard/scrape-save')).statusCode).toBe(401);
    const broker = await signUp(t, 'BROKER');
    await t.database.db.delete(subscriptions).where(eq(subscriptions.userId, broker.user.id));
    const res = await call('GET', '/api/loadboard/scrape-save', broker);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('with LOADBOARD_ALLOW_PRIVATE off', () => {
  it('refuses the loopback feed and imports nothing', async () => {
    const closed = await startTestApp();
    try {
      const broker = await signUp(closed, 'BROKER');
      await closed.app.inject({
        method: 'PATCH',
        url: '/api/settings/load-board-urls',
        headers: broker.headers,
        payload: { loadBoardUrls: [feeds.url('/csv')] },
      });
      const res = await closed.app.inject({
        method: 'GET',
        url: '/api/loadboard/scrape-save',
        headers: broker.headers,
      });
      expectStatus(res, 200);
      expect(res.json().data.added).toBe(0);
      expect(res.json().data.feeds[0].error).toMatch(
        /^127\.0\.0\.1 is a private, loopback or link-local address/,
      );
    } finally {
      await closed.close();
    }
  });
});

describe('the admin list of load board URLs', () => {
  it('is for administrators only', async () => {
    await expectAdminOnly(
      t,
      [people.broker, people.rfp, people.rfd],
      [
        { method: 'GET', url: '/api/loadboard-urls' },
        { method: 'DELETE', url: '/api/loadboard-urls/1' },
        { method: 'DELETE', url: '/api/loadboard-urls/user/1' },
        { method: 'POST', url: '/api/loadboard/sync-all' },
        { method: 'GET', url: '/api/loadboard/sync-status/00000000-0000-4000-8000-000000000000' },
      ],
    );
  });

  it('lists every URL with its owner, deletes one, and all of a user', async () => {
    const owner = await signUp(t, 'RFP_CARRIER', 'Delta Lines');
    await setUrls(owner, ['https://board.example.com/a.csv', 'https://board.example.com/b.csv']);
    const list = await call('GET', '/api/loadboard-urls', people.admin);
    expectStatus(list, 200);
    const rows = (
      list.json().data as { id: number; url: string; created_at: string; user: unknown }[]
    ).filter((row) => row.url.startsWith('https://board.example.com/'));
    expect(rows.map((row) => row.user)).toEqual([
      { id: owner.user.id, username: owner.user.username, companyName: 'Delta Lines' },
      { id: owner.user.id, username: owner.user.username, companyName: 'Delta Lines' },
    ]);
    expect(Number.isNaN(Date.parse(rows[0]?.created_at ?? ''))).toBe(false);

    const one = await call('DELETE', `/api/loadboard-urls/${rows[0]?.id}`, people.admin);
    expectStatus(one, 200);
    expect(one.json().message).toBe(LOADBOARD_MESSAGES.urlDeleted);
    const again = await call('DELETE', `/api/loadboard-urls/${rows[0]?.id}`, people.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(LOADBOARD_MESSAGES.urlNotFound);
    expect((await call('DELETE', '/api/loadboard-urls/abc', people.admin)).statusCode).toBe(404);

    const all = await call('DELETE', `/api/loadboard-urls/user/${owner.user.id}`, people.admin);
    expectStatus(all, 200);
    expect(all.json()).toMatchObject({ message: LOADBOARD_MESSAGES.userUrlsDeleted, data: { deleted: 1 } });
    const settings = await call('GET', '/api/settings', owner);
    expect(settings.json().data.loadBoardUrls).toEqual([]);
  });
});

describe('Sync All Loadboards', () => {
  let jobs: Jobs;
  beforeAll(async () => {
    vi.stubEnv('LOADBOARD_ALLOW_PRIVATE', 'true');
    vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '1000');
    jobs = await startJobs({
      ...testJobServices(),
      database: t.database,
      log: pino({ level: 'silent' }),
      jobs: [loadboardSyncJob],
      timing: { pollingIntervalSeconds: 0.5 },
    });
  });
  afterAll(async () => {
    await jobs.stop();
    vi.unstubAllEnvs();
  });

  it('syncs every user with URLs in the background, with progress and a result message', async () => {
    await t.database.db.execute(sql`DELETE FROM load_board_urls`);
    const first = await signUp(t, 'BROKER');
    const second = await signUp(t, 'BROKER');
    feeds.state.rows = [feedRow('D-1'), feedRow('D-2', { deliveryZip: 'nope' })];
    await setUrls(first, [feeds.url('/csv')]);
    await setUrls(second, [feeds.url('/json'), feeds.url('/slow')]);

    const started = await call('POST', '/api/loadboard/sync-all', people.admin);
    expectStatus(started, 202);
    const { status, jobId } = started.json();
    expect(status).toBe('success');
    // Pressed again while it runs (the slow feed takes a second), it follows the same run.
    const again = await call('POST', '/api/loadboard/sync-all', people.admin);
    expectStatus(again, 202);
    expect(again.json().jobId).toBe(jobId);

    let last: SyncJobStatus | undefined;
    await vi.waitFor(
      async () => {
        const res = await call('GET', `/api/loadboard/sync-status/${jobId}`, people.admin);
        expectStatus(res, 200);
        last = res.json().data;
        expect(last?.state).toBe('completed');
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(last).toEqual({
      jobId,
      state: 'completed',
      progress: { users: { done: 2, total: 2 }, percent: 100 },
      result: {
        message: '2 posts added, 0 posts updated, 1 feed failed',
        added: 2,
        updated: 0,
        skippedRows: 2,
        failedFeeds: [
          {
            userId: second.user.id,
            url: feeds.url('/slow'),
            message: 'The load board did not answer within 1 seconds',
          },
        ],
      },
    });
    expect((await postsOf(first)).map((post) => post.jobNumber)).toEqual(['D-1']);
    expect((await postsOf(second)).map((post) => post.jobNumber)).toEqual(['D-1']);
  });

  it('answers 404 for an unknown run and 422 for a malformed id', async () => {
    const unknown = await call(
      'GET',
      '/api/loadboard/sync-status/00000000-0000-4000-8000-000000000000',
      people.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(LOADBOARD_MESSAGES.runNotFound);
    expect((await call('GET', '/api/loadboard/sync-status/42', people.admin)).statusCode).toBe(422);
  });
});
