import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { API_PATH_PREFIXES } from '../contracts/src/constants.ts';
import { precompress } from './precompress.ts';

const mockServer = process.env.MOCK_SERVER_URL ?? 'http://localhost:4001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 4000),
    // In `npm run dev` the mock server runs beside Vite; everything but the app itself goes to it.
    proxy: Object.fromEntries(API_PATH_PREFIXES.map((path) => [path, { target: mockServer, ws: path === '/socket.io' }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    name: 'web',
    // happy-dom is several times quicker than jsdom; a test that needs jsdom says so with
    // `// @vitest-environment jsdom`. Reduced motion gives the theme without transitions or ripples.
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
