import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';
import { sameText } from '../lib/signed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's figures for `GET /metrics`. */
    metrics: Metrics;
  }
}

/**
 * Times every answer by route and status, watches the admission line and the database pool, and
 * with a token serves `GET /metrics` on the app's port to whoever sends it as a Bearer token (else
 * the path is the web app's, as any other unknown path).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  const { admission, database } = app;
  metrics.watch({
    admission: () => ({ working: admission.busy, waiting: admission.waiting, refused: admission.refused }),
    pool: database.poolUse?.bind(database),
  });
  if (token === undefined) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, given = ''] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !sameText(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
    }
    const { contentType, text } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
