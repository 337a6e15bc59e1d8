import type { UserStatus, UserType } from '@loadboard/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deleteEnded } from '../../db/delete-ended.ts';
import { preparedOn } from '../../db/prepared.ts';
import { endedSessions, users } from '../../db/schema/index.ts';

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

/** Every signed-in request asks this (plugin.ts), hence prepared; undefined for no such account. */
export async function sessionStateOf(
  db: DbOrTx,
  userId: number,
  tokenId: string,
): Promise<SessionState | undefined> {
  const [row] = await sessionState(db).execute({ userId, tokenId });
  return row;
}

/** Deletes the rows of tokens that have expired by now (no longer accepted anyway); answers how many. */
export const deleteExpiredEndedSessions = (db: DbOrTx) =>
  deleteEnded(db, endedSessions, endedSessions.expiresAt);
