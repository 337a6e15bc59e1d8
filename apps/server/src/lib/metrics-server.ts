import { createServer, type Server } from 'node:http';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

/** The metrics port of `config`, when METRICS_PORT is set; the caller closes it on shutdown. */
export const serveConfiguredMetrics = (
  metrics: Metrics,
  config: Pick<Config, 'METRICS_PORT' | 'METRICS_HOST'>,
): Promise<Server | undefined> =>
  config.METRICS_PORT === undefined
    ? Promise.resolve(undefined)
    : serveMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST);

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), apart from the app's: the server and the
 * worker each serve their own figures there, on an address the public does not reach.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  server.unref();
  return server;
}
