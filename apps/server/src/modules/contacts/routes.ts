import { contactsAnswer } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { listContacts } from './service.ts';

/** The right-hand panel of the page shell: the user's recent contacts. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts',
    routeOptions('signed-in', ['contacts'], {
      summary: 'The users the caller exchanged load requests with, most recent first (at most 8)',
      description:
        'Both directions: those who requested your posts, and the owners of posts you requested. One row ' +
        'per counterparty, as of the latest request between you (its decision time when decided).',
      answer: contactsAnswer,
    }),
    async (request) => successAnswer(await listContacts(app.db, request.user.id)),
  );
};
