import { VitePWA } from 'vite-plugin-pwa';

/** The brand's gold, as index.html's theme-color and the favicon have it; the background is the light theme's. */
const THEME_COLOR = '#b7791f';
const BACKGROUND_COLOR = '#f6f4ef';

/**
 * The route pages the build writes (web/route-html.ts) are precached under their route, `/auth` for `auth/index.html`,
 * `/` for index.html: the URL a static host (deploy/nginx.conf's try_files) and the mock both answer with that page,
 * and the one the service worker looks up for a navigation (src/sw.ts). Not `/wallets/` nor `/wallets/index.html`:
 * those lie under the API's `/wallets/`, which the mock does not answer with a page.
 */
export function pageUrl(url: string): string {
  if (url === 'index.html') return './';
  return url.endsWith('/index.html') ? url.slice(0, -'/index.html'.length) : url;
}

const pagesByDirectory = <Entry extends { url: string }>(entries: Entry[]) => ({
  manifest: entries.map((entry) => ({ ...entry, url: pageUrl(entry.url) })),
});

/**
 * The installable panel: a Persian manifest and our own service worker (src/sw.ts), which Workbox fills with the
 * precache manifest. The panel registers it itself, after its first paint (src/shared/pwa/service-worker.ts).
 */
export const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'پنل طلا',
      short_name: 'پنل طلا',
      description: 'پنل مشتریان برای خرید و فروش طلای ۱۸ عیار، کیف پول تومانی و طلایی',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      // Drawn from favicon.svg by scripts/make-pwa-icons.mjs.
      icons: [
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/pwa-maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // A classic worker: module service workers are not in every browser the panel supports.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
      // The build's compressed copies are the server's business; config.json is per deployment, never cached. The PDF
      // statement's layout worker is the largest file by far and only made on request: it is fetched when asked for.
      globIgnores: ['**/*.br', '**/*.gz', 'config.json', '.vite/**', 'assets/render-statement.worker-*.js'],
      manifestTransforms: [pagesByDirectory],
    },
  });
