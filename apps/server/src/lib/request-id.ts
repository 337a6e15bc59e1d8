import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A proxy's request id worth keeping: short, and nothing a log line or a header could be bent by. */
const PROXY_ID = /^[\w.:-]{8,128}$/;

/**
 * The id of a request, in its log lines, its jobs' lines and its answer's X-Request-Id: the one the
 * proxy in front gave it (nginx's `$request_id`, HAProxy's `unique-id-format`), else a new UUID.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PROXY_ID.test(given) ? given : randomUUID();
}
