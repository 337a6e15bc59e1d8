import { MESSAGES } from '@loadboard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../test/harness.ts';
import type { Admission } from '../lib/admission-gate.ts';
import { freightBody } from '../modules/loads/test-fixtures.ts';

/**
 * The admission line in front of the database, over real HTTP: a clear 503 with Retry-After when the
 * line is too long, the health check and live stream outside it, and no work for a client that left.
 * A test holds the only slot itself, so who waits is decided, not raced.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(maxWaitMs: number) {
  t = await startTestApp({ env: { MAX_CONCURRENT_REQUESTS: '1', MAX_QUEUE_WAIT_MS: String(maxWaitMs) } });
  const broker = await signUp(t, 'BROKER');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, broker, address };
}

function holdTheSlot(app: TestApp['app']) {
  return app.admission.enter().then((admission: Admission) => {
    if (admission.outcome !== 'admitted') throw new Error('the slot was not free');
    return admission.release;
  });
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

const postCount = async (t: TestApp, broker: Account) => {
  const res = await t.app.inject({ url: '/api/loads/view-loads', headers: broker.headers });
  expectStatus(res, 200);
  return res.json().data.pagination.totalItems as number;
};

describe('admission control', () => {
  it('answers 503 SERVER_BUSY with Retry-After when the line would take too long, and serves again once it clears', async () => {
    const { t, broker, address } = await start(50);
    const release = await holdTheSlot(t.app);

    const busy = await fetch(`${address}/api/loads/view-loads`, { headers: broker.headers });
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await busy.json()).toEqual({ status: 'error', message: MESSAGES.serverBusy, code: 'SERVER_BUSY' });

    // The health check never waits on the line.
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);

    release();
    const served = await fetch(`${address}/api/loads/view-loads`, { headers: broker.headers });
    expect(served.status).toBe(200);
    expect([t.app.admission.busy, t.app.admission.waiting]).toEqual([0, 0]);
  });

  it('does no work for clients that leave while waiting: their posts are never created', async () => {
    const { t, broker, address } = await start(60_000);
    const release = await holdTheSlot(t.app);

    const clients = [1, 2, 3].map(() => new AbortController());
    const sent = clients.map((client, index) =>
      fetch(`${address}/api/loads`, {
        method: 'POST',
        headers: { ...broker.headers, 'content-type': 'application/json' },
        body: JSON.stringify(freightBody({ jobNumber: `GONE-${index}` })),
        signal: client.signal,
      }).catch((error: unknown) => error),
    );
    await until(() => t.app.admission.waiting === 3);
    for (const client of clients) client.abort();
    for (const outcome of await Promise.all(sent)) expect(outcome).toBeInstanceOf(Error);
    await until(() => t.app.admission.waiting === 0);

    release();
    expect(await postCount(t, broker)).toBe(0);
    expect([t.app.admission.busy, t.app.admission.waiting]).toEqual([0, 0]);

    // A client that stays is served.
    const kept = await fetch(`${address}/api/loads`, {
      method: 'POST',
      headers: { ...broker.headers, 'content-type': 'application/json' },
      body: JSON.stringify(freightBody({ jobNumber: 'KEPT-1' })),
    });
    expect(kept.status).toBe(201);
    expect(await postCount(t, broker)).toBe(1);
  });
});
