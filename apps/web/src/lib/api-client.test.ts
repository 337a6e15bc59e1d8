// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@loadboard/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';
import { registerNavigator } from './navigation.ts';
import { getSession, getToken, signIn, signOut } from './session.ts';

/*
 * The transport and status catalogue of spec 8, against a real HTTP server on loopback.
 * /api/status/<code>?message=...&code=...&errors=a|b&fields={json} answers that status with an error body.
 */

const user = { id: 1, email: 'dana@example.com', firstName: 'Dana', userType: 'BROKER', loadBoardUrls: [] };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = await readBody(request);
    if (url.pathname === '/api/echo') {
      return json(response, 200, {
        status: 'success',
        data: {
          method: request.method,
          authorization: request.headers.authorization ?? null,
          contentType: request.headers['content-type'] ?? null,
          query: url.search,
          body,
        },
        message: 'Echoed',
      });
    }
    if (url.pathname === '/api/hang') return; // never answers
    if (url.pathname === '/api/empty') {
      response.writeHead(204);
      return response.end();
    }
    if (url.pathname === '/api/html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!doctype html><p>not the API</p>');
    }
    if (url.pathname === '/api/proxy-error') {
      response.writeHead(502, { 'content-type': 'text/html' });
      return response.end('<h1>502 Bad Gateway</h1>');
    }
    if (url.pathname === '/api/sample') {
      response.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="sample-loads.csv"',
      });
      return response.end('pickupZip,deliveryZip\n60601,30301\n');
    }
    if (url.pathname === '/api/busy') {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
      return response.end(
        JSON.stringify({ status: 'error', message: MESSAGES.serverBusy, code: 'SERVER_BUSY' }),
      );
    }
    const status = /^\/api\/status\/(\d{3})$/.exec(url.pathname);
    if (status?.[1]) {
      const message = url.searchParams.get('message');
      const code = url.searchParams.get('code');
      const errors = url.searchParams.get('errors');
      const fields = url.searchParams.get('fields');
      return json(response, Number(status[1]), {
        status: 'error',
        ...(message ? { message } : {}),
        ...(code ? { code } : {}),
        ...(errors ? { errors: errors.split('|') } : {}),
        ...(fields ? { fields: JSON.parse(fields) } : {}),
      });
    }
    json(response, 404, { status: 'error', message: 'No such test route', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let currentPath = '/dashboard';
let navigations: string[] = [];
let unregister: () => void = () => {};

beforeEach(() => {
  currentPath = '/dashboard';
  navigations = [];
  unregister = registerNavigator({
    navigate: (to) => {
      navigations.push(to);
      currentPath = to;
    },
    pathname: () => currentPath,
  });
  signIn({ token: 'token-123', user }, false);
});

afterEach(() => {
  unregister();
  signOut();
});

/** The ApiError a call rejects with. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('The call succeeded');
}

describe('requests', () => {
  it('sends the stored token as a bearer header and returns the envelope', async () => {
    const api = createApiClient({ baseUrl });
    const body = await api.get<{ authorization: string }>('/echo');
    expect(body.status).toBe('success');
    expect(body.message).toBe('Echoed');
    expect(body.data.authorization).toBe('Bearer token-123');
  });

  it('sends no authorization header without a token', async () => {
    signOut();
    const api = createApiClient({ baseUrl });
    const { data } = await api.get<{ authorization: string | null }>('/echo');
    expect(data.authorization).toBeNull();
  });

  it('sends JSON bodies and query parameters (null and undefined left out, arrays repeated)', async () => {
    const api = createApiClient({ baseUrl });
    const { data } = await api.post<{ method: string; contentType: string; body: string; query: string }>(
      '/echo',
      { email: 'a@b.co', rememberMe: true },
      { query: { page: 2, type: ['RFP', 'TRUCK'], origin: undefined, status: null } },
    );
    expect(data.method).toBe('POST');
    expect(data.contentType).toBe('application/json');
    expect(JSON.parse(data.body)).toEqual({ email: 'a@b.co', rememberMe: true });
    expect(data.query).toBe('?page=2&type=RFP&type=TRUCK');
  });

  it('sends FormData as multipart', async () => {
    const api = createApiClient({ baseUrl });
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'loads.csv');
    const { data } = await api.post<{ contentType: string; body: string }>('/echo', form);
    expect(data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(data.body).toContain('filename="loads.csv"');
  });

  it('downloads a file as a blob with its name', async () => {
    const api = createApiClient({ baseUrl });
    const { blob, filename } = await api.download('/sample');
    expect(filename).toBe('sample-loads.csv');
    expect(await blob.text()).toBe('pickupZip,deliveryZip\n60601,30301\n');
  });

  it('answers a 204 with no data', async () => {
    const api = createApiClient({ baseUrl });
    await expect(api.delete('/empty')).resolves.toEqual({ status: 'success', data: undefined });
  });
});

describe('status catalogue', () => {
  const api = () => createApiClient({ baseUrl });

  it('401: the catalogue message, the token removed, and /login', async () => {
    const error = await failure(api().get('/status/401?message=Invalid%20email%20or%20password'));
    expect(error.message).toBe(MESSAGES.unauthorized);
    expect(error.message).toBe('Unauthorized access. Please login again.');
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Invalid email or password');
    expect(getToken()).toBeNull();
    expect(getSession().user).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('401 on /login stays there', async () => {
    currentPath = '/login';
    const error = await failure(api().post('/status/401', { email: 'x@y.z' }));
    expect(error.message).toBe(MESSAGES.unauthorized);
    expect(getToken()).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('403 ACCOUNT_INACTIVE: the server message, the token removed, and /login', async () => {
    const error = await failure(
      api().get(`/status/403?code=ACCOUNT_INACTIVE&message=${encodeURIComponent(MESSAGES.accountInactive)}`),
    );
    expect(error.message).toBe(MESSAGES.accountInactive);
    expect(getToken()).toBeNull();
    expect(navigations).toEqual(['/login']);
  });

  it('403 SUBSCRIPTION_REQUIRED: the server message and /subscription', async () => {
    const error = await failure(
      api().post('/status/403?code=SUBSCRIPTION_REQUIRED&message=Posting%20needs%20a%20subscription'),
    );
    expect(error.message).toBe('Posting needs a subscription');
    expect(error.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(navigations).toEqual(['/subscription']);
    expect(getToken()).toBe('token-123');
  });

  it("403 SUBSCRIPTION_EXPIRED without a message: 'Subscription required'", async () => {
    const error = await failure(api().post('/status/403?code=SUBSCRIPTION_EXPIRED'));
    expect(error.message).toBe('Subscription required');
    expect(error.code).toBe('SUBSCRIPTION_EXPIRED');
    expect(navigations).toEqual(['/subscription']);
  });

  it('403 subscription codes on /subscription stay there', async () => {
    currentPath = '/subscription';
    await failure(api().post('/status/403?code=SUBSCRIPTION_REQUIRED'));
    expect(navigations).toEqual([]);
  });

  it('other 403: the server message, else the forbidden sentence; no navigation', async () => {
    const withMessage = await failure(api().get('/status/403?code=FORBIDDEN&message=Admins%20only'));
    expect(withMessage.message).toBe('Admins only');
    expect(withMessage.code).toBe('FORBIDDEN');
    const without = await failure(api().get('/status/403'));
    expect(without.message).toBe("Access forbidden. You don't have permission for this action.");
    expect(navigations).toEqual([]);
    expect(getToken()).toBe('token-123');
  });

  it("404: 'Resource not found.' whatever the server says (its message is kept apart)", async () => {
    const error = await failure(api().get('/status/404?message=Load%20not%20found&code=NOT_FOUND'));
    expect(error.message).toBe('Resource not found.');
    expect(error.serverMessage).toBe('Load not found');
    expect(error.code).toBe('NOT_FOUND');
  });

  it('422: the server message and its errors, else the validation sentence', async () => {
    const withMessage = await failure(
      api().post(
        '/status/422?message=Check%20the%20form&code=VALIDATION&errors=Phone%20is%20required|Email%20is%20required',
      ),
    );
    expect(withMessage.message).toBe('Check the form');
    expect(withMessage.errors).toEqual(['Phone is required', 'Email is required']);
    expect(withMessage.code).toBe('VALIDATION');
    const without = await failure(api().post('/status/422'));
    expect(without.message).toBe('Validation error occurred.');
    expect(without.errors).toBeUndefined();
    expect(without.fields).toBeUndefined();
  });

  it('422: the field of each sentence, when the server names it', async () => {
    const fields = encodeURIComponent(
      JSON.stringify({ phone: 'Phone is required', 'driverInfo.name': 'x', n: 1 }),
    );
    const error = await failure(api().post(`/status/422?errors=Phone%20is%20required&fields=${fields}`));
    expect(error.fields).toEqual({ phone: 'Phone is required', 'driverInfo.name': 'x' });
  });

  it('500: the server message, else the server sentence', async () => {
    expect((await failure(api().get('/status/500?message=Database%20down'))).message).toBe('Database down');
    expect((await failure(api().get('/status/500'))).message).toBe('Server error. Please try again later.');
  });

  it('other statuses (418, 409 with errors): the server message, else the generic sentence', async () => {
    expect((await failure(api().get('/status/418?message=I%20am%20a%20teapot'))).message).toBe(
      'I am a teapot',
    );
    const teapot = await failure(api().get('/status/418'));
    expect(teapot.message).toBe('Something went wrong.');
    expect(teapot.status).toBe(418);
    const conflict = await failure(
      api().post('/status/409?code=CONFLICT&message=Duplicate&errors=This%20username%20is%20already%20taken'),
    );
    expect(conflict.message).toBe('Duplicate');
    expect(conflict.code).toBe('CONFLICT');
    expect(conflict.errors).toEqual(['This username is already taken']);
  });

  it('503 SERVER_BUSY: the server sentence, and when to try again from Retry-After', async () => {
    const busy = await failure(api().get('/busy'));
    expect([busy.status, busy.code, busy.message, busy.retryAfterMs]).toEqual([
      503,
      'SERVER_BUSY',
      MESSAGES.serverBusy,
      2000,
    ]);
    expect((await failure(api().get('/status/500'))).retryAfterMs).toBeUndefined();
  });

  it('an error body that is not JSON (a proxy page) still maps by status', async () => {
    const error = await failure(api().get('/proxy-error'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Something went wrong.');
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('transport failures', () => {
  it('connection refused: the network sentence', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` }).get('/echo'));
    expect(error.message).toBe(
      'Unable to connect to the server. Please check your connection or try again later.',
    );
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
  });

  it('a server that never answers: the no-response sentence after the time-out', async () => {
    const started = Date.now();
    const error = await failure(
      createApiClient({ baseUrl, timeoutMs: 5_000 }).get('/hang', { timeoutMs: 200 }),
    );
    expect(error.message).toBe('No response from server. Please try again.');
    expect(error.kind).toBe('no-response');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('a body that cannot be serialised: the setup sentence, nothing sent', async () => {
    const error = await failure(createApiClient({ baseUrl }).post('/echo', { amount: 10n }));
    expect(error.message).toBe('Failed to setup request');
    expect(error.kind).toBe('setup');
  });

  it('a header that cannot be sent: the setup sentence', async () => {
    const error = await failure(createApiClient({ baseUrl }).get('/echo', { headers: { 'X-Bad': 'a\nb' } }));
    expect(error.message).toBe('Failed to setup request');
  });

  it('a success answer that is not JSON: the unexpected sentence', async () => {
    const error = await failure(createApiClient({ baseUrl }).get('/html'));
    expect(error.message).toBe('An unexpected error occurred');
  });

  it('a request the caller cancels is reported as aborted', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl }).get('/hang', { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(error.message).toBe('An unexpected error occurred');
  });
});
