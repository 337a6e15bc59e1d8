import {
  errorBody,
  loadIdParams,
  REPORT_MESSAGES,
  reportQueueAnswer,
  reviewBody,
  signedInErrors,
  success,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseLoadId } from '../loads/index.ts';
import { reportQueue, reviewReports } from '../reports/index.ts';

const tags = ['admin'];

/** The reports queue: GET /api/admin/reports, PATCH /api/admin/reports/:id. Behind the admin guard. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Posts with open reports (SUPER_ADMIN): reports, possible reposts and the poster',
        response: { 200: success(reportQueueAnswer), ...signedInErrors },
      },
    },
    async () => ({ status: 'success' as const, data: await reportQueue(app.db) }),
  );

  app.patch(
    '/reports/:id',
    {
      schema: {
        tags,
        summary: "Review a post's open reports (SUPER_ADMIN); :id is the post's id",
        description:
          'dismiss: the reports close and the post returns to the board. remove: the post is CANCELLED and ' +
          'its owner told why. suspend: the poster is suspended as Manage Users does and the post removed. ' +
          'Each reporter is told the outcome; the review is written to the activity log.',
        params: loadIdParams,
        body: reviewBody,
        response: {
          200: success(z.null()),
          ...signedInErrors,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      await reviewReports(app.db, request.user, parseLoadId(request.params.id), request.body.action);
      return { status: 'success' as const, data: null, message: REPORT_MESSAGES.reviewed };
    },
  );
};
