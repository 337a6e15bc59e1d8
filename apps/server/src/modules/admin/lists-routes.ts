import {
  ADMIN_LOADS_CSV_COLUMNS,
  ADMIN_REQUESTS_CSV_COLUMNS,
  adminLoadsAnswer,
  adminLoadsExportQuery,
  adminLoadsQuery,
  adminRequestsAnswer,
  adminRequestsExportQuery,
  adminRequestsQuery,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { CSV_EXPORT_NOTE, fileAnswer, routeOptions, sendCsvFile } from '../../plugins/route-options.ts';
import { exportAllLoadsForAdmin, listAllLoadsForAdmin, loadListPage } from '../loads/index.ts';
import { adminRequestPageOf, exportAllRequestsForAdmin, listAllRequestsForAdmin } from '../requests/index.ts';
import { getUserLocale } from '../settings/index.ts';

const tags = ['admin'];
const LOAD_FILTERS =
  'Filters: origin and destination (part of the place, or the start of its ZIP), type (RFP, RFD, ' +
  "TRUCK), status, owner (part of the owner's company, name, username or email).";
const REQUEST_FILTERS =
  'Filters: status (PENDING, ACCEPTED, REJECTED, COUNTERED, WITHDRAWN), loadId, company (part of ' +
  "the requester's company, name or email).";

/**
 * Every load and every request: GET /api/admin/loads, GET /api/admin/requests, and each as a CSV
 * file. Registered inside /api/admin, behind its guard.
 */
export const adminListRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The IANA zone whose day names an export (the admin's settings' time zone). */
  const readerZone = async (readerId: number) => (await getUserLocale(app.db, readerId)).timeZone;

  app.get(
    '/loads',
    routeOptions('admin', tags, {
      written: true,
      summary: 'Every post on the platform (SUPER_ADMIN), newest first, 10 a page',
      description:
        `${LOAD_FILTERS} Each post with its deal and request counts. Its status is set with ` +
        'PATCH /api/admin/loads/:id/status.',
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
        `${REQUEST_FILTERS} Each row: id, company, status, date, proposed rate, carrier, and the load ` +
        'it is on.',
      querystring: adminRequestsQuery,
      answer: adminRequestsAnswer,
      errors: [422],
    }),
    async (request, reply) => {
      const page = await listAllRequestsForAdmin(app.db, request.query);
      return sendWritten(reply, successAnswer(await adminRequestPageOf(app.db, page)));
    },
  );

  app.get(
    '/loads/export.csv',
    routeOptions('admin', tags, {
      summary: 'Every post on the platform as a CSV file (SUPER_ADMIN): all the filters select, newest first',
      description: `${LOAD_FILTERS} Columns: ${ADMIN_LOADS_CSV_COLUMNS.join(', ')}. ${CSV_EXPORT_NOTE}`,
      querystring: adminLoadsExportQuery,
      ...fileAnswer('text/csv', 'CSV text'),
      errors: [422],
    }),
    async (request, reply) =>
      sendCsvFile(
        reply,
        await exportAllLoadsForAdmin(app.db, request.user, await readerZone(request.user.id), request.query),
      ),
  );

  app.get(
    '/requests/export.csv',
    routeOptions('admin', tags, {
      summary: 'Every load request as a CSV file (SUPER_ADMIN): all the filters select, newest first',
      description: `${REQUEST_FILTERS} Columns: ${ADMIN_REQUESTS_CSV_COLUMNS.join(', ')}. ${CSV_EXPORT_NOTE}`,
      querystring: adminRequestsExportQuery,
      ...fileAnswer('text/csv', 'CSV text'),
      errors: [422],
    }),
    async (request, reply) =>
      sendCsvFile(reply, exportAllRequestsForAdmin(app.db, await readerZone(request.user.id), request.query)),
  );
};
