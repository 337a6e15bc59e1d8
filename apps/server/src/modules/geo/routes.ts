import {
  drivingRoute,
  errorBody,
  mapSettings,
  routeQuery,
  signedInErrors,
  success,
  zipInfo,
  zipParams,
} from '@loadboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Router } from './routing.ts';
import { findZip } from './service.ts';

/** ZIP data changes a few times a year; a day of caching spares the form a round trip per keystroke. */
const CACHE_CONTROL = 'public, max-age=86400';

/** Geo routes, registered inside the `/api` prefix. The ZIP lookup and the map's settings are public reference data. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/zip/:zip',
    {
      config: { access: 'public' },
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

  app.get(
    '/geo/map-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['geo'],
        summary: "The Search Loads map's tile server (MAP_TILES_URL), or null for the offline basemap",
        response: { 200: success(mapSettings) },
      },
    },
    async () => ({
      status: 'success' as const,
      data: {
        tilesUrl: app.config.MAP_TILES_URL ?? null,
        tilesAttribution: app.config.MAP_TILES_ATTRIBUTION ?? null,
      },
    }),
  );

  const router = new Router(app.config, app.log);
  app.get(
    '/geo/route',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['geo'],
        summary:
          'Driving route between two ZIPs: road miles, minutes, the line and the steps, from the built-in Interstate network or the routing server (ROUTING_PROVIDER)',
        querystring: routeQuery,
        response: { 200: success(drivingRoute), ...signedInErrors, 422: errorBody },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await router.route(app.db, request.query.from, request.query.to),
    }),
  );
};
