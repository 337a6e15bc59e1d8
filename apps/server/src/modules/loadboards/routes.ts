import {
  errorBody,
  LOADBOARD_MESSAGES,
  loadboardUrlItem,
  MESSAGES,
  signedInErrors,
  success,
  syncJobStatus,
  syncStarted,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowIdFromUrl } from '../../lib/row-id.ts';
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
  const adminErrors = { ...signedInErrors, 422: errorBody };

  app.get(
    '/loadboard/scrape-save',
    {
      config: { access: 'trading' },
      schema: {
        tags,
        summary:
          "Start syncing the caller's own load board URLs in the background (or answer their sync already running); poll sync-status",
        response: { 202: syncStarted, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return { status: 'success' as const, jobId: await startMemberSync(app.db, request.user.id) };
    },
  );

  app.get(
    '/loadboard-urls',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every load board URL with its owner, newest first (admin)',
        response: { 200: success(z.array(loadboardUrlItem)), ...signedInErrors },
      },
    },
    async () => ({ status: 'success' as const, data: await listAllUrls(app.db) }),
  );

  app.delete(
    '/loadboard-urls/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete one load board URL (admin)',
        params: z.object({ id: z.string().describe('The id of the URL (a positive integer)') }),
        response: { 200: success(z.object({ id: z.number().int() })), ...adminErrors, 404: errorBody },
      },
    },
    async (request) => {
      const id = rowIdFromUrl(request.params.id, LOADBOARD_MESSAGES.urlNotFound);
      await removeUrl(app.db, id);
      return { status: 'success' as const, message: LOADBOARD_MESSAGES.urlDeleted, data: { id } };
    },
  );

  app.delete(
    '/loadboard-urls/user/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Delete all of one user's load board URLs (admin)",
        params: z.object({ userId: z.string().describe('The id of the user (a positive integer)') }),
        response: { 200: success(z.object({ deleted: z.number().int() })), ...adminErrors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: LOADBOARD_MESSAGES.userUrlsDeleted,
      data: await removeUserUrls(app.db, rowIdFromUrl(request.params.userId, MESSAGES.userNotFound)),
    }),
  );

  app.post(
    '/loadboard/sync-all',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Start syncing every user’s load boards in the background (admin); poll sync-status',
        response: { 202: syncStarted, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.status(202);
      return { status: 'success' as const, jobId: await startSyncAll(app.db, request.user.id) };
    },
  );

  app.get(
    '/loadboard/sync-status/:jobId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          "A sync run: state, progress (users, or a member's feeds, done of total; percent) and result; a member sees only their own",
        params: z.object({ jobId: z.uuid('jobId must be the id sync-all answered') }),
        response: { 200: success(syncJobStatus), ...adminErrors, 404: errorBody },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await syncStatus(app.db, request.params.jobId, request.user),
    }),
  );
};
