import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes, preloadScreens } from './app/router';

const EMOTION_STYLE = /<style data-emotion="[^"]*">[^<]*<\/style>/g;

/**
 * A guest page rendered at build time (web/route-html.ts), so that it paints with the HTML, before any script: the
 * same tree as `App` with a static router, for a visitor with no session, in the light theme, at `url`. Answers the
 * markup and, apart, the styles emotion wrote beside each component, in their order, for the head: left in the markup
 * they would sit between elements that MUI's styles select as neighbours (a field's label and its input). The panel's
 * emotion cache takes them over by their `data-emotion` names, and the panel renders over the markup, keeping the
 * elements it finds.
 */
export async function renderGuestPage(url: string): Promise<{ styles: string; markup: string }> {
  await preloadScreens(url);
  const html = await renderToStringAsync(
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return { styles: (html.match(EMOTION_STYLE) ?? []).join(''), markup: html.replace(EMOTION_STYLE, '') };
}
