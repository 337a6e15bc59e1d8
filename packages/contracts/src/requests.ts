import { z } from 'zod';
import { pagedAnswer, pageQuery } from './api.ts';
import { emptyIsAbsent, optionalText, requiredMoney, requiredPrice, requiredText } from './fields.ts';
import { LOAD_STATUSES, LOAD_TYPES } from './loads.ts';

/**
 * Requests on a post (spec 2 View Requests, spec 4 request states): the requester's and the owner's
 * side. A request opens PENDING; the owner accepts, rejects or counters it (COUNTERED, at
 * `counterRate`); the requester accepts or declines a counter, or withdraws an open request.
 */
export const REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'COUNTERED', 'WITHDRAWN'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A request still waiting for an answer: one per post and requester at a time. */
export const OPEN_REQUEST_STATUSES = ['PENDING', 'COUNTERED'] as const satisfies readonly RequestStatus[];

/** How many times the owner may counter one request. */
export const MAX_COUNTERS = 5;

/** POST /api/loads/:id/request (spec 5: proposed rate and message required). */
export const loadRequestBody = z.object({
  proposedRate: requiredMoney('Proposed rate'),
  message: requiredText('Message', 1000),
});

export const OFFER_SIDES = ['REQUESTER', 'OWNER'] as const;
export type OfferSide = (typeof OFFER_SIDES)[number];

/** One number in a request's haggling: the requester's proposal, then each counter of the owner's. */
export const requestOffer = z.object({
  by: z.enum(OFFER_SIDES),
  rate: z.number(),
  message: z.string().nullable(),
  /** When it was made (ISO 8601). */
  at: z.string(),
});
export type RequestOffer = z.infer<typeof requestOffer>;

/** What a request says of itself, to its two sides and the admin. */
const requestFields = {
  id: z.number().int(),
  loadId: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  proposedRate: z.number(),
  /** The owner's latest counter (COUNTERED, or a deal taken at it); null when never countered. */
  counterRate: z.number().nullable(),
  /** True when the request is a Book Now booking (ACCEPTED at the post's Book Now rate). */
  booked: z.boolean(),
  message: z.string(),
  responseMessage: z.string().nullable(),
  /** The thread, oldest first: the proposal, then every counter. */
  offers: z.array(requestOffer),
  jobNumber: z.string().nullable(),
  date: z.string(),
  createdAt: z.string(),
};

export const loadRequestView = z.object({
  ...requestFields,
  requestedBy: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
});
export type LoadRequestView = z.infer<typeof loadRequestView>;

/** GET /api/loads/:id/requests: the requests on one post, newest first. */
export const loadRequestsAnswer = z.object({ requests: z.array(loadRequestView) });
export type LoadRequestsAnswer = z.infer<typeof loadRequestsAnswer>;

/**
 * PATCH /api/requests/:id/status. The owner ACCEPTs a PENDING request or REJECTs an open one; the
 * requester ACCEPTs or REJECTs (declines) a counter, or WITHDRAWs an open request of theirs.
 */
export const REQUEST_DECISIONS = ['ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** Without a response message the spec's text for the decision is used. */
export const requestDecisionBody = z.object({
  status: z.enum(REQUEST_DECISIONS, { error: 'Status must be ACCEPTED, REJECTED or WITHDRAWN' }),
  responseMessage: optionalText('Response message', 1000),
});

/** POST /api/requests/:id/counter: the owner's new number replaces the last. */
export const counterOfferBody = z.object({
  rate: requiredPrice('Counter rate'),
  message: optionalText('Message', 1000),
});

export const requestIdParams = z.object({
  id: z.string().describe('The id of the request (a positive integer)'),
});

/** GET /api/requests/mine: the caller's own requests, newest first, of one state or all. */
export const myRequestsQuery = pageQuery.extend({
  status: z.preprocess(
    emptyIsAbsent,
    z.enum(REQUEST_STATUSES, { error: `Status must be one of ${REQUEST_STATUSES.join(', ')}` }).optional(),
  ),
});
export type MyRequestsQuery = z.input<typeof myRequestsQuery>;

/** A row of My Requests: the request and the post it asks for, with the post's owner's company. */
export const myRequestRow = z.object({
  ...requestFields,
  load: z.object({
    id: z.number().int(),
    jobNumber: z.string().nullable(),
    loadType: z.enum(LOAD_TYPES),
    status: z.enum(LOAD_STATUSES),
    originLocation: z.string(),
    originZip: z.string(),
    destinationLocation: z.string(),
    destinationZip: z.string(),
    pickupDate: z.string(),
    deliveryDate: z.string(),
    rate: z.number().nullable(),
    bookNowRate: z.number().nullable(),
    roadMiles: z.number().nullable(),
    company: z.string(),
  }),
});
export type MyRequestRow = z.infer<typeof myRequestRow>;

export const myRequestsAnswer = pagedAnswer('requests', myRequestRow);
export type MyRequestsAnswer = z.infer<typeof myRequestsAnswer>;

/** The rate confirmation's reference number: the post and the deal's request. */
export function rateConfirmationReference(loadId: number, requestId: number): string {
  return `RC-${loadId}-${requestId}`;
}
