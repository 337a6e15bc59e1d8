import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, accounts, newRegistration } from '../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../test/harness.ts';
import { freightBody, truckBody } from './modules/loads/test-fixtures.ts';
import { makeRequest } from './modules/requests/test-fixtures.ts';

/**
 * Bad input is a 4xx with a sentence a person understands, never a 5xx: a NUL character in any text
 * field or filter (PostgreSQL cannot store one), half a surrogate pair (no character at all), a date
 * that does not exist (the year 0000, February 30th), a multipart upload cut off in the middle, an
 * id past the database's integers. One table over the routes that take text or dates.
 */
let t: TestApp;
let who: Awaited<ReturnType<typeof accounts>>;
let loadId = 0;
let requestId = 0;

beforeAll(async () => {
  t = await startTestApp();
  who = await accounts(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/loads',
    headers: who.broker.headers,
    payload: freightBody(),
  });
  expectStatus(res, 201);
  loadId = res.json().data.id;
  requestId = await makeRequest(t, loadId, who.rfp);
});
afterAll(() => t.close());

const NUL = '\u0000';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  as?: () => Account;
  body?: () => unknown;
  /** The sentence the answer gives. */
  sentence: string;
}

const nulText = (label: string) => `${label} must not contain a null character (\\0)`;

const LONE = '\ud800';
const brokenText = (label: string) => `${label} contains a broken character; please type it again`;

const cases: Case[] = [
  {
    name: 'a lone surrogate in a registration name',
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => newRegistration({ firstName: `Da${LONE}na` }),
    sentence: brokenText('First name'),
  },
  {
    name: 'a lone surrogate in a password',
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => newRegistration({ password: `Correct-Horse-9${LONE}` }),
    sentence: brokenText('Password'),
  },
  {
    name: "a lone surrogate in a post's notes",
    method: 'POST',
    url: () => '/api/loads',
    as: () => who.broker,
    body: () => freightBody({ notes: `Dock\udfff door` }),
    sentence: brokenText('Notes'),
  },
  {
    name: "a lone surrogate in a truck's make (stored as JSON)",
    method: 'POST',
    url: () => '/api/loads',
    as: () => who.rfd,
    body: () => truckBody({ equipmentDetails: { year: 2020, make: `Vol${LONE}`, model: 'VNL' } }),
    sentence: brokenText('Make'),
  },
  {
    name: "a lone surrogate in a request's message",
    method: 'POST',
    url: () => `/api/loads/${loadId}/request`,
    as: () => who.rfp,
    body: () => ({ proposedRate: 1000, message: `Hi ${LONE}` }),
    sentence: brokenText('Message'),
  },
  {
    name: 'a NUL in a registration name',
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => newRegistration({ firstName: `Da${NUL}na` }),
    sentence: nulText('First name'),
  },
  {
    name: 'a NUL in a company name',
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => newRegistration({ companyName: `Blue${NUL}` }),
    sentence: nulText('Company name'),
  },
  {
    name: 'a NUL in a registration website',
    method: 'POST',
    url: () => '/api/auth/register',
    body: () => newRegistration({ website: `https://blue${NUL}ridge.example.com` }),
    sentence: 'Website must be a valid URL (starting with http:// or https://)',
  },
  {
    name: 'a NUL in a sign-in email',
    method: 'POST',
    url: () => '/api/auth/login',
    body: () => ({ email: `dana${NUL}@example.com`, password: 'Correct-Horse-9' }),
    sentence: 'Email must be a valid email address',
  },
  {
    name: "a NUL in a post's notes",
    method: 'POST',
    url: () => '/api/loads',
    as: () => who.broker,
    body: () => freightBody({ notes: `Dock${NUL}door` }),
    sentence: nulText('Notes'),
  },
  {
    name: "a NUL in a truck's make (stored as JSON)",
    method: 'POST',
    url: () => '/api/loads',
    as: () => who.rfd,
    body: () => truckBody({ equipmentDetails: { year: 2020, make: `Vol${NUL}vo`, model: 'VNL' } }),
    sentence: nulText('Make'),
  },
  {
    name: 'a NUL in an edit',
    method: 'PUT',
    url: () => `/api/loads/${loadId}`,
    as: () => who.broker,
    body: () => freightBody({ jobNumber: `J${NUL}1` }),
    sentence: nulText('Job number'),
  },
  {
    name: "a NUL in a request's message",
    method: 'POST',
    url: () => `/api/loads/${loadId}/request`,
    as: () => who.admin,
    body: () => ({ proposedRate: 1000, message: `hi${NUL}` }),
    sentence: nulText('Message'),
  },
  {
    name: "a NUL in a decision's response",
    method: 'PATCH',
    url: () => `/api/requests/${requestId}/status`,
    as: () => who.broker,
    body: () => ({ status: 'REJECTED', responseMessage: `no${NUL}` }),
    sentence: nulText('Response message'),
  },
  ...['/api/loads/all-loads', '/api/loads', '/api/loads/view-loads', '/api/loads/analytics'].flatMap(
    (path): Case[] => [
      {
        name: `a NUL in ${path}'s origin filter`,
        method: 'GET',
        url: () => `${path}?origin=Chi%00cago`,
        as: () => who.rfp,
        sentence: nulText('Origin'),
      },
      {
        name: `the year 0000 in ${path}'s start date`,
        method: 'GET',
        url: () => `${path}?startDate=0000-01-01`,
        as: () => who.rfp,
        sentence: 'Start date must be a real date',
      },
    ],
  ),
  {
    name: "a NUL in search's location",
    method: 'GET',
    url: () => '/api/loads/search?location=Dal%00las',
    as: () => who.rfp,
    sentence: nulText('Location'),
  },
  {
    name: "a NUL in search's equipment",
    method: 'GET',
    url: () => '/api/loads/search?equipmentType=van%00',
    as: () => who.rfp,
    sentence: nulText('Equipment type'),
  },
  ...[
    '/api/loads/search?equipmentType=van%0Areefer',
    '/api/loads/map?north=50&south=25&east=-65&west=-125&zoom=4&equipmentType=van%0Areefer',
  ].map(
    (url): Case => ({
      name: `a line break in ${url.slice(0, url.indexOf('?'))}'s equipment`,
      method: 'GET',
      url: () => url,
      as: () => who.rfp,
      sentence: 'Equipment type must be on one line',
    }),
  ),
  {
    name: "the year 0000 in search's end date",
    method: 'GET',
    url: () => '/api/loads/search?endDate=0000-12-31',
    as: () => who.rfp,
    sentence: 'End date must be a real date',
  },
  {
    name: 'the year 0000 in a pickup date',
    method: 'POST',
    url: () => '/api/loads',
    as: () => who.broker,
    body: () => freightBody({ pickupDate: '0000-03-01', deliveryDate: '0000-03-02' }),
    sentence: 'Pickup date must be a real date',
  },
  {
    name: 'February 30th in a delivery date',
    method: 'POST',
    url: () => '/api/loads',
    as: () => who.broker,
    body: () => freightBody({ deliveryDate: '2031-02-30' }),
    sentence: 'Delivery date must be a real date',
  },
  {
    name: "the year 0000 in a truck's available date",
    method: 'POST',
    url: () => '/api/loads',
    as: () => who.rfd,
    body: () => truckBody({ availableDate: '0000-01-01' }),
    sentence: 'Available date must be a real date',
  },
];

describe.each(cases)('$name', ({ method, url, as, body, sentence }) => {
  it(`answers 422: '${sentence}'`, async () => {
    const res = await t.app.inject({
      method,
      url: url(),
      headers: as?.().headers ?? {},
      ...(body ? { payload: body() as object } : {}),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toContain(sentence);
  });
});

/** A multipart upload of `csv` as the browser sends it; `cut` drops that many bytes from its end. */
function upload(csv: string, cut = 0) {
  const boundary = '----loadboardbadinput';
  const whole = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="loads.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/loads/import',
    headers: { ...who.broker.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: whole.subarray(0, whole.length - cut),
  });
}

const header = 'pickupZip,deliveryZip,pickupDate,deliveryDate,balance,rate,notes';

describe('POST /api/loads/import', () => {
  it('answers a body cut off in the middle of the file with 400 and a sentence', async () => {
    const res = await upload(`${header}\n60601,75201,2031-03-01,2031-03-03,100,900,ok\n`, 40);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('The upload was cut off before it ended. Please try again.');
  });

  it('refuses a file with a NUL in a cell as not a CSV file (422)', async () => {
    const res = await upload(`${header}\n60601,75201,2031-03-01,2031-03-03,100,900,bad${NUL}note\n`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual(['Only .csv files can be imported']);
  });

  it('names the row of an impossible date (422)', async () => {
    const res = await upload(`${header}\n60601,75201,0000-03-01,2031-03-03,100,900,ok\n`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.join(' ')).toContain('Pickup date must be a real date');
  });
});

describe('ids in the path', () => {
  /** A body each route with an id and a body takes, so that only its id can be wrong. */
  const BODIES: Record<string, () => object> = {
    'PUT /api/loads/:id': () => freightBody(),
    'PATCH /api/admin/loads/:id/status': () => ({ status: 'ACTIVE' }),
    'POST /api/loads/:id/request': () => ({ proposedRate: 1000, message: 'Interested.' }),
    'PATCH /api/requests/:id/status': () => ({ status: 'ACCEPTED' }),
    'POST /api/requests/:id/counter': () => ({ rate: 1000 }),
    'PATCH /api/admin/users/:id/status': () => ({ status: 'active' }),
    'POST /api/loads/:id/report': () => ({ reason: 'OTHER' }),
    'PATCH /api/admin/reports/:id': () => ({ action: 'dismiss' }),
  };
  const ID_PARAM = /:(?!jobId\b)[A-Za-z]*[iI]d\b/g;
  /** Routes that answer a malformed id as bad input naming it (400), not as an unknown row. */
  const MALFORMED_ID_IS_400 = new Set(['GET /api/companies/:userId']);

  /** Every route with a numeric id in its path, walked from the app's own list. */
  const withIds = () =>
    t.app.apiRoutes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && new RegExp(ID_PARAM.source).test(route.url))
        .map((method) => ({ name: `${method} ${route.url}`, method: method as 'GET', url: route.url })),
    );

  it.each(['2147483648', '99999999999999999999', '0', '-1', '1e3', '1.5', 'abc'])(
    'answers id %s as an unknown id (404) on every route that takes one, or as bad input where so declared',
    async (id) => {
      const routes = withIds();
      expect(routes.map((route) => route.name)).toContain('GET /api/users/:id/photo');
      for (const route of routes) {
        const as = route.name === 'POST /api/loads/:id/request' ? who.rfp : who.admin;
        const res = await t.app.inject({
          method: route.method,
          url: route.url.replace(ID_PARAM, id),
          headers: as.headers,
          ...(BODIES[route.name] ? { payload: BODIES[route.name]?.() } : {}),
        });
        expect(res.statusCode, `${route.name}: ${res.body}`).toBe(
          MALFORMED_ID_IS_400.has(route.name) ? 400 : 404,
        );
      }
    },
  );
});
