import { LOAD_MESSAGES, loadIdParams, loadRequestView } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { parseLoadId } from '../loads/index.ts';
import { bookLoad } from './booking.ts';

/** Book Now: a post taken at once at its Book Now rate. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loads/:id/book',
    routeOptions('trading', ['requests'], {
      summary: 'Book Now: take a post at its Book Now rate',
      description:
        'Anyone who may request the post (403 otherwise; 409 on your own post). In one transaction the ' +
        'post is ASSIGNED to the caller at its Book Now rate, an ACCEPTED request records the deal and ' +
        'every other open request is rejected. 409 when the post is not ACTIVE, has no Book Now rate, ' +
        'or was booked a moment earlier. No body.',
      params: loadIdParams,
      answer: loadRequestView,
      errors: [404, 409],
    }),
    async (request) =>
      successAnswer(
        await bookLoad(app.db, request.user, parseLoadId(request.params.id)),
        LOAD_MESSAGES.booked,
      ),
  );
};
