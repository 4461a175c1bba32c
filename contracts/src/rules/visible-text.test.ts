import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVisibleText, visibleLength } from './visible-text';

const INVISIBLES = [
  ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'],
  ...['\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'],
  ...[' ', '\t', '\n', '\r', '\u00A0', '\u2003', '\u3000', '\u00AD'],
];
const invisibleText = fc.array(fc.constantFrom(...INVISIBLES), { maxLength: 40 }).map((chars) => chars.join(''));
/** Letters (Persian and Latin), digits (Persian and ASCII) and punctuation. */
const seen = fc.constantFrom(...'اب‌پسلامaZ0۹٫،؟!.-'.replace('\u200C', ''));

describe('visibleLength', () => {
  it('counts what a reader sees', () => {
    expect(visibleLength('\u200B\u200C')).toBe(0);
    expect(visibleLength('نیک\u200Cنام')).toBe(6);
    expect(visibleLength(' ۱۲ ')).toBe(2);
    expect(visibleLength('😀')).toBe(1);
  });

  it('any text of invisible characters and spaces only has none (property)', () => {
    fc.assert(
      fc.property(invisibleText, (text) => {
        expect(visibleLength(text)).toBe(0);
        expect(hasVisibleText(text)).toBe(false);
      }),
    );
  });

  it('a letter, digit or punctuation mark anywhere among them is seen, each once (property)', () => {
    fc.assert(
      fc.property(invisibleText, fc.array(seen, { minLength: 1, maxLength: 5 }), invisibleText, (before, marks, after) => {
        const text = `${before}${marks.join('')}${after}`;
        expect(hasVisibleText(text)).toBe(true);
        expect(visibleLength(text)).toBe(marks.length);
      }),
    );
  });
});
