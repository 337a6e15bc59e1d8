import {
  laneRate,
  laneRateQuery,
  MARKET_MARKS_LIMIT,
  MARKET_MIN_COMPANIES,
  MARKET_MIN_DEALS,
  marketMarks,
  marketMarksQuery,
  marketRateQuery,
  stateRates,
  topLanes,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { preparePrefixPlaces } from './markets.ts';
import * as rates from './service.ts';

const tags = ['rates'];
const floor = `at least ${MARKET_MIN_DEALS} deals involving at least ${MARKET_MIN_COMPANIES} distinct companies`;

/**
 * Market rates: what lanes pay, from the board's deals (an accepted request on a post not cancelled
 * since), never one deal's price. Any signed-in member may ask: no subscription is needed.
 */
export const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  preparePrefixPlaces();

  app.get(
    '/rates/lane',
    routeOptions('signed-in', tags, {
      summary: "A lane's market rate: deals, companies, percentiles and 12 weeks",
      description:
        `From the 3-digit ZIP markets when their deals of the window (days 7, 30 or 90, today the last, UTC) ` +
        `rest on ${floor}; else from the states; else scope none with no figures. Rates per mile to the ` +
        'cent, rates in whole dollars; weeks start on Monday (UTC), this week last, and show a median only ' +
        'when the week clears the same floor. An unknown ZIP is a 422.',
      querystring: laneRateQuery,
      answer: laneRate,
      errors: [422],
    }),
    async (request) => successAnswer(await rates.laneRate(app.db, request.query)),
  );

  app.get(
    '/rates/top-lanes',
    routeOptions('signed-in', tags, {
      summary: 'The 20 3-digit lanes with the most deals in the window',
      description:
        `Only lanes whose deals rest on ${floor}; each with its median rate per mile and its change ` +
        'against the window before, null when that window is below the floor.',
      querystring: marketRateQuery,
      answer: topLanes,
      errors: [422],
    }),
    async (request) => successAnswer(await rates.topLanes(app.db, request.query)),
  );

  app.get(
    '/rates/states',
    routeOptions('signed-in', tags, {
      summary: "Each origin state's outbound deals and median rate per mile",
      description: `The median only when the state's deals of the window rest on ${floor}.`,
      querystring: marketRateQuery,
      answer: stateRates,
      errors: [422],
    }),
    async (request) => successAnswer(await rates.stateRates(app.db, request.query)),
  );

  app.get(
    '/rates/marks',
    routeOptions('signed-in', tags, {
      summary: 'Below, at or above market: the posts of a list page against their lanes',
      description:
        `Up to ${MARKET_MARKS_LIMIT} post ids. For each post the caller may list that has a rate per road ` +
        "mile: 'below' the lane's 25th percentile of its own type over 30 days, 'above' its 75th, else " +
        "'at'; the lane's 3-digit markets, else its states. Posts whose lane has no figures are left out.",
      querystring: marketMarksQuery,
      answer: marketMarks,
      errors: [422],
    }),
    async (request) => successAnswer(await rates.marketMarks(app.db, request.user, request.query)),
  );
};
