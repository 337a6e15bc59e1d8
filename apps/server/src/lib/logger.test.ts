import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newRegistration } from '../../test/accounts.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { logDestination, loggerOptions, type RequestLine, writeRequestLine } from './logger.ts';

/** What an operator reads: one line per request at info, bodies only at debug, never a secret. */

/** The log lines of an app at one level, as the operator reads them. */
interface LoggedApp {
  app: FastifyInstance;
  lines(): Record<string, unknown>[];
  close(): Promise<void>;
}

async function appLoggingAt(level: 'info' | 'debug'): Promise<LoggedApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-request-log-'));
  const { database, drop } = await openTestDatabase();
  let log = '';
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: level, JWT_SECRET: 'test-secret', DATA_DIR: dataDir }),
    database,
    serveWebApp: false,
    logStream: {
      write(line: string) {
        log += line;
      },
    },
  });
  await app.ready();
  return {
    app,
    lines: () =>
      log
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The lines written while `act` ran. */
async function linesOf(logged: LoggedApp, act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const before = logged.lines().length;
  await act();
  return logged.lines().slice(before);
}

describe('at info', () => {
  let logged: LoggedApp;
  beforeAll(async () => {
    logged = await appLoggingAt('info');
  });
  afterAll(() => logged.close());

  it('writes one line per request: method, route, url, status, response time, and no body', async () => {
    const registration = newRegistration();
    const lines = await linesOf(logged, async () => {
      const registered = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration,
      });
      expect(registered.statusCode).toBe(201);
      const headers = bearer(registered.json().data.token);
      await logged.app.inject({ method: 'PUT', url: '/api/notifications/987654/read', headers });
      await logged.app.inject({ method: 'GET', url: '/api/notifications?page=2&token=abc', headers });
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'POST',
        route: '/api/auth/register',
        url: '/api/auth/register',
        status: 201,
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        method: 'PUT',
        route: '/api/notifications/:id/read',
        url: '/api/notifications/987654/read',
        status: 404,
      }),
      expect.objectContaining({
        method: 'GET',
        route: '/api/notifications',
        url: '/api/notifications?page=2&token=[redacted]',
        status: 200,
      }),
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(3);
    const text = JSON.stringify(lines);
    for (const absent of [
      'requestBody',
      'responseBody',
      'headers',
      registration.password,
      registration.email,
    ])
      expect(text).not.toContain(absent);
  });

  it("follows the logger's level as it is now: no line once lowered to warn, lines again at info", async () => {
    const health = () => logged.app.inject({ method: 'GET', url: '/api/health' });
    logged.app.log.level = 'warn';
    try {
      expect(await linesOf(logged, health)).toEqual([]);
    } finally {
      logged.app.log.level = 'info';
    }
    expect(await linesOf(logged, health)).toEqual([
      expect.objectContaining({ route: '/api/health', status: 200 }),
    ]);
  });

  it('writes the line of an event stream its client left', async () => {
    const registered = await logged.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration(),
    });
    const token = registered.json().data.token as string;
    await logged.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = logged.app.server.address() as AddressInfo;
    const lines = await linesOf(logged, async () => {
      const abort = new AbortController();
      const stream = await fetch(`http://127.0.0.1:${port}/api/notifications/stream?token=${token}`, {
        signal: abort.signal,
      });
      await stream.body?.getReader().read();
      abort.abort();
      for (
        let i = 0;
        i < 100 && !logged.lines().some((line) => line.route === '/api/notifications/stream');
        i++
      )
        await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        route: '/api/notifications/stream',
        url: '/api/notifications/stream?[redacted]',
        status: 200,
      }),
    ]);
  });
});

describe('at debug', () => {
  let logged: LoggedApp;
  beforeAll(async () => {
    logged = await appLoggingAt('debug');
  });
  afterAll(() => logged.close());

  it('adds the headers and both bodies, secrets redacted', async () => {
    const registration = newRegistration();
    await logged.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    let token = '';
    const lines = await linesOf(logged, async () => {
      const login = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: registration.email, password: registration.password },
      });
      token = login.json().data.token;
      await logged.app.inject({
        method: 'GET',
        url: '/api/notifications/unread-count',
        headers: bearer(token),
      });
    });
    const [login, count] = lines.filter((line) => line.msg === 'request');
    expect(login).toMatchObject({
      route: '/api/auth/login',
      status: 200,
      requestBody: { email: registration.email, password: '[redacted]' },
      responseBody: { status: 'success', data: { token: '[redacted]', user: { email: registration.email } } },
    });
    expect(count).toMatchObject({
      route: '/api/notifications/unread-count',
      headers: { authorization: '[redacted]' },
      responseBody: { status: 'success', data: { count: 0 } },
    });
    const text = JSON.stringify(lines);
    expect(token).not.toBe('');
    expect(text).not.toContain(token);
    expect(text).not.toContain(registration.password);
  });
});

describe('the logger', () => {
  it('blanks fields named like secrets at any depth, and leaves errors to their serializer', () => {
    let line = '';
    const log = pino(loggerOptions('info'), {
      write(text: string) {
        line = text;
      },
    });
    log.info(
      {
        user: { email: 'a@example.com', passwordHash: '$argon2id$hash', profile: { apiKey: 'k-1' } },
        items: [{ refresh_token: 't-1', id: 7 }],
        headers: { Authorization: 'Bearer t-2', 'set-cookie': 's-1', accept: 'text/html' },
        err: new Error('it broke'),
      },
      'with secrets',
    );
    const logged = JSON.parse(line);
    expect(logged).toMatchObject({
      user: { email: 'a@example.com', passwordHash: '[redacted]', profile: { apiKey: '[redacted]' } },
      items: [{ refresh_token: '[redacted]', id: 7 }],
      headers: { Authorization: '[redacted]', 'set-cookie': '[redacted]', accept: 'text/html' },
      err: { type: 'Error', message: 'it broke', stack: expect.stringContaining('it broke') },
      msg: 'with secrets',
    });
  });

  it("writes a request's line as pino writes the same fields, byte for byte, and leaves other streams to pino", () => {
    const written: string[] = [];
    const log = pino(loggerOptions('info'), {
      write(text: string) {
        written.push(text);
      },
    }).child({ reqId: 'req-7' });
    const lines: RequestLine[] = [
      {
        method: 'GET',
        route: '/api/loads/:id',
        url: '/api/loads/7?q="a\\b"é\u0001',
        status: 200,
        responseTime: 0.3,
      },
      { method: 'PUT', route: undefined, url: '/nowhere', status: 404, responseTime: 12 },
    ];
    for (const line of lines) {
      expect(writeRequestLine(log, line)).toBe(true);
      log.info(line, 'request');
    }
    const sameTime = written.map((text) => text.replace(/"time":\d+/, '"time":0'));
    expect(sameTime).toHaveLength(4);
    expect(sameTime[0]).toBe(sameTime[1]);
    expect(sameTime[2]).toBe(sameTime[3]);
    expect(JSON.parse(sameTime[0] as string)).toMatchObject({
      reqId: 'req-7',
      url: lines[0]?.url,
      msg: 'request',
    });
    expect(JSON.parse(sameTime[2] as string)).not.toHaveProperty('route');

    // A stream that reads each line's level and time (pino's multistream) gets its lines from pino.
    const many = pino(loggerOptions('info'), pino.multistream([{ stream: { write() {} } }]));
    expect(writeRequestLine(many, lines[1] as RequestLine)).toBe(false);
  });

  /** A logger of our options writing through `logDestination` into a new file, once the file is open. */
  async function withLogFile(
    run: (log: pino.Logger, stream: ReturnType<typeof logDestination>, file: string) => Promise<void>,
  ) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-log-destination-'));
    const file = path.join(dir, 'server.log');
    const stream = logDestination(file);
    const opened = new Promise<void>((resolve) => stream.once('ready', () => resolve()));
    try {
      await opened;
      await run(pino(loggerOptions('info'), stream), stream, file);
    } finally {
      stream.end();
      await rm(dir, { recursive: true, force: true });
    }
  }
  const linesOf = async (file: string) =>
    (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));

  it('gathers lines into few writes, yet a quiet server’s line is written within a moment', () =>
    withLogFile(async (log, _stream, file) => {
      log.info({ status: 200 }, 'request');
      // Under the write size: nothing is written yet, until the next flush.
      expect(await readFile(file, 'utf8')).toBe('');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await linesOf(file)).toMatchObject([{ status: 200, msg: 'request' }]);
    }));

  it('writes the lines it still holds when flushed at once (as at exit), and a long run of lines', () =>
    withLogFile(async (log, stream, file) => {
      for (let i = 0; i < 3; i++) log.info({ status: 200, i }, 'request');
      stream.flushSync();
      expect((await linesOf(file)).map((line) => line.i)).toEqual([0, 1, 2]);

      for (let i = 3; i < 200; i++) log.info({ status: 200, i, padding: 'x'.repeat(100) }, 'request');
      stream.flushSync();
      expect((await linesOf(file)).map((line) => line.i)).toEqual([...Array(200).keys()]);
    }));

  it("writes each request's line in its place among the other lines, however many wait to be written", () =>
    withLogFile(async (log, stream, file) => {
      const request = log.child({ reqId: 'req-9' });
      const line = (url: string): RequestLine => ({
        method: 'GET',
        route: '/api/x',
        url,
        status: 200,
        responseTime: 1,
      });
      log.info('first');
      for (let i = 0; i < 150; i++) expect(writeRequestLine(request, line(`/api/x?i=${i}`))).toBe(true);
      log.warn('between');
      writeRequestLine(request, line('/api/x?last'));
      stream.flushSync();
      const lines = await linesOf(file);
      expect(lines.map((written) => (written.msg === 'request' ? written.url : written.msg))).toEqual([
        'first',
        ...[...Array(150).keys()].map((i) => `/api/x?i=${i}`),
        'between',
        '/api/x?last',
      ]);
      expect(lines[1]).toMatchObject({
        level: 30,
        reqId: 'req-9',
        method: 'GET',
        route: '/api/x',
        status: 200,
      });

      // A quiet server's last request line is written within a moment, without a flush.
      writeRequestLine(request, line('/api/x?quiet'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await linesOf(file)).at(-1)).toMatchObject({ url: '/api/x?quiet' });
    }));

  it('writes lines of any length and any script whole, in their order', () =>
    withLogFile(async (log, stream, file) => {
      // Lines of 1, 2, 3 and 4 bytes a character, up to one far longer than a write's gathering;
      // first a run of two-byte lines, which fill a gathering in more bytes than characters.
      const texts = ['Montréal', 'Zürich → Łódź', '東京から大阪', '🚚📦', 'x'.repeat(20_000)];
      const cityOf = (i: number) => (i < 20 ? 'é'.repeat(1000) : texts[i % texts.length]);
      for (let i = 0; i < 60; i++) log.info({ status: 200, i, city: cityOf(i) }, 'request');
      stream.flushSync();
      const lines = await linesOf(file);
      expect(lines.map((line) => line.i)).toEqual([...Array(60).keys()]);
      expect(lines.map((line) => line.city)).toEqual([...Array(60).keys()].map(cityOf));
    }));
});
