import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS, DEMO_PASSWORD } from './support/auth.ts';

/**
 * The app served over plain http at an address of the machine that is not loopback, as on an
 * office network: every asset loads from that address (nothing is upgraded to https) and a user
 * signs in.
 */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

test.describe('over plain http at a LAN address', () => {
  test.skip(!lanAddress, 'this machine has no address but loopback');
  let server: ChildProcess;
  let port: number;

  // A server of its own on the project's engine, bound to that address.
  test.beforeAll(async () => {
    const engine = test.info().project.name.replace('chromium-', '');
    port = Number(process.env.E2E_PORT_BASE ?? 3201) + (engine === 'postgres' ? 11 : 10);
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'e2e/support/serve-fresh.ts', engine, String(port), lanAddress as string],
      {
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        () =>
          fetch(`http://${lanAddress}:${port}/api/health`).then(
            (res) => res.status,
            () => 0,
          ),
        {
          timeout: 120_000,
        },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('the app loads every asset over http and signs in', async ({ page }) => {
    const origin = `http://${lanAddress}:${port}`;
    const elsewhere: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    page.on('requestfailed', (request) => failed.push(request.url()));

    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(DEMO_EMAILS.broker);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const policy = await page.request.get(`${origin}/api/health`);
    expect(policy.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(elsewhere).toEqual([]);
    expect(failed).toEqual([]);
  });
});
