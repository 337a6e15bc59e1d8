import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { writeJson } from './json-text.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes whose answers the database writes (`answersWritten`), as `recordWrittenRoutes` found them. */
    writtenRoutes: readonly WrittenRoute[];
  }
}

/** Marks a handler made by `answersWritten`, so the app knows which routes send written JSON. */
const SENDS_WRITTEN = Symbol('sends JSON the database wrote');

/**
 * A route's handler whose answer (the route's own answer type, with parts of it as the database
 * wrote them: `Written`) is sent as it is, with the status the handler set (200 unless it set
 * another). The serializer the route's response schema compiles is left out: the written parts
 * follow the contract by their SQL, which written-answers.test.ts holds to the route's contract,
 * and the rest is the handler's own small object (an envelope, a pagination block).
 */
export function answersWritten<Request, Reply extends FastifyReply>(
  handler: (request: Request, reply: Reply) => Promise<object>,
): (request: Request, reply: Reply) => Promise<void> {
  const send = async (request: Request, reply: Reply) => {
    const answer = await handler(request, reply);
    reply.type('application/json; charset=utf-8').send(writeJson(answer));
  };
  return Object.assign(send, { [SENDS_WRITTEN]: true });
}

/** A route that sends written JSON, and the contract of each answer it sends with a 2xx status. */
export interface WrittenRoute {
  method: string;
  url: string;
  answers: { status: number; schema: ZodType }[];
}

/**
 * Keeps in `app.writtenRoutes` every route registered after it whose handler is made by
 * `answersWritten`, so a test can hold each one's answer to its contract without a list kept by hand.
 */
export function recordWrittenRoutes(app: FastifyInstance): void {
  const routes: WrittenRoute[] = [];
  app.decorate('writtenRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!(SENDS_WRITTEN in route.handler)) return;
    const response = (route.schema?.response ?? {}) as Record<string, ZodType>;
    const answers = Object.entries(response)
      .filter(([status]) => /^2\d\d$/.test(status))
      .map(([status, schema]) => ({ status: Number(status), schema }));
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, answers });
    }
  });
}
