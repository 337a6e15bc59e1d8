import { LOADBOARD_MESSAGES, type SyncJobStatus } from '@loadboard/contracts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, signUp } from '../../test/accounts.ts';
import { feedRow, startFakeFeedServer } from '../../test/fake-feed-server.ts';
import { expectStatus, startTestApp, type TestApp } from '../../test/harness.ts';
import { alertBatches, loads, syncRuns } from '../db/schema/index.ts';
import { workSyncRuns } from '../modules/loadboards/index.ts';
import { loadboardSyncJob } from './loadboard-sync.ts';
import { type Jobs, startJobs } from './runner.ts';
import { testJobServices } from './test-services.ts';
import { rowsOf } from './test-sql.ts';

const log = pino({ level: 'silent' });
let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFakeFeedServer>>;
const running: Jobs[] = [];
beforeAll(async () => {
  // The job reads its settings from the environment: a hung feed waits far longer than a run may
  // stay silent before another worker takes it over.
  vi.stubEnv('LOADBOARD_ALLOW_PRIVATE', 'true');
  vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '60000');
  vi.stubEnv('LOADBOARD_SYNC_STALE_MS', '1500');
  t = await startTestApp();
  feeds = await startFakeFeedServer();
});
afterAll(async () => {
  for (const jobs of running) await jobs.stop();
  await feeds.close();
  await t.close();
  vi.unstubAllEnvs();
});

const startWorker = async (stopTimeoutMs?: number, workerLog = log) => {
  const jobs = await startJobs({
    ...testJobServices(),
    database: t.database,
    log: workerLog,
    jobs: [loadboardSyncJob],
    timing: { pollingIntervalSeconds: 0.5 },
    stopTimeoutMs,
  });
  running.push(jobs);
  return jobs;
};

async function setUrls(who: Account, urls: string[]) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/load-board-urls',
    headers: who.headers,
    payload: { loadBoardUrls: urls },
  });
  expectStatus(res, 200);
}

const runOf = async (id: string) =>
  (await t.database.db.select().from(syncRuns).where(eq(syncRuns.id, id)))[0];
const jobNumbersOf = async (who: Account) =>
  (await t.database.db.select({ job: loads.jobNumber }).from(loads).where(eq(loads.ownerId, who.user.id)))
    .map((row) => row.job)
    .sort();

describe('the sync-all job survives a restart', () => {
  it('a worker killed mid-run leaves the run to the next one, which finishes it without importing anyone twice', async () => {
    const admin = await signUp(t, 'SUPER_ADMIN');
    const [first, second, third] = [
      await signUp(t, 'BROKER'),
      await signUp(t, 'BROKER'),
      await signUp(t, 'BROKER'),
    ] as [Account, Account, Account];
    feeds.state.rows = [feedRow('R-1'), feedRow('R-2')];
    await setUrls(first, [feeds.url('/csv')]);
    await setUrls(second, [feeds.url('/hang-once/csv')]);
    await setUrls(third, [feeds.url('/json')]);

    const dying = await startWorker(500);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/loadboard/sync-all',
      headers: admin.headers,
    });
    expectStatus(started, 202);
    const { jobId } = started.json() as { jobId: string };

    // The first user is committed; the worker hangs on the second user's feed.
    await vi.waitFor(
      async () => {
        expect(feeds.state.hung).toBe(1);
        expect((await runOf(jobId))?.doneUsers).toBe(1);
      },
      { timeout: 15_000, interval: 100 },
    );
    // The process dies: it stops taking jobs, and its run goes silent.
    await dying.stop();
    expect((await runOf(jobId))?.state).toBe('active');

    // The worker that takes over logs the run under the id of the request that started it.
    const lines: { reqId?: string; runId?: string; msg?: string }[] = [];
    await startWorker(
      undefined,
      pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
    );
    let status: SyncJobStatus | undefined;
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/loadboard/sync-status/${jobId}`,
          headers: admin.headers,
        });
        status = res.json().data;
        expect(status?.state).toBe('completed');
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(status).toMatchObject({
      progress: { users: { done: 3, total: 3 }, percent: 100 },
      result: {
        added: 6,
        updated: 0,
        failedFeeds: [],
        message: '6 posts added, 0 posts updated, no feed failed',
      },
    });
    expect((await runOf(jobId))?.attempts).toBe(2);
    const requestId = started.headers['x-request-id'];
    expect(lines.filter((line) => line.runId === jobId)).toEqual([
      expect.objectContaining({ reqId: requestId, msg: 'load-board sync resumed' }),
      expect.objectContaining({ reqId: requestId, msg: 'load-board sync run worked' }),
    ]);
    // The new posts wait for the load alerts under that id too, a batch for each member's feed.
    const batches = await t.database.db
      .select({ loadIds: alertBatches.loadIds })
      .from(alertBatches)
      .where(eq(alertBatches.requestId, String(requestId)));
    expect(batches.map((batch) => batch.loadIds.length)).toEqual([2, 2, 2]);

    // The dead worker's fetch finally ends: it has lost the run and writes nothing.
    feeds.releaseHeld();
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const who of [first, second, third]) expect(await jobNumbersOf(who)).toEqual(['R-1', 'R-2']);
    expect((await runOf(jobId))?.doneUsers).toBe(3);
  });

  it('a run interrupted again and again ends as failed with a message, never stuck active', async () => {
    const [run] = await t.database.db
      .insert(syncRuns)
      .values({ userIds: [], state: 'active', attempts: 3, heartbeatAt: new Date(0) })
      .returning({ id: syncRuns.id });
    await workSyncRuns(t.database.db, { allowPrivate: true, timeoutMs: 1000, staleMs: 1500 }, log);
    expect(await runOf(run?.id as string)).toMatchObject({
      state: 'failed',
      message: LOADBOARD_MESSAGES.runInterrupted,
    });
    expect(await rowsOf(t.database, sql`SELECT id FROM sync_runs WHERE state = 'active'`)).toEqual([]);
  });
});
