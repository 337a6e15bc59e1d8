import {
  adminLoadsAnswer,
  adminLoadsQuery,
  adminRequestsAnswer,
  adminRequestsQuery,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { listAllLoadsForAdmin, loadListPage } from '../loads/index.ts';
import { adminRequestPageOf, listAllRequestsForAdmin } from '../requests/index.ts';

const tags = ['admin'];

/** Every load and every request: GET /api/admin/loads, GET /api/admin/requests. Registered inside /api/admin, behind its guard. */
export const adminListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loads',
    routeOptions('admin', tags, {
      written: true,
      summary: 'Every post on the platform (SUPER_ADMIN), newest first, 10 a page',
      description:
        'Filters: origin and destination (part of the place, or the start of its ZIP), type (RFP, RFD, ' +
        "TRUCK), status, owner (part of the owner's company, name, username or email). Each post with its " +
        'deal and request counts. Its status is set with PATCH /api/admin/loads/:id/status.',
      querystring: adminLoadsQuery,
      answer: adminLoadsAnswer,
      errors: [422],
    }),
    async (request, reply) => {
      const page = await listAllLoadsForAdmin(app.db, request.user, request.query);
      return sendWritten(reply, successAnswer(await loadListPage(app.db, request.user, page)));
    },
  );

  app.get(
    '/requests',
    routeOptions('admin', tags, {
      written: true,
      summary: 'Every load request on the platform (SUPER_ADMIN), newest first, 10 a page',
      description:
        'Filters: status (PENDING, ACCEPTED, REJECTED, COUNTERED, WITHDRAWN), loadId, company (part of ' +
        "the requester's company, name or email). Each row: id, company, status, date, proposed rate, " +
        'carrier, and the load it is on.',
      querystring: adminRequestsQuery,
      answer: adminRequestsAnswer,
      errors: [422],
    }),
    async (request, reply) => {
      const page = await listAllRequestsForAdmin(app.db, request.query);
      return sendWritten(reply, successAnswer(await adminRequestPageOf(app.db, page)));
    },
  );
};
