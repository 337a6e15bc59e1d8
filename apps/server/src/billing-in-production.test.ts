import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.ts';
import { freePort, startServerProcess } from '../test/server-process.ts';
import { loadConfig } from './config.ts';
import { REPO_ROOT } from './paths.ts';

/**
 * In production the sandbox, whose checkout charges no card, is never a default: the server refuses
 * to start until BILLING_PROVIDER is set, and says so when it is set to the sandbox.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
let dataDir: string;
let scratch: ScratchDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-billing-production-'));
  scratch = onPostgres ? await createScratchDatabase('loadboard_billing_production') : undefined;
});
afterAll(async () => {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const serverEnv = async (extra: Record<string, string>) => ({
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  DATA_DIR: dataDir,
  PORT: String(await freePort()),
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  ...extra,
});

describe('the billing provider in production', () => {
  it('must be named: unset (or empty) it is refused with the setting named, set it is taken', () => {
    for (const unset of [{}, { BILLING_PROVIDER: '' }])
      expect(() => loadConfig({ NODE_ENV: 'production', ...unset })).toThrow(
        /BILLING_PROVIDER must be set when NODE_ENV=production/,
      );
    expect(loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'sandbox' }).BILLING_PROVIDER).toBe(
      'sandbox',
    );
    expect(loadConfig({ NODE_ENV: 'production', BILLING_PROVIDER: 'chargebee' }).BILLING_PROVIDER).toBe(
      'chargebee',
    );
    // Anywhere else the sandbox stays the default.
    expect(loadConfig({}).BILLING_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).BILLING_PROVIDER).toBe('sandbox');
  });

  it('keeps the server from starting while unset', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...(await serverEnv({})) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('BILLING_PROVIDER must be set when NODE_ENV=production');
    expect(output).not.toContain('Load board ready');
  }, 60_000);

  it('starts on the sandbox when BILLING_PROVIDER=sandbox says so, and warns that it is in test mode', async () => {
    const server = await startServerProcess(
      'apps/server/src/server.ts',
      await serverEnv({ BILLING_PROVIDER: 'sandbox' }),
      'Load board ready',
      // A new embedded database migrates before it is ready: slow on a busy machine.
      180_000,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output.join('')).toMatch(/"level":40[^\n]*billing in test mode: BILLING_PROVIDER=sandbox/);
  }, 240_000);
});
