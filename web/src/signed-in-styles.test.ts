import { describe, expect, it } from 'vitest';
import { signedInStyles, skeletonMarkup } from '../signed-in-styles';
import type { RenderedPage } from './prerender';

const page = (sheets: RenderedPage['sheets'], markup = ''): RenderedPage => ({ key: 'muirtl', markup, styles: '', sheets });

const vars = { id: 'muirtl-global v1', css: ':root,.light{--c:#fff;}.dark{--c:#000;color-scheme:dark;}' };
const phone = page([vars, { id: 'muirtl a1', css: '.muirtl-a1{color:red;}' }, { id: 'muirtl b2 0', css: '' }], '<p>phone</p>');
const desktop = page([
  vars,
  { id: 'muirtl a1', css: '.muirtl-a1{color:red;}' },
  { id: 'muirtl c3', css: '.muirtl-c3{gap:1px;}' },
]);

describe("the signed-in pages' stylesheet (web/signed-in-styles.ts)", () => {
  const { css, registration } = signedInStyles([phone, desktop], 1024);

  it('holds every style the pages wrote, once each, in their order', () => {
    expect(css.match(/\.muirtl-a1\{/g)).toHaveLength(1);
    expect(css.indexOf('.muirtl-a1')).toBeLessThan(css.indexOf('.muirtl-c3'));
    expect(css.match(/:root,\.light\{/g)).toHaveLength(1);
  });

  it("names each style to emotion's cache, and each global style to its own Global, in empty tags", () => {
    expect(registration).toBe('<style data-emotion="muirtl a1 b2 0 c3"></style><style data-emotion="muirtl-global v1"></style>');
  });

  it("gives a visitor whose system prefers dark the dark colours until the panel sets the customer's choice", () => {
    expect(css).toContain('@media (prefers-color-scheme:dark){:root:not(.light){--c:#000;color-scheme:dark;}}');
  });

  it("shows the copy of the skeleton rendered for the visitor's width, and only that one", () => {
    const markup = skeletonMarkup({ phone, desktop: page([], '<p>desktop</p>') });
    expect(markup).toBe(
      '<div id="root" data-prerendered="skeleton" inert><div data-viewport="phone"><p>phone</p></div>' +
        '<div data-viewport="desktop"><p>desktop</p></div></div>',
    );
    expect(css).toContain('[data-prerendered=skeleton]>[data-viewport=phone]{display:contents}');
    expect(css).toContain('[data-prerendered=skeleton]>[data-viewport=desktop]{display:none}');
    expect(css).toContain(
      '@media (min-width:1024px){[data-prerendered=skeleton]>[data-viewport=phone]{display:none}' +
        '[data-prerendered=skeleton]>[data-viewport=desktop]{display:contents}}',
    );
  });

  it('refuses styles of another cache, and a theme without its dark colours', () => {
    expect(() => signedInStyles([page([{ id: 'css x', css: '' }])], 1024)).toThrow(/another cache/);
    expect(() => signedInStyles([page([{ id: 'muirtl a1', css: '.muirtl-a1{}' }])], 1024)).toThrow(/no dark/);
  });
});
