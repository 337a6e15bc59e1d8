import { contactsAnswer, signedInErrors, success } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listContacts } from './service.ts';

/** The right-hand panel of the page shell: the user's recent contacts. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['contacts'],
        summary: 'The users the caller exchanged load requests with, most recent first (at most 8)',
        description:
          'Both directions: those who requested your posts, and the owners of posts you requested. One row ' +
          'per counterparty, as of the latest request between you (its decision time when decided).',
        response: { 200: success(contactsAnswer), ...signedInErrors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await listContacts(app.db, request.user.id) }),
  );
};
