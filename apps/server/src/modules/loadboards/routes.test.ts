import { LOADBOARD_MESSAGES, type SyncJobStatus, type SyncReport } from '@loadboard/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, accounts, signUp } from '../../../test/accounts.ts';
import { expectAdminOnly } from '../../../test/admin-only.ts';
import { feedRow, startFakeFeedServer } from '../../../test/fake-feed-server.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { alertBatches, loads, subscriptions } from '../../db/schema/index.ts';
import { loadboardMemberSyncJob } from '../../jobs/loadboard-member-sync.ts';
import { loadboardSyncJob } from '../../jobs/loadboard-sync.ts';
import { type Jobs, startJobs } from '../../jobs/runner.ts';
import { testJobServices } from '../../jobs/test-services.ts';

let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFakeFeedServer>>;
let people: Awaited<ReturnType<typeof accounts>>;
const running: Jobs[] = [];

/** The sync jobs on a test app's database; they read the fetch settings from the environment. */
async function startSyncJobs(on: TestApp): Promise<Jobs> {
  const jobs = await startJobs({
    ...testJobServices(),
    database: on.database,
    log: pino({ level: 'silent' }),
    jobs: [loadboardSyncJob, loadboardMemberSyncJob],
    timing: { pollingIntervalSeconds: 0.5 },
  });
  running.push(jobs);
  return jobs;
}

beforeAll(async () => {
  vi.stubEnv('LOADBOARD_ALLOW_PRIVATE', 'true');
  vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '1000');
  t = await startTestApp({ env: { LOADBOARD_ALLOW_PRIVATE: 'true', LOADBOARD_FETCH_TIMEOUT_MS: '1000' } });
  feeds = await startFakeFeedServer();
  people = await accounts(t);
  await startSyncJobs(t);
});
afterAll(async () => {
  for (const jobs of running) await jobs.stop();
  await feeds.close();
  await t.close();
  vi.unstubAllEnvs();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Account, on = t) =>
  on.app.inject({ method, url, headers: who?.headers });

async function setUrls(who: Account, urls: string[], on = t) {
  const res = await on.app.inject({
    method: 'PATCH',
    url: '/api/settings/load-board-urls',
    headers: who.headers,
    payload: { loadBoardUrls: urls },
  });
  expectStatus(res, 200);
}

/** The header's sync button: the run's id, answered at once. */
async function startSync(who: Account, on = t): Promise<string> {
  const res = await call('GET', '/api/loadboard/scrape-save', who, on);
  expectStatus(res, 202);
  expect(res.json().status).toBe('success');
  return res.json().jobId;
}

async function statusOf(jobId: string, who: Account, on = t): Promise<SyncJobStatus> {
  const res = await call('GET', `/api/loadboard/sync-status/${jobId}`, who, on);
  expectStatus(res, 200);
  return res.json().data;
}

/** Polls the run as the header does until it is completed or failed. */
async function finished(jobId: string, who: Account, on = t): Promise<SyncJobStatus> {
  let status: SyncJobStatus | undefined;
  await vi.waitFor(
    async () => {
      status = await statusOf(jobId, who, on);
      expect(['completed', 'failed']).toContain(status.state);
    },
    { timeout: 30_000, interval: 100 },
  );
  return status as SyncJobStatus;
}

/** A member's whole sync, started and followed to its end: what the header's summary shows. */
async function scrape(who: Account, on = t): Promise<SyncReport> {
  const status = await finished(await startSync(who, on), who, on);
  expect(status.state).toBe('completed');
  return {
    added: status.result?.added ?? 0,
    updated: status.result?.updated ?? 0,
    feeds: status.result?.feeds ?? [],
  };
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
  it('imports CSV, JSON and HTML feeds, skips and reports a bad row, and says why a feed failed; the same loads in another feed update the posts', async () => {
    const broker = await signUp(t, 'BROKER');
    feeds.state.rows = [feedRow('A-1'), feedRow('A-2', { pickupZip: '1234x' }), feedRow('A-3')];
    await setUrls(broker, [feeds.url('/csv'), feeds.url('/json'), feeds.url('/html'), feeds.url('/missing')]);

    const report = await scrape(broker);
    expect(report).toEqual({
      added: 2,
      updated: 4,
      feeds: [
        ...['/csv', '/json', '/html'].map((path, index) => ({
          url: feeds.url(path),
          added: index === 0 ? 2 : 0,
          updated: index === 0 ? 0 : 2,
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
    expect(posts.map((post) => post.jobNumber)).toEqual(['A-1', 'A-3']);
    expect(new Set(posts.map((post) => post.sourceUrl))).toEqual(new Set([feeds.url('/csv')]));
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

describe('the header sync runs as a job', () => {
  it('answers at once with a job id; the member follows its progress to the result, and a second press follows the same run', async () => {
    const broker = await signUp(t, 'BROKER');
    feeds.state.rows = [feedRow('J-1')];
    await setUrls(broker, [feeds.url('/stall/j1'), feeds.url('/csv')]);

    const jobId = await startSync(broker);
    expect(await startSync(broker)).toBe(jobId);
    // The stalled board holds the run with one feed of two read.
    await vi.waitFor(
      async () => {
        expect(await statusOf(jobId, broker)).toMatchObject({
          state: 'active',
          progress: { feeds: { done: 1, total: 2 }, percent: 50 },
          result: null,
        });
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(await startSync(broker)).toBe(jobId);

    feeds.answerStalled();
    const done = await finished(jobId, broker);
    expect(done).toMatchObject({
      state: 'completed',
      progress: { users: { done: 1, total: 1 }, feeds: { done: 2, total: 2 }, percent: 100 },
      result: {
        message: '1 post added, 1 post updated, no feed failed',
        added: 1,
        updated: 1,
        failedFeeds: [],
        feeds: [
          { url: feeds.url('/stall/j1'), added: 1, updated: 0, rowErrors: [] },
          // The same load in the member's second feed updates the post the first added.
          { url: feeds.url('/csv'), added: 0, updated: 1, rowErrors: [] },
        ],
      },
    });
    // Finished, a press starts a new run.
    expect(await startSync(broker)).not.toBe(jobId);
  });

  it("is the member's own: another member's run, or Sync All's, is not found; the admin sees every run", async () => {
    const owner = await signUp(t, 'BROKER');
    const other = await signUp(t, 'RFD_CARRIER');
    feeds.state.rows = [feedRow('K-1')];
    await setUrls(owner, [feeds.url('/csv')]);
    const jobId = await startSync(owner);
    await finished(jobId, owner);

    for (const id of [jobId, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('GET', `/api/loadboard/sync-status/${id}`, other);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(LOADBOARD_MESSAGES.runNotFound);
    }
    expect((await statusOf(jobId, people.admin)).state).toBe('completed');
    const all = await call('POST', '/api/loadboard/sync-all', people.admin);
    expectStatus(all, 202);
    expect((await call('GET', `/api/loadboard/sync-status/${all.json().jobId}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/loadboard/sync-status/${jobId}`)).statusCode).toBe(401);
    await finished(all.json().jobId, people.admin);
  });

  it("fetches at most four of a member's feeds at once", async () => {
    const broker = await signUp(t, 'BROKER');
    feeds.state.rows = [feedRow('M-1')];
    feeds.state.mostStalled = 0;
    vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '60000');
    await setUrls(
      broker,
      [1, 2, 3, 4, 5, 6].map((n) => feeds.url(`/stall/m${n}`)),
    );
    const jobId = await startSync(broker);
    await vi.waitFor(() => expect(feeds.state.stalled).toBe(4), { timeout: 15_000, interval: 50 });
    feeds.answerStalled();
    await vi.waitFor(
      async () => {
        feeds.answerStalled();
        expect((await statusOf(jobId, broker)).state).toBe('completed');
      },
      { timeout: 15_000, interval: 100 },
    );
    vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '1000');
    expect(feeds.state.mostStalled).toBe(4);
    expect((await statusOf(jobId, broker)).result?.feeds).toHaveLength(6);
  });
});

describe('slow feeds', () => {
  it('hold no request slot: other members are answered while four syncs wait on stalled boards', async () => {
    const crowded = await startTestApp({
      env: { LOADBOARD_ALLOW_PRIVATE: 'true', MAX_CONCURRENT_REQUESTS: '2', MAX_QUEUE_WAIT_MS: '2000' },
    });
    vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '60000');
    const jobs = await startSyncJobs(crowded);
    try {
      const members: Account[] = [];
      for (let n = 0; n < 4; n++) members.push(await signUp(crowded, 'BROKER'));
      for (const [index, member] of members.entries())
        await setUrls(
          member,
          [1, 2, 3].map((n) => feeds.url(`/stall/slow-${index}-${n}`)),
          crowded,
        );
      const bystander = await signUp(crowded, 'RFP_CARRIER');

      const jobIds = await Promise.all(members.map((member) => startSync(member, crowded)));
      await vi.waitFor(() => expect(feeds.state.stalled).toBeGreaterThanOrEqual(4), {
        timeout: 15_000,
        interval: 50,
      });
      // Every board is still stalled, and everyone else is served.
      for (const url of ['/api/settings', '/api/loads?limit=5', '/api/notifications/unread-count']) {
        const res = await call('GET', url, bystander, crowded);
        expectStatus(res, 200);
      }
      expect(feeds.state.stalled).toBeGreaterThanOrEqual(4);

      await vi.waitFor(
        async () => {
          feeds.answerStalled();
          for (const [index, member] of members.entries())
            expect((await statusOf(jobIds[index] as string, member, crowded)).state).toBe('completed');
        },
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      feeds.answerStalled();
      await jobs.stop();
      await crowded.close();
      vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '1000');
    }
  });
});

describe('with LOADBOARD_ALLOW_PRIVATE off', () => {
  it('refuses the loopback feed and imports nothing', async () => {
    vi.stubEnv('LOADBOARD_ALLOW_PRIVATE', 'false');
    const closed = await startTestApp();
    const jobs = await startSyncJobs(closed);
    try {
      const broker = await signUp(closed, 'BROKER');
      await setUrls(broker, [feeds.url('/csv')], closed);
      const report = await scrape(broker, closed);
      expect(report.added).toBe(0);
      expect(report.feeds[0]?.error).toMatch(/^127\.0\.0\.1 is a private, loopback or link-local address/);
    } finally {
      await jobs.stop();
      await closed.close();
      vi.stubEnv('LOADBOARD_ALLOW_PRIVATE', 'true');
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
