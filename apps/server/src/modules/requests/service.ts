import {
  LOAD_MESSAGES,
  type LoadRequestView,
  type loadRequestBody,
  NOTIFICATION_TITLES,
  REQUESTABLE_LOAD_TYPES,
  type requestDecisionBody,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { logActivity } from '../activity/index.ts';
import {
  type Actor,
  assertMayManage,
  assertMayManageLoad,
  assignLoad,
  findLoadOwner,
  lockLoadForDecision,
  lockLoadForRequest,
} from '../loads/index.ts';
import { type NewNotification, notify, notifyMany } from '../notifications/index.ts';
import { getUserLanguage } from '../settings/index.ts';
import { findUserById } from '../users/index.ts';
import { requestNotices } from './notices.ts';
import {
  findRequest,
  findRequestView,
  hasPendingRequest,
  insertRequest,
  lockRequest,
  rejectOtherPendingRequests,
  setRequestDecision,
} from './queries.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A carrier (or broker, or admin) asks for a post at a proposed rate (decisions.md, Who may do what):
 * never their own post (409), only the types their account may request (403), only while the post
 * is ACTIVE (409), and one PENDING request per post and requester (409). The post is share-locked
 * meanwhile, so it cannot be assigned or cancelled between the check and the insert; the partial
 * unique index settles two identical requests racing each other (its violation is the same 409).
 * The post's owner gets a LOAD_REQUEST notification in the same transaction.
 */
export async function requestLoad(
  db: Db,
  actor: Actor,
  loadId: number,
  body: z.output<typeof loadRequestBody>,
): Promise<LoadRequestView> {
  try {
    return await db.transaction(async (tx) => {
      const load = await lockLoadForRequest(tx, loadId);
      if (!load) throw notFound(LOAD_MESSAGES.notFound);
      if (load.ownerId === actor.id) throw conflict(LOAD_MESSAGES.requestOwnLoad);
      if (!REQUESTABLE_LOAD_TYPES[actor.userType].includes(load.loadType))
        throw forbidden(LOAD_MESSAGES.requestTypeNotAllowed);
      if (load.status !== 'ACTIVE') throw conflict(LOAD_MESSAGES.requestNotActive);
      if (await hasPendingRequest(tx, load.id, actor.id)) throw conflict(LOAD_MESSAGES.requestDuplicate);
      const request = await insertRequest(tx, {
        loadId: load.id,
        requesterId: actor.id,
        proposedRate: body.proposedRate,
        message: body.message,
      });
      const view = await findRequestView(tx, request.id);
      if (!view) throw new Error(`Load request ${request.id} vanished after its insert`);
      await notify(tx, {
        userId: load.ownerId,
        type: 'LOAD_REQUEST',
        title: NOTIFICATION_TITLES.loadRequest,
        message: requestNotices(await getUserLanguage(tx, load.ownerId)).requested(
          view.requestedBy.companyName,
          load,
          request.proposedRate,
        ),
        loadId: load.id,
        requestId: request.id,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LOAD_MESSAGES.requestDuplicate);
    throw error;
  }
}

/** View Requests, the requests on a post, are for its owner or a SUPER_ADMIN only: 404 or 403 otherwise. */
export async function assertMayViewRequests(db: Db, actor: Actor, loadId: number): Promise<void> {
  await assertMayManageLoad(db, actor, loadId);
}

/**
 * The owner (or a SUPER_ADMIN) accepts or rejects a PENDING request (decisions.md, Loads: accepting).
 * The post is locked FOR UPDATE first, so decisions on one post run one at a time and a second
 * accept sees the post ASSIGNED (409). Accepting, in the same transaction: the request ACCEPTED, the
 * post ASSIGNED to the requester at the proposed rate, every other PENDING request REJECTED with the
 * spec's rejection message, a STATUS_UPDATE activity row, and a notification to each carrier.
 */
export async function decideRequest(
  db: Db,
  actor: Actor,
  requestId: number,
  body: z.output<typeof requestDecisionBody>,
): Promise<LoadRequestView> {
  const decision = body.status;
  const responseMessage =
    body.responseMessage ??
    (decision === 'ACCEPTED' ? LOAD_MESSAGES.acceptResponse : LOAD_MESSAGES.rejectResponse);
  return db.transaction(async (tx) => {
    const found = await findRequest(tx, requestId);
    const ownerId = found ? await findLoadOwner(tx, found.loadId) : undefined;
    if (!found || ownerId === undefined) throw notFound(LOAD_MESSAGES.requestNotFound);
    // The owner never changes: checked before taking the lock, so strangers never wait for it.
    assertMayManage(actor, { ownerId });
    const load = await lockLoadForDecision(tx, found.loadId);
    const request = load ? await lockRequest(tx, requestId) : undefined;
    if (!load || !request) throw notFound(LOAD_MESSAGES.requestNotFound);
    const owner = await findUserById(tx, load.ownerId);
    if (!owner) throw new Error(`The owner of load ${load.id} vanished under its lock`);
    const ownerCompany = owner.companyName;

    if (request.status === 'ACCEPTED') throw conflict(LOAD_MESSAGES.requestAlreadyAccepted);
    if (decision === 'ACCEPTED' && load.status !== 'ACTIVE')
      throw conflict(LOAD_MESSAGES.loadNoLongerAvailable);
    if (request.status === 'REJECTED') throw conflict(LOAD_MESSAGES.requestAlreadyRejected);

    const decidedAt = new Date();
    await setRequestDecision(tx, request.id, { status: decision, responseMessage, decidedAt });
    const notices: NewNotification[] = [];
    const about = { loadId: load.id };
    const noticesFor = async (userId: number) => requestNotices(await getUserLanguage(tx, userId));

    if (decision === 'ACCEPTED') {
      await assignLoad(tx, load.id, {
        carrierId: request.requesterId,
        agreedRate: request.proposedRate,
        at: decidedAt,
      });
      const others = await rejectOtherPendingRequests(tx, load.id, request.id, {
        responseMessage: LOAD_MESSAGES.rejectResponse,
        decidedAt,
      });
      notices.push({
        ...about,
        userId: request.requesterId,
        type: 'REQUEST_ACCEPTED',
        title: NOTIFICATION_TITLES.requestAccepted,
        message: (await noticesFor(request.requesterId)).accepted(ownerCompany, load, request.proposedRate),
        requestId: request.id,
      });
      for (const other of others) {
        notices.push({
          ...about,
          userId: other.requesterId,
          type: 'REQUEST_REJECTED',
          title: NOTIFICATION_TITLES.requestRejected,
          message: (await noticesFor(other.requesterId)).assignedToOther(
            ownerCompany,
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
          `Load #${load.id} status ${load.status} → ASSIGNED: accepted request #${request.id} at ` +
          `${usd.format(request.proposedRate)}` +
          (others.length > 0 ? `; ${others.length} other pending request(s) rejected` : ''),
      });
    } else {
      notices.push({
        ...about,
        userId: request.requesterId,
        type: 'REQUEST_REJECTED',
        title: NOTIFICATION_TITLES.requestRejected,
        message: (await noticesFor(request.requesterId)).rejected(ownerCompany, load, request.proposedRate),
        requestId: request.id,
      });
    }
    await notifyMany(tx, notices);

    const view = await findRequestView(tx, request.id);
    if (!view) throw new Error(`Load request ${request.id} vanished during its decision`);
    return view;
  });
}

/** A request id from a URL: anything but a positive integer names no request (404). */
export function parseRequestId(raw: string): number {
  return rowIdFromUrl(raw, LOAD_MESSAGES.requestNotFound);
}
