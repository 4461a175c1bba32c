import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { emotionCache } from './app-theme';

/** The rules the panel's emotion cache writes for `styles`, without touching the page. */
function rulesFor(styles: string): string[] {
  const rules: string[] = [];
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<typeof emotionCache.insert>[2];
  emotionCache.insert('.x', css(styles), sheet, false);
  return rules;
}

describe("the panel's emotion cache", () => {
  it('flips left and right for the right-to-left page, and keeps the vendor prefixes', () => {
    const [rule] = rulesFor('margin-left:8px;padding:1px 2px 3px 4px;text-align:left;user-select:none;');
    expect(rule).toContain('margin-right:8px;');
    expect(rule).toContain('padding:1px 4px 3px 2px;');
    expect(rule).toContain('text-align:right;');
    expect(rule).toContain('-webkit-user-select:none;');
    expect(rule).not.toContain('margin-left');
  });
});
