import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The core journeys and the fault specs through the cluster's proxy (e2e/cluster/run.ts starts the
 * cluster and runs this): the same browser settings as playwright.config.ts, no server of its own.
 */
const proxyPort = Number(process.env.CLUSTER_PORT_BASE ?? 3601);

export default defineConfig({
  ...base,
  workers: 1,
  webServer: undefined,
  projects: [
    {
      name: 'chromium-cluster',
      // Sign in, post, find, request and accept, sign out (keyboard journeys); the other side's bell
      // live across instances (requests flow); settings; the map.
      testMatch: [
        'keyboard-journeys.spec.ts',
        'requests-flow.spec.ts',
        'settings.spec.ts',
        'search-loads.spec.ts',
        'cluster/*.spec.ts',
      ],
      use: { baseURL: `http://127.0.0.1:${proxyPort}` },
    },
  ],
});
