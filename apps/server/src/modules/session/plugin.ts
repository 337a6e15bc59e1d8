import { MESSAGES, type UserStatus, type UserType } from '@loadboard/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readOrCreateSecret } from '../../db/shared-secret.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { type SessionState, sessionStateOf } from './queries.ts';
import { accountInactive, isBlockedStatus } from './service.ts';
import { createSessionTokens, generateSigningSecret, type ReadToken, type SessionTokens } from './tokens.ts';

/** The signed-in user, as `app.authenticate` leaves it on the request. */
export interface AuthUser {
  id: number;
  userType: UserType;
  status: UserStatus;
  email: string;
}

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /** Rejects a request without a valid session token (401) or from an inactive account (403). */
    authenticate: AuthHook;
    /**
     * The checks of `authenticate` on a token found elsewhere than the Authorization header (an
     * EventSource's `?token=`); undefined is "no token" (401). Sets `request.user` likewise.
     */
    authenticateToken(request: FastifyRequest, token: string | undefined): Promise<void>;
    /**
     * Whether a token accepted before would still be: not expired, its session not ended, the
     * account not blocked. What holds a session open (an event stream) asks it when sessions end.
     */
    isSessionLive(token: string): Promise<boolean>;
    /**
     * The checks of `authenticate` (the Authorization header's token), on a session state that `read`
     * gives with a route's own figures read in the same statement (one round trip instead of two);
     * answers that row once accepted.
     */
    authenticateWith<Row extends SessionState>(
      request: FastifyRequest,
      read: (userId: number, tokenId: string) => Promise<Row | undefined>,
    ): Promise<Row>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; read it only on routes that run it. */
    user: AuthUser;
    /** Whether the session is a "remember me" one, so a reissued token keeps its lifetime. */
    sessionRemember: boolean;
    /** The session token's id and expiry, for a logout to end it. */
    sessionToken: Pick<ReadToken, 'tokenId' | 'expiresAt'>;
  }
}

/**
 * Bearer JWT sessions. The signing secret is JWT_SECRET, or one generated once and kept in
 * app_secrets so every instance signs and verifies with the same key.
 */
export async function registerSessions(app: FastifyInstance) {
  const secret = app.config.JWT_SECRET ?? (await readOrCreateSecret(app.db, 'jwt', generateSigningSecret()));
  const tokens = createSessionTokens(secret);
  app.decorate('sessionTokens', tokens);
  app.decorateRequest('user');
  app.decorateRequest('sessionRemember', false);
  app.decorateRequest('sessionToken');

  /** The session rules on the row `read` gives for `token`; undefined is "no token" (401). */
  const checkSession = async <Row extends SessionState>(
    request: FastifyRequest,
    read: (userId: number, tokenId: string) => Promise<Row | undefined>,
    token: string | undefined,
  ): Promise<Row> => {
    if (!token) throw unauthorized();
    const reading = tokens.read(token);
    if (!reading.ok)
      throw reading.reason === 'expired' ? unauthorized(MESSAGES.sessionExpired) : unauthorized();
    const user = await read(reading.claims.userId, reading.tokenId);
    if (!holdsSession(user, reading)) throw unauthorized(MESSAGES.sessionExpired);
    if (isBlockedStatus(user.status)) throw accountInactive();
    request.user = { id: user.id, userType: user.userType, status: user.status, email: user.email };
    request.sessionRemember = reading.claims.remember;
    request.sessionToken = { tokenId: reading.tokenId, expiresAt: reading.expiresAt };
    return user;
  };
  const authenticateToken = async (request: FastifyRequest, token: string | undefined) => {
    await checkSession(request, (userId, tokenId) => sessionStateOf(app.db, userId, tokenId), token);
  };
  const isSessionLive = async (token: string) => {
    const reading = tokens.read(token);
    if (!reading.ok) return false;
    const user = await sessionStateOf(app.db, reading.claims.userId, reading.tokenId);
    return holdsSession(user, reading) && !isBlockedStatus(user.status);
  };
  const authenticateWith: FastifyInstance['authenticateWith'] = (request, read) =>
    checkSession(request, read, bearerToken(request));
  app.decorate('authenticateWith', authenticateWith);
  app.decorate('authenticateToken', authenticateToken);
  app.decorate('isSessionLive', isSessionLive);
  app.decorate('authenticate', (request: FastifyRequest) => authenticateToken(request, bearerToken(request)));
}

/**
 * Whether the account still holds the session of a token read: a deleted account, a changed password
 * or a logout everywhere (a new token version) ends every session issued before; a logout ends this one.
 */
function holdsSession(user: SessionState | undefined, reading: ReadToken): user is SessionState {
  return user !== undefined && user.tokenVersion === reading.claims.tokenVersion && !user.ended;
}

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** After `app.authenticate`: lets only the given user types through (403 FORBIDDEN otherwise). */
export function requireUserType(...types: UserType[]): AuthHook {
  return async (request) => {
    if (!types.includes(request.user.userType)) throw forbidden();
  };
}
