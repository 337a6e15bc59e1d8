import type { GeneralSettingsBody, NotificationView } from '@loadboard/contracts';
import { count } from 'drizzle-orm';
import { type Logger, pino } from 'pino';
import { expect, vi } from 'vitest';
import type { Account } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { alertBatches, alertEmails } from '../../db/schema/index.ts';
import { loadAlertsJob } from '../../jobs/load-alerts.ts';
import { type Jobs, startJobs } from '../../jobs/runner.ts';
import { createMailer } from '../../lib/mailer.ts';

export const PUBLIC_URL = 'https://loads.example.com';

/** The app (HTTP, as a web-only instance: no jobs), the loopback SMTP server its emails go to. */
export interface AlertsTestApp extends TestApp {
  smtp: TestSmtp;
  /**
   * Starts the load-alerts job on the app's database, as a worker (or another instance) would,
   * logging to `workerLog` (silent by default).
   */
  startWorker(workerLog?: Logger): Promise<void>;
  /** Waits until every recorded post is delivered and every alert email sent. */
  settled(): Promise<void>;
  closeAll(): Promise<void>;
}

export async function startAlertsApp(): Promise<AlertsTestApp> {
  const smtp = await startTestSmtp();
  const t = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  const log = pino({ level: 'silent' });
  const workers: Jobs[] = [];
  const waiting = async () => {
    const [batches] = await t.database.db.select({ n: count() }).from(alertBatches);
    const [emails] = await t.database.db.select({ n: count() }).from(alertEmails);
    return (batches?.n ?? 0) + (emails?.n ?? 0);
  };
  return {
    ...t,
    smtp,
    async startWorker(workerLog = log) {
      const jobs = await startJobs({
        database: t.database,
        log: workerLog,
        mailer: createMailer(t.config, log),
        publicUrl: t.config.publicUrl,
        jobs: [loadAlertsJob],
        timing: { pollingIntervalSeconds: 0.5 },
      });
      workers.push(jobs);
    },
    async settled() {
      await vi.waitFor(async () => expect(await waiting()).toBe(0), {
        timeout: 20_000,
        interval: 100,
      });
    },
    async closeAll() {
      for (const jobs of workers) await jobs.stop();
      await t.close();
      await smtp.close();
    },
  };
}

/** Saves settings as the Settings screen's Save All Settings does. */
export async function saveSettings(t: TestApp, who: Account, body: GeneralSettingsBody): Promise<void> {
  expectStatus(
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/general',
      headers: who.headers,
      payload: body,
    }),
    200,
  );
}

/** The user's load alerts as the Notifications screen lists them, newest first. */
export async function loadAlertsOf(t: TestApp, who: Account): Promise<NotificationView[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications?type=LOAD_ALERT&limit=100',
    headers: who.headers,
  });
  expectStatus(res, 200);
  return res.json().data.notifications;
}

/** A CSV import (multipart, as the browser sends the file). */
export async function importCsv(t: TestApp, who: Account, csv: string) {
  const boundary = `----alerts${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="loads.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads/import',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expectStatus(res, 201);
}
