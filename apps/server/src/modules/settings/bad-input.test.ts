import {
  DEFAULT_SETTINGS,
  GEO_MESSAGES,
  LOAD_BOARD_URLS_MAX,
  ROUTE_ALERTS_MAX,
  SERVICE_AREAS_MAX,
  SETTINGS_MESSAGES,
} from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * Every refused settings change is a 422 with a sentence under the field that caused it, and
 * stores nothing: not the good items of the list, not the other sections of the same save.
 */
let t: TestApp;
let who: Account;
/** What `who` has saved before each refused change; it must still be there after. */
const saved = {
  ...DEFAULT_SETTINGS,
  language: 'es' as const,
  theme: 'DARK' as const,
  loadBoardUrls: ['https://feeds.example.com/kept.csv'],
  serviceAreas: [{ zipCode: '60601', radius: 50, location: 'Chicago, IL' }],
  routeAlerts: [
    {
      originZip: '60601',
      destinationZip: '75201',
      originLocation: 'Chicago, IL',
      destinationLocation: 'Dallas, TX',
    },
  ],
};

beforeAll(async () => {
  t = await startTestApp();
  who = await signUp(t, 'RFD_CARRIER');
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings/general',
    headers: who.headers,
    payload: {
      language: 'es',
      theme: 'DARK',
      loadBoardUrls: saved.loadBoardUrls,
      serviceAreas: [{ zipCode: '60601' }],
      routeAlerts: [{ originZip: '60601', destinationZip: '75201' }],
    },
  });
  expectStatus(res, 200);
});
afterAll(() => t.close());

const NUL = '\u0000';
const area = (zipCode: unknown, radius: unknown = 50) => ({ zipCode, radius });
const lane = (originZip: unknown, destinationZip: unknown) => ({ originZip, destinationZip });
const many = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));
const URL_SENTENCE = 'Each load board URL must be a valid http or https URL';

interface Case {
  name: string;
  method?: 'PATCH' | 'POST';
  url: string;
  body: unknown;
  /** Sentences under their fields; `null` for one about the body as a whole. */
  fields: Record<string, string> | null;
  message: string;
}

const cases: Case[] = [
  {
    name: 'a ZIP that is not 5 digits',
    url: '/service-areas',
    body: { serviceAreas: [area('6060')] },
    fields: { 'serviceAreas.0.zipCode': GEO_MESSAGES.zipFormat },
    message: GEO_MESSAGES.zipFormat,
  },
  {
    name: 'an unknown ZIP, the second of the list',
    url: '/service-areas',
    body: { serviceAreas: [area('10001'), area('00000')] },
    fields: { 'serviceAreas.1.zipCode': 'Unknown ZIP code: 00000' },
    message: 'Unknown ZIP code: 00000',
  },
  {
    name: 'unknown ZIPs in a route alert, through Save All Settings with other changes',
    url: '/general',
    body: {
      language: 'fr',
      loadBoardUrls: [],
      serviceAreas: [area('10001')],
      routeAlerts: [lane('60601', '75201'), lane('00000', '99999')],
    },
    fields: {
      'routeAlerts.1.originZip': 'Unknown ZIP code: 00000',
      'routeAlerts.1.destinationZip': 'Unknown ZIP code: 99999',
    },
    message: 'Please correct the following: Unknown ZIP code: 00000; Unknown ZIP code: 99999',
  },
  {
    name: 'a radius of 0',
    url: '/general',
    body: { serviceAreas: [area('60601', 0)] },
    fields: { 'serviceAreas.0.radius': SETTINGS_MESSAGES.radiusRange },
    message: SETTINGS_MESSAGES.radiusRange,
  },
  {
    name: 'a radius of 501, after a good area',
    url: '/service-areas',
    body: { serviceAreas: [area('10001', 100), area('60601', 501)] },
    fields: { 'serviceAreas.1.radius': SETTINGS_MESSAGES.radiusRange },
    message: SETTINGS_MESSAGES.radiusRange,
  },
  {
    name: "a radius of 'abc'",
    url: '/service-areas',
    body: { serviceAreas: [area('60601', 'abc')] },
    fields: { 'serviceAreas.0.radius': SETTINGS_MESSAGES.radiusRange },
    message: SETTINGS_MESSAGES.radiusRange,
  },
  {
    name: 'a radius of true (not coerced to 1)',
    url: '/service-areas',
    body: { serviceAreas: [area('60601', true)] },
    fields: { 'serviceAreas.0.radius': SETTINGS_MESSAGES.radiusRange },
    message: SETTINGS_MESSAGES.radiusRange,
  },
  {
    name: 'a radius of 12.5',
    url: '/service-areas',
    body: { serviceAreas: [area('60601', 12.5)] },
    fields: { 'serviceAreas.0.radius': 'Radius must be a whole number of miles' },
    message: 'Radius must be a whole number of miles',
  },
  {
    name: 'a URL that is not http(s)',
    url: '/load-board-urls',
    body: { loadBoardUrls: ['https://ok.example.com/feed', 'ftp://boards.example.com/feed'] },
    fields: { 'loadBoardUrls.1': URL_SENTENCE },
    message: URL_SENTENCE,
  },
  {
    name: 'a URL that is not a URL',
    url: '/general',
    body: { loadBoardUrls: ['javascript:alert(1)'] },
    fields: { 'loadBoardUrls.0': URL_SENTENCE },
    message: URL_SENTENCE,
  },
  {
    name: `${LOAD_BOARD_URLS_MAX + 1} load board URLs`,
    url: '/load-board-urls',
    body: { loadBoardUrls: many(LOAD_BOARD_URLS_MAX + 1, (i) => `https://feeds.example.com/${i}.csv`) },
    fields: { loadBoardUrls: `At most ${LOAD_BOARD_URLS_MAX} load board URLs` },
    message: `At most ${LOAD_BOARD_URLS_MAX} load board URLs`,
  },
  {
    name: `${SERVICE_AREAS_MAX + 1} service areas`,
    url: '/service-areas',
    body: { serviceAreas: many(SERVICE_AREAS_MAX + 1, (i) => area('60601', i + 1)) },
    fields: { serviceAreas: SETTINGS_MESSAGES.serviceAreasMax },
    message: SETTINGS_MESSAGES.serviceAreasMax,
  },
  {
    name: `${ROUTE_ALERTS_MAX + 1} route alerts`,
    url: '/route-alerts',
    body: { routeAlerts: many(ROUTE_ALERTS_MAX + 1, () => lane('60601', '75201')) },
    fields: { routeAlerts: SETTINGS_MESSAGES.routeAlertsMax },
    message: SETTINGS_MESSAGES.routeAlertsMax,
  },
  {
    name: 'a NUL in a ZIP',
    url: '/service-areas',
    body: { serviceAreas: [area(`6060${NUL}`)] },
    fields: { 'serviceAreas.0.zipCode': GEO_MESSAGES.zipFormat },
    message: GEO_MESSAGES.zipFormat,
  },
  {
    name: 'a NUL in a URL',
    url: '/load-board-urls',
    body: { loadBoardUrls: [`https://feeds.example.com/a${NUL}.csv`] },
    fields: { 'loadBoardUrls.0': URL_SENTENCE },
    message: URL_SENTENCE,
  },
  {
    name: 'a NUL in a route alert ZIP',
    method: 'POST',
    url: '/route-alerts',
    body: lane('60601', `${NUL}75201`),
    fields: { destinationZip: GEO_MESSAGES.zipFormat },
    message: GEO_MESSAGES.zipFormat,
  },
  {
    name: 'an unknown ZIP in Alert me about loads like this',
    method: 'POST',
    url: '/route-alerts',
    body: lane('00000', '75201'),
    fields: { originZip: 'Unknown ZIP code: 00000' },
    message: 'Unknown ZIP code: 00000',
  },
  {
    name: 'a ZIP given as a number',
    url: '/route-alerts',
    body: { routeAlerts: [lane(60601, '75201')] },
    fields: { 'routeAlerts.0.originZip': GEO_MESSAGES.zipFormat },
    message: GEO_MESSAGES.zipFormat,
  },
  {
    name: "notifications as 'yes'",
    url: '/general',
    body: { notifications: 'yes', language: 'fr' },
    fields: { notifications: 'Notifications must be true or false' },
    message: 'Notifications must be true or false',
  },
  {
    name: 'an unknown language and time zone',
    url: '/general',
    body: { language: 'de', timezone: 'CET' },
    fields: {
      language: 'Language must be one of en, es, fr',
      timezone: 'Time zone must be one of UTC, EST, PST',
    },
    message:
      'Please correct the following: Language must be one of en, es, fr; Time zone must be one of UTC, EST, PST',
  },
  {
    name: 'a theme not among SYSTEM, LIGHT, DARK, with a good language',
    url: '/general',
    body: { language: 'fr', theme: 'dark' },
    fields: { theme: 'Theme must be one of SYSTEM, LIGHT, DARK' },
    message: 'Theme must be one of SYSTEM, LIGHT, DARK',
  },
  {
    name: 'a theme that is not text',
    url: '/general',
    body: { theme: 1 },
    fields: { theme: 'Theme must be one of SYSTEM, LIGHT, DARK' },
    message: 'Theme must be one of SYSTEM, LIGHT, DARK',
  },
  {
    name: 'alert preferences as a string',
    url: '/alerts',
    body: { alertPreferences: { rfpAlerts: 'true' } },
    fields: { 'alertPreferences.rfpAlerts': 'RFP alerts must be true or false' },
    message: 'RFP alerts must be true or false',
  },
  {
    name: 'a list given as an object',
    url: '/service-areas',
    body: { serviceAreas: { zipCode: '60601' } },
    fields: { serviceAreas: 'Service areas must be a list' },
    message: 'Service areas must be a list',
  },
  {
    name: 'a current location off the globe',
    url: '/general',
    body: { currentLocation: { lat: 91, lng: -87 } },
    fields: { 'currentLocation.lat': 'Latitude must be a number between -90 and 90' },
    message: 'Latitude must be a number between -90 and 90',
  },
];

describe('refused settings changes', () => {
  it.each(cases)(
    '$name: 422 under its field, nothing saved',
    async ({ method, url, body, fields, message }) => {
      const res = await t.app.inject({
        method: method ?? 'PATCH',
        url: `/api/settings${url}`,
        headers: who.headers,
        payload: body as object,
      });
      expectStatus(res, 422);
      const answer = res.json();
      expect(answer).toMatchObject({ status: 'error', code: 'VALIDATION', message });
      if (fields) expect(answer.fields).toEqual(fields);
      const after = await t.app.inject({ method: 'GET', url: '/api/settings', headers: who.headers });
      expect(after.json().data).toEqual(saved);
    },
  );

  it('a body that is not JSON is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/general',
      headers: { ...who.headers, 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(res.statusCode).toBe(400);
  });
});
