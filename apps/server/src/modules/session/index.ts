/**
 * The session: who is signed in. Tokens, the session check every signed-in request runs (its columns
 * too, for a read that checks the session in its own statement), ended sessions, and which account
 * statuses may hold one. Auth, billing, users and notifications build on it; it builds on none of them.
 */
export {
  type AuthHook,
  type AuthUser,
  bearerToken,
  registerSessions,
  requireUserType,
} from './plugin.ts';
export { type SessionState, sessionStateColumns } from './queries.ts';
export {
  accountInactive,
  announceSessionsEnded,
  endSession,
  forgetExpiredEndedSessions,
  isBlockedStatus,
} from './service.ts';
export {
  createSessionTokens,
  generateSigningSecret,
  type ReadToken,
  type SessionTokens,
} from './tokens.ts';
