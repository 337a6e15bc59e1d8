import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/scratch-database.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openPostgres } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { alertBatches, alertEmails, notifications } from '../../db/schema/index.ts';
import { loadAlertsJob } from '../../jobs/load-alerts.ts';
import { type Jobs, startJobs } from '../../jobs/runner.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createPost, ZIPS } from '../loads/test-fixtures.ts';
import { deliverLoadAlerts } from './delivery.ts';
import { saveSettings } from './test-fixtures.ts';

/**
 * Two instances on one PostgreSQL database, each with its own pool, delivering the same waiting
 * posts at the same moment: every post alerts every matched user exactly once, in the bell and by
 * email. Only in the postgres project: PGlite serves one process.
 */

let scratch: ScratchDatabase;
const log = pino({ level: 'silent' });
const databases: Database[] = [];
const running: Jobs[] = [];
let t: TestApp;
let smtp: TestSmtp;
let dataDir: string;
let carriers: Account[];
let broker: Account;

const waiting = async (database: Database) => {
  const [batches] = await database.db.select({ n: count() }).from(alertBatches);
  const [emails] = await database.db.select({ n: count() }).from(alertEmails);
  return (batches?.n ?? 0) + (emails?.n ?? 0);
};

/** Each carrier's LOAD_ALERTs as load ids, and their emails, counted. */
async function deliveredTo(database: Database) {
  return Promise.all(
    carriers.map(async (carrier) => ({
      loadIds: (
        await database.db
          .select({ loadId: notifications.loadId })
          .from(notifications)
          .where(eq(notifications.userId, carrier.user.id))
      )
        .map((row) => row.loadId ?? 0)
        .sort((a, b) => a - b),
      emails: smtp.received.filter((mail) => mail.to.includes(carrier.user.email)).length,
    })),
  );
}

/** `n` posts from the broker, one post form each: n batches waiting. */
async function post(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await createPost(t, broker, { jobNumber: `TWO-${i}` }));
  return ids.sort((a, b) => a - b);
}

describe.skipIf(process.env.TEST_DB_ENGINE !== 'postgres')('load alerts across two instances', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase('loadboard_alerts');
    databases.push(
      await openPostgres(scratch.url, { poolSize: 4 }),
      await openPostgres(scratch.url, { poolSize: 4 }),
    );
    const [first] = databases as [Database];
    await migrate(first);
    smtp = await startTestSmtp();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-alerts-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      REGISTER_RATE_LIMIT: '100000',
    });
    // The web instance: HTTP only, as with RUN_JOBS=false.
    const app = await buildApp({ config, database: first, serveWebApp: false });
    t = { app, database: first, config, close: () => app.close() };
    carriers = await Promise.all([signUp(t, 'RFP_CARRIER'), signUp(t, 'RFD_CARRIER'), signUp(t, 'BROKER')]);
    for (const carrier of carriers)
      await saveSettings(t, carrier, { serviceAreas: [{ zipCode: ZIPS.chicago }] });
    broker = await signUp(t, 'BROKER');
  });

  afterAll(async () => {
    for (const jobs of running) await jobs.stop();
    await t?.close();
    for (const database of databases) await database.close();
    await scratch?.drop();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('two instances delivering the same waiting posts at once alert each user once per post', async () => {
    const loadIds = await post(30);
    const context = (database: Database) => ({
      db: database.db,
      log,
      mailer: createMailer(t.config, log),
      publicUrl: t.config.publicUrl,
    });
    const reports = await Promise.all(databases.map((database) => deliverLoadAlerts(context(database))));

    expect(reports.reduce((sum, report) => sum + report.batches, 0)).toBe(30);
    expect(reports.reduce((sum, report) => sum + report.emails, 0)).toBe(90);
    expect(await waiting(t.database)).toBe(0);
    expect(await deliveredTo(t.database)).toEqual(carriers.map(() => ({ loadIds, emails: 30 })));
  });

  it('with the job running on both instances, each new post is delivered once', async () => {
    const before = await deliveredTo(t.database);
    running.push(
      ...(await Promise.all(
        databases.map((database) =>
          startJobs({
            database,
            log,
            mailer: createMailer(t.config, log),
            publicUrl: t.config.publicUrl,
            jobs: [loadAlertsJob],
            timing: { pollingIntervalSeconds: 0.5 },
          }),
        ),
      )),
    );

    const loadIds = await post(20);
    await vi.waitFor(async () => expect(await waiting(t.database)).toBe(0), {
      timeout: 30_000,
      interval: 100,
    });
    const after = await deliveredTo(t.database);
    expect(after).toEqual(
      before.map((seen) => ({
        loadIds: [...seen.loadIds, ...loadIds].sort((a, b) => a - b),
        emails: seen.emails + 20,
      })),
    );
  });
});
