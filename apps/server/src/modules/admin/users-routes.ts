import {
  ADMIN_USERS_CSV_COLUMNS,
  adminUserDetailAnswer,
  adminUserIdParams,
  adminUserListAnswer,
  adminUsersExportQuery,
  adminUsersQuery,
  MESSAGES,
  userStatusAnswer,
  userStatusBody,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { withFields } from '../../lib/with-fields.ts';
import { CSV_EXPORT_NOTE, fileAnswer, routeOptions, sendCsvFile } from '../../plugins/route-options.ts';
import { newestPostsOf, userLoadStats } from '../dashboards/index.ts';
import { getUserLocale } from '../settings/index.ts';
import { exportUsersForAdmin, listUsersForAdmin, setUserStatus, userForAdmin } from '../users/index.ts';

const tags = ['admin'];
const FILTERS =
  'Filters: status, userType, search (every word found in the first or last name, email or company, ' +
  'whatever its case).';

/** Manage Users: GET /api/admin/users (and its CSV export), GET /api/admin/users/:id, PATCH /api/admin/users/:id/status. Registered inside /api/admin, behind its guard. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    routeOptions('admin', tags, {
      summary: 'Accounts on the platform, newest first (SUPER_ADMIN)',
      description: `${FILTERS} Paged: page from 1, limit 10 (at most 100).`,
      querystring: adminUsersQuery,
      answer: adminUserListAnswer,
      errors: [422],
    }),
    async (request) => successAnswer(await listUsersForAdmin(app.db, request.query)),
  );

  app.get(
    '/users/export.csv',
    routeOptions('admin', tags, {
      summary: 'Accounts as a CSV file (SUPER_ADMIN): every one the filters select, newest first',
      description: `${FILTERS} Columns: ${ADMIN_USERS_CSV_COLUMNS.join(', ')}. ${CSV_EXPORT_NOTE}`,
      querystring: adminUsersExportQuery,
      ...fileAnswer('text/csv', 'CSV text'),
      errors: [422],
    }),
    async (request, reply) => {
      const { timeZone } = await getUserLocale(app.db, request.user.id);
      return sendCsvFile(reply, exportUsersForAdmin(app.db, timeZone, request.query));
    },
  );

  app.get(
    '/users/:id',
    routeOptions('admin', tags, {
      summary:
        'One account with its Load Statistics (its posts, ACTIVE ones and COMPLETED ones) and its 10 newest posts, newest first (SUPER_ADMIN)',
      params: adminUserIdParams,
      answer: adminUserDetailAnswer,
      errors: [404, 422],
    }),
    async (request) => {
      const id = rowIdFromUrl(request.params.id, MESSAGES.userNotFound);
      const [user, loadStats, loads] = await Promise.all([
        userForAdmin(app.db, id),
        userLoadStats(app.db, id),
        newestPostsOf(app.db, id),
      ]);
      return { status: 'success' as const, data: { user: withFields(user, { loadStats, loads }) } };
    },
  );

  app.patch(
    '/users/:id/status',
    routeOptions('admin', tags, {
      summary: 'Activate, deactivate or suspend an account (SUPER_ADMIN); written to the activity log',
      description:
        'Takes effect on the user’s next request: an inactive or suspended account gets 403 ACCOUNT_INACTIVE ' +
        'on every call and at sign-in, and its open live streams close. An admin cannot deactivate or ' +
        'suspend their own account (409).',
      params: adminUserIdParams,
      body: userStatusBody,
      answer: userStatusAnswer,
      errors: [404, 409, 422],
    }),
    async (request) =>
      successAnswer(
        {
          user: await setUserStatus(
            app.db,
            request.user,
            rowIdFromUrl(request.params.id, MESSAGES.userNotFound),
            request.body.status,
          ),
        },
        MESSAGES.userStatusUpdated,
      ),
  );
};
