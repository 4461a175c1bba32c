/// <reference types="node" />
import { join } from 'node:path';
import { createServer } from 'vite';

/**
 * Renders guest pages at build time with `src/prerender.tsx`, in Vite's server-side module runner with this config,
 * so that the panel's Preact mapping and aliases apply. The libraries that render go through Vite, as in the tests
 * (vite.config.ts, `test.server.deps`), so that they render with the panel's Preact and not the React installed for
 * the PDF worker; the rest is loaded by Node. Answers the markup and the styles of each url.
 */
export async function prerenderGuestPages(
  root: string,
  urls: string[],
): Promise<Map<string, { styles: string; markup: string }>> {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    ssr: {
      noExternal: [
        /^react(-dom)?(\/|$)/,
        /@mui\//,
        /@emotion\//,
        /^stylis/,
        /react-router/,
        /@tanstack\//,
        /react-hook-form/,
        /@hookform\//,
        /react-toastify/,
      ],
    },
  });
  try {
    const { renderGuestPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
    const pages = new Map<string, { styles: string; markup: string }>();
    for (const url of urls) pages.set(url, await renderGuestPage(url));
    return pages;
  } finally {
    await server.close();
  }
}
