import {
  errorBody,
  loadSearchHit,
  loadSearchQuery,
  mapView,
  mapViewQuery,
  signedInErrors,
  success,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendWritten } from '../../db/fast-path/index.ts';
import { mapViewOf } from './map-view.ts';
import { searchLoads } from './search.ts';
import { searchHitList } from './view.ts';

/** GET /api/loads/search and /api/loads/map, inside the `/api` prefix; any signed-in user may search. */
export const loadSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loads/search',
    {
      config: { access: 'signed-in', written: true },
      schema: {
        tags: ['loads'],
        summary:
          'Search active posts: location text or ZIP prefix, types, pickup dates, equipment, and the deadhead radius (origin or destination within N miles of a ZIP, or origin within N miles of a position)',
        querystring: loadSearchQuery,
        response: { 200: success(z.array(loadSearchHit)), ...signedInErrors, 422: errorBody },
      },
    },
    async (request, reply) =>
      sendWritten(reply, {
        status: 'success',
        data: await searchHitList(app.db, request.user, await searchLoads(app.db, request.query)),
      }),
  );

  app.get(
    '/loads/map',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['loads'],
        summary:
          'The Search Loads map: ACTIVE posts whose origin is in the view box, as markers when at most 300, else as clusters per grid cell of the zoom',
        querystring: mapViewQuery,
        response: { 200: success(mapView), ...signedInErrors, 422: errorBody },
      },
    },
    async (request) => ({ status: 'success' as const, data: await mapViewOf(app.db, request.query) }),
  );
};
