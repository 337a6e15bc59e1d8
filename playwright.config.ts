import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the built app, each engine on its own server with a
 * fresh, demo-seeded database. With TEST_DATABASE_URL set, the core journeys run on both engines,
 * the specs of how screens look and read (layout, languages, theme, reflow, what a screen reader
 * hears) on PGlite (what `npm start` runs), and every other spec on PostgreSQL (the production
 * engine), so that the two servers share the run's time; the API tests cover both engines in full.
 * Without it, every spec runs on PGlite.
 */
// E2E_PORT_BASE lets two checkouts run their suites side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3201);
const CORE_JOURNEYS = [
  'first-load.spec.ts',
  'auth.spec.ts',
  'shell.spec.ts',
  'dashboards-roles.spec.ts',
  'loads-post.spec.ts',
  'requests-flow.spec.ts',
  'keyboard-journeys.spec.ts',
];
const PRESENTATION = [
  'accessibility.spec.ts',
  'language-timezone.spec.ts',
  'reflow.spec.ts',
  'dark-theme.spec.ts',
  'lists-layout.spec.ts',
  'notification-panel.spec.ts',
  'screen-reader.spec.ts',
];
interface Engine {
  name: string;
  port: number;
  testMatch: string | string[];
  testIgnore?: string[];
}
const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? [
      { name: 'postgres', port: portBase + 1, testMatch: '**/*.spec.ts', testIgnore: PRESENTATION },
      { name: 'pglite', port: portBase, testMatch: [...CORE_JOURNEYS, ...PRESENTATION] },
    ]
  : [{ name: 'pglite', port: portBase, testMatch: '**/*.spec.ts' }];

export default defineConfig({
  testDir: 'e2e',
  // The two engines' specs share the machine's cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each engine's specs share its server's demo users, so they run one at a time; the two engines,
  // each on its own server and database, run side by side.
  workers: engines.length,
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
  projects: engines.map(({ name, port, testMatch, testIgnore }) => ({
    name: `chromium-${name}`,
    testMatch,
    // The cluster's specs run through its proxy only (npm run test:cluster).
    testIgnore: ['cluster/**', ...(testIgnore ?? [])],
    workers: 1,
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
