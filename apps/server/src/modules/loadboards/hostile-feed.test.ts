import type { SyncReport } from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.ts';
import { startFakeFeedServer } from '../../../test/fake-feed-server.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let feeds: Awaited<ReturnType<typeof startFakeFeedServer>>;
beforeAll(async () => {
  t = await startTestApp({ env: { LOADBOARD_ALLOW_PRIVATE: 'true', LOADBOARD_FETCH_TIMEOUT_MS: '60000' } });
  feeds = await startFakeFeedServer();
});
afterAll(async () => {
  await feeds.close();
  await t.close();
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

    let synced = false;
    const sync = t.app
      .inject({ method: 'GET', url: '/api/loadboard/scrape-save', headers: broker.headers })
      .finally(() => {
        synced = true;
      });
    // Each turn waits a little, then asks for health: a turn that takes long is the event loop held.
    const turns: number[] = [];
    while (!synced) {
      const start = performance.now();
      await sleep(25);
      expectStatus(await t.app.inject({ method: 'GET', url: '/api/health' }), 200);
      turns.push(performance.now() - start);
    }
    const res = await sync;
    expectStatus(res, 200);
    const report: SyncReport = res.json().data;
    expect(report).toMatchObject({ added: 1, updated: 0 });
    expect(report.feeds[0]?.error).toBeUndefined();
    // Generous for a loaded machine; reading this feed with the former regular expressions held the
    // loop for seconds.
    expect(Math.max(...turns)).toBeLessThan(1000);
  }, 120_000);
});
