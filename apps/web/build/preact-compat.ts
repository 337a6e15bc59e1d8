import type { AliasOptions } from 'vite';

/**
 * The app and its React libraries (React Router, React Bootstrap, TanStack Query, react-i18next,
 * Recharts, React Leaflet) run on Preact's React-compatible layer instead of React DOM: React DOM
 * alone was a third of the sign-in page's gzipped code, Preact with its compat layer a fraction of
 * it, to bring a first visit under its 150 KB budget (bench/lighthouse.ts). The code is still written
 * and type-checked against React's API, and the web unit tests render with React (Vitest loads the
 * libraries from node_modules as they are, so an alias cannot reach them); the end-to-end tests run
 * the built app, on Preact, in Chromium.
 */
export const preactCompat: AliasOptions = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
