import type { RenderedPage } from './src/prerender';

/** The attribute of the root a signed-in page's skeleton is in, and of each width's copy inside it. */
export const SKELETON_ROOT = '<div id="root" data-prerendered="skeleton" inert>';
const viewportCopy = (viewport: string, markup: string) => `<div data-viewport="${viewport}">${markup}</div>`;

/**
 * The signed-in pages' styles, made at build time from what emotion wrote while the build rendered each page's
 * skeleton at a phone's and a desktop's width (src/prerender.tsx), for one stylesheet every signed-in page links:
 * - `css`: every rule, each style once, in the order the pages wrote them; then the skeleton's own rules: the copy for
 *   the visitor's width, and the dark colours for a visitor whose system prefers them (before the panel's scripts put
 *   the customer's own choice on <html>, color-mode.tsx);
 * - `registration`: empty style tags that name those styles to emotion, whose cache then takes them as inserted:
 *   `@emotion/cache` reads the names when it is created, and a `Global` its own tag when it mounts. Emotion inserts
 *   at runtime only what is not here, through stylis, the prefixer and the RTL flip.
 * A style the build did not render is inserted as before: a stale stylesheet costs time, never a wrong style, as each
 * class name is the hash of its rules.
 */
export function signedInStyles(pages: RenderedPage[], mobileBreakpointPx: number): { css: string; registration: string } {
  const key = pages[0]?.key;
  if (pages.some((page) => page.key !== key)) throw new Error('signed-in styles: pages of different emotion caches');
  const sheets = new Map<string, string>();
  for (const { sheets: written } of pages) for (const { id, css } of written) if (!sheets.has(id)) sheets.set(id, css);
  const names = new Set<string>();
  const globals: string[] = [];
  for (const id of sheets.keys()) {
    const [sheetKey, ...ids] = id.split(' ');
    if (sheetKey === key) ids.forEach((name) => names.add(name));
    else if (sheetKey === `${key}-global`) globals.push(id);
    else throw new Error(`signed-in styles: a style tag of another cache (${id})`);
  }
  const rules = [...sheets.values()].join('');
  const dark = [...rules.matchAll(/(?:^|\})\.dark\{([^{}]*)\}/g)].map(([, body]) => body).join(';');
  if (!dark) throw new Error('signed-in styles: no dark colour scheme among the rules');
  const phone = '[data-prerendered=skeleton]>[data-viewport=phone]';
  const desktop = '[data-prerendered=skeleton]>[data-viewport=desktop]';
  const css = [
    rules,
    `@media (prefers-color-scheme:dark){:root:not(.light){${dark}}}`,
    `${phone}{display:contents}${desktop}{display:none}`,
    `@media (min-width:${mobileBreakpointPx}px){${phone}{display:none}${desktop}{display:contents}}`,
  ].join('\n');
  const registration = [`${key} ${[...names].join(' ')}`, ...globals]
    .map((id) => `<style data-emotion="${id}"></style>`)
    .join('');
  return { css, registration };
}

/** A signed-in page's skeleton: both widths' renders, of which its stylesheet shows the visitor's. */
export const skeletonMarkup = ({ phone, desktop }: { phone: RenderedPage; desktop: RenderedPage }) =>
  `${SKELETON_ROOT}${viewportCopy('phone', phone.markup)}${viewportCopy('desktop', desktop.markup)}</div>`;
