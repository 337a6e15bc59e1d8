import type { DrivingRoute } from '@loadboard/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, signUp } from '../../../test/accounts.ts';
import { startFakeRoutingServer } from '../../../test/fake-routing-server.ts';
import { expectStatus, startTestApp, type TestApp } from '../../../test/harness.ts';
import { roadRoutes } from '../../db/schema/index.ts';

type Fake = Awaited<ReturnType<typeof startFakeRoutingServer>>;

async function routeOf(t: TestApp, who: Account, from: string, to: string): Promise<DrivingRoute> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/geo/route?from=${from}&to=${to}`,
    headers: who.headers,
  });
  expectStatus(res, 200);
  return res.json().data;
}

const storedRoutes = (t: TestApp, from: string) =>
  t.database.db.select().from(roadRoutes).where(eq(roadRoutes.fromZip, from));

describe('GET /api/geo/route with the built-in network', () => {
  let t: TestApp;
  let carrier: Account;
  beforeAll(async () => {
    t = await startTestApp();
    carrier = await signUp(t, 'RFP_CARRIER');
  });
  afterAll(() => t.close());

  it('answers road miles, minutes, the line and the steps, and keeps the route', async () => {
    const route = await routeOf(t, carrier, '60601', '10001');
    expect(route).toMatchObject({ from: '60601', to: '10001', source: 'builtin' });
    expect(route.miles).toBeGreaterThan(711);
    expect(route.miles).toBeLessThan(869);
    expect(route.minutes).toBeGreaterThan(600);
    expect(route.geometry.length).toBeGreaterThan(5);
    expect(route.steps.map((step) => step.instruction).join('\n')).toMatch(/Take I-\d+ E for \d+ mi toward /);
    const [stored] = await storedRoutes(t, '60601');
    expect(stored).toMatchObject({ toZip: '10001', source: 'builtin', miles: route.miles });
    expect(await routeOf(t, carrier, '60601', '10001')).toEqual(route);
  });

  it('refuses unknown and malformed ZIPs with 422, and callers who are not signed in with 401', async () => {
    for (const [query, message] of [
      ['from=00000&to=10001', 'Invalid ZIP code'],
      ['from=60601&to=99999', 'Invalid ZIP code'],
      ['from=6060&to=10001', 'ZIP code must be 5 digits'],
      ['to=10001', 'ZIP code must be 5 digits'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/geo/route?${query}`,
        headers: carrier.headers,
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toBe(message);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/geo/route?from=60601&to=10001' })).statusCode,
    ).toBe(401);
  });
});

describe.each(['osrm', 'valhalla'] as const)('GET /api/geo/route with ROUTING_PROVIDER=%s', (provider) => {
  let t: TestApp;
  let fake: Fake;
  let carrier: Account;
  beforeAll(async () => {
    fake = await startFakeRoutingServer();
    t = await startTestApp({
      env: {
        ROUTING_PROVIDER: provider,
        ROUTING_URL: fake.url,
        ROUTING_TIMEOUT_MS: '300',
        ROUTING_RETRY_MS: '400',
      },
    });
    carrier = await signUp(t, 'BROKER');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("answers the server's route and keeps it: the server is asked once per ZIP pair", async () => {
    const route = await routeOf(t, carrier, '60601', '75201');
    expect(route).toMatchObject({ source: provider, miles: 1000, minutes: 960 });
    expect(route.geometry[0]?.[0]).toBeCloseTo(41.8858, 3);
    expect(route.geometry.at(-1)?.[1]).toBeCloseTo(-96.8, 0);
    expect(route.steps).toHaveLength(3);
    expect(route.steps[1]).toMatchObject({
      kind: 'other',
      miles: 998,
      road: provider === 'osrm' ? 'I 80' : 'I 80',
    });
    expect(route.steps[1]?.instruction).toBe(
      provider === 'osrm' ? 'Merge slight right onto I 80' : 'Take the I 80 East ramp.',
    );
    const asked = fake.state.requests.length;
    expect(await routeOf(t, carrier, '60601', '75201')).toEqual(route);
    expect(fake.state.requests.length).toBe(asked);
  });

  it.each(['slow', 'error', 'garbage'] as const)(
    'falls back to the built-in route when the server is %s, and does not keep it',
    async (mode) => {
      fake.state.mode = mode;
      const from = { slow: '30303', error: '02108', garbage: '98101' }[mode];
      const route = await routeOf(t, carrier, from, '60601');
      expect(route.source).toBe('builtin');
      expect(route.miles).toBeGreaterThan(100);
      // Resting after a failure: the next route does not wait for the server again.
      const asked = fake.state.requests.length;
      await routeOf(t, carrier, from, '10001');
      expect(fake.state.requests.length).toBe(asked);
      const stored = await storedRoutes(t, from);
      expect(stored.every((row) => row.source === 'builtin')).toBe(true);
      fake.state.mode = 'ok';
      // Once rested (ROUTING_RETRY_MS), the server is asked again.
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await routeOf(t, carrier, from, '75201')).source).toBe(provider);
    },
  );
});
