import {
  errorBody,
  LOAD_MESSAGES,
  loadIdParams,
  loadRequestBody,
  loadRequestView,
  success,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseLoadId } from '../loads/service.ts';
import { requestLoad } from './service.ts';

const tags = ['requests'];

/** Load requests: a carrier asks for a post at a proposed rate. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loads/:id/request',
    {
      onRequest: [app.authenticate],
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
};
