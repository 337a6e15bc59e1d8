import {
  LOAD_MESSAGES,
  type LoadRequestView,
  NOTIFICATION_TITLES,
  REQUESTABLE_LOAD_TYPES,
} from '@loadboard/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { type Actor, lockLoadForDecision } from '../loads/index.ts';
import { notifyMany } from '../notifications/index.ts';
import { assignDeal, companyOf, isOpen, noticesFor } from './deal.ts';
import { findRequestView, insertRequest, lockRequestsOf, setRequestBooked } from './queries.ts';

/**
 * Book Now: whoever may request a post takes it at once at its Book Now rate. The same who-may rules
 * as a request (404 unknown, 409 own post, 403 a type the account may not request); the post is
 * locked FOR UPDATE first, so bookings, requests and decisions on it run one at a time and the second
 * of two racing bookings sees it ASSIGNED (409). In one transaction: the caller's open request on the
 * post, or a new one at the Book Now rate, becomes the ACCEPTED booked deal; the post is ASSIGNED to
 * the caller at the Book Now rate; every other open request is REJECTED and its requester notified;
 * the owner is notified LOAD_BOOKED; a STATUS_UPDATE activity row is written.
 */
export async function bookLoad(db: Db, actor: Actor, loadId: number): Promise<LoadRequestView> {
  return db.transaction(async (tx) => {
    const load = await lockLoadForDecision(tx, loadId);
    if (!load) throw notFound(LOAD_MESSAGES.notFound);
    if (load.ownerId === actor.id) throw conflict(LOAD_MESSAGES.bookOwnLoad);
    if (!REQUESTABLE_LOAD_TYPES[actor.userType].includes(load.loadType))
      throw forbidden(LOAD_MESSAGES.requestTypeNotAllowed);
    if (load.status === 'ASSIGNED') throw conflict(LOAD_MESSAGES.bookTaken);
    if (load.status !== 'ACTIVE') throw conflict(LOAD_MESSAGES.loadNoLongerAvailable);
    const rate = load.bookNowRate;
    if (rate === null) throw conflict(LOAD_MESSAGES.bookNoRate);

    const decidedAt = new Date();
    const open = (await lockRequestsOf(tx, load.id, actor.id)).find((request) => isOpen(request.status));
    let requestId: number;
    if (open) {
      await setRequestBooked(tx, open.id, decidedAt);
      requestId = open.id;
    } else {
      const inserted = await insertRequest(tx, {
        loadId: load.id,
        requesterId: actor.id,
        proposedRate: rate,
        message: LOAD_MESSAGES.booked,
        status: 'ACCEPTED',
        booked: true,
        decidedAt,
      });
      requestId = inserted.id;
    }
    const others = await assignDeal(tx, actor, load, {
      requestId,
      carrierId: actor.id,
      rate,
      at: decidedAt,
      how: `booked by request #${requestId}`,
      ownerCompany: await companyOf(tx, load.ownerId),
    });
    const view = await findRequestView(tx, requestId);
    if (!view) throw new Error(`Load request ${requestId} vanished during its booking`);
    await notifyMany(tx, [
      {
        userId: load.ownerId,
        type: 'LOAD_BOOKED',
        title: NOTIFICATION_TITLES.loadBooked,
        message: (await noticesFor(tx, load.ownerId)).booked(view.requestedBy.companyName, load, rate),
        loadId: load.id,
        requestId,
      },
      ...others,
    ]);
    return view;
  });
}
