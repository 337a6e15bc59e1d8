import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';

/*
 * The per-address limits key on `request.ip`; which address that is depends on TRUST_PROXY. The
 * forgot-password limit (2 per address here, each request a new email) shows which address counted.
 */
describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (trustProxy?: string) => {
    t = await startTestApp({
      env: { FORGOT_IP_RATE_LIMIT: '2', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) },
    });
    return t;
  };

  let emails = 0;
  /** One forgot-password request for a new email, sent from `remoteAddress` with that X-Forwarded-For. */
  const forgot = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: `nobody${++emails}@example.com` },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('with one trusted hop, a client cannot pick its address by sending its own X-Forwarded-For', async () => {
    const app = await start('1');
    // The proxy (127.0.0.1) appends the address it saw, 203.0.113.7, to whatever the client sent.
    for (const made_up of ['1.2.3.4', '5.6.7.8']) {
      expect((await forgot(app, '127.0.0.1', `${made_up}, 203.0.113.7`)).statusCode).toBe(200);
    }
    expect((await forgot(app, '127.0.0.1', '9.9.9.9, 203.0.113.7')).statusCode).toBe(429);
    // Another real client behind the same proxy is counted on its own.
    expect((await forgot(app, '127.0.0.1', '1.2.3.4, 203.0.113.8')).statusCode).toBe(200);
  });

  it('with named proxy addresses, only a request from one of them may say who the client is', async () => {
    const app = await start('10.0.0.0/8, 127.0.0.1');
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await forgot(app, '127.0.0.1', `1.2.3.${attempt}, 10.1.1.1, 198.51.100.4`)).statusCode).toBe(
        200,
      );
    }
    expect((await forgot(app, '127.0.0.1', '1.2.3.9, 198.51.100.4')).statusCode).toBe(429);
    // Not a named proxy: its own address counts, whatever it claims.
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await forgot(app, '192.0.2.50', `198.51.100.${attempt + 10}`)).statusCode).toBe(200);
    }
    expect((await forgot(app, '192.0.2.50', '198.51.100.99')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const app = await start();
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await forgot(app, '192.0.2.60', `198.51.100.${attempt}`)).statusCode).toBe(200);
    }
    expect((await forgot(app, '192.0.2.60', '198.51.100.77')).statusCode).toBe(429);
  });

  it('refuses TRUST_PROXY=true, which would believe any client, and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.1' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.1']);
  });
});
