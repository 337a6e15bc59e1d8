import { systemAnalytics } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import * as dashboards from '../dashboards/index.ts';

/** System Analytics: GET /api/admin/analytics. Registered inside /api/admin, behind its guard. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    routeOptions('admin', ['admin'], {
      summary: 'Platform figures and chart series (SUPER_ADMIN)',
      description:
        'Users (total, active, new this month), posts (total, ACTIVE, COMPLETED, mean posted rate), revenue ' +
        '(agreed rates of COMPLETED posts: all, completed this month, per completed post), subscription ' +
        'income (successful payments), posts and accepted requests per day over 90 days, revenue per month ' +
        'over 12 months, and the 10 busiest lanes of the 90 days. Periods are UTC.',
      answer: systemAnalytics,
    }),
    async () => successAnswer(await dashboards.systemAnalytics(app.db)),
  );
};
