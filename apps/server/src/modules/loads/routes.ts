import {
  allLoadsQuery,
  BOARD_CSV_COLUMNS,
  boardExportQuery,
  createLoadBody,
  LOAD_MESSAGES,
  loadAnalytics,
  loadAnalyticsQuery,
  loadHousekeepingResult,
  loadIdParams,
  loadListAnswer,
  loadStatusBody,
  loadsQuery,
  loadView,
  MY_LOADS_CSV_COLUMNS,
  myLoadsExportQuery,
  updateLoadBody,
  viewLoadsQuery,
} from '@loadboard/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sendWritten } from '../../db/fast-path/index.ts';
import type { CsvFile } from '../../lib/csv-writer.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { CSV_EXPORT_NOTE, fileAnswer, routeOptions, sendCsvFile } from '../../plugins/route-options.ts';
import { getUserLocale } from '../settings/index.ts';
import { exportBoardLoads, exportMyLoads } from './export.ts';
import { runLoadHousekeeping } from './housekeeping.ts';
import type { LoadPage } from './queries.ts';
import {
  type Actor,
  boardAnalytics,
  createLoad,
  deleteLoad,
  listBoardLoads,
  listLoads,
  listMyLoads,
  parseLoadId,
  refreshLoad,
  setLoadStatus,
  updateLoad,
} from './service.ts';
import { loadListPage, loadViewOf } from './view.ts';

const tags = ['loads'];

/** Posts: create, lists, analytics, detail, edit, delete, status, and the admin's housekeeping. */
export const loadRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Sends the post as the viewer sees it, written by the database; after a change, with its message. */
  const sendLoadView = async (reply: FastifyReply, viewer: Actor, id: number, message?: string) =>
    sendWritten(reply, successAnswer(await loadViewOf(app.db, viewer, id), message));

  app.post(
    '/loads',
    routeOptions('trading', tags, {
      written: true,
      summary: "Post a load or truck space of the user's type (a SUPER_ADMIN gives postAs)",
      description:
        'BROKER posts RFP, RFP_CARRIER posts RFD, RFD_CARRIER posts TRUCK. The body is the form of ' +
        'that type (freight fields for RFP and RFD, truck fields for TRUCK); locations come from the ZIPs.',
      body: createLoadBody,
      answer: loadView,
      status: 201,
      errors: [422],
    }),
    async (request, reply) => {
      const id = await createLoad(app.db, request.user, request.body);
      reply.status(201);
      return sendLoadView(reply, request.user, id, LOAD_MESSAGES.created);
    },
  );

  /** The lists of posts: each its own query and selection, all one answer, a page of views. */
  const listRoute = <Query extends z.ZodType>(
    url: string,
    summary: string,
    querystring: Query,
    list: (db: Db, actor: Actor, query: z.output<Query>) => Promise<LoadPage>,
  ) =>
    app.get(
      url,
      routeOptions('signed-in', tags, {
        written: true,
        summary,
        querystring,
        answer: loadListAnswer,
        errors: [422],
      }),
      async (request, reply) => {
        // Parsed by `querystring`, which the type provider cannot follow through a generic schema.
        const query = request.query as z.output<Query>;
        const page = await list(app.db, request.user, query);
        return sendWritten(reply, successAnswer(await loadListPage(app.db, request.user, page)));
      },
    );

  listRoute(
    '/loads/view-loads',
    "My Loads: the user's own posts (a SUPER_ADMIN's too), newest first",
    viewLoadsQuery,
    listMyLoads,
  );

  listRoute(
    '/loads/all-loads',
    "Avail. Loads: every user's ACTIVE posts, soonest pickup first; another status lists only the user's own deals (a SUPER_ADMIN's: all)",
    allLoadsQuery,
    listBoardLoads,
  );

  /** A list's export: every post its filters select (not only a page), as a CSV file. */
  const exportRoute = <Query extends z.ZodType>(
    url: string,
    spec: { summary: string; description: string },
    querystring: Query,
    file: (db: Db, actor: Actor, timeZone: string, query: z.output<Query>) => Promise<CsvFile>,
  ) =>
    app.get(
      url,
      routeOptions('signed-in', tags, {
        ...spec,
        querystring,
        ...fileAnswer('text/csv', 'CSV text'),
        errors: [422],
      }),
      async (request, reply) => {
        const { timeZone } = await getUserLocale(app.db, request.user.id);
        // Parsed by `querystring`, which the type provider cannot follow through a generic schema.
        const query = request.query as z.output<Query>;
        return sendCsvFile(reply, await file(app.db, request.user, timeZone, query));
      },
    );

  exportRoute(
    '/loads/view-loads/export.csv',
    {
      summary: "My Loads as a CSV file: every one of the user's posts the filters select, newest first",
      description: `My Loads' filters without the page. Columns: ${MY_LOADS_CSV_COLUMNS.join(', ')}. ${CSV_EXPORT_NOTE}`,
    },
    myLoadsExportQuery,
    exportMyLoads,
  );

  exportRoute(
    '/loads/all-loads/export.csv',
    {
      summary:
        'Avail. Loads as a CSV file: every post the board lists for the user under the filters, in its order',
      description:
        `The board's filters and sort without the page; only what the board shows the user (no deal ` +
        `of others). Columns: ${BOARD_CSV_COLUMNS.join(', ')}. ${CSV_EXPORT_NOTE}`,
    },
    boardExportQuery,
    exportBoardLoads,
  );

  app.get(
    '/loads/analytics',
    routeOptions('signed-in', tags, {
      summary: 'Totals of the posts matching the Avail. Loads filters, every status counted',
      querystring: loadAnalyticsQuery,
      answer: loadAnalytics,
      errors: [422],
    }),
    async (request) => successAnswer(await boardAnalytics(app.db, request.query)),
  );

  app.get(
    '/loads/update-loads',
    routeOptions('admin', tags, {
      summary: 'Run load housekeeping now (SUPER_ADMIN): expire past pickups, refresh locations',
      answer: loadHousekeepingResult,
    }),
    async (request) =>
      successAnswer(
        await runLoadHousekeeping(app.db, { actorId: request.user.id }),
        LOAD_MESSAGES.housekeepingDone,
      ),
  );

  listRoute(
    '/loads',
    "Posts with every filter; mine=true for the user's own; newest first. Others' posts only while ACTIVE, unless the user is party to the deal",
    loadsQuery,
    listLoads,
  );

  app.get(
    '/loads/:id',
    routeOptions('signed-in', tags, {
      written: true,
      summary:
        'One post; its agreed rate, assigned carrier and request counts only for its owner, its carrier and a SUPER_ADMIN',
      params: loadIdParams,
      answer: loadView,
      errors: [404],
    }),
    async (request, reply) => sendLoadView(reply, request.user, parseLoadId(request.params.id)),
  );

  app.put(
    '/loads/:id',
    routeOptions('trading', tags, {
      written: true,
      summary: 'Edit a post with the whole form of its type (owner or SUPER_ADMIN; only while ACTIVE)',
      params: loadIdParams,
      body: updateLoadBody,
      answer: loadView,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const id = parseLoadId(request.params.id);
      await updateLoad(app.db, request.user, id, request.body);
      return sendLoadView(reply, request.user, id, LOAD_MESSAGES.updated);
    },
  );

  app.post(
    '/loads/:id/refresh',
    routeOptions('trading', tags, {
      written: true,
      summary:
        'Refresh a post its owner still means: its age starts again and it tops the newest order (owner only; only while ACTIVE; once an hour)',
      params: loadIdParams,
      answer: loadView,
      errors: [404, 409],
    }),
    async (request, reply) => {
      const id = parseLoadId(request.params.id);
      await refreshLoad(app.db, request.user, id);
      return sendLoadView(reply, request.user, id, LOAD_MESSAGES.refreshed);
    },
  );

  app.delete(
    '/loads/:id',
    routeOptions('signed-in', tags, {
      summary: 'Delete a post and its requests (owner or SUPER_ADMIN; not once a carrier is assigned)',
      params: loadIdParams,
      answer: z.null(),
      errors: [404, 409],
    }),
    async (request) => {
      await deleteLoad(app.db, request.user, parseLoadId(request.params.id));
      return successAnswer(null, LOAD_MESSAGES.deleted);
    },
  );

  // Under /api/admin by the spec's path, yet not behind the admin module's guard: decisions.md lets an
  // owner set their own post's status too, so the rule is the loads service's mayManage.
  app.patch(
    '/admin/loads/:id/status',
    routeOptions('trading', tags, {
      written: true,
      summary: "Set a post's status, any to any (owner for own posts, SUPER_ADMIN for all)",
      params: loadIdParams,
      body: loadStatusBody,
      answer: loadView,
      errors: [404, 422],
    }),
    async (request, reply) => {
      const id = parseLoadId(request.params.id);
      await setLoadStatus(app.db, request.user, id, request.body.status);
      return sendLoadView(reply, request.user, id, LOAD_MESSAGES.statusUpdated);
    },
  );
};
