/** The attribute of the link to the stylesheet the build made for the signed-in pages (web/route-html.ts). */
export const BUILD_STYLES_ATTRIBUTE = 'data-build-styles';

/**
 * With the build's stylesheet, the page names its styles to emotion in empty `<style data-emotion>` tags, and emotion
 * takes them as inserted. If the stylesheet did not load (a network error), the names are taken back, so that emotion
 * inserts those styles itself rather than leave the panel unstyled. Called before emotion's cache is made; module
 * scripts run once the page's stylesheets have loaded or failed.
 */
export function forgetStylesNotLoaded(doc: Document | undefined = globalThis.document): void {
  const link = doc?.querySelector<HTMLLinkElement>(`link[${BUILD_STYLES_ATTRIBUTE}]`);
  if (!doc || !link || link.sheet) return;
  for (const tag of doc.querySelectorAll('style[data-emotion]')) if (!tag.textContent) tag.remove();
}
