import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { API_PATH_PREFIXES } from '../contracts/src/constants.ts';
import { precompress } from './precompress.ts';
import { pwa } from './pwa.ts';
import { routeHtml } from './route-html.ts';
import { routePages } from './route-pages.ts';

const mockServer = process.env.MOCK_SERVER_URL ?? 'http://127.0.0.1:4001';

export default defineConfig({
  root: import.meta.dirname,
  // `zod` and `zod/mini` are zod configured for the browser (no eval: the CSP refuses it), before any schema is built.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/lib/zod.ts', import.meta.url)) },
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/shared/lib/zod-mini.ts', import.meta.url)) },
    ],
  },
  plugins: [react(), routeHtml(routePages), pwa(), precompress()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 4000),
    // In `npm run dev` the mock server runs beside Vite; everything but the app itself goes to it.
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((path) => [path, { target: mockServer, ws: path === '/socket.io' }])),
  },
  // The PDF statement's worker (react-pdf) is a module, split like the app.
  worker: { format: 'es' },
  // Vite's dependency scan does not follow a worker: found only on the first PDF, react-pdf would be optimised then,
  // and the page reloaded under the customer's click.
  optimizeDeps: { include: ['@react-pdf/renderer'] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the panel supports preloads modules itself (Safari from 17); one that does not still loads them,
    // only later. The polyfill would be in every first visit's entry.
    modulePreload: { polyfill: false },
  },
  test: {
    // happy-dom is several times quicker than jsdom; a test that needs jsdom says so with
    // `// @vitest-environment jsdom`. Reduced motion gives the theme without transitions.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
    // Which files, and whether each runs in a fresh module graph: the projects in the root vitest.config.ts.
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
