import { loadIdParams, REPORT_MESSAGES, reportQueueAnswer, reviewBody } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { parseLoadId } from '../loads/index.ts';
import { reportQueue, reviewReports } from '../reports/index.ts';

const tags = ['admin'];

/** The reports queue: GET /api/admin/reports, PATCH /api/admin/reports/:id. Behind the admin guard. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    routeOptions('admin', tags, {
      summary: 'Posts with open reports (SUPER_ADMIN): reports, possible reposts and the poster',
      answer: reportQueueAnswer,
    }),
    async () => successAnswer(await reportQueue(app.db)),
  );

  app.patch(
    '/reports/:id',
    routeOptions('admin', tags, {
      summary: "Review a post's open reports (SUPER_ADMIN); :id is the post's id",
      description:
        'dismiss: the reports close and the post returns to the board. remove: the post is CANCELLED and ' +
        'its owner told why. suspend: the poster is suspended as Manage Users does and the post removed. ' +
        'Each reporter is told the outcome; the review is written to the activity log.',
      params: loadIdParams,
      body: reviewBody,
      answer: z.null(),
      errors: [404, 409, 422],
    }),
    async (request) => {
      await reviewReports(app.db, request.user, parseLoadId(request.params.id), request.body.action);
      return successAnswer(null, REPORT_MESSAGES.reviewed);
    },
  );
};
