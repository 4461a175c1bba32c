import type { ReactNode } from 'react';
import { text } from 'node:stream/consumers';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import type { User } from '@gold/contracts/profile';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './app/app';
import { AppRoutes, preloadScreens } from './app/router';
import { createQueryClient } from './shared/api/mutation';
import { getRuntimeConfig, setRuntimeConfig } from './shared/config/runtime-config';
import { RenderWhole } from './shared/lib/when-idle';
import { createEmotionCache } from './shared/theme/app-theme';
import { MARKET_DAYS, serveWholeApi } from './test/fake-api/whole-api';
import { API, server } from './test/msw-server';

/** A style tag emotion wrote; its `data-emotion` is the cache's key, then the names of the styles in it. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)">([^<]*)<\/style>/g;

const styleTag = ({ id, css }: { id: string; css: string }) => `<style data-emotion="${id}">${css}</style>`;

/**
 * A page rendered at build time: its emotion cache's key; its markup; apart, the style tags emotion wrote, in their
 * order; and each tag as its `data-emotion` (the cache's key, then the names of its styles) and its rules.
 */
export type RenderedPage = { key: string; markup: string; styles: string; sheets: { id: string; css: string }[] };

/** The widths a signed-in page is rendered at: the shell switches between a drawer and a sidebar (app-shell.tsx). */
export const VIEWPORTS = { phone: 375, desktop: 1280 } as const;
export type Viewport = keyof typeof VIEWPORTS;

/**
 * The customer a signed-in page is rendered for at build time: signed in and active, with no name and no number, so
 * that no page the build writes carries anyone's.
 */
const NOBODY: User = {
  id: 'prerender',
  mobile: '',
  name: '',
  nationalId: null,
  birthdate: null,
  isActive: true,
  isVerified: true,
  fcmTokens: [],
};

/**
 * The page's render, and apart the styles emotion wrote beside each component (see renderGuestPage). With `whole`,
 * `react-dom/static` waits for every part that is still loading (a lazy chart), and what follows the first view is
 * rendered with it (RenderWhole, for the caller to give); otherwise such a part is its fallback, as in the panel's
 * first render.
 */
async function render(
  url: string,
  tree: ReactNode,
  { queryClient, whole }: { queryClient?: QueryClient; whole: boolean },
): Promise<RenderedPage> {
  await preloadScreens(url);
  const cache = createEmotionCache();
  const app = (
    <AppProviders emotionCache={cache} queryClient={queryClient}>
      {tree}
    </AppProviders>
  );
  const html = whole ? await text((await prerenderToNodeStream(app)).prelude) : renderToString(app);
  const sheets = [...html.matchAll(EMOTION_STYLE)].map(([, id, css]) => ({ id: id!, css: css! }));
  const named = new Set(sheets.flatMap(({ id }) => id.split(' ').slice(1)));
  const markup = html.replace(EMOTION_STYLE, '');
  // Emotion writes no tag for a style with no rules (`muirtl-0`), so the panel would insert it again at its start,
  // through stylis and the RTL plugin. An empty tag naming the classes of the markup that no tag names lets the
  // panel's cache take those over too.
  const prefix = `${cache.key}-`;
  const unnamed = [...new Set(markup.match(new RegExp(`${prefix}[\\w-]+`, 'g')))]
    .map((className) => className.slice(prefix.length))
    .filter((name) => !named.has(name));
  if (unnamed.length > 0) sheets.push({ id: `${cache.key} ${unnamed.join(' ')}`, css: '' });
  return { key: cache.key, markup, styles: sheets.map(styleTag).join(''), sheets };
}

/**
 * A guest page rendered at build time (web/route-html.ts), so that it paints with the HTML, before any script: the
 * same tree as `App` with a static router, for a visitor with no session, in the light theme, at `url`. Answers the
 * markup and, apart, the styles emotion wrote beside each component, in their order, for the head: left in the markup
 * they would sit between elements that MUI's styles select as neighbours (a field's label and its input). The panel's
 * emotion cache takes them over by their `data-emotion` names, and the panel hydrates the markup (main.tsx).
 * `react-dom/static` waits for every screen the page shows before it answers.
 */
export async function renderGuestPage(url: string): Promise<RenderedPage> {
  return render(
    url,
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
    { whole: true },
  );
}

/** `(min-width:…)` and `(max-width:…)` at `width`; any other media feature does not match. */
const matchMediaAt = (width: number) => (query: string) => {
  const features = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  const matches =
    features.length > 0 && features.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
  return { matches };
};

/**
 * The queries a render asked for that have no answer yet. `enabled` as the screen gave it: a query that waits for a
 * choice (a ticket, a trade) stays waiting.
 */
const waitingQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false);

/** A signed-in page's renders at one width: its skeleton, and the page with data, for their styles. */
export type SignedInRenders = { skeleton: RenderedPage; rounds: RenderedPage[] };

/** The rounds of answers a screen may wait for: a query that starts when another's answer arrives. */
const DATA_ROUNDS = 4;

/**
 * A signed-in page rendered at build time at a phone's or a desktop's width, for `NOBODY`:
 * - `skeleton`: the shell and the screen's loading frames, before any answer (web/route-html.ts writes it into the
 *   page, which paints it before any script);
 * - `rounds`: the page again after each round of answers from the fake API (test/fake-api/whole-api.ts), on each of
 *   its market days, whose data no page keeps: only their styles go into the build's stylesheet, so that the screen's
 *   first view with its data needs few styles made at runtime.
 * Storage holds NOBODY's session, and the fake API (listening: renderSignedInPages) answers, only while the page
 * renders.
 */
export async function renderSignedInPage(url: string, viewport: Viewport): Promise<SignedInRenders> {
  const saved = globalThis.localStorage;
  const stored = new Map<string, string>([
    [STORAGE_KEYS.authToken, 'prerender'],
    [STORAGE_KEYS.userData, JSON.stringify(NOBODY)],
  ]);
  const { apiBaseUrl, capabilities, demo } = getRuntimeConfig();
  const atWidth = (outer: Theme) => ({
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMediaAt(VIEWPORTS[viewport]) } },
    },
  });
  const page = (queryClient: QueryClient, whole: boolean) =>
    render(
      url,
      <ThemeProvider theme={atWidth}>
        <RenderWhole value={whole}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </RenderWhole>
      </ThemeProvider>,
      { queryClient, whole },
    );
  try {
    globalThis.localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: () => {},
      removeItem: () => {},
      clear: () => {},
    } as unknown as Storage;
    setRuntimeConfig({ apiBaseUrl: API });
    const firstView = createQueryClient();
    const skeleton = await page(firstView, false);
    const rounds: RenderedPage[] = [];
    // The skeleton shows only what every API offers; the pages with data show the optional parts too (the price
    // alerts, the mock's «نسخه نمایشی»), so that their styles are made at build time for the hosts that offer them.
    setRuntimeConfig({ capabilities: { priceAlerts: true }, demo: true });
    for (const day of Object.keys(MARKET_DAYS) as (keyof typeof MARKET_DAYS)[]) {
      serveWholeApi(day);
      const queryClient = createQueryClient({ retry: false });
      // What the first view asked for, then what each render with data asks for in turn.
      for (let round = 0, waiting = waitingQueries(firstView); round < DATA_ROUNDS && waiting.length > 0; round++) {
        await Promise.all(waiting.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
        rounds.push(await page(queryClient, true));
        waiting = waitingQueries(queryClient);
      }
      queryClient.clear();
      server.resetHandlers();
    }
    return { skeleton, rounds };
  } finally {
    server.resetHandlers();
    setRuntimeConfig({ apiBaseUrl, capabilities, demo });
    globalThis.localStorage = saved;
  }
}

/** Each signed-in page at each width (renderSignedInPage), with the fake API listening meanwhile. */
export async function renderSignedInPages(urls: string[]): Promise<Map<string, Record<Viewport, SignedInRenders>>> {
  const pages = new Map<string, Record<Viewport, SignedInRenders>>();
  server.listen({ onUnhandledRequest: 'error' });
  try {
    for (const url of urls) {
      pages.set(url, { phone: await renderSignedInPage(url, 'phone'), desktop: await renderSignedInPage(url, 'desktop') });
    }
    return pages;
  } finally {
    server.close();
  }
}
