import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newRegistration } from '../../test/accounts.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { redactUrl } from '../lib/logger.ts';

/**
 * Everything the server logs during a whole account journey, at the most talkative level, is
 * captured and searched for every secret the journey used.
 */
describe('no secret reaches a log line', () => {
  let log = '';
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let baseUrl: string;
  let cleanup: () => Promise<void>;
  const sqlSecret = 'sql-parameter-secret-7f3a';

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-log-'));
    const { database, drop } = await openTestDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'trace',
      JWT_SECRET: 'test-secret',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
    });
    app = await buildApp({
      config,
      database,
      serveWebApp: false,
      logStream: {
        write(line: string) {
          log += line;
        },
      },
    });
    // A statement that fails with a secret among its parameters, answered by the app's error handler.
    app.get('/api/failing-statement', async () => {
      await app.db.execute(
        sql`SELECT ${sqlSecret}::text AS secret, 1 / (SELECT count(*) - count(*) FROM users)`,
      );
      return { status: 'success' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    cleanup = async () => {
      await app.close();
      await drop();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  it('register, sign in, reset by the emailed link, open the live stream, fail a statement: none of it logged', async () => {
    const registration = newRegistration();
    const newPassword = 'Brand-new-secret-8';
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    expect(registered.statusCode).toBe(201);
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: registration.email, password },
      });
    const firstSession = await signIn(registration.password);
    expect(firstSession.statusCode).toBe(200);

    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: registration.email },
        })
      ).statusCode,
    ).toBe(200);
    const mail = await smtp.waitForMail((received) => received.to.includes(registration.email));
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`No reset link in: ${mail.text}`);
    const resetToken = new URL(link).searchParams.get('token') ?? '';
    // The browser opens the link, however its path is spelled.
    for (const pathname of [
      '/reset-password',
      '/Reset-Password/',
      '/RESET-PASSWORD//',
      '/reset-password/.',
    ]) {
      await fetch(`${baseUrl}${pathname}?token=${resetToken}`);
    }
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, new_password: newPassword, confirm_password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const secondSession = await signIn(newPassword);
    expect(secondSession.statusCode).toBe(200);
    const sessionToken = secondSession.json().data.token as string;
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(sessionToken) }))
        .statusCode,
    ).toBe(200);

    // The live stream, as EventSource opens it: its token in the query string.
    for (const pathname of ['/api/notifications/stream', '/API/Notifications/Stream/']) {
      const abort = new AbortController();
      const stream = await fetch(`${baseUrl}${pathname}?token=${sessionToken}`, { signal: abort.signal });
      if (stream.ok) await stream.body?.getReader().read();
      abort.abort();
    }

    expect((await app.inject({ method: 'GET', url: '/api/failing-statement' })).statusCode).toBe(500);

    const [stored] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, registration.email));
    const secrets = {
      'first password': registration.password,
      'new password': newPassword,
      'registration token': registered.json().data.token as string,
      'first session token': firstSession.json().data.token as string,
      'session token': sessionToken,
      'reset token': resetToken,
      'reset link': link,
      'password hash': stored?.passwordHash ?? '',
      'SQL parameter': sqlSecret,
    };
    // The log did see the journey: the opened link, the stream and the failed statement.
    expect(log).toContain('/reset-password');
    expect(log).toContain('/api/notifications/stream');
    expect(log).toContain('Failed query');
    const leaked = Object.entries(secrets).filter(([, secret]) => secret && log.includes(secret));
    expect(leaked.map(([name]) => name)).toEqual([]);
    expect(stored?.passwordHash).toBeTruthy();
  });
});

describe('redactUrl', () => {
  it('blanks the whole query of a secret path, however spelled, and secret parameters anywhere', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?[redacted]');
    expect(redactUrl('/%72eset-password/?token=abc')).toBe('/%72eset-password/?[redacted]');
    expect(redactUrl('/api/notifications/stream?x=1&token=abc')).toBe('/api/notifications/stream?[redacted]');
    expect(redactUrl('/login?next=/loads&Token=abc&PASSWORD=x')).toBe(
      '/login?next=/loads&Token=[redacted]&PASSWORD=[redacted]',
    );
    expect(redactUrl('/login?%74oken=abc&next=%2Floads')).toBe('/login?%74oken=[redacted]&next=%2Floads');
    expect(redactUrl('/api/loads?page=2&limit=10')).toBe('/api/loads?page=2&limit=10');
  });
});
