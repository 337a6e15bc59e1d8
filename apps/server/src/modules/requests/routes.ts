import {
  counterOfferBody,
  LOAD_MESSAGES,
  loadIdParams,
  loadRequestBody,
  loadRequestsAnswer,
  loadRequestView,
  MAX_COUNTERS,
  myRequestsAnswer,
  myRequestsQuery,
  requestDecisionBody,
  requestIdParams,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { parseLoadId } from '../loads/index.ts';
import { bookLoad } from './booking.ts';
import { listMyRequests } from './my-requests.ts';
import {
  type AnswerOutcome,
  assertMayViewRequests,
  counterRequest,
  decideRequest,
  parseRequestId,
  requestLoad,
} from './service.ts';
import { requestViewsForLoadOf } from './view.ts';

const tags = ['requests'];

/** What the answer to PATCH /api/requests/:id/status says, by what the answer did. */
const ANSWER_MESSAGES: Record<AnswerOutcome, string> = {
  accepted: LOAD_MESSAGES.requestAccepted,
  rejected: LOAD_MESSAGES.requestRejected,
  counterAccepted: LOAD_MESSAGES.counterAccepted,
  counterDeclined: LOAD_MESSAGES.counterDeclined,
  withdrawn: LOAD_MESSAGES.requestWithdrawn,
};

/**
 * Load requests: a carrier asks for a post at a proposed rate; the post's owner accepts, rejects or
 * counters; the requester answers a counter or withdraws, and follows their requests in My Requests.
 * Book Now takes a post at once at its Book Now rate, the deal an accepted request records.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loads/:id/request',
    routeOptions('trading', tags, {
      summary: 'Request a post at a proposed rate',
      description:
        'BROKER may request TRUCK posts; RFP_CARRIER RFP and TRUCK; RFD_CARRIER RFP and RFD; SUPER_ADMIN any. ' +
        'Never your own post, only ACTIVE posts, and one PENDING request per post (409 otherwise).',
      params: loadIdParams,
      body: loadRequestBody,
      answer: loadRequestView,
      status: 201,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const data = await requestLoad(app.db, request.user, parseLoadId(request.params.id), request.body);
      return reply.status(201).send(successAnswer(data, LOAD_MESSAGES.requested));
    },
  );

  app.get(
    '/loads/:id/requests',
    routeOptions('signed-in', tags, {
      written: true,
      summary: 'View Requests: the requests on a post, newest first',
      description: "Only the post's owner or a SUPER_ADMIN (403 otherwise).",
      params: loadIdParams,
      answer: loadRequestsAnswer,
      errors: [404],
    }),
    async (request, reply) => {
      const loadId = parseLoadId(request.params.id);
      await assertMayViewRequests(app.db, request.user, loadId);
      return sendWritten(reply, successAnswer({ requests: await requestViewsForLoadOf(app.db, loadId) }));
    },
  );

  app.post(
    '/requests/:id/counter',
    routeOptions('trading', tags, {
      summary: 'Counter a request with a new rate',
      description:
        "Only the post's owner or a SUPER_ADMIN, on a PENDING or COUNTERED request of an ACTIVE post " +
        `(409 otherwise), at most ${MAX_COUNTERS} times a request. The request becomes COUNTERED at the ` +
        'rate, the counter joins its offers and the requester is notified.',
      params: requestIdParams,
      body: counterOfferBody,
      answer: loadRequestView,
      errors: [404, 409, 422],
    }),
    async (request) => {
      const data = await counterRequest(
        app.db,
        request.user,
        parseRequestId(request.params.id),
        request.body,
      );
      return successAnswer(data, LOAD_MESSAGES.countered);
    },
  );

  app.patch(
    '/requests/:id/status',
    routeOptions('trading', tags, {
      summary: 'Answer a request: accept, reject, or withdraw it',
      description:
        "The post's owner or a SUPER_ADMIN accepts a PENDING request (assigning the post to the " +
        'requester at the proposed rate and rejecting every other open request on it, in one ' +
        "transaction) or rejects an open one; without responseMessage the spec's text is stored. The " +
        'requester accepts a COUNTERED request (the same deal, at the counter rate) or declines it ' +
        '(REJECTED), or withdraws an open request of theirs (WITHDRAWN). 403 for anyone else; 409 for ' +
        'a request no longer open, an answer its state does not take, or an accept on a post no ' +
        'longer ACTIVE.',
      params: requestIdParams,
      body: requestDecisionBody,
      answer: loadRequestView,
      errors: [404, 409, 422],
    }),
    async (request) => {
      const { view, outcome } = await decideRequest(
        app.db,
        request.user,
        parseRequestId(request.params.id),
        request.body,
      );
      return successAnswer(view, ANSWER_MESSAGES[outcome]);
    },
  );

  app.get(
    '/requests/mine',
    routeOptions('signed-in', tags, {
      summary: "My Requests: the caller's own requests, newest first",
      description:
        'Each with its offers and the post it asks for. Filter: status. Paged: page from 1, limit 10 ' +
        '(at most 100).',
      querystring: myRequestsQuery,
      answer: myRequestsAnswer,
      errors: [422],
    }),
    async (request) => successAnswer(await listMyRequests(app.db, request.user, request.query)),
  );

  app.post(
    '/loads/:id/book',
    routeOptions('trading', tags, {
      summary: 'Book Now: take a post at its Book Now rate',
      description:
        'Anyone who may request the post (403 otherwise; 409 on your own post). In one transaction the ' +
        'post is ASSIGNED to the caller at its Book Now rate, an ACCEPTED request records the deal and ' +
        'every other open request is rejected. 409 when the post is not ACTIVE, has no Book Now rate, ' +
        'or was booked a moment earlier. No body.',
      params: loadIdParams,
      answer: loadRequestView,
      errors: [404, 409],
    }),
    async (request) =>
      successAnswer(
        await bookLoad(app.db, request.user, parseLoadId(request.params.id)),
        LOAD_MESSAGES.booked,
      ),
  );
};
