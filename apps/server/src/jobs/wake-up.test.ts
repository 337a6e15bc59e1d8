import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { publishLiveEvent } from '../lib/live-events.ts';
import { defineJob } from './define-job.ts';
import { type Jobs, startJobs } from './runner.ts';
import { testJobServices } from './test-services.ts';
import { rowsOf } from './test-sql.ts';

/**
 * A job woken by a channel runs as soon as a notification on it commits (its worker does not wait for
 * its next poll), and never for a rolled-back one.
 */

const log = pino({ level: 'silent' });
const CHANNEL = 'test_wake_up';
let database: Database;
let drop: () => Promise<void>;
let jobs: Jobs | undefined;
let runs = 0;

const wokenJob = defineJob({
  name: 'test-woken',
  payload: z.object({}),
  async handler() {
    runs += 1;
  },
  policy: 'short',
  wakeOn: { channel: CHANNEL, payload: {} },
});

const notifyIn = (outcome: 'commit' | 'rollback') =>
  database.db
    .transaction(async (tx) => {
      await publishLiveEvent(tx, CHANNEL, ['1']);
      if (outcome === 'rollback') tx.rollback();
    })
    .catch(() => {});

const queued = async () =>
  (
    await rowsOf<{ count: number }>(
      database,
      sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'test-woken' AND state <> 'completed'`,
    )
  )[0]?.count;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await jobs?.stop();
  await drop();
});

describe('jobs woken by a channel', () => {
  it('runs once at start, for what was recorded while no worker ran', async () => {
    jobs = await startJobs({
      ...testJobServices(),
      database,
      log,
      jobs: [wokenJob],
      // Far longer than the waits below: a woken job is fetched at once, not at the next poll.
      timing: { pollingIntervalSeconds: 60 },
    });
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 10_000, interval: 100 });
  });

  it('runs when a notification on its channel commits, not when its transaction rolls back', async () => {
    await vi.waitFor(async () => expect(await queued()).toBe(0), { timeout: 10_000, interval: 100 });
    await notifyIn('rollback');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toBe(1);

    await notifyIn('commit');
    await vi.waitFor(() => expect(runs).toBe(2), { timeout: 10_000, interval: 100 });
  });

  it('queues one run for a burst of wake-ups', async () => {
    await vi.waitFor(async () => expect(await queued()).toBe(0), { timeout: 10_000, interval: 100 });
    const before = runs;
    await Promise.all(Array.from({ length: 10 }, () => notifyIn('commit')));
    await vi.waitFor(() => expect(runs).toBeGreaterThan(before), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect(await queued()).toBe(0), { timeout: 10_000, interval: 100 });
    // One run waiting at a time: wake-ups that come while a run waits join it, so ten give fewer
    // than ten runs (how many fewer depends on when each run starts, which a busy machine decides).
    expect(runs - before).toBeLessThan(10);
  });
});
