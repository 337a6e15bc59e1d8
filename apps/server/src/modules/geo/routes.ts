import { drivingRoute, mapSettings, routeQuery, zipInfo, zipParams } from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successAnswer } from '../../lib/success-answer.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { Router } from './routing.ts';
import { findZip } from './service.ts';

/** ZIP data changes a few times a year; a day of caching spares the form a round trip per keystroke. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Geo routes, registered inside the `/api` prefix. The ZIP lookup and the map's settings are public reference data. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/zip/:zip',
    routeOptions('public', ['geo'], {
      summary: 'City, state and coordinates of a US ZIP code (offline ZIP database)',
      params: zipParams,
      answer: zipInfo,
      errors: [404, 422],
    }),
    async (request, reply) => {
      const data = findZip(request.params.zip);
      reply.header('cache-control', CACHE_CONTROL);
      return successAnswer(data);
    },
  );

  app.get(
    '/geo/map-settings',
    routeOptions('public', ['geo'], {
      summary: "The Search Loads map's tile server (MAP_TILES_URL), or null for the offline basemap",
      answer: mapSettings,
    }),
    async () =>
      successAnswer({
        tilesUrl: app.config.MAP_TILES_URL ?? null,
        tilesAttribution: app.config.MAP_TILES_ATTRIBUTION ?? null,
      }),
  );

  const router = new Router(app.config, app.log);
  app.get(
    '/geo/route',
    routeOptions('signed-in', ['geo'], {
      summary:
        'Driving route between two ZIPs: road miles, minutes, the line and the steps, from the built-in Interstate network or the routing server (ROUTING_PROVIDER)',
      querystring: routeQuery,
      answer: drivingRoute,
      errors: [422],
    }),
    async (request) => successAnswer(await router.route(app.db, request.query.from, request.query.to)),
  );
};
