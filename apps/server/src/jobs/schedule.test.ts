import { type SQL, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { endedSessions, rateLimitCounters } from '../db/schema/index.ts';
import type { JobDefinition } from './define-job.ts';
import { JOBS } from './registry.ts';
import { type Jobs, startJobs } from './runner.ts';
import { testJobServices } from './test-services.ts';
import { rowsOf } from './test-sql.ts';

const log = pino({ level: 'silent' });
/** pg-boss's cron and worker intervals at their shortest, so a tick comes within seconds. */
const FAST = { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 };
/** The registry's jobs, each firing every minute: the minute now under way is a tick already due. */
const everyMinute = (jobs: JobDefinition[]) =>
  jobs.map((job) => (job.schedule ? { ...job, schedule: { ...job.schedule, cron: '* * * * *' } } : job));

let database: Database;
let drop: () => Promise<void>;
let jobs: Jobs | undefined;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await jobs?.stop();
  await drop();
});

const rows = <Row = Record<string, unknown>>(query: SQL) => rowsOf<Row>(database, query);

describe('scheduled jobs', () => {
  it('pg-boss installs its schema on this engine and stores each job schedule, in UTC', async () => {
    jobs = await startJobs({ ...testJobServices(), database, log });
    expect(await rows(sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`)).toEqual([
      { name: 'embedded-vacuum', cron: '15 3 * * *', timezone: 'UTC' },
      { name: 'load-alerts', cron: '* * * * *', timezone: 'UTC' },
      { name: 'load-housekeeping', cron: '5 0 * * *', timezone: 'UTC' },
      { name: 'loadboard-member-sync', cron: '* * * * *', timezone: 'UTC' },
      { name: 'loadboard-sync', cron: '* * * * *', timezone: 'UTC' },
      { name: 'logout-cleanup', cron: '30 * * * *', timezone: 'UTC' },
      { name: 'rate-limit-cleanup', cron: '0 * * * *', timezone: 'UTC' },
      { name: 'stale-posts', cron: '30 * * * *', timezone: 'UTC' },
      { name: 'subscription-expiry', cron: '15 0 * * *', timezone: 'UTC' },
      { name: 'tally-recount', cron: '45 3 * * *', timezone: 'UTC' },
    ]);
    await jobs.stop();
    jobs = undefined;
  });

  it('runs each scheduled job when its tick comes: housekeeping, then ended rate limits and expired logouts are gone', async () => {
    await database.db.insert(rateLimitCounters).values([
      { key: 'login:ip:ended', count: 3, resetAt: sql`now() - interval '1 minute'` },
      { key: 'login:ip:live', count: 3, resetAt: sql`now() + interval '10 minutes'` },
    ]);
    const liveToken = '5b0c8f3e-2f1d-4c7a-9e55-0a1b2c3d4e5f';
    await database.db.insert(endedSessions).values([
      { tokenId: '0f1e2d3c-4b5a-4968-8776-655443322110', expiresAt: sql`now() - interval '1 minute'` },
      { tokenId: liveToken, expiresAt: sql`now() + interval '1 hour'` },
    ]);
    jobs = await startJobs({
      ...testJobServices(),
      database,
      log,
      jobs: everyMinute(JOBS),
      timing: FAST,
    });

    await vi.waitFor(
      async () => {
        const done = await rows<{ name: string }>(
          sql`SELECT DISTINCT name FROM pgboss.job WHERE state = 'completed' AND name NOT LIKE '__pgboss%' ORDER BY name`,
        );
        expect(done.map((job) => job.name)).toEqual([
          'embedded-vacuum',
          'load-alerts',
          'load-housekeeping',
          'loadboard-member-sync',
          'loadboard-sync',
          'logout-cleanup',
          'rate-limit-cleanup',
          'stale-posts',
          'subscription-expiry',
          'tally-recount',
        ]);
      },
      { timeout: 15_000, interval: 250 },
    );
    const left = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left).toEqual([{ key: 'login:ip:live' }]);
    const stillEnded = await database.db.select({ tokenId: endedSessions.tokenId }).from(endedSessions);
    expect(stillEnded).toEqual([{ tokenId: liveToken }]);
  });

  it('removes a stored schedule that no job declares any more', async () => {
    await jobs?.stop();
    const [housekeeping] = JOBS;
    jobs = await startJobs({
      ...testJobServices(),
      database,
      log,
      jobs: JOBS.map((job) => (job === housekeeping ? { ...job, schedule: undefined } : job)),
    });
    expect(await rows(sql`SELECT name FROM pgboss.schedule ORDER BY name`)).toEqual([
      { name: 'embedded-vacuum' },
      { name: 'load-alerts' },
      { name: 'loadboard-member-sync' },
      { name: 'loadboard-sync' },
      { name: 'logout-cleanup' },
      { name: 'rate-limit-cleanup' },
      { name: 'stale-posts' },
      { name: 'subscription-expiry' },
      { name: 'tally-recount' },
    ]);
  });
});
