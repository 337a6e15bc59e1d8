import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

/** A built web app as apps/web's build leaves it: hashed assets with their .br and .gz beside them. */
const SCRIPT = `console.log(${JSON.stringify('load board '.repeat(200))});`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Load board</title>');
  await writeFile(path.join(dir, 'login.html'), '<!doctype html><title>Welcome back</title>');
  await writeFile(path.join(dir, 'assets/app-1a2b.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets/app-1a2b.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'assets/app-1a2b.js.gz'), gzipSync(SCRIPT));
  app = Fastify();
  await registerWebApp(app, dir);
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends the Brotli copy to a browser that accepts it, else the gzip one, else the original', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html for a client-side route, login.html for /login and the JSON 404 for an unknown API path', async () => {
    const route = await get('/dashboard', 'br');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>Load board</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    const signIn = await get('/login?next=%2Fdashboard');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('<title>Welcome back</title>');
    expect(signIn.headers['cache-control']).toBe('no-cache');
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });
});
