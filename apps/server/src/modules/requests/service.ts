import {
  type counterOfferBody,
  LOAD_MESSAGES,
  type LoadRequestView,
  type loadRequestBody,
  MAX_COUNTERS,
  NOTIFICATION_TITLES,
  REQUESTABLE_LOAD_TYPES,
  type RequestDecision,
  type requestDecisionBody,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import {
  type Actor,
  assertMayManage,
  assertMayManageLoad,
  findLoadOwner,
  isAdmin,
  type LoadRow,
  lockLoadForDecision,
  lockLoadForRequest,
} from '../loads/index.ts';
import { type NewNotification, notify, notifyMany } from '../notifications/index.ts';
import { assignDeal, companyOf, isOpen, noticesFor } from './deal.ts';
import {
  addCounter,
  findRequest,
  findRequestView,
  hasOpenRequest,
  insertRequest,
  type LoadRequestRow,
  lockRequest,
  setRequestDecision,
} from './queries.ts';

/** The rate a deal on the request is made at: the owner's last counter, else the requester's proposal. */
const agreedRateOf = (request: Pick<LoadRequestRow, 'counterRate' | 'proposedRate'>) =>
  request.counterRate ?? request.proposedRate;

/**
 * A carrier (or broker, or admin) asks for a post at a proposed rate (decisions.md, Who may do what):
 * never their own post (409), only the types their account may request (403), only while the post
 * is ACTIVE (409), and one open (PENDING or COUNTERED) request per post and requester (409); a
 * withdrawn or decided one no longer counts. The post is share-locked meanwhile, so it cannot be
 * assigned or cancelled between the check and the insert; the partial unique index settles two
 * identical requests racing each other (its violation is the same 409). The post's owner gets a
 * LOAD_REQUEST notification in the same transaction.
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
      if (await hasOpenRequest(tx, load.id, actor.id)) throw conflict(LOAD_MESSAGES.requestDuplicate);
      const request = await insertRequest(tx, {
        loadId: load.id,
        requesterId: actor.id,
        proposedRate: body.proposedRate,
        message: body.message,
      });
      const view = await viewOf(tx, request.id);
      await notify(tx, {
        userId: load.ownerId,
        type: 'LOAD_REQUEST',
        title: NOTIFICATION_TITLES.loadRequest,
        message: (await noticesFor(tx, load.ownerId)).requested(
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

/** A request being answered: its post and itself, both locked, and when the answer is made. */
interface Answering {
  tx: Tx;
  actor: Actor;
  load: LoadRow;
  request: LoadRequestRow;
  at: Date;
}

/**
 * The request and its post, locked for an answer by `actor`: 404 when unknown, 403 unless the actor
 * manages the post or (when `requesterMay`) filed the request. Who owns the post and who asked never
 * change, so that is checked before the locks and strangers never wait for them. The post is locked
 * FOR UPDATE first, so answers on one post run one at a time and the second of two racing accepts
 * sees it ASSIGNED.
 */
async function lockForAnswer(
  tx: Tx,
  actor: Actor,
  requestId: number,
  requesterMay: boolean,
): Promise<Answering> {
  const found = await findRequest(tx, requestId);
  const ownerId = found ? await findLoadOwner(tx, found.loadId) : undefined;
  if (!found || ownerId === undefined) throw notFound(LOAD_MESSAGES.requestNotFound);
  if (!(requesterMay && found.requesterId === actor.id)) assertMayManage(actor, { ownerId });
  const load = await lockLoadForDecision(tx, found.loadId);
  const request = load ? await lockRequest(tx, requestId) : undefined;
  if (!load || !request) throw notFound(LOAD_MESSAGES.requestNotFound);
  return { tx, actor, load, request, at: new Date() };
}

async function viewOf(tx: Tx, requestId: number): Promise<LoadRequestView> {
  const view = await findRequestView(tx, requestId);
  if (!view) throw new Error(`Load request ${requestId} vanished during its change`);
  return view;
}

/**
 * The owner (or a SUPER_ADMIN) counters an open request with a new rate: the request COUNTERED at it,
 * the counter added to its thread (at most MAX_COUNTERS), the requester notified. Only while the
 * post is ACTIVE; locked as an accept is, so a counter and an accept on one post never cross.
 */
export async function counterRequest(
  db: Db,
  actor: Actor,
  requestId: number,
  body: z.output<typeof counterOfferBody>,
): Promise<LoadRequestView> {
  return db.transaction(async (tx) => {
    const { load, request, at } = await lockForAnswer(tx, actor, requestId, false);
    if (request.status === 'WITHDRAWN') throw conflict(LOAD_MESSAGES.requestAlreadyWithdrawn);
    if (!isOpen(request.status)) throw conflict(LOAD_MESSAGES.counterNotOpen);
    if (load.status !== 'ACTIVE') throw conflict(LOAD_MESSAGES.loadNoLongerAvailable);
    if (request.counters.length >= MAX_COUNTERS) throw conflict(LOAD_MESSAGES.counterLimit);

    await addCounter(tx, request.id, {
      rate: body.rate,
      message: body.message ?? null,
      at: at.toISOString(),
    });
    await notify(tx, {
      userId: request.requesterId,
      type: 'REQUEST_COUNTERED',
      title: NOTIFICATION_TITLES.requestCountered,
      message: (await noticesFor(tx, request.requesterId)).countered(
        await companyOf(tx, load.ownerId),
        load,
        body.rate,
      ),
      loadId: load.id,
      requestId: request.id,
    });
    return viewOf(tx, request.id);
  });
}

/** What an answer to a request did, for the route to say. */
export type AnswerOutcome = 'accepted' | 'rejected' | 'counterAccepted' | 'counterDeclined' | 'withdrawn';

/**
 * An answer to a request (PATCH /api/requests/:id/status), by who gives it. The post's side (its
 * owner, or a SUPER_ADMIN) accepts a PENDING request or rejects an open one. The requester accepts
 * or declines the owner's counter, or withdraws their open request. Anyone else: 403 (404 for an
 * unknown request).
 */
export async function decideRequest(
  db: Db,
  actor: Actor,
  requestId: number,
  body: z.output<typeof requestDecisionBody>,
): Promise<{ view: LoadRequestView; outcome: AnswerOutcome }> {
  return db.transaction(async (tx) => {
    const answering = await lockForAnswer(tx, actor, requestId, true);
    const outcome = answersAsRequester(answering, body.status)
      ? await requesterAnswers(answering, body.status, body.responseMessage ?? null)
      : await ownerDecides(answering, body.status, body.responseMessage);
    return { view: await viewOf(tx, requestId), outcome };
  });
}

/**
 * The requester answers as such, except an admin on a PENDING request of their own: they accept or
 * reject it as the admin they are (any request is theirs to decide), there being no counter to answer.
 */
function answersAsRequester({ actor, request }: Answering, decision: RequestDecision): boolean {
  if (request.requesterId !== actor.id) return false;
  return !(isAdmin(actor) && request.status === 'PENDING' && decision !== 'WITHDRAWN');
}

/**
 * The post's side decides (decisions.md, Loads: accepting). Accepting a PENDING request makes the
 * deal at its proposed rate (`makeDeal`); a COUNTERED one waits for its requester's answer (409).
 * Rejecting closes an open request with the spec's text unless the owner writes their own.
 */
async function ownerDecides(
  answering: Answering,
  decision: RequestDecision,
  responseMessage: string | undefined,
): Promise<AnswerOutcome> {
  const { tx, load, request, at } = answering;
  if (decision === 'WITHDRAWN') throw forbidden(LOAD_MESSAGES.notYourRequest);
  if (request.status === 'ACCEPTED') throw conflict(LOAD_MESSAGES.requestAlreadyAccepted);
  if (decision === 'ACCEPTED' && load.status !== 'ACTIVE')
    throw conflict(LOAD_MESSAGES.loadNoLongerAvailable);
  if (request.status === 'REJECTED') throw conflict(LOAD_MESSAGES.requestAlreadyRejected);
  if (request.status === 'WITHDRAWN') throw conflict(LOAD_MESSAGES.requestAlreadyWithdrawn);
  if (decision === 'ACCEPTED' && request.status === 'COUNTERED')
    throw conflict(LOAD_MESSAGES.counterAwaitsAnswer);

  const ownerCompany = await companyOf(tx, load.ownerId);
  const words = await noticesFor(tx, request.requesterId);
  const about = { loadId: load.id, userId: request.requesterId, requestId: request.id };
  if (decision === 'ACCEPTED') {
    await makeDeal(answering, {
      responseMessage: responseMessage ?? LOAD_MESSAGES.acceptResponse,
      how: `accepted request #${request.id}`,
      ownerCompany,
      notice: (rate) => ({
        ...about,
        type: 'REQUEST_ACCEPTED',
        title: NOTIFICATION_TITLES.requestAccepted,
        message: words.accepted(ownerCompany, load, rate),
      }),
    });
    return 'accepted';
  }
  await setRequestDecision(tx, request.id, {
    status: 'REJECTED',
    responseMessage: responseMessage ?? LOAD_MESSAGES.rejectResponse,
    decidedAt: at,
  });
  await notify(tx, {
    ...about,
    type: 'REQUEST_REJECTED',
    title: NOTIFICATION_TITLES.requestRejected,
    message: words.rejected(ownerCompany, load, request.proposedRate),
  });
  return 'rejected';
}

/**
 * The requester answers their own request: withdraws it while it is open, or, on a COUNTERED one,
 * takes the deal at the counter (`makeDeal`, as the owner's accept) or declines it. The owner is told.
 */
async function requesterAnswers(
  answering: Answering,
  decision: RequestDecision,
  responseMessage: string | null,
): Promise<AnswerOutcome> {
  const { tx, load, request, at } = answering;
  if (request.status === 'WITHDRAWN') throw conflict(LOAD_MESSAGES.requestAlreadyWithdrawn);
  if (!isOpen(request.status)) throw conflict(LOAD_MESSAGES.requestNotOpen);
  if (decision !== 'WITHDRAWN' && request.status !== 'COUNTERED')
    throw conflict(LOAD_MESSAGES.noCounterToAnswer);
  if (decision === 'ACCEPTED' && load.status !== 'ACTIVE')
    throw conflict(LOAD_MESSAGES.loadNoLongerAvailable);

  const requesterCompany = await companyOf(tx, request.requesterId);
  const words = await noticesFor(tx, load.ownerId);
  const about = { loadId: load.id, userId: load.ownerId, requestId: request.id };
  if (decision === 'ACCEPTED') {
    await makeDeal(answering, {
      responseMessage,
      how: `counter-offer on request #${request.id} accepted`,
      ownerCompany: await companyOf(tx, load.ownerId),
      notice: (rate) => ({
        ...about,
        type: 'COUNTER_ACCEPTED',
        title: NOTIFICATION_TITLES.counterAccepted,
        message: words.counterAccepted(requesterCompany, load, rate),
      }),
    });
    return 'counterAccepted';
  }
  const status = decision === 'WITHDRAWN' ? 'WITHDRAWN' : 'REJECTED';
  await setRequestDecision(tx, request.id, { status, responseMessage, decidedAt: at });
  await notify(
    tx,
    status === 'WITHDRAWN'
      ? {
          ...about,
          type: 'REQUEST_WITHDRAWN',
          title: NOTIFICATION_TITLES.requestWithdrawn,
          message: words.withdrawn(requesterCompany, load, request.proposedRate),
        }
      : {
          ...about,
          type: 'COUNTER_DECLINED',
          title: NOTIFICATION_TITLES.counterDeclined,
          message: words.counterDeclined(requesterCompany, load, request.counterRate ?? request.proposedRate),
        },
  );
  return status === 'WITHDRAWN' ? 'withdrawn' : 'counterDeclined';
}

/**
 * The one way a request becomes a deal, whoever accepts, under the post's lock and in the caller's
 * transaction: the request ACCEPTED at the agreed rate (the owner's last counter, else the proposal),
 * then `assignDeal`; the requests turned down are told, and the other side with `deal.notice`.
 */
async function makeDeal(
  { tx, actor, load, request, at }: Answering,
  deal: {
    responseMessage: string | null;
    how: string;
    ownerCompany: string;
    notice: (rate: number) => NewNotification;
  },
): Promise<void> {
  const rate = agreedRateOf(request);
  await setRequestDecision(tx, request.id, {
    status: 'ACCEPTED',
    responseMessage: deal.responseMessage,
    decidedAt: at,
  });
  const notices = await assignDeal(tx, actor, load, {
    requestId: request.id,
    carrierId: request.requesterId,
    rate,
    at,
    how: deal.how,
    ownerCompany: deal.ownerCompany,
  });
  await notifyMany(tx, [...notices, deal.notice(rate)]);
}

/** A request id from a URL: anything but a positive integer names no request (404). */
export function parseRequestId(raw: string): number {
  return rowIdFromUrl(raw, LOAD_MESSAGES.requestNotFound);
}
