import { MESSAGES } from '@loadboard/contracts';
import { isCurrentPath, navigateTo } from './navigation.ts';
import { expireSession, getToken } from './session.ts';

/**
 * The only way the web app talks to the API (DESIGN.md). It owns the transport and status catalogue
 * of spec section 8; screens add their own fallback text through `notifyError`.
 */

export const API_BASE = '/api';
/** A request that gets no answer within this time fails with the "No response" message. */
export const DEFAULT_TIMEOUT_MS = 30_000;

const SUBSCRIPTION_CODES = new Set(['SUBSCRIPTION_REQUIRED', 'SUBSCRIPTION_EXPIRED']);

export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** The request never reached a server (offline, refused, DNS). */
  | 'network'
  /** The request was sent but no answer came in time. */
  | 'no-response'
  /** The request could not be built (body serialisation, bad URL or header). */
  | 'setup'
  /** The caller cancelled the request (e.g. React Query on unmount). */
  | 'aborted'
  | 'unexpected';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number | null;
  code?: string | undefined;
  errors?: string[] | undefined;
  fields?: Record<string, string> | undefined;
  serverMessage?: string | undefined;
  retryAfterMs?: number | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no answer came. */
  readonly status: number | null;
  /** The server's `code` field, e.g. SUBSCRIPTION_REQUIRED. */
  readonly code: string | undefined;
  /** The server's `errors` array (one sentence per problem), when sent. */
  readonly errors: string[] | undefined;
  /** On a 422: the sentence of each field that has one, by the field's dotted path in the body. */
  readonly fields: Record<string, string> | undefined;
  /** The server's own `message`, when sent. `message` is the catalogue's sentence. */
  readonly serverMessage: string | undefined;
  /** From Retry-After (a busy server's 503, a rate limit's 429): how long to wait before trying again. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code;
    this.errors = init.errors;
    this.fields = init.fields;
    this.serverMessage = init.serverMessage;
    this.retryAfterMs = init.retryAfterMs;
  }
}

export interface ApiSuccess<T> {
  status: 'success';
  data: T;
  message?: string;
}

export interface DownloadResult {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename: string | null;
}

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Query parameters; null and undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | QueryValue[]>;
  /** A FormData (multipart upload), Blob or URLSearchParams is sent as is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the client's time-out for this call. */
  timeoutMs?: number;
}

export interface ApiClientOptions {
  /** '/api' in the app; tests point it at their own server. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface ErrorBodyFields {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  fields?: unknown;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function buildRequest(
  baseUrl: string,
  path: string,
  options: RequestOptions,
  accept: string,
  signal: AbortSignal,
): Request {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', accept);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      // The browser sets the multipart boundary itself.
      body = options.body;
    } else {
      const json = JSON.stringify(options.body);
      if (json === undefined) throw new TypeError('The request body cannot be sent as JSON');
      body = json;
      headers.set('Content-Type', 'application/json');
    }
  }
  return new Request(buildUrl(baseUrl, path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: body ?? null,
    signal,
  });
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Maps an error status to the catalogue (spec 8) and runs its side effects (401, subscription). */
function httpError(status: number, body: ErrorBodyFields | null, retryAfter: string | null): ApiError {
  const serverMessage = nonEmptyString(body?.message);
  const code = nonEmptyString(body?.code);
  const errors = Array.isArray(body?.errors)
    ? body.errors.filter((entry): entry is string => typeof entry === 'string')
    : undefined;
  const fields = stringRecord(body?.fields);
  let message: string;
  if (status === 401) {
    message = MESSAGES.unauthorized;
    expireSession();
    if (!isCurrentPath('/login')) navigateTo('/login');
  } else if (status === 403 && code === 'ACCOUNT_INACTIVE') {
    // A blocked account can do nothing with its token (decisions.md): signed out, told why.
    message = serverMessage ?? MESSAGES.accountInactive;
    expireSession();
    if (!isCurrentPath('/login')) navigateTo('/login');
  } else if (status === 403 && code && SUBSCRIPTION_CODES.has(code)) {
    message = serverMessage ?? MESSAGES.subscriptionRequired;
    if (!isCurrentPath('/subscription')) navigateTo('/subscription');
  } else if (status === 403) {
    message = serverMessage ?? MESSAGES.forbidden;
  } else if (status === 404) {
    message = MESSAGES.notFound;
  } else if (status === 422) {
    message = serverMessage ?? MESSAGES.validation;
  } else if (status === 500) {
    message = serverMessage ?? MESSAGES.server;
  } else {
    message = serverMessage ?? MESSAGES.other;
  }
  return new ApiError(message, {
    kind: 'http',
    status,
    code,
    errors,
    fields,
    serverMessage,
    retryAfterMs: retryAfterMsOf(retryAfter),
  });
}

/** Retry-After in seconds (the form this API sends) as milliseconds; anything else is ignored. */
function retryAfterMsOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall back to the plain form
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2]?.trim() ?? null;
}

export function createApiClient({
  baseUrl = API_BASE,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ApiClientOptions = {}) {
  async function send<T>(path: string, options: RequestOptions, expect: 'json' | 'blob'): Promise<T> {
    const controller = new AbortController();
    let request: Request;
    try {
      request = buildRequest(
        baseUrl,
        path,
        options,
        expect === 'json' ? 'application/json' : '*/*',
        controller.signal,
      );
    } catch (cause) {
      throw new ApiError(MESSAGES.setup, { kind: 'setup', cause });
    }

    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? timeoutMs);
    const callerSignal = options.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    /** A failure with no HTTP answer (or an answer cut short) mapped to the catalogue. */
    const transportError = (cause: unknown): ApiError => {
      if (cause instanceof ApiError) return cause;
      if (timedOut) return new ApiError(MESSAGES.noResponse, { kind: 'no-response', cause });
      if (callerSignal?.aborted) return new ApiError(MESSAGES.unexpected, { kind: 'aborted', cause });
      if (isOffline() || cause instanceof TypeError) {
        return new ApiError(MESSAGES.network, { kind: 'network', cause });
      }
      return new ApiError(MESSAGES.unexpected, { kind: 'unexpected', cause });
    };

    try {
      let response: Response;
      try {
        response = await fetch(request);
      } catch (cause) {
        throw transportError(cause);
      }
      try {
        if (!response.ok) {
          const text = await response.text();
          throw httpError(
            response.status,
            parseJson(text) as ErrorBodyFields | null,
            response.headers.get('Retry-After'),
          );
        }
        if (expect === 'blob') {
          const blob = await response.blob();
          return {
            blob,
            filename: filenameFrom(response.headers.get('Content-Disposition')),
          } satisfies DownloadResult as T;
        }
        const text = response.status === 204 ? '' : await response.text();
        if (text.trim() === '') return { status: 'success', data: undefined } as T;
        const body = parseJson(text);
        if (!body || typeof body !== 'object') {
          throw new ApiError(MESSAGES.unexpected, { kind: 'unexpected', status: response.status });
        }
        return body as T;
      } catch (cause) {
        throw transportError(cause);
      }
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const request = <T>(path: string, options: RequestOptions = {}) =>
    send<ApiSuccess<T>>(path, options, 'json');
  type Options = Omit<RequestOptions, 'method' | 'body'>;

  return {
    request,
    get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
    /** A file answer (e.g. the sample CSV). */
    download: (path: string, options?: RequestOptions) =>
      send<DownloadResult>(path, { method: 'GET', ...options }, 'blob'),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client, on '/api'. */
export const api: ApiClient = createApiClient();

/** Offers a downloaded file to the user. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
