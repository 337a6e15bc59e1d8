import { loadIdParams } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer, routeOptions } from '../../plugins/route-options.ts';
import { drawRateConfirmation } from './document.ts';
import { getRateConfirmation, parseConfirmationLoadId } from './service.ts';

/** A deal's rate confirmation: the PDF both sides keep. */
export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loads/:id/rate-confirmation',
    // Reading one's own deal paper needs no live subscription.
    routeOptions('signed-in', ['requests'], {
      summary: "A deal's rate confirmation as a PDF, in the reader's language",
      description:
        'For a post that has a deal (ASSIGNED or COMPLETED with a carrier at an agreed rate): both ' +
        'companies with their DOT numbers and contacts, the route with ZIPs, dates, weight and space, ' +
        'road miles, the agreed rate and rate per mile, when it was agreed and a reference number. ' +
        "Only the post's owner, its assigned carrier or a SUPER_ADMIN; anyone else, a post without " +
        'a deal and an unknown id get the same 404.',
      params: loadIdParams,
      ...fileAnswer('application/pdf', 'The PDF'),
      errors: [404],
    }),
    async (request, reply) => {
      const deal = await getRateConfirmation(
        app.db,
        request.user,
        parseConfirmationLoadId(request.params.id),
      );
      const pdf = await drawRateConfirmation(deal);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="rate-confirmation-${deal.reference}.pdf"`)
        .send(pdf);
    },
  );
};
