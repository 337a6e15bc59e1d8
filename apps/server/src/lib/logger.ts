import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { destination, type LevelWithSilent, type LoggerOptions, levels, stdSerializers, symbols } from 'pino';

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

/**
 * Fields logged objects must not show, by name, at any depth, should a body, headers or a user row
 * be logged: passwords and their hashes, tokens, secrets, API keys, `authorization`, cookies.
 */
const SECRET_NAME = /password|token|secret|authorization|cookie|api[-_]?key/i;

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

/**
 * Every secret path above and every secret parameter name holds one of these words, or an escape
 * (`%`) that could spell one: a URL without any is logged as it is, with no decoding or splitting
 * (most request lines, at a few microseconds each).
 */
const MAY_HOLD_SECRET = /%|password|stream|token|secret/i;

/** The URL with its secrets replaced by `[redacted]`: the whole query of a secret path, else secret parameters. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1 || !MAY_HOLD_SECRET.test(url)) return url;
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

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The logged object with every secret field's value `[redacted]`, however deep, through plain objects
 * and arrays (an error is left to its serializer). Pino's own `redact` paths would do it for named
 * depths only, and at a cost on every field of every line (a request line's cost doubled).
 */
function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  if (!isPlain(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_NAME.test(key) ? '[redacted]' : redactSecrets(item, depth + 1);
  }
  return copy;
}

/**
 * Lines built here of fields that hold no secret (a request's method, route, redacted URL, status
 * and time): the redaction pass is skipped for them, as it cost about a sixth of such a line.
 */
const builtWithoutSecrets = new WeakSet<object>();

/** The options of every logger of ours (the server's, the worker's): its level and the rules above. */
export function loggerOptions(level: LevelWithSilent): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    formatters: {
      log: (object) =>
        builtWithoutSecrets.has(object) ? object : (redactSecrets(object) as Record<string, unknown>),
    },
  };
}

/** Log lines are gathered to about this many bytes (some eighty request lines) per write. */
const LOG_WRITE_BYTES = 16384;
/** The longest a gathered line waits for its write, on a quiet server. */
const LOG_FLUSH_MS = 200;

/**
 * A request's line as it is taken on the request: pino's parts of it and its fields, made into text
 * later, with others (`formatRequestLine`).
 */
interface QueuedLine extends RequestLine {
  /** The level's prefix, the time and the request logger's bindings, as pino writes them. */
  level: string;
  time: string;
  bindings: string;
  /** The message key and the line's end. */
  message: string;
  end: string;
}

/** Our destination: SonicBoom, plus a line taken now and written with the next few. */
type Destination = ReturnType<typeof destination> & { queueRequestLine?: (line: QueuedLine) => void };

/** Request lines taken before they are made into text together. */
const QUEUED_LINES = 64;

/**
 * Where the server's lines go (standard output unless told): gathered, a write per 16 KB instead of
 * one per request (a write per line cost up to a tenth of a short call's throughput,
 * bench/RESULTS.md). Each write is made at once, on the thread that logs, as pino's own destination
 * does: handed to a writing thread instead, the lines of a write still under way at exit (pino's
 * `flushSync`) were written after the later ones, and measured no cheaper (bench/RESULTS.md). What
 * is still gathered is written at most LOG_FLUSH_MS later, and when the process exits.
 */
export function logDestination(dest: string | number = 1): Destination {
  const stream = gatheringLines(destination({ dest, sync: true, contentMode: 'buffer' }));
  const flushing = setInterval(() => stream.flush(), LOG_FLUSH_MS);
  flushing.unref();
  stream.once('close', () => clearInterval(flushing));
  return stream;
}

/** The most bytes a line of `length` UTF-16 units can take in UTF-8. */
const mostBytes = (length: number) => length * 3;

/**
 * The stream (SonicBoom writing bytes) with each line encoded as it comes into a buffer of
 * LOG_WRITE_BYTES, handed over whole when the next line might not fit: the line's string dies young,
 * where it was made. Kept as strings until their write instead (an array of lines, joined), which
 * the young generation's collections had to copy, logging cost the profile call about two points
 * more of its throughput (bench/RESULTS.md); SonicBoom's own gathering (`minLength`) measures all it
 * holds on every line.
 *
 * A request's line is taken as its fields (`queueRequestLine`) and made into text with the next
 * QUEUED_LINES - 1 in one go: made on each request, its few microseconds of code ran cold among the
 * request's own and cost several times what they cost in a loop (bench/RESULTS.md). Any other line
 * has those queued before it first, so the file keeps the order the lines were logged in. Whatever
 * flushes or ends the stream (the interval above, pino's handler at exit, a caller's `flushSync`)
 * writes the queued lines and hands the buffer over first, so no line is lost.
 */
function gatheringLines(stream: Destination): Destination {
  // SonicBoom in buffer mode takes bytes, though its type says text.
  const write = stream.write.bind(stream) as unknown as (bytes: Buffer) => boolean;
  const { flush, flushSync, end } = stream;
  let buffer = Buffer.allocUnsafe(LOG_WRITE_BYTES);
  let used = 0;
  const handOver = () => {
    if (used === 0) return;
    // SonicBoom may keep what it is handed (a write to retry): the next lines go into a new buffer.
    write(buffer.subarray(0, used));
    buffer = Buffer.allocUnsafe(LOG_WRITE_BYTES);
    used = 0;
  };
  const gather = (line: string) => {
    if (used + mostBytes(line.length) > LOG_WRITE_BYTES) {
      handOver();
      if (mostBytes(line.length) > LOG_WRITE_BYTES) return write(Buffer.from(line));
    }
    used += buffer.write(line, used);
    return true;
  };
  const queued: QueuedLine[] = [];
  const writeQueued = () => {
    for (const line of queued) gather(formatRequestLine(line));
    queued.length = 0;
  };
  stream.queueRequestLine = (line) => {
    if (queued.push(line) >= QUEUED_LINES) writeQueued();
  };
  stream.write = (line: string) => {
    writeQueued();
    return gather(line);
  };
  stream.flush = (callback) => {
    writeQueued();
    handOver();
    flush.call(stream, callback);
  };
  stream.flushSync = () => {
    writeQueued();
    handOver();
    flushSync.call(stream);
  };
  stream.end = () => {
    writeQueued();
    handOver();
    end.call(stream);
  };
  return stream;
}

/** Response bodies kept for the request's log line, at debug only. */
const responseBodies = new WeakMap<FastifyRequest, unknown>();

/** A response body as its line shows it: JSON parsed, so that its secret fields are redacted. */
function loggedPayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload == null ? payload : '[not logged: binary or stream]';
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/** What a request's line says at info. */
export interface RequestLine {
  method: string;
  /** The route's pattern; none when no route matched (a 404). */
  route: string | undefined;
  url: string;
  status: number;
  responseTime: number;
}

/** A pino logger's own parts that make its lines (pino exports these symbols for such uses). */
type PinoParts = Record<symbol, unknown> & {
  [symbols.lsCacheSym]: Record<number, string>;
  [symbols.timeSym]: () => string;
  [symbols.chindingsSym]: string;
  [symbols.messageKeySym]: string;
  [symbols.endSym]: string;
  [symbols.streamSym]:
    | {
        write(line: string): unknown;
        queueRequestLine?: Destination['queueRequestLine'];
        [symbols.needsMetadataGsym]?: boolean;
      }
    | undefined;
};

const INFO = levels.values.info as number;

/** A request's line as pino's `info(line, 'request')` writes it. */
function formatRequestLine(line: QueuedLine): string {
  const route = line.route === undefined ? '' : `,"route":${JSON.stringify(line.route)}`;
  return `${line.level}${line.time}${line.bindings},"method":${JSON.stringify(line.method)}${route},"url":${JSON.stringify(line.url)},"status":${line.status},"responseTime":${line.responseTime},${JSON.stringify(line.message)}:"request"${line.end}`;
}

/**
 * Writes `line` as pino's `info(line, 'request')` would, the same text (logger.test.ts compares
 * them), from the logger's own level prefix, time, bindings and ending: pino's general pass over a
 * logged object (its serializers, the formatter, a stringifier per key) was half of the line's cost,
 * and this line's fields are known and hold no secret. To our destination (`logDestination`) the
 * line goes as its parts, made into text with the next ones. False when `logger` is not pino
 * writing to a plain stream: the caller logs the line the usual way then.
 */
export function writeRequestLine(logger: FastifyBaseLogger, line: RequestLine): boolean {
  const pino = logger as unknown as PinoParts;
  const stream = pino[symbols.streamSym];
  if (stream === undefined || stream[symbols.needsMetadataGsym] === true) return false;
  // Written out, not spread: one shape for every queued line.
  const queued: QueuedLine = {
    method: line.method,
    route: line.route,
    url: line.url,
    status: line.status,
    responseTime: line.responseTime,
    level: pino[symbols.lsCacheSym][INFO] as string,
    time: pino[symbols.timeSym](),
    bindings: pino[symbols.chindingsSym],
    message: pino[symbols.messageKeySym],
    end: pino[symbols.endSym],
  };
  if (stream.queueRequestLine) stream.queueRequestLine(queued);
  else stream.write(formatRequestLine(queued));
  return true;
}

/**
 * A request's one line: method, route pattern, url (secrets redacted), status and milliseconds; with
 * `bodies` (debug) also the headers and both bodies, their secrets redacted by the logger.
 */
export function logRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  bodies = false,
  error?: Error | null,
): void {
  const fields: RequestLine = {
    method: request.method,
    route: request.routeOptions.url,
    url: redactUrl(request.url),
    status: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  };
  if (!bodies && !error && writeRequestLine(reply.log, fields)) return;
  const line: Record<string, unknown> = { ...fields };
  if (bodies) {
    line.headers = request.headers;
    line.requestBody = request.body;
    line.responseBody = responseBodies.get(request);
  } else builtWithoutSecrets.add(line);
  if (error) reply.log.error({ ...line, err: error }, 'request errored');
  else reply.log.info(line, 'request');
}

/** Levels at which every request gets its line. */
const writesLines = (level: string) => level === 'info' || level === 'debug' || level === 'trace';

/**
 * Fastify's request lines cut to one per request, written when the answer has been sent (`logRequest`;
 * at debug with bodies). Fastify's default writes two lines with whole request and response
 * objects, which costs throughput. A hijacked reply (the event stream) is logged here when it
 * finishes, or by its owner when the client goes away first (no `finish` then).
 */
export class RequestLog extends LogController {
  /** Below info (warn, error, fatal, silent) only failed responses are written. */
  private readonly lines: boolean;
  private readonly withBodies: boolean;

  constructor(level: LevelWithSilent) {
    super();
    this.lines = writesLines(level);
    this.withBodies = level === 'debug' || level === 'trace';
  }

  /** At debug, keeps each response body for its request's line; at other levels adds no hook. */
  keepResponseBodies(app: FastifyInstance): void {
    if (!this.withBodies) return;
    app.addHook('onSend', async (request, _reply, payload) => {
      responseBodies.set(request, loggedPayload(payload));
      return payload;
    });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // The request's logger is asked too: its level can be lowered while the server runs.
    if (error || (this.lines && writesLines(reply.log.level)))
      logRequest(request, reply, this.withBodies, error);
  }
}
