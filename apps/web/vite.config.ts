import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderSignIn } from './build/prerender.ts';
import { purgeBootstrap } from './build/purge-bootstrap.ts';
import { screenChunks } from './build/screen-chunks.ts';
import { splitContracts } from './build/split-contracts.ts';
import { textChunks } from './build/text-chunks.ts';

const src = `${import.meta.dirname}/src`;

// The build's plugins keep a first visit light (bench/lighthouse.ts measures it); each says how.
export default defineConfig(({ command }) => ({
  plugins: [react(), splitContracts(), prerenderSignIn(), precompress()],
  // The development server keeps Bootstrap whole: a class just written there would find no rule.
  css: { postcss: { plugins: command === 'build' ? [purgeBootstrap(src)] : [] } },
  // `npm run dev` runs the API on API_PORT (default 3000); the proxy keeps the app same-origin.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '3000'}` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [...textChunks(), screenChunks(src)] } } },
  },
}));
