import type { FastifyInstance } from 'fastify';
import { type AuthHook, requireUserType } from '../../plugins/auth.ts';

const superAdminOnly = requireUserType('SUPER_ADMIN');

/**
 * The one guard of the admin's actions (decisions.md, Who may do what): 401 without a valid session,
 * 403 FORBIDDEN for anyone but a SUPER_ADMIN. The admin module runs it on every /api/admin route;
 * the few admin actions that live elsewhere (GET /api/loads/update-loads) run it too.
 */
export function adminOnly(app: FastifyInstance): AuthHook {
  return async (request, reply) => {
    await app.authenticate(request, reply);
    await superAdminOnly(request, reply);
  };
}
