import { randomBytes } from 'node:crypto';
import {
  type AuthResult,
  type changePasswordBody,
  type loginBody,
  MESSAGES,
  RESET_TOKEN_TTL_MINUTES,
  type registerBody,
} from '@loadboard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, unauthorized, validationFailed } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashNewPassword, hashPassword, verifyPassword } from '../../lib/password.ts';
import { startTrial } from '../billing/index.ts';
import {
  accountInactive,
  announceSessionsEnded,
  isBlockedStatus,
  type SessionTokens,
} from '../session/index.ts';
import { getUserLanguage } from '../settings/index.ts';
import {
  bumpTokenVersion,
  createUser,
  findUserByEmail,
  findUserById,
  profileOf,
  updateLastLogin,
  updatePasswordHash,
} from '../users/index.ts';
import { claimResetToken, insertResetToken, isResetTokenUsable, retireResetTokens } from './queries.ts';
import { resetPasswordEmail } from './reset-email.ts';
import { generateResetToken, hashResetToken } from './reset-token.ts';

export interface AuthDeps {
  db: Db;
  tokens: SessionTokens;
  mailer: Mailer;
  /** Where the browser reaches the web app, for the emailed link. */
  publicUrl: string;
  /** Days of the free trial a new account starts with (TRIAL_DAYS). */
  trialDays: number;
  log: FastifyBaseLogger;
}

/** A hash of nothing anyone knows: checked against when the email is unknown, so both cases take as long. */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
};

/** Registration signs the new user in with an ordinary (12-hour) session. */
export async function register(deps: AuthDeps, body: z.output<typeof registerBody>): Promise<AuthResult> {
  const user = await createUser(deps.db, body, {
    alongWith: (tx, userId) => startTrial(tx, userId, deps.trialDays),
  });
  // A new account is at token_version 0, the column's default.
  const token = deps.tokens.issue({ userId: user.id, tokenVersion: 0, remember: false });
  return { token, user };
}

export async function login(deps: AuthDeps, body: z.output<typeof loginBody>): Promise<AuthResult> {
  const user = await findUserByEmail(deps.db, body.email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), body.password);
  if (!user || !passwordMatches) throw unauthorized(MESSAGES.invalidCredentials);
  // Said only to whoever knows the password, so it reveals nothing about other people's accounts.
  if (isBlockedStatus(user.status)) throw accountInactive();
  await updateLastLogin(deps.db, user.id);
  const token = deps.tokens.issue({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    remember: body.rememberMe,
  });
  return { token, user: await profileOf(deps.db, user) };
}

/**
 * Emails a single-use reset link when the email belongs to an account that may sign in. The caller
 * answers the same whatever happens here, and the email is sent without waiting, so neither the
 * answer nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || isBlockedStatus(user.status)) return;
  const { token, tokenHash } = generateResetToken();
  await insertResetToken(deps.db, { userId: user.id, tokenHash, ttlMinutes: RESET_TOKEN_TTL_MINUTES });
  const link = `${deps.publicUrl}/reset-password?token=${token}`;
  const language = await getUserLanguage(deps.db, user.id);
  deps.mailer.send(resetPasswordEmail(user, link, language)).catch((error: unknown) => {
    deps.log.error({ err: error, userId: user.id }, 'the password reset email could not be sent');
  });
}

/** Sets a new password from an emailed token; the token, and every other of that user, is spent. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; newPassword: string },
): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  // Cheap check first so a made-up token costs no argon2 time.
  if (!(await isResetTokenUsable(deps.db, tokenHash))) throw badRequest(MESSAGES.resetTokenInvalid);
  const passwordHash = await hashNewPassword(input.newPassword, 'new_password');
  await deps.db.transaction(async (tx) => {
    // The claim is the real check: of two requests racing with one token, only one gets a user.
    const userId = await claimResetToken(tx, tokenHash);
    if (userId === null) throw badRequest(MESSAGES.resetTokenInvalid);
    await updatePasswordHash(tx, userId, passwordHash);
    await retireResetTokens(tx, userId);
    await announceSessionsEnded(tx, userId);
  });
}

/**
 * Changes the signed-in user's password after checking the current one. Every other session ends;
 * the answer is a new token of the same kind (remember me or not) for the session that asked.
 * A wrong current password is 400, not 401: the web client signs out on any 401.
 */
export async function changePassword(
  deps: AuthDeps,
  session: { userId: number; remember: boolean },
  body: z.output<typeof changePasswordBody>,
): Promise<string> {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.passwordHash, body.old_password)))
    // A 422 under its field, so the Change Password card shows it beneath Current Password.
    throw validationFailed([MESSAGES.currentPasswordWrong], { old_password: MESSAGES.currentPasswordWrong });
  const passwordHash = await hashNewPassword(body.new_password, 'new_password');
  const tokenVersion = await deps.db.transaction(async (tx) => {
    const version = await updatePasswordHash(tx, user.id, passwordHash);
    // A reset link asked for before the change must not undo it.
    await retireResetTokens(tx, user.id);
    await announceSessionsEnded(tx, user.id);
    return version;
  });
  return deps.tokens.issue({ userId: user.id, tokenVersion, remember: session.remember });
}

/** Ends every session of the user, this one included: tokens of an older token_version are refused. */
export async function logoutEverywhere(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await bumpTokenVersion(tx, userId);
    await announceSessionsEnded(tx, userId);
  });
}
