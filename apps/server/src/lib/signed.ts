import { createHmac, timingSafeEqual } from 'node:crypto';

/** An HMAC-SHA256 of `text` under `secret`, hex. */
export const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Whether a secret given by a client is the expected one, compared in constant time. */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `signature` is the HMAC of `text`, compared in constant time. */
export function hasValidSignature(secret: string, text: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(hmac(secret, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A value and its expiry, readable by anyone and changeable by no one: `<base64url JSON>.<hmac>`.
 * The sandbox's checkout sessions and invoice links are these, and the sign-in device cookies.
 */
export function signValue(secret: string, value: object, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ ...value, exp: expiresAt.getTime() })).toString('base64url');
  return `${body}.${hmac(secret, body)}`;
}

/** The value of a token signValue made, or null when it was changed, is malformed or has expired. */
export function readSignedValue<T extends object>(secret: string, token: string, now = new Date()): T | null {
  const [body = '', signature, ...rest] = token.split('.');
  if (rest.length > 0 || !hasValidSignature(secret, body, signature)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp?: unknown };
    if (typeof value.exp !== 'number' || value.exp <= now.getTime()) return null;
    return value;
  } catch {
    return null;
  }
}
