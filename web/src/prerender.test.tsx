// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderGuestPage, renderSignedInPage } from './prerender';

// The build writes this into auth/index.html (web/route-html.ts); the e2e suite checks the page without scripts.
describe('renderGuestPage at build time', () => {
  it('renders the sign-in screen for a visitor, in the light theme, with its styles apart from the markup', async () => {
    const { markup, styles } = await renderGuestPage('/auth');
    expect(markup).toContain('ورود به حساب کاربری');
    expect(markup).toMatch(/<input[^>]*type="password"/);
    expect(markup).toContain('<form');
    // Left in the markup, a style would sit between a field's label and its input, which MUI selects as neighbours.
    expect(markup).not.toContain('<style');
    expect(styles).toMatch(/^<style data-emotion="muirtl-global [^"]+">/);
    expect(styles).toContain('color-scheme:light');
    // Every class of the markup that emotion made has its rule among the styles, and its name in a `data-emotion`
    // tag, by which the panel's cache takes it over instead of inserting it again: the empty style (`muirtl-0`) too.
    const classes = new Set(markup.match(/muirtl-[\w-]+/g));
    expect(classes.size).toBeGreaterThan(10);
    const named = new Set([...styles.matchAll(/data-emotion="muirtl ([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')));
    for (const name of classes) {
      expect(named, name).toContain(name.slice('muirtl-'.length));
      if (name !== 'muirtl-0') expect(styles).toContain(`.${name}`);
    }
  });
});

// Each page renders several times, as the build does: a minute, so that a busy machine does not fail it.
describe('renderSignedInPage at build time', { timeout: 60_000 }, () => {
  it.each(['phone', 'desktop'] as const)(
    "renders the dashboard's skeleton at a %s's width: the shell and the cards' loading frames, for nobody",
    async (viewport) => {
      const {
        skeleton: { markup, sheets },
      } = await renderSignedInPage('/', viewport);
      // The shell: the header's prices and the page's title; the sidebar on a desktop, the menu button on a phone.
      expect(markup).toContain('<header');
      expect(markup).toContain('خرید');
      expect(markup).toContain('داشبورد');
      expect(markup.includes('aria-label="باز کردن منو"')).toBe(viewport === 'phone');
      expect(markup.includes('<aside')).toBe(viewport === 'desktop');
      // The cards' frames, waiting for data that the build never has.
      expect(markup).toContain('ارزش دارایی');
      expect(markup).toContain('MuiSkeleton-root');
      // Nobody's: no name in the greeting or the avatar.
      expect(markup).toContain('>خوش آمدید<');
      expect(markup).not.toMatch(/۰۹|09\d{9}/);
      expect(sheets.some(({ id }) => id.startsWith('muirtl-global '))).toBe(true);
    },
  );

  it("renders the dashboard again with the fake API's answers, the lazy chart included, for their styles", async () => {
    const { skeleton, rounds } = await renderSignedInPage('/', 'desktop');
    const loaded = rounds.at(-1)!;
    expect(loaded.markup).toContain('ارزش کل به قیمت فروش لحظه‌ای');
    expect(loaded.markup).toContain('MuiChartsSurface-root');
    // The price alerts, an optional part, are styled for the hosts that offer them, and kept out of the skeleton, which
    // every host shows.
    expect(loaded.markup).toContain('فهرست هشدارهای قیمت');
    expect(skeleton.markup).not.toContain('هشدارهای قیمت');
    const before = new Set(skeleton.sheets.map(({ id }) => id));
    expect(loaded.sheets.filter(({ id }) => !before.has(id)).length).toBeGreaterThan(20);
  });

  it('renders every signed-in screen in the shell, each with its own frames', async () => {
    for (const path of ['/trading', '/wallets', '/tickets', '/reports', '/notifications', '/settings']) {
      const {
        skeleton: { markup },
      } = await renderSignedInPage(path, 'desktop');
      expect(markup, path).toContain('<header');
      expect(markup, path).toContain('<main');
    }
  });
});
