import {
  LOAD_MESSAGES,
  type LoadStatus,
  MAX_COUNTERS,
  OPEN_REQUEST_STATUSES,
  type RequestDecision,
  type RequestOffer,
  type RequestStatus,
} from '@loadboard/contracts';

/**
 * Answering a load request (spec 4, request status, and the counter-offers): the post's owner
 * accepts a PENDING request, rejects or counters an open one (PENDING or COUNTERED) while the post
 * is ACTIVE; the requester accepts or declines a counter and withdraws an open request of theirs.
 * The server enforces each rule; these only choose which buttons to offer.
 */

export type Decision = RequestDecision;

/** The sentences of the requests' screens (spec 4 and 8), word for word, from the contracts. */
export const REQUEST_MESSAGES = {
  acceptResponse: LOAD_MESSAGES.acceptResponse,
  rejectResponse: LOAD_MESSAGES.rejectResponse,
  accepted: LOAD_MESSAGES.requestAccepted,
  rejected: LOAD_MESSAGES.requestRejected,
  fetchFailed: LOAD_MESSAGES.fetchRequestsFailed,
  /** The spec's fallback when a decision fails without a server message. */
  decideFailed: LOAD_MESSAGES.statusUpdateFailed,
  empty: LOAD_MESSAGES.noRequests,
  countered: LOAD_MESSAGES.countered,
  counterAccepted: LOAD_MESSAGES.counterAccepted,
  counterDeclined: LOAD_MESSAGES.counterDeclined,
  withdrawn: LOAD_MESSAGES.requestWithdrawn,
} as const;

type Answerable = { status: RequestStatus };

/** Still waiting for an answer: PENDING or COUNTERED. */
export function isOpen(request: Answerable): boolean {
  return (OPEN_REQUEST_STATUSES as readonly RequestStatus[]).includes(request.status);
}

/** The owner's Accept: a PENDING request of a post still ACTIVE (a counter waits for the requester). */
export function canAccept(request: Answerable, loadStatus: LoadStatus | null | undefined): boolean {
  return request.status === 'PENDING' && loadStatus === 'ACTIVE';
}

/** The owner's Reject: an open request of a post still ACTIVE. */
export function canReject(request: Answerable, loadStatus: LoadStatus | null | undefined): boolean {
  return isOpen(request) && loadStatus === 'ACTIVE';
}

/** How many times the owner has countered. */
export const countersOf = (request: { offers: RequestOffer[] }) =>
  request.offers.filter((offer) => offer.by === 'OWNER').length;

/** The owner's Counter: an open request of a post still ACTIVE with counters left. */
export function canCounter(
  request: Answerable & { offers: RequestOffer[] },
  loadStatus: LoadStatus | null | undefined,
): boolean {
  return canReject(request, loadStatus) && countersOf(request) < MAX_COUNTERS;
}

/** The requester's Accept counter and Decline: a COUNTERED request. */
export const canAnswerCounter = (request: Answerable) => request.status === 'COUNTERED';

/** The requester's Withdraw: an open request. */
export const canWithdraw = isOpen;

/** The body of the owner's PATCH /api/requests/:id/status, with the spec's response message. */
export function decisionBody(decision: Exclude<Decision, 'WITHDRAWN'>): {
  status: Decision;
  responseMessage: string;
} {
  return {
    status: decision,
    responseMessage:
      decision === 'ACCEPTED' ? REQUEST_MESSAGES.acceptResponse : REQUEST_MESSAGES.rejectResponse,
  };
}

/** The success toast of the owner's decision: the server's message, else the spec's sentence. */
export function decisionSuccessMessage(decision: Decision, serverMessage?: string | null): string {
  if (serverMessage && serverMessage.trim() !== '') return serverMessage;
  return decision === 'ACCEPTED' ? REQUEST_MESSAGES.accepted : REQUEST_MESSAGES.rejected;
}

/** The success toast of the requester's answer: the server's message, else the contract's. */
export function answerSuccessMessage(decision: Decision, serverMessage?: string | null): string {
  if (serverMessage && serverMessage.trim() !== '') return serverMessage;
  if (decision === 'WITHDRAWN') return REQUEST_MESSAGES.withdrawn;
  return decision === 'ACCEPTED' ? REQUEST_MESSAGES.counterAccepted : REQUEST_MESSAGES.counterDeclined;
}
