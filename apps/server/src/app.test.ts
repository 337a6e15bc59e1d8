import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../test/accounts.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

describe('the API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { database: t.database.engine } });
  });

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Resource not found.', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 sentence, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().status).toBe('error');
    expect(res.body).not.toContain(' at ');
  });

  it('lets no cache keep an answer with a token or personal data; public data keeps its own policy', async () => {
    const { user, token, password } = await registerUser(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(signIn.json().data.token).toBeTruthy();
    const answers = {
      'sign-in': signIn,
      profile: await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) }),
      settings: await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) }),
      'sample CSV': await t.app.inject({
        method: 'GET',
        url: '/api/loads/download-sample',
        headers: bearer(token),
      }),
      'refused sign-in': await t.app.inject({ method: 'GET', url: '/api/auth/profile' }),
    };
    for (const [name, res] of Object.entries(answers))
      expect(res.headers['cache-control'], name).toBe('no-store');
    const zip = await t.app.inject({ method: 'GET', url: '/api/geo/zip/10001' });
    expect(zip.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('the security policy by scheme', () => {
  let apps: Record<'plain' | 'proxied' | 'public', TestApp>;
  beforeAll(async () => {
    const [plain, proxied, publicHttps] = await Promise.all([
      startTestApp(),
      startTestApp({ env: { TRUST_PROXY: 'loopback' } }),
      startTestApp({ env: { PUBLIC_URL: 'https://loads.example.com' } }),
    ]);
    apps = { plain, proxied, public: publicHttps };
  });
  afterAll(() => Promise.all(Object.values(apps).map((t) => t.close())));

  const policyOf = async (t: TestApp, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    return {
      csp: String(res.headers['content-security-policy']),
      hsts: res.headers['strict-transport-security'],
    };
  };

  it('over plain http asks no upgrade to https, so the app works at a LAN address', async () => {
    const { csp, hsts } = await policyOf(apps.plain);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('asks the upgrade behind a trusted proxy that took the request over https', async () => {
    const proxied = await policyOf(apps.proxied, { 'x-forwarded-proto': 'https' });
    expect(proxied.csp).toContain('upgrade-insecure-requests');
    expect(proxied.hsts).toMatch(/^max-age=/);
    expect((await policyOf(apps.proxied)).csp).not.toContain('upgrade-insecure-requests');
    // A client cannot claim https for itself when no proxy is trusted.
    const claimed = await policyOf(apps.plain, { 'x-forwarded-proto': 'https' });
    expect(claimed.csp).not.toContain('upgrade-insecure-requests');
  });

  it('asks the upgrade on every answer when the public address is https', async () => {
    const { csp, hsts } = await policyOf(apps.public);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/^max-age=/);
  });
});
