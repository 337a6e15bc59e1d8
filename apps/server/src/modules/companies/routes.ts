import { companyBadgesAnswer, companyBadgesQuery, companyCard, companyParams } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { getCompanyBadges, getCompanyCard, parseCompanyId, parseCompanyIds } from './service.ts';

/** A company's record on the board: its card, and the badges lists show beside company names. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/badges',
    routeOptions('signed-in', ['companies'], {
      summary: 'The badges of up to 100 member companies: member since, deals and answer rate',
      description:
        'One call for a whole list: `ids` names the members (a post owner or a requester) whose ' +
        'badges are shown. Unknown ids and admin accounts are left out of the answer.',
      querystring: companyBadgesQuery,
      answer: companyBadgesAnswer,
      errors: [400],
    }),
    async (request) =>
      successAnswer({ badges: await getCompanyBadges(app.db, parseCompanyIds(request.query.ids)) }),
  );

  app.get(
    '/companies/:userId',
    routeOptions('signed-in', ['companies'], {
      summary: "A member company's card: how it behaves on the board over the last 90 days",
      description:
        'Member since, DOT number, posts, deals (as poster and as carrier, with those completed and ' +
        'cancelled after assignment), how it answers requests on its posts (the share answered within ' +
        '24 h and the median time to answer) and a contact change in the last 30 days. Never a ' +
        "deal's rate or counterparty. 404 for an unknown member or an admin account.",
      params: companyParams,
      answer: companyCard,
      errors: [400, 404],
    }),
    async (request) => successAnswer(await getCompanyCard(app.db, parseCompanyId(request.params.userId))),
  );
};
