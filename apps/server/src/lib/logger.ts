import type { FastifyRequest } from 'fastify';
import { type LevelWithSilent, type LoggerOptions, stdSerializers } from 'pino';

/*
 * Whoever reads the log must not be able to take an account: no token, password, password hash or
 * reset link may reach a log line. The rules live here, for the server's and the worker's logger.
 */

/**
 * Paths whose query string is a secret as a whole: the emailed reset link (`?token=`), and the live
 * stream, which EventSource can only authenticate through `?token=<session token>`.
 */
const SECRET_QUERY_PATHS = new Set(['/reset-password', '/api/notifications/stream']);

/** Query parameters that hold a secret on any path. */
const SECRET_PARAMETER = /^(token|access_token|password|secret)$/i;

/** Fields logged objects must not show, by name, should a body or a user row ever be logged. */
const SECRET_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'confirm_password',
  'passwordHash',
  'password_hash',
  'token',
  'authorization',
  'cookie',
];

/** Error fields that carry a failed statement's parameters or the values of a failing row. */
const PARAMETER_FIELDS = new Set(['params', 'parameters', 'queryOptions', 'detail']);

/**
 * A path as the app's router and the web app's (case-insensitive) router would match it: decoded,
 * lower-cased, without empty or `.` segments, so `/Reset-Password//` is `/reset-password`.
 */
function routeOf(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: match the path as written.
  }
  const segments = decoded
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');
  return `/${segments.join('/')}`;
}

/** The URL with its secrets replaced by `[redacted]`: the whole query of a secret path, else secret parameters. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pathname = url.slice(0, queryStart);
  if (SECRET_QUERY_PATHS.has(routeOf(pathname))) return `${pathname}?[redacted]`;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_PARAMETER.test(decodedName) ? `${name}=[redacted]` : pair;
    });
  return `${pathname}?${query.join('&')}`;
}

/** Fastify's own request fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * A copy of the error (and of its causes) without the parameters of a failed statement. Drizzle
 * also writes them into its message (`Failed query: ...\nparams: ...`), so that is rewritten too.
 */
function withoutParameters(error: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!PARAMETER_FIELDS.has(key)) copy[key] = value;
  }
  const query = (error as { query?: unknown }).query;
  const message =
    'params' in error && typeof query === 'string' && error.message.startsWith('Failed query:')
      ? `Failed query: ${query}`
      : error.message;
  copy.message = message;
  copy.stack = error.stack?.replace(error.message, message);
  if (error.cause instanceof Error && depth < 5) copy.cause = withoutParameters(error.cause, depth + 1);
  return copy;
}

function serializeError(error: unknown) {
  return stdSerializers.err(error instanceof Error ? withoutParameters(error) : (error as Error));
}

/** The options of every logger of ours (the server's, the worker's): its level and the rules above. */
export function loggerOptions(level: LevelWithSilent): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
  };
}
