import { MESSAGES, type UserStatus } from '@loadboard/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { LIVE_CHANNELS, publishLiveEvent } from '../../lib/live-events.ts';
import { deleteExpiredEndedSessions, insertEndedSession } from './queries.ts';
import type { ReadToken } from './tokens.ts';

/** Statuses that may neither sign in nor use a token they already hold (decisions.md). */
export const isBlockedStatus = (status: UserStatus) => status === 'inactive' || status === 'suspended';

export const accountInactive = () => forbidden(MESSAGES.accountInactive, 'ACCOUNT_INACTIVE');

/**
 * Tells every instance, once the caller's transaction commits, that sessions of `userId` ended, so
 * what they hold open on them (event streams) is checked again and closed. Whatever ends a session
 * (a logout, a new token version, a blocked status) calls it in the same transaction.
 */
export async function announceSessionsEnded(tx: DbOrTx, userId: number): Promise<void> {
  await publishLiveEvent(tx, LIVE_CHANNELS.sessionsEnded, [String(userId)]);
}

/**
 * Ends one session on the server: its token is listed as ended until it would have expired, so it
 * is refused on every instance (the token itself cannot be taken back from whoever holds a copy).
 */
export async function endSession(
  db: Db,
  userId: number,
  token: Pick<ReadToken, 'tokenId' | 'expiresAt'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertEndedSession(tx, token);
    await announceSessionsEnded(tx, userId);
  });
}

/** For the cleanup job: forgets ended tokens that have expired by now; answers how many. */
export const forgetExpiredEndedSessions = (db: Db) => deleteExpiredEndedSessions(db);
