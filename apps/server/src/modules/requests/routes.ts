import {
  errorBody,
  LOAD_MESSAGES,
  loadIdParams,
  loadRequestBody,
  loadRequestsAnswer,
  loadRequestView,
  requestDecisionBody,
  requestIdParams,
  success,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { parseLoadId } from '../loads/index.ts';
import { assertMayViewRequests, decideRequest, parseRequestId, requestLoad } from './service.ts';
import { requestViewsForLoadOf } from './view.ts';

const tags = ['requests'];

/** Load requests: a carrier asks for a post at a proposed rate; the post's owner accepts or rejects. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loads/:id/request',
    {
      config: { access: 'trading' },
      schema: {
        tags,
        summary: 'Request a post at a proposed rate',
        description:
          'BROKER may request TRUCK posts; RFP_CARRIER RFP and TRUCK; RFD_CARRIER RFP and RFD; SUPER_ADMIN any. ' +
          'Never your own post, only ACTIVE posts, and one PENDING request per post (409 otherwise).',
        params: loadIdParams,
        body: loadRequestBody,
        response: {
          201: success(loadRequestView),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const data = await requestLoad(app.db, request.user, parseLoadId(request.params.id), request.body);
      return reply.status(201).send({ status: 'success', data, message: LOAD_MESSAGES.requested });
    },
  );

  app.get(
    '/loads/:id/requests',
    {
      config: { access: 'signed-in', written: true },
      schema: {
        tags,
        summary: 'View Requests: the requests on a post, newest first',
        description: "Only the post's owner or a SUPER_ADMIN (403 otherwise).",
        params: loadIdParams,
        response: {
          200: success(loadRequestsAnswer),
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const loadId = parseLoadId(request.params.id);
      await assertMayViewRequests(app.db, request.user, loadId);
      return sendWritten(reply, {
        status: 'success',
        data: { requests: await requestViewsForLoadOf(app.db, loadId) },
      });
    },
  );

  app.patch(
    '/requests/:id/status',
    {
      config: { access: 'trading' },
      schema: {
        tags,
        summary: 'Accept or reject a PENDING request',
        description:
          "Only the post's owner or a SUPER_ADMIN. Accepting assigns the post to the requester at the " +
          'proposed rate and rejects every other PENDING request on it, in one transaction; a decided ' +
          'request, or an accept on a post that is no longer ACTIVE, is 409. Without responseMessage ' +
          "the spec's text for the decision is stored.",
        params: requestIdParams,
        body: requestDecisionBody,
        response: {
          200: success(loadRequestView),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const data = await decideRequest(app.db, request.user, parseRequestId(request.params.id), request.body);
      return {
        status: 'success' as const,
        data,
        message: data.status === 'ACCEPTED' ? LOAD_MESSAGES.requestAccepted : LOAD_MESSAGES.requestRejected,
      };
    },
  );
};
