import { signedInErrors, success, userProfile } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUserProfile } from './service.ts';

/** The signed-in user's own account. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile (same answer as GET /auth/profile)",
        response: { 200: success(userProfile), ...signedInErrors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await getUserProfile(app.db, request.user.id) }),
  );
};
