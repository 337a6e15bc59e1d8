import { signedInErrors, success, systemAnalytics } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as dashboards from '../dashboards/index.ts';

/** System Analytics: GET /api/admin/analytics. Registered inside /api/admin, behind its guard. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: 'Platform figures and chart series (SUPER_ADMIN)',
        description:
          'Users (total, active, new this month), posts (total, ACTIVE, COMPLETED, mean posted rate), revenue ' +
          '(agreed rates of COMPLETED posts: all, completed this month, per completed post), subscription ' +
          'income (successful payments), posts and accepted requests per day over 90 days, revenue per month ' +
          'over 12 months, and the 10 busiest lanes of the 90 days. Periods are UTC.',
        response: { 200: success(systemAnalytics), ...signedInErrors },
      },
    },
    async () => ({ status: 'success' as const, data: await dashboards.systemAnalytics(app.db) }),
  );
};
