import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built app. Each database engine gets its own
 * server on a fresh, demo-seeded database: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 */
// E2E_PORT_BASE lets two checkouts run their suites side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3201);
const engines = [
  { name: 'pglite', port: portBase },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', port: portBase + 1 }] : []),
];

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: engines.map(({ name, port }) => ({
    name: `chromium-${name}`,
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: engines.map(({ name, port }) => ({
    command: `node --import tsx e2e/support/serve-fresh.ts ${name} ${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
