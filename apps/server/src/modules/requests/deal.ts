import {
  LOAD_MESSAGES,
  NOTIFICATION_TITLES,
  OPEN_REQUEST_STATUSES,
  type RequestStatus,
} from '@loadboard/contracts';
import type { Tx } from '../../db/client.ts';
import { logActivity } from '../activity/index.ts';
import { type Actor, assignLoad, type LoadRow } from '../loads/index.ts';
import type { NewNotification } from '../notifications/index.ts';
import { getUserLanguage } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import { requestNotices } from './notices.ts';
import { rejectOtherOpenRequests } from './queries.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A request still waiting for an answer (PENDING or COUNTERED). */
export const isOpen = (status: RequestStatus) =>
  (OPEN_REQUEST_STATUSES as readonly RequestStatus[]).includes(status);

/** The words of a request's notices, in the language of the user told. */
export const noticesFor = async (tx: Tx, userId: number) => requestNotices(await getUserLanguage(tx, userId));

export async function companyOf(tx: Tx, userId: number): Promise<string> {
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`User ${userId} vanished under the lock of their request`);
  return user.companyName;
}

/**
 * What every deal does once its request is ACCEPTED (an accept or a booking), under the post's lock
 * and in the caller's transaction: the post ASSIGNED to the requester at the deal's rate, every other
 * open request REJECTED with the spec's rejection message, and a STATUS_UPDATE activity row. Answers
 * the notices of the requests turned down; the caller sends them with its own.
 */
export async function assignDeal(
  tx: Tx,
  actor: Actor,
  load: LoadRow,
  deal: { requestId: number; carrierId: number; rate: number; at: Date; how: string; ownerCompany: string },
): Promise<NewNotification[]> {
  const { requestId, rate, at } = deal;
  await assignLoad(tx, load.id, { carrierId: deal.carrierId, agreedRate: rate, at });
  const others = await rejectOtherOpenRequests(tx, load.id, requestId, {
    responseMessage: LOAD_MESSAGES.rejectResponse,
    decidedAt: at,
  });
  const notices: NewNotification[] = [];
  for (const other of others) {
    notices.push({
      loadId: load.id,
      userId: other.requesterId,
      type: 'REQUEST_REJECTED',
      title: NOTIFICATION_TITLES.requestRejected,
      message: (await noticesFor(tx, other.requesterId)).assignedToOther(
        deal.ownerCompany,
        load,
        other.proposedRate,
      ),
      requestId: other.id,
    });
  }
  await logActivity(tx, {
    userId: actor.id,
    action: 'STATUS_UPDATE',
    details:
      `Load #${load.id} status ${load.status} → ASSIGNED: ${deal.how} at ${usd.format(rate)}` +
      (others.length > 0 ? `; ${others.length} other open request(s) rejected` : ''),
  });
  return notices;
}
