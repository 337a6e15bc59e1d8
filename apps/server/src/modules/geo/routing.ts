import { createHash } from 'node:crypto';
import type { DrivingRoute, RouteSource } from '@loadboard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { osrmServer } from './providers/osrm.ts';
import type { RoutingServer } from './providers/routing-server.ts';
import { valhallaServer } from './providers/valhalla.ts';
import { findStoredRoute, storeRoute } from './queries.ts';
import { builtinRoute, type RouteEnd } from './roads/builtin-router.ts';
import { INTERSTATE_CHAINS, PLACE_COORDINATES } from './roads/interstate-chains.ts';
import { resolveZip } from './service.ts';

export interface RoutingSettings {
  ROUTING_PROVIDER: RouteSource;
  ROUTING_URL?: string | undefined;
  ROUTING_TIMEOUT_MS: number;
  ROUTING_RETRY_MS: number;
}

/** A routing server's routes are asked again after this long: roads and their speeds change. */
const SERVER_ROUTE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The fingerprint of the shipped network: stored built-in routes of an older network are redone. */
const NETWORK_VERSION = `network-${createHash('sha256')
  .update(JSON.stringify([INTERSTATE_CHAINS, PLACE_COORDINATES]))
  .digest('hex')
  .slice(0, 12)}`;

function routeEnd(zip: string): RouteEnd {
  const info = resolveZip(zip);
  return { zip, label: `${info.location} ${zip}`, latitude: info.latitude, longitude: info.longitude };
}

/**
 * Road miles, minutes, the line and the steps between two ZIPs (decisions.md, Loads: road miles).
 * Worked out once per ZIP pair and kept: from the routing server when one is set (a 5 s time-out,
 * then the built-in route, which is not kept so the server is asked again once it is back), else
 * from the built-in network.
 */
export class Router {
  private readonly server: RoutingServer | null;
  private serverRestsUntil = 0;

  constructor(
    private readonly settings: RoutingSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    const url = settings.ROUTING_URL;
    this.server =
      !url || settings.ROUTING_PROVIDER === 'builtin'
        ? null
        : settings.ROUTING_PROVIDER === 'osrm'
          ? osrmServer(url)
          : valhallaServer(url);
  }

  /** Unknown ZIPs are a 422 'Invalid ZIP code'. */
  async route(db: DbOrTx, fromZip: string, toZip: string): Promise<DrivingRoute> {
    const from = routeEnd(fromZip);
    const to = routeEnd(toZip);
    if (this.server && Date.now() >= this.serverRestsUntil) {
      const source = this.settings.ROUTING_PROVIDER;
      const version = this.settings.ROUTING_URL as string;
      const stored = await findStoredRoute(db, fromZip, toZip, source, version);
      if (stored && Date.now() - stored.createdAt.getTime() < SERVER_ROUTE_MAX_AGE_MS) {
        const { createdAt: _createdAt, ...route } = stored;
        return route;
      }
      try {
        const route = await this.server(from, to, AbortSignal.timeout(this.settings.ROUTING_TIMEOUT_MS));
        await storeRoute(db, route, version);
        return route;
      } catch (error) {
        this.serverRestsUntil = Date.now() + this.settings.ROUTING_RETRY_MS;
        this.log.warn(
          { err: error, from: fromZip, to: toZip },
          'routing server failed; the built-in route answers',
        );
        return builtinRoute(from, to);
      }
    }
    const stored = await findStoredRoute(db, fromZip, toZip, 'builtin', NETWORK_VERSION);
    if (stored) {
      const { createdAt: _createdAt, ...route } = stored;
      return route;
    }
    const route = builtinRoute(from, to);
    await storeRoute(db, route, NETWORK_VERSION);
    return route;
  }
}

/**
 * Road miles by the built-in network, kept with every post so that lists show and sort them without
 * a route per row. The ZIPs are known (the post's own).
 */
export function builtinRoadMiles(fromZip: string, toZip: string): number {
  return builtinRoute(routeEnd(fromZip), routeEnd(toZip)).miles;
}

/** Road miles between two known ZIPs. */
export type RoadMiles = (fromZip: string, toZip: string) => number;

/**
 * `builtinRoadMiles` remembered by ZIP pair, for one batch of posts (an import, a feed): a file of
 * thousands of rows over a few hundred lanes routes each lane once. `routed` counts the routes.
 */
export function laneRoadMiles(): { miles: RoadMiles; routed: () => number } {
  const byLane = new Map<string, number>();
  return {
    miles(fromZip, toZip) {
      const lane = `${fromZip}>${toZip}`;
      let miles = byLane.get(lane);
      if (miles === undefined) {
        miles = builtinRoadMiles(fromZip, toZip);
        byLane.set(lane, miles);
      }
      return miles;
    },
    routed: () => byLane.size,
  };
}
