import { activityLogsAnswer, activityLogsExportQuery, activityLogsQuery } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { fileAnswer, routeOptions, sendCsvFile } from '../../plugins/route-options.ts';
import { exportActivityLogs, listActivityLogs } from '../activity/index.ts';
import { getUserLocale } from '../settings/index.ts';

const tags = ['admin'];
const FILTERS_DESCRIPTION =
  "Filters: startDate and endDate (YYYY-MM-DD, whole days in the admin's settings time zone, both " +
  'included), type (STATUS_UPDATE, USER_CREATED, LOAD_POSTED, LOAD_UPDATED), userId. Newest first.';

/** Activity Logs: GET /api/admin/activity-logs and its CSV export. Registered inside /api/admin, behind its guard. */
export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The IANA zone whose days the admin's date filters mean (their settings' time zone). */
  const readerZone = async (readerId: number) => (await getUserLocale(app.db, readerId)).timeZone;

  app.get(
    '/activity-logs',
    routeOptions('admin', tags, {
      summary: 'Activity Logs (SUPER_ADMIN): what users did, filtered, 10 a page',
      description: `${FILTERS_DESCRIPTION} Paged: page from 1, limit 10 (at most 100).`,
      querystring: activityLogsQuery,
      answer: activityLogsAnswer,
      errors: [422],
    }),
    async (request) =>
      successAnswer(await listActivityLogs(app.db, await readerZone(request.user.id), request.query)),
  );

  app.get(
    '/activity-logs/export.csv',
    routeOptions('admin', tags, {
      summary: 'Activity Logs as a CSV file (SUPER_ADMIN): every entry matching the filters',
      description:
        `${FILTERS_DESCRIPTION} Columns: Timestamp (ISO 8601 in the admin's zone), User ID, Action, ` +
        "Details. Streamed a thousand rows at a time; cells a spreadsheet would run as a formula start with '.",
      querystring: activityLogsExportQuery,
      ...fileAnswer('text/csv', 'CSV text'),
      errors: [422],
    }),
    async (request, reply) =>
      sendCsvFile(reply, exportActivityLogs(app.db, await readerZone(request.user.id), request.query)),
  );
};
