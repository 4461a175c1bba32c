// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderGuestPage } from './prerender';

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
    // Every class of the markup that emotion made has its rule among the styles (`muirtl-0` is emotion's empty style).
    const classes = new Set(markup.match(/muirtl-[\w-]+/g)?.filter((name) => name !== 'muirtl-0'));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(styles).toContain(`.${name}`);
  });
});
