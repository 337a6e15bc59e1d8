import { z } from 'zod';
import { optionalText, requiredMoney, requiredText } from './fields.ts';

/** Requests on a post (spec 2 View Requests, spec 4 request states): the requester's and the owner's side. */

export const REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** POST /api/loads/:id/request (spec 5: proposed rate and message required). */
export const loadRequestBody = z.object({
  proposedRate: requiredMoney('Proposed rate'),
  message: requiredText('Message', 1000),
});

export const loadRequestView = z.object({
  id: z.number().int(),
  loadId: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  proposedRate: z.number(),
  message: z.string(),
  responseMessage: z.string().nullable(),
  jobNumber: z.string().nullable(),
  date: z.string(),
  createdAt: z.string(),
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

/** The owner's decisions on a PENDING request. */
export const REQUEST_DECISIONS = ['ACCEPTED', 'REJECTED'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/** PATCH /api/requests/:id/status; without a response message the spec's text for the decision is used. */
export const requestDecisionBody = z.object({
  status: z.enum(REQUEST_DECISIONS, { error: 'Status must be ACCEPTED or REJECTED' }),
  responseMessage: optionalText('Response message', 1000),
});

export const requestIdParams = z.object({
  id: z.string().describe('The id of the request (a positive integer)'),
});
