import {
  DEFAULT_SETTINGS,
  MESSAGES,
  ROUTE_ALERTS_MAX,
  SETTINGS_MESSAGES,
  settings,
} from '@loadboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, newRegistration, signUp } from '../../../test/accounts.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, who?: Account, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/settings${url}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

async function settingsOf(who: Account) {
  const res = await call('GET', '', who);
  expectStatus(res, 200);
  return settings.strict().parse(res.json().data);
}

describe('GET /api/settings', () => {
  it('answers a new user the defaults (radius 50, rfpAlerts on, openTruckAlerts off, en, UTC, SYSTEM)', async () => {
    const who = await signUp(t, 'RFD_CARRIER');
    expect(await settingsOf(who)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the load board URLs given at registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newRegistration({ loadBoardUrls: ['https://feeds.example.com/a.csv'] }),
    });
    expectStatus(res, 201);
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(res.json().data.token),
    });
    expect(got.json().data.loadBoardUrls).toEqual(['https://feeds.example.com/a.csv']);
  });

  it('asks for a session when signed out', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['PATCH', '/general'],
      ['PATCH', '/load-board-urls'],
      ['PATCH', '/alerts'],
      ['PATCH', '/service-areas'],
      ['PATCH', '/route-alerts'],
      ['POST', '/route-alerts'],
    ] as const) {
      const res = await call(method, url, undefined, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'UNAUTHORIZED',
        message: MESSAGES.unauthorized,
      });
    }
  });
});

describe('PATCH /api/settings/general (Save All Settings)', () => {
  it('saves every section at once and answers the whole settings, places written City, ST', async () => {
    const who = await signUp(t, 'RFP_CARRIER');
    const res = await call('PATCH', '/general', who, {
      notifications: false,
      emailAlerts: false,
      language: 'fr',
      timezone: 'PST',
      theme: 'DARK',
      loadBoardUrls: ['https://boards.example.com/feed.csv', 'http://other.example.com/loads'],
      serviceAreas: [{ zipCode: '60601', radius: 100 }, { zipCode: '75201' }],
      routeAlerts: [{ originZip: '60601', destinationZip: '30301' }],
      alertPreferences: { rfpAlerts: false, openTruckAlerts: true },
      currentLocation: { lat: 41.88, lng: -87.63 },
    });
    expectStatus(res, 200);
    const expected = {
      notifications: false,
      emailAlerts: false,
      language: 'fr',
      timezone: 'PST',
      theme: 'DARK',
      loadBoardUrls: ['https://boards.example.com/feed.csv', 'http://other.example.com/loads'],
      serviceAreas: [
        { zipCode: '60601', radius: 100, location: 'Chicago, IL' },
        { zipCode: '75201', radius: 50, location: 'Dallas, TX' },
      ],
      routeAlerts: [
        {
          originZip: '60601',
          destinationZip: '30301',
          originLocation: 'Chicago, IL',
          destinationLocation: 'Atlanta, GA',
        },
      ],
      alertPreferences: { rfpAlerts: false, openTruckAlerts: true },
      currentLocation: { lat: 41.88, lng: -87.63 },
    };
    expect(res.json()).toEqual({ status: 'success', data: expected, message: SETTINGS_MESSAGES.updated });
    expect(await settingsOf(who)).toEqual(expected);
  });

  it('changes only what it names, and ignores keys it does not own', async () => {
    const who = await signUp(t, 'BROKER');
    expectStatus(
      await call('PATCH', '/general', who, { serviceAreas: [{ zipCode: '60601', radius: 25 }] }),
      200,
    );
    const res = await call('PATCH', '/general', who, { language: 'es', somethingElse: 1, id: 99 });
    expectStatus(res, 200);
    expect(res.json().data).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'es',
      serviceAreas: [{ zipCode: '60601', radius: 25, location: 'Chicago, IL' }],
    });
    // A half-given alertPreferences keeps the other half.
    const prefs = await call('PATCH', '/general', who, { alertPreferences: { openTruckAlerts: true } });
    expect(prefs.json().data.alertPreferences).toEqual({ rfpAlerts: true, openTruckAlerts: true });
  });

  it('keeps each theme, and the profile carries it for the web to apply at sign-in', async () => {
    const who = await signUp(t, 'BROKER');
    for (const theme of ['LIGHT', 'DARK', 'SYSTEM'] as const) {
      const res = await call('PATCH', '/general', who, { theme });
      expectStatus(res, 200);
      expect(res.json().data).toEqual({ ...DEFAULT_SETTINGS, theme });
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: who.headers });
      expect(profile.json().data.theme).toBe(theme);
    }
  });

  it('replaces a list with the one given, an item listed twice kept once; an empty list clears it', async () => {
    const who = await signUp(t, 'RFD_CARRIER');
    await call('PATCH', '/general', who, {
      serviceAreas: [{ zipCode: '60601' }, { zipCode: '75201' }],
      routeAlerts: [{ originZip: '60601', destinationZip: '75201' }],
    });
    const res = await call('PATCH', '/general', who, {
      serviceAreas: [
        { zipCode: '10001', radius: '75' },
        { zipCode: '10001', radius: 75 },
      ],
      routeAlerts: [
        { originZip: '75201', destinationZip: '60601' },
        { originZip: '75201', destinationZip: '60601' },
      ],
    });
    expectStatus(res, 200);
    expect(res.json().data.serviceAreas).toEqual([
      { zipCode: '10001', radius: 75, location: 'New York, NY' },
    ]);
    expect(res.json().data.routeAlerts).toEqual([
      {
        originZip: '75201',
        destinationZip: '60601',
        originLocation: 'Dallas, TX',
        destinationLocation: 'Chicago, IL',
      },
    ]);
    const cleared = await call('PATCH', '/general', who, {
      serviceAreas: [],
      routeAlerts: [],
      currentLocation: null,
    });
    expect(cleared.json().data).toMatchObject({ serviceAreas: [], routeAlerts: [], currentLocation: null });
  });
});

describe('the other PATCHes', () => {
  it('PATCH /load-board-urls replaces the URLs, keeping the ones still listed', async () => {
    const who = await signUp(t, 'BROKER');
    await call('PATCH', '/load-board-urls', who, {
      loadBoardUrls: ['https://a.example.com/feed', 'https://b.example.com/feed'],
    });
    const res = await call('PATCH', '/load-board-urls', who, {
      loadBoardUrls: [
        'https://c.example.com/feed',
        'https://b.example.com/feed',
        'https://c.example.com/feed',
      ],
    });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({
      message: SETTINGS_MESSAGES.updated,
      data: { loadBoardUrls: ['https://b.example.com/feed', 'https://c.example.com/feed'] },
    });
    const none = await call('PATCH', '/load-board-urls', who, { loadBoardUrls: [] });
    expect(none.json().data.loadBoardUrls).toEqual([]);
  });

  it('PATCH /alerts changes the alert preferences', async () => {
    const who = await signUp(t, 'RFD_CARRIER');
    const res = await call('PATCH', '/alerts', who, {
      alertPreferences: { rfpAlerts: false, openTruckAlerts: true },
    });
    expectStatus(res, 200);
    expect(res.json().data).toEqual({
      ...DEFAULT_SETTINGS,
      alertPreferences: { rfpAlerts: false, openTruckAlerts: true },
    });
  });

  it('PATCH /service-areas and /route-alerts replace their list, with their own message', async () => {
    const who = await signUp(t, 'RFP_CARRIER');
    const areas = await call('PATCH', '/service-areas', who, {
      serviceAreas: [{ zipCode: '77001', radius: 500 }],
    });
    expectStatus(areas, 200);
    expect(areas.json()).toMatchObject({
      message: SETTINGS_MESSAGES.serviceAreasUpdated,
      data: { serviceAreas: [{ zipCode: '77001', radius: 500, location: 'Houston, TX' }] },
    });
    const alerts = await call('PATCH', '/route-alerts', who, {
      routeAlerts: [{ originZip: '77001', destinationZip: '90001' }],
    });
    expectStatus(alerts, 200);
    expect(alerts.json()).toMatchObject({
      message: SETTINGS_MESSAGES.routeAlertsUpdated,
      data: {
        serviceAreas: [{ zipCode: '77001', radius: 500 }],
        routeAlerts: [
          { originZip: '77001', destinationZip: '90001', destinationLocation: 'Los Angeles, CA' },
        ],
      },
    });
  });
});

describe("POST /api/settings/route-alerts ('Alert me about loads like this')", () => {
  it('adds the lane after the others, and keeps it once', async () => {
    const who = await signUp(t, 'RFP_CARRIER');
    await call('PATCH', '/route-alerts', who, {
      routeAlerts: [{ originZip: '10001', destinationZip: '30301' }],
    });
    const first = await call('POST', '/route-alerts', who, { originZip: '60601', destinationZip: '75201' });
    expectStatus(first, 201);
    expect(first.json().message).toBe(SETTINGS_MESSAGES.alertMeAdded);
    const again = await call('POST', '/route-alerts', who, { originZip: '60601', destinationZip: '75201' });
    expectStatus(again, 200);
    expect(again.json().data.routeAlerts.map((a: { originZip: string }) => a.originZip)).toEqual([
      '10001',
      '60601',
    ]);
  });

  it(`refuses lane ${ROUTE_ALERTS_MAX + 1}, but not a lane already there`, async () => {
    const who = await signUp(t, 'RFD_CARRIER');
    const zips = ['60601', '75201', '10001', '90001', '30301', '77001', '46402', '60611'];
    const lanes = zips.flatMap((o) =>
      zips.filter((d) => d !== o).map((d) => ({ originZip: o, destinationZip: d })),
    );
    expectStatus(
      await call('PATCH', '/route-alerts', who, { routeAlerts: lanes.slice(0, ROUTE_ALERTS_MAX) }),
      200,
    );
    const over = await call('POST', '/route-alerts', who, lanes[ROUTE_ALERTS_MAX]);
    expectStatus(over, 422);
    expect(over.json().message).toBe(SETTINGS_MESSAGES.routeAlertsMax);
    expect((await settingsOf(who)).routeAlerts).toHaveLength(ROUTE_ALERTS_MAX);
    expectStatus(await call('POST', '/route-alerts', who, lanes[0]), 200);
  });
});

describe('saves at the same time', () => {
  it('two saves of one user’s lists both succeed, and one of them is what is kept', async () => {
    const who = await signUp(t, 'RFP_CARRIER');
    const lists = [
      {
        serviceAreas: [{ zipCode: '60601' }, { zipCode: '75201' }],
        loadBoardUrls: ['https://a.example.com/1'],
      },
      { serviceAreas: [{ zipCode: '10001' }], loadBoardUrls: ['https://b.example.com/2'] },
    ];
    const answers = await Promise.all(lists.map((body) => call('PATCH', '/general', who, body)));
    for (const res of answers) expectStatus(res, 200);
    const kept = await settingsOf(who);
    const zips = kept.serviceAreas.map((area) => area.zipCode);
    expect([['60601', '75201'], ['10001']]).toContainEqual(zips);
    expect(kept.loadBoardUrls).toEqual(
      zips.length === 2 ? ['https://a.example.com/1'] : ['https://b.example.com/2'],
    );
  });
});

describe('each user has their own settings', () => {
  it('a change by one user leaves another’s untouched, whatever their role', async () => {
    const [broker, rfp, rfd, admin] = await Promise.all([
      signUp(t, 'BROKER'),
      signUp(t, 'RFP_CARRIER'),
      signUp(t, 'RFD_CARRIER'),
      signUp(t, 'SUPER_ADMIN'),
    ]);
    const everyone = [broker, rfp, rfd, admin];
    for (const [index, who] of everyone.entries()) {
      const res = await call('PATCH', '/general', who, {
        language: (['en', 'es', 'fr', 'es'] as const)[index],
        serviceAreas: [{ zipCode: '60601', radius: 10 + index }],
        loadBoardUrls: [`https://feeds.example.com/${index}.csv`],
      });
      expectStatus(res, 200);
    }
    for (const [index, who] of everyone.entries()) {
      const mine = await settingsOf(who);
      expect(mine.language).toBe(['en', 'es', 'fr', 'es'][index]);
      expect(mine.serviceAreas).toEqual([{ zipCode: '60601', radius: 10 + index, location: 'Chicago, IL' }]);
      expect(mine.loadBoardUrls).toEqual([`https://feeds.example.com/${index}.csv`]);
    }
    // Clearing one user's lists clears no one else's.
    expectStatus(await call('PATCH', '/general', rfp, { serviceAreas: [], loadBoardUrls: [] }), 200);
    expect((await settingsOf(rfd)).serviceAreas).toHaveLength(1);
    expect((await settingsOf(broker)).loadBoardUrls).toHaveLength(1);
  });
});
