import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STYLES_ATTRIBUTE, forgetStylesNotLoaded } from './build-styles';

/**
 * The head of a signed-in page as the build writes it: the stylesheet's link (without its address: the test's document
 * loads no CSS), a style with rules, the names.
 */
function signedInHead() {
  document.head.innerHTML =
    `<link rel="stylesheet" ${BUILD_STYLES_ATTRIBUTE}>` +
    '<style data-emotion="muirtl-global g1">body{margin:0}</style>' +
    '<style data-emotion="muirtl a1 b2"></style><style data-emotion="muirtl-global v1"></style>';
  return document.head.querySelector('link')!;
}
const names = () => [...document.head.querySelectorAll('style')].map((style) => style.dataset.emotion);

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the build's stylesheet and the names given to emotion", () => {
  it('takes the names back when the stylesheet did not load, keeping the styles with rules', () => {
    const link = signedInHead();
    expect(link.sheet).toBeNull();
    forgetStylesNotLoaded(document);
    expect(names()).toEqual(['muirtl-global g1']);
  });

  it('leaves them when it loaded', () => {
    const link = signedInHead();
    Object.defineProperty(link, 'sheet', { value: new CSSStyleSheet() });
    forgetStylesNotLoaded(document);
    expect(names()).toEqual(['muirtl-global g1', 'muirtl a1 b2', 'muirtl-global v1']);
  });

  it('leaves a page without the stylesheet alone', () => {
    document.head.innerHTML = '<style data-emotion="muirtl a1"></style>';
    forgetStylesNotLoaded(document);
    expect(names()).toEqual(['muirtl a1']);
  });
});
