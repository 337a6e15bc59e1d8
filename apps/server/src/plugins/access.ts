import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { assertMayTrade } from '../modules/billing/index.ts';
import { requireUserType } from '../modules/session/index.ts';

/**
 * Who may call a route. Every API route declares it once, as `config: { access }`; one hook checks
 * it, and the app refuses to start while a route declares none.
 */
export const ROUTE_ACCESS = [
  /** Anyone, signed in or not. */
  'public',
  /** A signed-in account: 401 without a valid session, 403 ACCOUNT_INACTIVE for a blocked one. */
  'signed-in',
  /**
   * Signed in, the handler checking the session itself: in the statement that reads its answer
   * (`app.authenticateWith`), or with the live stream's `?token=`. Same answers as `signed-in`.
   */
  'signed-in-by-handler',
  /**
   * Signed in with a live trial or subscription (decisions.md, Subscriptions and billing): the
   * trading writes. 403 SUBSCRIPTION_REQUIRED or SUBSCRIPTION_EXPIRED otherwise; an admin is exempt.
   */
  'trading',
  /** A SUPER_ADMIN: 403 FORBIDDEN for anyone else. */
  'admin',
] as const;

export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route as registered, its declared access in `config.access`. */
    apiRoutes: readonly RouteOptions[];
  }
}

const superAdminOnly = requireUserType('SUPER_ADMIN');

/**
 * Checks every route of `scope` against its declared access, before its own hooks and before the
 * body is read (a refused upload is never parsed); lists each route in `routes`. Registered once,
 * after the sessions.
 */
export function registerAccess(scope: FastifyInstance, routes: RouteOptions[]) {
  const checkAccess: onRequestHookHandler = async (request: FastifyRequest, reply) => {
    // Read when the request comes: a plugin's own onRoute hook (the admin module's) may set it last.
    switch (request.routeOptions.config.access) {
      case 'public':
      case 'signed-in-by-handler':
        return;
      case 'trading':
        await scope.authenticate(request, reply);
        await assertMayTrade(scope.db, request.user);
        return;
      case 'admin':
        await scope.authenticate(request, reply);
        await superAdminOnly(request, reply);
        return;
      default:
        await scope.authenticate(request, reply);
    }
  };

  scope.addHook('onRoute', (route) => {
    routes.push(route);
    const own = route.onRequest ?? [];
    const hooks = Array.isArray(own) ? own : [own];
    // A GET's HEAD twin arrives with the GET's hooks already in place.
    if (!hooks.includes(checkAccess)) route.onRequest = [checkAccess, ...hooks];
  });
  scope.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !ROUTE_ACCESS.includes(route.config?.access as RouteAccess));
    if (undeclared.length > 0)
      throw new Error(
        `Every API route declares its access (config.access: ${ROUTE_ACCESS.join(', ')}); these do not: ` +
          undeclared.map((route) => `${route.method} ${route.url}`).join(', '),
      );
  });
}
