import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { writeJson } from './json-text.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer has parts the database wrote; it is sent by `sendWritten` alone. */
    written?: true;
  }
  interface FastifyInstance {
    /** The routes that declare `config.written`, as `recordWrittenRoutes` found them. */
    writtenRoutes: readonly WrittenRoute[];
  }
}

/**
 * Sends a route's answer (the route's own answer type, with parts of it as the database wrote them:
 * `Written`) as it is, with the status the handler set. The serializer the route's response schema
 * compiles is left out: the written parts follow the contract by their SQL, which
 * written-answers.test.ts holds to the route's contract, and the rest is the handler's own small
 * object (an envelope, a pagination block). Only a route that declares `config.written` may call it,
 * so the test finds every such route without a list kept by hand.
 */
export function sendWritten(reply: FastifyReply, answer: object): FastifyReply {
  if (reply.routeOptions.config.written !== true) {
    throw new Error(
      `${reply.request.method} ${reply.routeOptions.url} sends written JSON without config.written`,
    );
  }
  return reply.type('application/json; charset=utf-8').send(writeJson(answer));
}

/** A route that sends written JSON, and the contract of each answer it sends with a 2xx status. */
export interface WrittenRoute {
  method: string;
  url: string;
  answers: { status: number; schema: ZodType }[];
}

/** Keeps in `app.writtenRoutes` every route registered after it that declares `config.written`. */
export function recordWrittenRoutes(app: FastifyInstance): void {
  const routes: WrittenRoute[] = [];
  app.decorate('writtenRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.config?.written !== true) return;
    const response = (route.schema?.response ?? {}) as Record<string, ZodType>;
    const answers = Object.entries(response)
      .filter(([status]) => /^2\d\d$/.test(status))
      .map(([status, schema]) => ({ status: Number(status), schema }));
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, answers });
    }
  });
}
