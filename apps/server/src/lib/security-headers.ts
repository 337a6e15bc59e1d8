import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

type ContentSecurityPolicyOptions = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;

/** Helmet's headers for a request that came over https, and for one that came over plain http. */
export interface HeadersByScheme {
  https: Record<string, string>;
  http: Record<string, string>;
}

/**
 * Whether a request is https: it came so (through a trusted proxy's X-Forwarded-Proto), or the app's
 * public address is https. Decides HSTS and the upgrade policy, and which cookies are `Secure`.
 */
export const servedOverHttps = (request: { protocol: string }, publicUrl: string): boolean =>
  publicUrl.startsWith('https:') || request.protocol === 'https';

/**
 * Helmet's response headers for the content security `policy`, worked out once per scheme. Without
 * a function among its directives (a nonce) they are the same on every response of a scheme, so a
 * request only copies an object instead of running Helmet's dozen middlewares.
 *
 * Over plain http (the app at a LAN address, say) the policy leaves out `upgrade-insecure-requests`
 * and HSTS: the browser would upgrade every asset and tile to https, which such a host does not
 * serve, and draw a blank page.
 */
export function securityHeaders(policy: ContentSecurityPolicyOptions): HeadersByScheme {
  if (
    Object.values(policy.directives ?? {})
      .flat()
      .some((value) => typeof value === 'function')
  )
    throw new Error('security headers that depend on the request cannot be worked out once');
  const plainPolicy = { ...policy, directives: { ...policy.directives, 'upgrade-insecure-requests': null } };
  return {
    https: helmetHeaders({ contentSecurityPolicy: policy }),
    http: helmetHeaders({ contentSecurityPolicy: plainPolicy, strictTransportSecurity: false }),
  };
}

function helmetHeaders(options: HelmetOptions): Record<string, string> {
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
