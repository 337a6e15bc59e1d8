import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@loadboard/contracts';
import type { FastifyInstance } from 'fastify';

const SIGN_IN_PAGE = 'login.html';

/**
 * Serves the built single-page app from `/`, answering index.html for every client-side route but
 * /login, which gets login.html when the build drew the sign-in screen into it (apps/web/build/prerender.ts).
 * Unknown `/api/...` paths get the JSON 404 instead. `distDir` null (or not built) serves the API only.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null) {
  const hasWebApp = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (distDir && hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes a .br and a .gz beside every text file (apps/web/build/precompress.ts): a
      // browser that accepts them gets the smaller one, with no compressing per request.
      preCompressed: true,
      // Hashed assets never change; index.html must always be fresh.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    if (existsSync(path.join(distDir, SIGN_IN_PAGE))) {
      app.get('/login', (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile(SIGN_IN_PAGE),
      );
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWebApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ status: 'error', message: MESSAGES.notFound, code: 'NOT_FOUND' });
  });
}
