import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration } from '../test/accounts.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.ts';
import { freePort, type ServerProcess, startServerProcess } from '../test/server-process.ts';

/**
 * `npm run serve` as a real process, on the engine of the test project: SIGTERM with requests in
 * flight answers every one of them (no reset connection), then exits with code 0.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const SIGN_INS = 24;
let dataDir: string;
let scratch: ScratchDatabase | undefined;
let server: ServerProcess;
let address: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-shutdown-'));
  scratch = onPostgres ? await createScratchDatabase('loadboard_shutdown') : undefined;
  const port = await freePort();
  address = `http://127.0.0.1:${port}`;
  server = await startServerProcess(
    'apps/server/src/server.ts',
    {
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'shutdown-test-secret',
      // Sign-ins are counted until their password is checked: this many at once from one client
      // would pass the per-account limit, which is not what is tested here.
      LOGIN_ACCOUNT_IP_FAILURES: '10000',
    },
    'Load board ready',
  );
}, 60_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('SIGTERM', () => {
  it('answers the requests in flight, then exits with code 0', async () => {
    const registration = newRegistration();
    const registered = await fetch(`${address}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration),
    });
    expect(registered.status).toBe(201);

    // Sign-ins each check an argon2id hash (tens of milliseconds, a few at a time): many are in flight.
    let terminatedAt = Number.POSITIVE_INFINITY;
    const answers = Array.from({ length: SIGN_INS }, () =>
      fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: registration.email, password: registration.password }),
      }).then(
        async (res) => ({
          status: res.status,
          code: ((await res.json()) as { code?: string }).code,
          afterSigterm: performance.now() > terminatedAt,
        }),
        (error: unknown) => ({
          status: String((error as Error).cause ?? error),
          code: undefined,
          afterSigterm: true,
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    terminatedAt = performance.now();
    server.child.kill('SIGTERM');

    const results = await Promise.all(answers);
    // Every request got an answer: signed in, or (arrived after closing began) a clear 503.
    expect(
      results.filter(
        (result) => result.status !== 200 && !(result.status === 503 && result.code === 'SERVER_BUSY'),
      ),
    ).toEqual([]);
    // Some were still being worked on when SIGTERM came, and they were answered, not cut off.
    expect(results.some((result) => result.status === 200 && result.afterSigterm)).toBe(true);
    expect(await server.exited).toBe(0);
  }, 60_000);
});
