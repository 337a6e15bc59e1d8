import {
  brokerDashboard,
  rfdCarrierDashboard,
  rfpCarrierDashboard,
  type UserType,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sendWritten } from '../../db/fast-path/index.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import type { Viewer } from '../loads/index.ts';
import { requireUserType } from '../session/index.ts';
import * as dashboards from './service.ts';
import { brokerDashboardOf, rfdCarrierDashboardOf, rfpCarrierDashboardOf } from './view.ts';

const tags = ['dashboards'];

/**
 * The role dashboards (spec 2, Dashboards; spec 7). Each serves its own user type; a SUPER_ADMIN
 * may open any of them and sees its own posts and deliveries there. GET /api/admin, the admin's, is in
 * the admin module.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** One role's dashboard: its figures read, then its answer written with the lists' views. */
  const dashboardRoute = <Read>(
    path: string,
    userType: UserType,
    doc: { summary: string; description: string; answer: z.ZodType },
    read: (db: Db, viewer: Viewer) => Promise<Read>,
    viewOf: (db: Db, viewer: Viewer, read: Read) => Promise<object>,
  ) =>
    app.get(
      path,
      routeOptions('signed-in', tags, {
        written: true,
        onRequest: [requireUserType(userType, 'SUPER_ADMIN')],
        ...doc,
      }),
      async (request, reply) => {
        const figures = await read(app.db, request.user);
        return sendWritten(reply, successAnswer(await viewOf(app.db, request.user, figures)));
      },
    );

  dashboardRoute(
    '/dashboard/broker',
    'BROKER',
    {
      summary: "The broker's dashboard: own posts and the requests on them",
      description:
        'totalActiveLoads = own posts ACTIVE; assignedJobs = own posts ASSIGNED; inTransit = own posts ' +
        'ASSIGNED whose pickup date <= today (UTC) <= delivery date; activeLoads.total = ACTIVE + ASSIGNED; ' +
        'request figures count every request on own posts by status. Lists: the 5 newest.',
      answer: brokerDashboard,
    },
    dashboards.brokerDashboard,
    brokerDashboardOf,
  );

  dashboardRoute(
    '/dashboard/rfp-carrier',
    'RFP_CARRIER',
    {
      summary: "The RFP carrier's dashboard: broker loads to take, own RFD posts, deliveries, revenue",
      description:
        'availableLoads = ACTIVE RFP posts by others (list: soonest pickup first); postedRFDLoads = own RFD ' +
        'posts ACTIVE (list: the newest own RFD posts, any status); activeDeliveries = hauled loads ASSIGNED; ' +
        'revenue = agreed rates of hauled loads ASSIGNED or COMPLETED. Hauled: freight posts assigned to ' +
        'the carrier, and its own TRUCK posts once booked. Lists: 5 rows.',
      answer: rfpCarrierDashboard,
    },
    dashboards.rfpCarrierDashboard,
    rfpCarrierDashboardOf,
  );

  dashboardRoute(
    '/dashboard/rfd-carrier',
    'RFD_CARRIER',
    {
      summary: "The RFD carrier's dashboard: own trucks, RFD loads to take, deliveries, revenue",
      description:
        'openTrucks = own TRUCK posts ACTIVE (list: the newest own trucks, any status); availableRFDLoads = ' +
        'ACTIVE RFD posts by others (list: soonest pickup first); activeDeliveries and revenue as for the ' +
        'RFP carrier. Lists: 5 rows.',
      answer: rfdCarrierDashboard,
    },
    dashboards.rfdCarrierDashboard,
    rfdCarrierDashboardOf,
  );
};
