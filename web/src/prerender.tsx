import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import type { User } from '@gold/contracts/profile';
import { AppProviders } from './app/app';
import { AppRoutes, preloadScreens } from './app/router';
import { createEmotionCache } from './shared/theme/app-theme';

/** A style tag emotion wrote; its `data-emotion` is the cache's key, then the names of the styles in it. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)">([^<]*)<\/style>/g;

const styleTag = ({ id, css }: { id: string; css: string }) => `<style data-emotion="${id}">${css}</style>`;

/**
 * A page rendered at build time: its emotion cache's key; its markup; apart, the style tags emotion wrote, in their order; and each tag as its
 * `data-emotion` (the cache's key, then the names of its styles) and its rules.
 */
export type RenderedPage = { key: string; markup: string; styles: string; sheets: { id: string; css: string }[] };

/** The widths a signed-in page is rendered at: the shell switches between a drawer and a sidebar (app-shell.tsx). */
export const VIEWPORTS = { phone: 375, desktop: 1280 } as const;
export type Viewport = keyof typeof VIEWPORTS;

/**
 * The customer a signed-in page is rendered for at build time: signed in and active, with no name, no number and no
 * data, so that no page the build writes carries anyone's. The queries are never answered: each screen renders its
 * loading frames.
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

/** The page's render, and apart the styles emotion wrote beside each component (see renderGuestPage). */
async function render(url: string, tree: ReactNode): Promise<RenderedPage> {
  await preloadScreens(url);
  const cache = createEmotionCache();
  const html = renderToString(<AppProviders emotionCache={cache}>{tree}</AppProviders>);
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
 * A signed-in page rendered at build time, at a phone's or a desktop's width, for `NOBODY`: the shell and the
 * screen's loading frames (web/route-html.ts writes it as the page's skeleton, and its styles into the build's
 * stylesheet). Storage holds NOBODY's session only while the page renders.
 */
export async function renderSignedInPage(url: string, viewport: Viewport): Promise<RenderedPage> {
  const saved = globalThis.localStorage;
  const stored = new Map<string, string>([
    [STORAGE_KEYS.authToken, 'prerender'],
    [STORAGE_KEYS.userData, JSON.stringify(NOBODY)],
  ]);
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: () => {},
    removeItem: () => {},
  } as unknown as Storage;
  const atWidth = (outer: Theme) => ({
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMediaAt(VIEWPORTS[viewport]) } },
    },
  });
  try {
    return await render(
      url,
      <ThemeProvider theme={atWidth}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ThemeProvider>,
    );
  } finally {
    globalThis.localStorage = saved;
  }
}
