import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { REMEMBER_ME_TOKEN_TTL_SECONDS, SESSION_TOKEN_TTL_SECONDS } from '@loadboard/contracts';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { KeptLatest } from '../../lib/kept-latest.ts';

/** What a session token says: whose it is, which password generation, and which kind of session. */
export interface SessionClaims {
  userId: number;
  /** users.token_version when the token was issued; a password change bumps it. */
  tokenVersion: number;
  /** "Remember me": a 30-day token instead of a 12-hour one, kept when the token is reissued. */
  remember: boolean;
}

/** A verified token: its claims, and what a logout needs to end it (its id and when it expires anyway). */
export interface ReadToken {
  claims: SessionClaims;
  /** The token's `jti`, a random UUID: a logout lists it in ended_sessions. */
  tokenId: string;
  expiresAt: Date;
}

export type TokenReading = ({ ok: true } & ReadToken) | { ok: false; reason: 'invalid' | 'expired' };

export interface SessionTokens {
  issue(claims: SessionClaims): string;
  read(token: string): TokenReading;
}

const payloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  tv: z.number().int(),
  remember: z.boolean(),
  jti: z.uuid(),
  exp: z.number().int(),
});

/** Verified tokens kept in memory (about 400 bytes each); beyond it the oldest is forgotten. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** HS256 JWTs signed with one secret shared by every instance. */
export function createSessionTokens(secret: string): SessionTokens {
  // A key object made once: given the string, jsonwebtoken first tries it as a public key and builds
  // a new key object on every call, a cost paid again on every signed-in request.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // Tokens this key has verified, by their text: a signed-in user sends the same one on every request,
  // and checking its signature and claims again was a tenth of a small request's CPU. The text is the
  // whole signed token, so only an exact copy is known; its expiry is still checked on each use, and
  // whether the session was ended is the caller's check against the database, as before.
  const verified = new KeptLatest<string, ReadToken>(VERIFIED_TOKENS_KEPT);
  return {
    issue({ userId, tokenVersion, remember }) {
      return jwt.sign({ tv: tokenVersion, remember }, key, {
        algorithm: 'HS256',
        subject: String(userId),
        jwtid: randomUUID(),
        expiresIn: remember ? REMEMBER_ME_TOKEN_TTL_SECONDS : SESSION_TOKEN_TTL_SECONDS,
      });
    },
    read(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return { ok: true, ...known };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      let decoded: unknown;
      try {
        // The signature is checked before the expiry, so "expired" is only said of our own tokens.
        decoded = jwt.verify(token, key, { algorithms: ['HS256'] });
      } catch (error) {
        return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
      }
      const payload = payloadSchema.safeParse(decoded);
      if (!payload.success) return { ok: false, reason: 'invalid' };
      const { sub, tv, remember, jti, exp } = payload.data;
      const reading: ReadToken = {
        claims: { userId: Number(sub), tokenVersion: tv, remember },
        tokenId: jti,
        expiresAt: new Date(exp * 1000),
      };
      verified.set(token, reading);
      return { ok: true, ...reading };
    },
  };
}

/** A new JWT signing secret, for when JWT_SECRET is not configured. */
export const generateSigningSecret = () => randomBytes(48).toString('base64url');
