import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers for `options`, worked out once. Without a function among the CSP
 * directives (a nonce) they are the same on every response, so a request only copies this object
 * instead of running Helmet's dozen middlewares and their `setHeader` calls (a visible share of a
 * small request's CPU in a profile, `npm run bench:profile`).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === 'object' ? Object.values(policy.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function'))
    throw new Error('security headers that depend on the request cannot be worked out once');
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
