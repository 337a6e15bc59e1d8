import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { assertMayTrade } from './service.ts';

/**
 * The subscription gate as a route hook, for the routes that post, import or request (after the
 * session is read, before the body is worked on): 403 SUBSCRIPTION_REQUIRED or SUBSCRIPTION_EXPIRED.
 */
export const subscriptionGate = (db: DbOrTx) => async (request: FastifyRequest) => {
  await assertMayTrade(db, request.user);
};
