/// <reference types="node" />
import { join } from 'node:path';
import { createServer } from 'vite';

/**
 * Renders guest pages at build time with `src/prerender.tsx`, in Vite's server-side module runner with this config,
 * so that the panel's aliases apply; libraries are loaded by Node. Answers the markup and the styles of each url;
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
    // Its CommonJS build, which Node would load, has the plugin under `default`: Vite runs its ES module instead.
    ssr: { noExternal: ['stylis-plugin-rtl'] },
  });
  try {
    const { renderGuestPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as typeof import('./src/prerender');
    for (const url of urls) pages.set(url, await renderGuestPage(url));
    return pages;
  } finally {
    await server.close();
  }
}
