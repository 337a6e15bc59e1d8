import { errorBody, success, zipInfo, zipParams } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findZip } from './service.ts';

/** ZIP data changes a few times a year; a day of caching spares the form a round trip per keystroke. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Geo routes, registered inside the `/api` prefix. Public: the answer is public reference data. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/zip/:zip',
    {
      schema: {
        tags: ['geo'],
        summary: 'City, state and coordinates of a US ZIP code (offline ZIP database)',
        params: zipParams,
        response: { 200: success(zipInfo), 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const data = findZip(request.params.zip);
      reply.header('cache-control', CACHE_CONTROL);
      return { status: 'success' as const, data };
    },
  );
};
