import {
  adminLoadsAnswer,
  adminLoadsQuery,
  adminRequestsAnswer,
  adminRequestsQuery,
  errorBody,
  signedInErrors,
  success,
} from '@loadboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answersWritten } from '../../db/fast-path/index.ts';
import { listAllLoadsForAdmin } from '../loads/service.ts';
import { loadListPage } from '../loads/view.ts';
import { adminRequestPageOf } from '../requests/admin-list.ts';
import { listAllRequestsForAdmin } from '../requests/service.ts';

const tags = ['admin'];

/** What these handlers read of a request: the admin signed in, and the query its schema parsed. */
type Signed<Query> = Pick<FastifyRequest, 'user'> & { query: Query };

/** Every load and every request: GET /api/admin/loads, GET /api/admin/requests. Registered inside /api/admin, behind its guard. */
export const adminListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loads',
    {
      schema: {
        tags,
        summary: 'Every post on the platform (SUPER_ADMIN), newest first, 10 a page',
        description:
          'Filters: origin and destination (part of the place, or the start of its ZIP), type (RFP, RFD, ' +
          "TRUCK), status, owner (part of the owner's company, name, username or email). Each post with its " +
          'deal and request counts. Its status is set with PATCH /api/admin/loads/:id/status.',
        querystring: adminLoadsQuery,
        response: { 200: success(adminLoadsAnswer), ...signedInErrors, 422: errorBody },
      },
    },
    answersWritten(async (request: Signed<z.output<typeof adminLoadsQuery>>) => {
      const page = await listAllLoadsForAdmin(app.db, request.user, request.query);
      return { status: 'success', data: await loadListPage(app.db, request.user, page) };
    }),
  );

  app.get(
    '/requests',
    {
      schema: {
        tags,
        summary: 'Every load request on the platform (SUPER_ADMIN), newest first, 10 a page',
        description:
          "Filters: status (PENDING, ACCEPTED, REJECTED), loadId, company (part of the requester's company, " +
          'name or email). Each row: id, company, status, date, proposed rate, carrier, and the load it is on.',
        querystring: adminRequestsQuery,
        response: { 200: success(adminRequestsAnswer), ...signedInErrors, 422: errorBody },
      },
    },
    answersWritten(async (request: Signed<z.output<typeof adminRequestsQuery>>) => {
      const page = await listAllRequestsForAdmin(app.db, request.query);
      return { status: 'success', data: await adminRequestPageOf(app.db, page) };
    }),
  );
};
