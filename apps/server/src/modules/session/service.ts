import { MESSAGES, type UserStatus } from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { deleteExpiredEndedSessions, insertEndedSession } from './queries.ts';
import type { ReadToken } from './tokens.ts';

/** Statuses that may neither sign in nor use a token they already hold (decisions.md). */
export const isBlockedStatus = (status: UserStatus) => status === 'inactive' || status === 'suspended';

export const accountInactive = () => forbidden(MESSAGES.accountInactive, 'ACCOUNT_INACTIVE');

/**
 * Ends one session on the server: its token is listed as ended until it would have expired, so it
 * is refused on every instance (the token itself cannot be taken back from whoever holds a copy).
 */
export async function endSession(db: Db, token: Pick<ReadToken, 'tokenId' | 'expiresAt'>): Promise<void> {
  await insertEndedSession(db, token);
}

/** For the cleanup job: forgets ended tokens that have expired by now; answers how many. */
export const forgetExpiredEndedSessions = (db: Db) => deleteExpiredEndedSessions(db);
