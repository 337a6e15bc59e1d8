import { loadSearchHit, loadSearchQuery, mapView, mapViewQuery } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { mapViewOf } from './map-view.ts';
import { searchLoads } from './search.ts';
import { searchHitList } from './view.ts';

/** GET /api/loads/search and /api/loads/map, inside the `/api` prefix; any signed-in user may search. */
export const loadSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loads/search',
    routeOptions('signed-in', ['loads'], {
      written: true,
      summary:
        'Search active posts: location text or ZIP prefix, types, pickup dates, equipment, and the deadhead radius (origin or destination within N miles of a ZIP, or origin within N miles of a position)',
      querystring: loadSearchQuery,
      answer: z.array(loadSearchHit),
      errors: [422],
    }),
    async (request, reply) =>
      sendWritten(
        reply,
        successAnswer(await searchHitList(app.db, request.user, await searchLoads(app.db, request.query))),
      ),
  );

  app.get(
    '/loads/map',
    routeOptions('signed-in', ['loads'], {
      summary:
        'The Search Loads map: ACTIVE posts whose origin is in the view box, as markers when at most 300, else as clusters per grid cell of the zoom',
      querystring: mapViewQuery,
      answer: mapView,
      errors: [422],
    }),
    async (request) => successAnswer(await mapViewOf(app.db, request.query)),
  );
};
