import { loadIdParams, REPORT_MESSAGES, reportAnswer, reportBody } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { parseLoadId } from '../loads/index.ts';
import { fileReport } from './service.ts';

const tags = ['reports'];

/** A member reports a post; the admin's queue and review are under /api/admin (admin module). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loads/:id/report',
    routeOptions('signed-in', tags, {
      summary: 'Report a post the user may see and does not own: PHANTOM, WRONG_DETAILS, FRAUD or OTHER',
      description:
        'One open report per member and post (a second is 409). Open reports from 3 distinct companies ' +
        'take the post off the board until the admin reviews it.',
      params: loadIdParams,
      body: reportBody,
      answer: reportAnswer,
      status: 201,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const report = await fileReport(app.db, request.user, parseLoadId(request.params.id), request.body);
      reply.status(201);
      return successAnswer(report, REPORT_MESSAGES.reported);
    },
  );
};
