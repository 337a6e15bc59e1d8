import { errorBody, success, userProfile } from '@loadboard/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getUserProfile } from './service.ts';

export async function userRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/users/profile',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile (same answer as GET /auth/profile)",
        response: { 200: success(userProfile), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ status: 'success' as const, data: await getUserProfile(app.db, request.user.id) }),
  );
}
