import { adminDashboard } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { adminDashboardOf } from '../dashboards/index.ts';
import { adminActivityRoutes } from './activity-routes.ts';
import { adminAnalyticsRoutes } from './analytics-routes.ts';
import { adminListRoutes } from './lists-routes.ts';
import { adminReportRoutes } from './reports-routes.ts';
import { adminUserRoutes } from './users-routes.ts';

const tags = ['admin'];

/**
 * Everything under /api/admin (registered with that prefix): one hook declares every route here
 * admin-only, whatever it says itself (the access hook lets only a SUPER_ADMIN in, decisions.md, Who
 * may do what), so each route is just its schema and a call to the service of the module that owns
 * the data.
 * PATCH /api/admin/loads/:id/status is not here: an owner may set their own post's status too, so
 * the loads module serves it with its own owner-or-admin rule.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'admin' };
  });

  app.get(
    '',
    routeOptions('admin', tags, {
      written: true,
      summary: "The admin's dashboard (SUPER_ADMIN): marketplace figures, newest loads and requests",
      description:
        'activeLoads = posts ACTIVE; pendingRequests = requests open (PENDING or COUNTERED); ' +
        'completedLoads = posts COMPLETED; revenue = agreed rates of COMPLETED posts. Lists: the 5 newest.',
      answer: adminDashboard,
    }),
    async (_request, reply) => sendWritten(reply, successAnswer(await adminDashboardOf(app.db))),
  );

  await app.register(adminUserRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminActivityRoutes);
  await app.register(adminListRoutes);
  await app.register(adminReportRoutes);
};
