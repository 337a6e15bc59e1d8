import { randomUUID } from 'node:crypto';
import { hmac, readSignedValue, signValue } from '../../lib/signed.ts';

/*
 * OWASP's device cookies: a browser that signed in to an account gets a signed cookie naming a
 * device id and the account. Sign-in limits tell such a known device from every other client, so
 * failures elsewhere never keep it out. The cookie holds a digest of the email, not the email.
 */

const COOKIE_PREFIX = 'lb_device_';

export interface DeviceCookies {
  secret: string;
  days: number;
}

const accountDigest = (secret: string, email: string) => hmac(secret, `account|${email}`).slice(0, 32);

/** One cookie per account, so the accounts signed in on one browser each keep their own. */
const cookieName = (secret: string, email: string) =>
  `${COOKIE_PREFIX}${hmac(secret, `name|${email}`).slice(0, 16)}`;

/** A new device cookie for `email`, as a Set-Cookie header value; `secure` when the request is https. */
export function deviceCookieHeader(cookies: DeviceCookies, email: string, secure: boolean): string {
  const maxAge = cookies.days * 24 * 60 * 60;
  const value = signValue(
    cookies.secret,
    { device: randomUUID(), account: accountDigest(cookies.secret, email) },
    new Date(Date.now() + maxAge * 1000),
  );
  const attributes = [`Max-Age=${maxAge}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${cookieName(cookies.secret, email)}=${value}`, ...attributes].join('; ');
}

/** The device id of a valid cookie this browser holds for `email`, or null (no cookie, forged, expired). */
export function knownDevice(
  cookies: DeviceCookies,
  email: string,
  cookieHeader: string | undefined,
): string | null {
  const name = cookieName(cookies.secret, email);
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!value) return null;
  const read = readSignedValue<{ device?: unknown; account?: unknown }>(cookies.secret, value);
  if (!read || read.account !== accountDigest(cookies.secret, email) || typeof read.device !== 'string')
    return null;
  return read.device;
}
