import {
  LOADBOARD_MESSAGES,
  loadboardUrlItem,
  MESSAGES,
  syncJobStatus,
  syncStarted,
} from '@loadboard/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowIdFromUrl } from '../../lib/row-id.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { listAllUrls, removeUrl, removeUserUrls } from './admin-urls.ts';
import { startMemberSync } from './member-sync.ts';
import { startSyncAll, syncStatus } from './sync-runs.ts';

const tags = ['loadboards'];

/**
 * Load boards (spec 7): the member's own sync (header button) and its status, and the admin's URL
 * list, deletions and Sync All Loadboards run, which live under these paths rather than /api/admin
 * (the spec names them) and so declare admin access themselves.
 */
export const loadboardRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The 202 of a sync run started in the background (or already running): its id, to poll. */
  const syncRunStarted = async (reply: FastifyReply, jobId: Promise<string>) => {
    reply.status(202);
    return { status: 'success' as const, jobId: await jobId };
  };

  app.get(
    '/loadboard/scrape-save',
    routeOptions('trading', tags, {
      summary:
        "Start syncing the caller's own load board URLs in the background (or answer their sync already running); poll sync-status",
      response: { 202: syncStarted },
    }),
    async (request, reply) => syncRunStarted(reply, startMemberSync(app.db, request.user.id, request.id)),
  );

  app.get(
    '/loadboard-urls',
    routeOptions('admin', tags, {
      summary: 'Every load board URL with its owner, newest first (admin)',
      answer: z.array(loadboardUrlItem),
    }),
    async () => successAnswer(await listAllUrls(app.db)),
  );

  app.delete(
    '/loadboard-urls/:id',
    routeOptions('admin', tags, {
      summary: 'Delete one load board URL (admin)',
      params: z.object({ id: z.string().describe('The id of the URL (a positive integer)') }),
      answer: z.object({ id: z.number().int() }),
      errors: [404, 422],
    }),
    async (request) => {
      const id = rowIdFromUrl(request.params.id, LOADBOARD_MESSAGES.urlNotFound);
      await removeUrl(app.db, id);
      return successAnswer({ id }, LOADBOARD_MESSAGES.urlDeleted);
    },
  );

  app.delete(
    '/loadboard-urls/user/:userId',
    routeOptions('admin', tags, {
      summary: "Delete all of one user's load board URLs (admin)",
      params: z.object({ userId: z.string().describe('The id of the user (a positive integer)') }),
      answer: z.object({ deleted: z.number().int() }),
      errors: [422],
    }),
    async (request) =>
      successAnswer(
        await removeUserUrls(app.db, rowIdFromUrl(request.params.userId, MESSAGES.userNotFound)),
        LOADBOARD_MESSAGES.userUrlsDeleted,
      ),
  );

  app.post(
    '/loadboard/sync-all',
    routeOptions('admin', tags, {
      summary: 'Start syncing every user’s load boards in the background (admin); poll sync-status',
      response: { 202: syncStarted },
    }),
    async (request, reply) => syncRunStarted(reply, startSyncAll(app.db, request.user.id, request.id)),
  );

  app.get(
    '/loadboard/sync-status/:jobId',
    routeOptions('signed-in', tags, {
      summary:
        "A sync run: state, progress (users, or a member's feeds, done of total; percent) and result; a member sees only their own",
      params: z.object({ jobId: z.uuid('jobId must be the id sync-all answered') }),
      answer: syncJobStatus,
      errors: [404, 422],
    }),
    async (request) => successAnswer(await syncStatus(app.db, request.params.jobId, request.user)),
  );
};
