/// <reference types="node" />
import { join } from 'node:path';
import { createServer } from 'vite';
import type { RenderedPage, SignedInRenders, Viewport } from './src/prerender';

export type Prerendered = {
  /** Each guest page, as the panel hydrates it. */
  guest: Map<string, RenderedPage>;
  /** Each signed-in page at each width: its skeleton, and its renders with data (for their styles). */
  signedIn: Map<string, Record<Viewport, SignedInRenders>>;
};

/**
 * Renders pages at build time with `src/prerender.tsx`, in Vite's server-side module runner with this config, so
 * that the panel's aliases apply; libraries are loaded by Node. With no url, no runner is started.
 */
export async function prerenderPages(root: string, urls: { guest: string[]; signedIn: string[] }): Promise<Prerendered> {
  const pages: Prerendered = { guest: new Map(), signedIn: new Map() };
  if (urls.guest.length + urls.signedIn.length === 0) return pages;
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its CommonJS build, which Node would load, has the plugin under `default`: Vite runs its ES module instead.
    ssr: { noExternal: ['stylis-plugin-rtl'] },
  });
  try {
    const { renderGuestPage, renderSignedInPages } = (await server.ssrLoadModule(
      '/src/prerender.tsx',
    )) as typeof import('./src/prerender');
    for (const url of urls.guest) pages.guest.set(url, await renderGuestPage(url));
    pages.signedIn = await renderSignedInPages(urls.signedIn);
    return pages;
  } finally {
    await server.close();
  }
}
