import type { UserStatus, UserType } from '@loadboard/contracts';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { appSecrets, endedSessions, passwordResetTokens, users } from '../../db/schema/index.ts';

/**
 * The secret stored under `name`, creating it with `candidate` if there is none yet. Instances
 * starting together all insert; the first wins and every one reads the winner.
 */
export async function readOrCreateSecret(db: DbOrTx, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The secret ${name} could not be stored`);
  return row.value;
}

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; ttlMinutes: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + make_interval(mins => ${values.ttlMinutes}::int)`,
  });
}

const isUsable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** Whether the token is known, unused and unexpired (a cheap check before hashing a password). */
export async function isResetTokenUsable(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(isUsable(tokenHash));
  return row !== undefined;
}

/**
 * Marks the token used if it still is usable, in one statement, so two requests racing with the same
 * token cannot both succeed. Answers the token's user, or null.
 */
export async function claimResetToken(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(isUsable(tokenHash))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Retires every outstanding reset link of a user (after any password change). */
export async function retireResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Lists a token as ended until it expires; ending it twice changes nothing. */
export async function insertEndedSession(
  db: DbOrTx,
  values: { tokenId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(endedSessions).values(values).onConflictDoNothing();
}

/** What every signed-in request must know of its session: the account, and whether the token was ended. */
export interface SessionState {
  id: number;
  email: string;
  userType: UserType;
  status: UserStatus;
  tokenVersion: number;
  /** The token was ended (a logout) before it expired. */
  ended: boolean;
}

/**
 * What a session check selects: a read model over the users module's table and this module's ended
 * sessions, of the account `userId` placeholder names, with `tokenId` for the token. One statement,
 * so a request waits for one round trip; a read that another module makes with the session check
 * (the bell's count) selects these beside its own.
 */
export const sessionStateColumns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  status: users.status,
  tokenVersion: users.tokenVersion,
  ended: sql<boolean>`EXISTS (SELECT 1 FROM ${endedSessions} WHERE ${endedSessions.tokenId} = ${sql.placeholder('tokenId')})`,
};

const sessionState = preparedOn((db) =>
  db
    .select(sessionStateColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_state'),
);

/** Every signed-in request asks this (plugins/auth.ts), hence prepared; undefined for no such account. */
export async function sessionStateOf(
  db: DbOrTx,
  userId: number,
  tokenId: string,
): Promise<SessionState | undefined> {
  const [row] = await sessionState(db).execute({ userId, tokenId });
  return row;
}

/** Deletes the rows of tokens that have expired by now (no longer accepted anyway); answers how many. */
export async function deleteExpiredEndedSessions(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(endedSessions)
    .where(lte(endedSessions.expiresAt, sql`now()`))
    .returning({ tokenId: endedSessions.tokenId });
  return deleted.length;
}
