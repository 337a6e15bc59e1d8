import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signUp } from '../../test/accounts.ts';
import { expectStatus, openTestDatabase, startTestApp, type TestApp } from '../../test/harness.ts';
import { defineJob } from '../jobs/define-job.ts';
import { type Jobs, startJobs } from '../jobs/runner.ts';
import { createMailer } from '../lib/mailer.ts';
import { Metrics } from '../lib/metrics.ts';
import { serveMetrics } from '../lib/metrics-server.ts';

/**
 * What an operator and a load balancer read from a process: the probes, the request id on every
 * answer and log line, and the Prometheus figures behind a token or on a port of their own.
 */

const TOKEN = 'a-scraper-token-of-some-length';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One sample's value in a scrape, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: TestApp['app']) {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expectStatus(res, 200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('probes', () => {
  it('answers live without the database, and ready once every migration is applied', async () => {
    t = await startTestApp();
    const live = await t.app.inject({ url: '/api/health/live' });
    expectStatus(live, 200);
    expect(live.json()).toEqual({ status: 'success', data: { live: true } });

    // A migration this version has that the database lacks: not ready, and why.
    const { rows } = (await t.database.db.execute(
      sql`DELETE FROM schema_migrations WHERE tag = (SELECT max(tag) FROM schema_migrations) RETURNING tag`,
    )) as unknown as { rows: { tag: string }[] };
    const pending = await t.app.inject({ url: '/api/health/ready' });
    expectStatus(pending, 503);
    expect(pending.json()).toMatchObject({ status: 'error', code: 'SERVER_BUSY' });
    expect(pending.json().message).toContain('migrations pending: 1');

    await t.database.db.execute(sql`INSERT INTO schema_migrations (tag) VALUES (${rows[0]?.tag})`);
    expectStatus(await t.app.inject({ url: '/api/health/ready' }), 200);
  });

  it('is ready on a migrated database, and not while the instance drains', async () => {
    t = await startTestApp({ env: { MAX_CONCURRENT_REQUESTS: '1' } });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expectStatus(ready, 200);
    expect(ready.json()).toEqual({ status: 'success', data: { database: t.database.engine, ready: true } });
    expectStatus(await t.app.inject({ url: '/api/health/ready' }), 200);

    // A request waiting in the admission line keeps the closing instance draining.
    const { app } = t;
    const admission = await app.admission.enter();
    if (admission.outcome !== 'admitted') throw new Error('the slot was not free');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const waiting = fetch(`${address}/api/users/profile`);
    await vi.waitFor(() => expect(app.admission.waiting).toBe(1));
    const closing = app.close();
    await vi.waitFor(async () => expect((await fetch(`${address}/api/health/ready`)).status).toBe(503));
    admission.release();
    expect((await waiting).status).toBe(401);
    await closing;
    await t.database.close();
    t = undefined;
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id, the one of its log line, keeping a proxy id that looks like one', async () => {
    const lines: { reqId?: string; url?: string }[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
    const first = await t.app.inject({ url: '/api/health/live' });
    const second = await t.app.inject({ url: '/api/health/live' });
    const firstId = String(first.headers['x-request-id']);
    expect(firstId).toMatch(uuid);
    expect(second.headers['x-request-id']).not.toBe(firstId);

    const fromProxy = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'a1b2c3d4e5f60718' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('a1b2c3d4e5f60718');
    const bent = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'x"}\n{"forged":1' } });
    expect(String(bent.headers['x-request-id'])).toMatch(uuid);
    // An error answer carries it too.
    const missing = await t.app.inject({ url: '/api/loads/999999' });
    expect(String(missing.headers['x-request-id'])).toMatch(uuid);

    await vi.waitFor(() => expect(lines.some((line) => line.reqId === 'a1b2c3d4e5f60718')).toBe(true));
    expect(lines.find((line) => line.reqId === firstId)?.url).toBe('/api/health/live');
  });
});

describe('metrics', () => {
  it('are served on the app port only to the token, with requests by route and status, the line, the pool and the streams', async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const broker = await signUp(t, 'BROKER');
    expectStatus(await t.app.inject({ url: '/api/users/profile', headers: broker.headers }), 200);
    expectStatus(await t.app.inject({ url: '/api/users/profile' }), 401);

    expectStatus(await t.app.inject({ url: '/metrics' }), 401);
    expectStatus(
      await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } }),
      401,
    );
    const text = await scrape(t.app);
    const route = 'method="GET",route="/api/users/profile"';
    expect(sample(text, `loadboard_http_request_duration_seconds_count{${route},status="200"}`)).toBe(1);
    expect(sample(text, `loadboard_http_request_duration_seconds_count{${route},status="401"}`)).toBe(1);
    expect(sample(text, 'loadboard_admission_waiting')).toBe(0);
    expect(sample(text, 'loadboard_admission_refused_total')).toBe(0);
    expect(sample(text, 'loadboard_live_streams_open')).toBe(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (t.database.engine === 'postgres') expect(sample(text, 'loadboard_db_pool_waiting')).toBe(0);

    // An event stream open on this instance is counted while it lasts.
    const { app } = t;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const stream = await fetch(`${address}/api/notifications/stream?token=${broker.token}`, {
      signal: client.signal,
    });
    expect(stream.status).toBe(200);
    expect(sample(await scrape(app), 'loadboard_live_streams_open')).toBe(1);
    client.abort();
    await vi.waitFor(async () => expect(sample(await scrape(app), 'loadboard_live_streams_open')).toBe(0));
  });

  it('are not served on the app port without a token', async () => {
    t = await startTestApp();
    expectStatus(await t.app.inject({ url: '/metrics' }), 404);
  });

  it('are served on a port of their own, and count emails and job runs', async () => {
    const metrics = new Metrics();
    const server = await serveMetrics(metrics, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-metrics-outbox-'));
    const { database, drop } = await openTestDatabase();
    let jobs: Jobs | undefined;
    try {
      const log = pino({ level: 'silent' });
      const mailer = createMailer(
        { MAIL_FROM: 'Load Board <no-reply@loadboard.local>', outboxDir },
        log,
        metrics,
      );
      await mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hi' });

      let runs = 0;
      const job = defineJob({
        name: 'metrics-counted',
        payload: z.object({ fail: z.boolean() }),
        async handler({ fail }) {
          runs++;
          if (fail) throw new Error('failing on purpose');
        },
      });
      jobs = await startJobs({
        database,
        log,
        mailer,
        publicUrl: 'http://localhost:3000',
        metrics,
        jobs: [job],
        timing: { pollingIntervalSeconds: 0.5 },
      });
      await jobs.send(job, { fail: false });
      await vi.waitFor(() => expect(runs).toBe(1), { timeout: 15_000, interval: 100 });

      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sample(text, 'loadboard_emails_total{outcome="sent"}')).toBe(1);
      await vi.waitFor(
        async () => {
          const now = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
          expect(sample(now, 'loadboard_job_runs_total{name="metrics-counted",outcome="completed"}')).toBe(1);
          expect(sample(now, 'loadboard_jobs{name="metrics-counted",state="queued"}')).toBe(0);
        },
        { timeout: 10_000, interval: 100 },
      );
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await jobs?.stop();
      server.close();
      await drop();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
