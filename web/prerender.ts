/// <reference types="node" />
import { join } from 'node:path';
import { createServer } from 'vite';
import { RENDERING_LIBRARIES } from './preact-compat.ts';

/**
 * Renders guest pages at build time with `src/prerender.tsx`, in Vite's server-side module runner with this config,
 * so that the panel's Preact mapping and aliases apply: the libraries that render, React's own entry points (mapped
 * to Preact) and stylis go through Vite; the rest is loaded by Node. Answers the markup and the styles of each url;
 * with no url, no runner is started.
 */
export async function prerenderGuestPages(
  root: string,
  urls: string[],
): Promise<Map<string, { styles: string; markup: string }>> {
  const pages = new Map<string, { styles: string; markup: string }>();
  if (urls.length === 0) return pages;
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    ssr: {
      noExternal: [/^react(-dom)?(\/|$)/, /^stylis/, ...RENDERING_LIBRARIES],
    },
  });
  try {
    const { renderGuestPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
    for (const url of urls) pages.set(url, await renderGuestPage(url));
    return pages;
  } finally {
    await server.close();
  }
}
