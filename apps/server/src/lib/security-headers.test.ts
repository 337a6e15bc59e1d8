import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  const policy = { directives: { 'img-src': ["'self'", 'https://tiles.example.com'] } };

  it("answers Helmet's headers for the options over https, the policy's directives included", () => {
    const { https } = securityHeaders(policy);
    expect(https['content-security-policy']).toContain("img-src 'self' https://tiles.example.com");
    expect(https['content-security-policy']).toContain("default-src 'self'");
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(https['x-frame-options']).toBe('SAMEORIGIN');
    expect(https['x-content-type-options']).toBe('nosniff');
    expect(https['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(https['x-powered-by']).toBeUndefined();
  });

  it('over plain http, asks no upgrade to https and sends no HSTS, the rest the same', () => {
    const { http, https } = securityHeaders(policy);
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(http['content-security-policy']).toBe(
      https['content-security-policy']?.replace(/;?upgrade-insecure-requests/, ''),
    );
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a policy that depends on the request (a nonce cannot be worked out once)', () => {
    expect(() => securityHeaders({ directives: { 'script-src': ["'self'", () => "'nonce-abc'"] } })).toThrow(
      /depend on the request/,
    );
  });
});
