import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // `npm run dev` runs the API on API_PORT (default 3000); the proxy keeps the app same-origin.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '3000'}` } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
