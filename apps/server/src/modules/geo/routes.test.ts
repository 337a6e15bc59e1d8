import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

describe('GET /api/geo/zip/:zip', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  const get = (zip: string) => app.inject({ method: 'GET', url: `/api/geo/zip/${zip}` });

  it.each([
    ['10001', 'New York', 'NY', 40.7484, -73.9967],
    ['60601', 'Chicago', 'IL', 41.8858, -87.6181],
    ['90210', 'Beverly Hills', 'CA', 34.0901, -118.4065],
    ['20001', 'Washington', 'DC', 38.9122, -77.0177],
    ['00601', 'Adjuntas', 'PR', 18.16, -66.72],
  ])('answers %s with %s, %s and its coordinates', async (zip, city, state, latitude, longitude) => {
    const res = await get(zip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.json()).toEqual({
      status: 'success',
      data: { zip, city, state, location: `${city}, ${state}`, latitude, longitude },
    });
  });

  it.each(['00000', '99999', '34001'])('answers unknown ZIP %s with 404 Invalid ZIP code', async (zip) => {
    const res = await get(zip);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Invalid ZIP code', code: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['123', '12a45', '123456', 'abcde', '%2010001', 'constructor'])(
    'answers malformed %s with 422 and one sentence',
    async (zip) => {
      const res = await get(zip);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'ZIP code must be 5 digits',
        code: 'VALIDATION',
        errors: ['ZIP code must be 5 digits'],
        fields: { zip: 'ZIP code must be 5 digits' },
      });
    },
  );

  it('needs no sign-in', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/geo/zip/10001',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/geo/map-settings', () => {
  it('answers no tile server by default, and the one MAP_TILES_URL names; no sign-in needed', async () => {
    const plain = await startTestApp();
    const tiled = await startTestApp({
      env: {
        MAP_TILES_URL: 'http://{s}.tiles.example.com:8080/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© Example',
      },
    });
    try {
      const none = await plain.app.inject({ method: 'GET', url: '/api/geo/map-settings' });
      expect(none.json()).toEqual({ status: 'success', data: { tilesUrl: null, tilesAttribution: null } });
      const some = await tiled.app.inject({ method: 'GET', url: '/api/geo/map-settings' });
      expect(some.json().data).toEqual({
        tilesUrl: 'http://{s}.tiles.example.com:8080/{z}/{x}/{y}.png',
        tilesAttribution: '© Example',
      });
      // The page may load images from the tile server, even over plain http.
      expect(some.headers['content-security-policy']).toContain('img-src');
      expect(some.headers['content-security-policy']).toContain('http://*.tiles.example.com:8080');
      expect(none.headers['content-security-policy']).not.toContain('tiles.example.com');
    } finally {
      await plain.close();
      await tiled.close();
    }
  });
});
