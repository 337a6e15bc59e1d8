import type { SyncJobStatus } from '@loadboard/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { startFakeFeedServer } from '../../../test/fake-feed-server.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { loadboardMemberSyncJob } from '../../jobs/loadboard-member-sync.ts';
import { type Jobs, startJobs } from '../../jobs/runner.ts';
import { testJobServices } from '../../jobs/test-services.ts';

let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFakeFeedServer>>;
let jobs: Jobs;
beforeAll(async () => {
  // The sync job reads its fetch settings from the environment.
  vi.stubEnv('LOADBOARD_ALLOW_PRIVATE', 'true');
  vi.stubEnv('LOADBOARD_FETCH_TIMEOUT_MS', '60000');
  t = await startTestApp();
  feeds = await startFakeFeedServer();
  jobs = await startJobs({
    ...testJobServices(),
    database: t.database,
    log: pino({ level: 'silent' }),
    jobs: [loadboardMemberSyncJob],
    timing: { pollingIntervalSeconds: 0.5 },
  });
});
afterAll(async () => {
  await jobs.stop();
  await feeds.close();
  await t.close();
  vi.unstubAllEnvs();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a hostile feed', () => {
  it('is synced while /api/health keeps answering: feeds are read off the event loop, in linear time', async () => {
    const broker = await signUp(t, 'BROKER');
    const urls = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/load-board-urls',
      headers: broker.headers,
      payload: { loadBoardUrls: [feeds.url('/hostile-html')] },
    });
    expectStatus(urls, 200);

    const started = await t.app.inject({
      method: 'GET',
      url: '/api/loadboard/scrape-save',
      headers: broker.headers,
    });
    expectStatus(started, 202);
    const { jobId } = started.json() as { jobId: string };
    // Each turn waits a little, then asks for health and the run's state: a turn that takes long is
    // the event loop held.
    const turns: number[] = [];
    let status: SyncJobStatus | undefined;
    while (status?.state !== 'completed' && status?.state !== 'failed') {
      const start = performance.now();
      await sleep(25);
      expectStatus(await t.app.inject({ method: 'GET', url: '/api/health' }), 200);
      turns.push(performance.now() - start);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/loadboard/sync-status/${jobId}`,
        headers: broker.headers,
      });
      status = res.json().data;
    }
    expect(status.result).toMatchObject({ added: 1, updated: 0, failedFeeds: [] });
    expect(feeds.state.requests).toContain('/hostile-html');
    // Generous for a loaded machine; reading this feed with the former regular expressions held the
    // loop for seconds.
    expect(Math.max(...turns)).toBeLessThan(1000);
  }, 120_000);
});
