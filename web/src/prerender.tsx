import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes, preloadScreens } from './app/router';
import { emotionCache } from './shared/theme/app-theme';

/** A style tag emotion wrote; its `data-emotion` is the cache's key, then the names of the styles in it. */
const EMOTION_STYLE = /<style data-emotion="([^"]*)">[^<]*<\/style>/g;

/**
 * A guest page rendered at build time (web/route-html.ts), so that it paints with the HTML, before any script: the
 * same tree as `App` with a static router, for a visitor with no session, in the light theme, at `url`. Answers the
 * markup and, apart, the styles emotion wrote beside each component, in their order, for the head: left in the markup
 * they would sit between elements that MUI's styles select as neighbours (a field's label and its input). The panel's
 * emotion cache takes them over by their `data-emotion` names, and the panel hydrates the markup (main.tsx).
 * `react-dom/static` waits for every screen the page shows before it answers.
 */
export async function renderGuestPage(url: string): Promise<{ styles: string; markup: string }> {
  await preloadScreens(url);
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  const html = await text(prelude);
  // Emotion writes no tag for a style with no rules (`muirtl-0`), so the panel would insert it again at its start,
  // through stylis and the RTL plugin. An empty tag naming the classes of the markup that no tag names lets the
  // panel's cache take those over too.
  const tags = [...html.matchAll(EMOTION_STYLE)];
  const styles = tags.map(([tag]) => tag);
  const named = new Set(tags.flatMap(([, names]) => names!.split(' ').slice(1)));
  const markup = html.replace(EMOTION_STYLE, '');
  const prefix = `${emotionCache.key}-`;
  const unnamed = [...new Set(markup.match(new RegExp(`${prefix}[\\w-]+`, 'g')))]
    .map((className) => className.slice(prefix.length))
    .filter((name) => !named.has(name));
  if (unnamed.length > 0) styles.push(`<style data-emotion="${emotionCache.key} ${unnamed.join(' ')}"></style>`);
  return { styles: styles.join(''), markup };
}
