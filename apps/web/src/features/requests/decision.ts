import {
  LOAD_MESSAGES,
  type LoadStatus,
  type RequestDecision,
  type RequestStatus,
} from '@loadboard/contracts';

/**
 * Deciding a load request (spec 4, request status): Accept and Reject are offered only while the
 * request is PENDING and its load is still ACTIVE (once a request is accepted the load is ASSIGNED
 * and every other pending request is rejected by the server, decisions.md "Loads").
 */

export type Decision = RequestDecision;

/** The sentences of the View Requests screen (spec 4 and 8), word for word, from the contracts. */
export const REQUEST_MESSAGES = {
  acceptResponse: LOAD_MESSAGES.acceptResponse,
  rejectResponse: LOAD_MESSAGES.rejectResponse,
  accepted: LOAD_MESSAGES.requestAccepted,
  rejected: LOAD_MESSAGES.requestRejected,
  fetchFailed: LOAD_MESSAGES.fetchRequestsFailed,
  /** The spec's fallback when a decision fails without a server message. */
  decideFailed: LOAD_MESSAGES.statusUpdateFailed,
  empty: LOAD_MESSAGES.noRequests,
} as const;

/** Whether Accept and Reject are enabled for a request of a load in `loadStatus`. */
export function canDecide(
  request: { status: RequestStatus },
  loadStatus: LoadStatus | null | undefined,
): boolean {
  return request.status === 'PENDING' && loadStatus === 'ACTIVE';
}

/** The body of PATCH /api/requests/:id/status for a decision. */
export function decisionBody(decision: Decision): { status: Decision; responseMessage: string } {
  return {
    status: decision,
    responseMessage:
      decision === 'ACCEPTED' ? REQUEST_MESSAGES.acceptResponse : REQUEST_MESSAGES.rejectResponse,
  };
}

/** The success toast: the server's message, else the spec's sentence. */
export function decisionSuccessMessage(decision: Decision, serverMessage?: string | null): string {
  if (serverMessage && serverMessage.trim() !== '') return serverMessage;
  return decision === 'ACCEPTED' ? REQUEST_MESSAGES.accepted : REQUEST_MESSAGES.rejected;
}
