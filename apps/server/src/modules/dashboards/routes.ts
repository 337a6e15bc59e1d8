import {
  brokerDashboard,
  rfdCarrierDashboard,
  rfpCarrierDashboard,
  signedInErrors,
  success,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../db/fast-path/index.ts';
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
  app.get(
    '/dashboard/broker',
    {
      config: { access: 'signed-in', written: true },
      onRequest: [requireUserType('BROKER', 'SUPER_ADMIN')],
      schema: {
        tags,
        summary: "The broker's dashboard: own posts and the requests on them",
        description:
          'totalActiveLoads = own posts ACTIVE; assignedJobs = own posts ASSIGNED; inTransit = own posts ' +
          'ASSIGNED whose pickup date <= today (UTC) <= delivery date; activeLoads.total = ACTIVE + ASSIGNED; ' +
          'request figures count every request on own posts by status. Lists: the 5 newest.',
        response: { 200: success(brokerDashboard), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const read = await dashboards.brokerDashboard(app.db, request.user);
      return sendWritten(reply, {
        status: 'success',
        data: await brokerDashboardOf(app.db, request.user, read),
      });
    },
  );

  app.get(
    '/dashboard/rfp-carrier',
    {
      config: { access: 'signed-in', written: true },
      onRequest: [requireUserType('RFP_CARRIER', 'SUPER_ADMIN')],
      schema: {
        tags,
        summary: "The RFP carrier's dashboard: broker loads to take, own RFD posts, deliveries, revenue",
        description:
          'availableLoads = ACTIVE RFP posts by others (list: soonest pickup first); postedRFDLoads = own RFD ' +
          'posts ACTIVE (list: the newest own RFD posts, any status); activeDeliveries = hauled loads ASSIGNED; ' +
          'revenue = agreed rates of hauled loads ASSIGNED or COMPLETED. Hauled: freight posts assigned to ' +
          'the carrier, and its own TRUCK posts once booked. Lists: 5 rows.',
        response: { 200: success(rfpCarrierDashboard), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const read = await dashboards.rfpCarrierDashboard(app.db, request.user);
      return sendWritten(reply, {
        status: 'success',
        data: await rfpCarrierDashboardOf(app.db, request.user, read),
      });
    },
  );

  app.get(
    '/dashboard/rfd-carrier',
    {
      config: { access: 'signed-in', written: true },
      onRequest: [requireUserType('RFD_CARRIER', 'SUPER_ADMIN')],
      schema: {
        tags,
        summary: "The RFD carrier's dashboard: own trucks, RFD loads to take, deliveries, revenue",
        description:
          'openTrucks = own TRUCK posts ACTIVE (list: the newest own trucks, any status); availableRFDLoads = ' +
          'ACTIVE RFD posts by others (list: soonest pickup first); activeDeliveries and revenue as for the ' +
          'RFP carrier. Lists: 5 rows.',
        response: { 200: success(rfdCarrierDashboard), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const read = await dashboards.rfdCarrierDashboard(app.db, request.user);
      return sendWritten(reply, {
        status: 'success',
        data: await rfdCarrierDashboardOf(app.db, request.user, read),
      });
    },
  );
};
