import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it("answers Helmet's headers for the options, the policy's directives included", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'https://tiles.example.com'] } },
    });
    expect(headers['content-security-policy']).toContain("img-src 'self' https://tiles.example.com");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a policy that depends on the request (a nonce cannot be worked out once)', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/depend on the request/);
  });
});
