import {
  LOAD_MESSAGES,
  type LoadRequestView,
  type loadRequestBody,
  REQUESTABLE_LOAD_TYPES,
} from '@loadboard/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type Actor, lockLoadForRequest } from '../loads/service.ts';
import { findRequestView, hasPendingRequest, insertRequest } from './queries.ts';

/**
 * A carrier (or broker, or admin) asks for a post at a proposed rate (decisions.md, Who may do what):
 * never their own post (409), only the types their account may request (403), only while the post
 * is ACTIVE (409), and one PENDING request per post and requester (409). The post is share-locked
 * meanwhile, so it cannot be assigned or cancelled between the check and the insert; the partial
 * unique index settles two identical requests racing each other (its violation is the same 409).
 */
export async function requestLoad(
  db: Db,
  actor: Actor,
  loadId: number,
  body: z.output<typeof loadRequestBody>,
): Promise<LoadRequestView> {
  try {
    return await db.transaction(async (tx) => {
      const load = await lockLoadForRequest(tx, loadId);
      if (!load) throw notFound(LOAD_MESSAGES.notFound);
      if (load.ownerId === actor.id) throw conflict(LOAD_MESSAGES.requestOwnLoad);
      if (!REQUESTABLE_LOAD_TYPES[actor.userType].includes(load.loadType))
        throw forbidden(LOAD_MESSAGES.requestTypeNotAllowed);
      if (load.status !== 'ACTIVE') throw conflict(LOAD_MESSAGES.requestNotActive);
      if (await hasPendingRequest(tx, load.id, actor.id)) throw conflict(LOAD_MESSAGES.requestDuplicate);
      const request = await insertRequest(tx, {
        loadId: load.id,
        requesterId: actor.id,
        proposedRate: body.proposedRate,
        message: body.message,
      });
      const view = await findRequestView(tx, request.id);
      if (!view) throw new Error(`Load request ${request.id} vanished after its insert`);
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LOAD_MESSAGES.requestDuplicate);
    throw error;
  }
}
