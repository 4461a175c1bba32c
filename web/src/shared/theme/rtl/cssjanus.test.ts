import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import upstream from 'cssjanus';
import { Step, transform } from './cssjanus';

const numbers = ['0', '00', '0.0', '.0', '-0', '1', '-2', '0.5', '.5', '-.25', '12.50', '100', '1e5', '0e3'];
const units = ['', 'px', 'em', '%', 'rem', 'deg', ' px', 'ms', 'é', '\f'];
const words = [
  'auto',
  'inherit',
  'left',
  'right',
  'Left',
  'RIGHT',
  'center',
  'top',
  'ltr',
  'rtl',
  'none',
  'inset',
  'solid',
  'dashed',
  '#fff',
  '#0a0b0c',
  'red',
  'transparent',
  'rgba(0, 0, 0, 0.5)',
  'rgb(1,2,3)',
  'hsla(1, 2%, 3%, 0.4)',
  'calc(100% - 8px)',
  'calc(1px + 2px)',
  'calc(-1 * 4px)',
  'var(--x)',
  'var(--x, left)',
  'url(left.png)',
  'url("ltr.svg")',
  "'left'",
  '"a;b"',
  '")"',
  'translateX(-10px)',
  'translate(10px, 5px)',
  'translate( 0 ,1px)',
  'translatex(.5em)',
  'translateY(2px)',
  'rotate(45deg)',
  'scale(1)',
  'e-resize',
  'nw-resize',
  'sw-resize',
  'se-resize',
  'w-resize',
  '\\31 ',
  '\\;',
  '`',
  '/* c */',
  '/* @noflip */',
  '!important',
  'x-left',
  'leftover',
  'sideright',
  'min(12px, 1em)',
  'linear-gradient(90deg, red 10%, blue 90%)',
  'سرخ',
  '\t',
];
const props = [
  'margin',
  'padding',
  'border-width',
  'border-color',
  'border-style',
  'border-left-color',
  'border-radius',
  'border-top-left-radius',
  'box-shadow',
  '-webkit-box-shadow',
  'text-shadow',
  'transform',
  'background',
  'background-position',
  'background-position-x',
  'background-color',
  'cursor',
  'direction',
  'float',
  'text-align',
  'left',
  'right',
  'padding-left',
  'margin-right',
  'border-right',
  'transition',
  'color',
  'content',
  'flex-direction',
  'MARGIN',
  'Padding-Right',
  'scroll-margin',
  'inset-inline-start',
];
// CSSJanus reads every character outside printable ASCII as part of a name, white space other than a space included:
// to it `0\n5` and `4\u00a0` are each one value.
const separators = [' ', '  ', '\t', ', ', ',', ' / ', '/', '\n', '\u00a0', ' \r\n '];

const atom = fc.oneof(
  fc.tuple(fc.constantFrom(...numbers), fc.constantFrom(...units)).map(([n, u]) => n + u),
  fc.constantFrom(...words),
);
const value = fc
  .array(fc.tuple(atom, fc.constantFrom(...separators)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([a, s], i) => (i === parts.length - 1 ? a : a + s)).join(''));
const declaration = fc
  .tuple(fc.constantFrom(...props), fc.constantFrom(':', ' : ', ':  '), value, fc.constantFrom(';', ' ;', '', ' !important;'))
  .map(([p, colon, v, end]) => p + colon + v + end);
const selector = fc.constantFrom(
  '.muirtl-1x2y3z',
  '.muirtl-a:hover',
  '.left',
  '.muirtl-b[data-popper-placement*="left"] .MuiTooltip-arrow',
  '.muirtl-c .MuiButton-startIcon',
  '.MuiChip-colorPrimary',
  '.a>.b~.c+.d',
  '0%',
  '/* @noflip */ .x',
);
const rule = fc
  .tuple(selector, fc.array(declaration, { minLength: 1, maxLength: 5 }), fc.constantFrom('', ';'))
  .map(([s, ds, end]) => `${s}{${ds.join('')}${end}}`);
const stylesheet = fc.oneof(
  rule,
  fc.array(rule, { minLength: 2, maxLength: 4 }).map((rules) => rules.join('')),
  rule.map((r) => `@media (min-width:600px){${r}}`),
  fc.array(rule, { minLength: 1, maxLength: 3 }).map((rules) => `@keyframes k{${rules.join('')}}`),
);
// One declaration of a property CSSJanus rewrites, its values mostly numbers: where each test's edge lies.
const flipped = fc
  .tuple(
    fc.constantFrom(
      'margin',
      'padding',
      'border-width',
      'border-color',
      'border-style',
      'border-radius',
      'box-shadow',
      'text-shadow',
      'background',
      'background-position',
      'background-position-x',
      'transform',
    ),
    fc.constantFrom(':', ' :', ': '),
    fc.array(
      fc.tuple(
        fc.oneof(
          fc.tuple(fc.constantFrom(...numbers), fc.constantFrom(...units, '\\;', 'px\\}', '\\31 ')).map(([n, u]) => n + u),
          fc.constantFrom('inset', 'auto', 'red', 'rgba(0, 0, 0, 0.5)', 'calc(100% - 8px)', 'translateX(', 'translate(', ')'),
        ),
        fc.constantFrom(...separators, ''),
      ),
      { minLength: 1, maxLength: 5 },
    ),
    fc.constantFrom(';', '}', ' !important;', ''),
  )
  .map(
    ([p, colon, parts, end]) =>
      p +
      colon +
      parts
        .map(([a, sep]) => a + sep)
        .join('')
        .trimEnd() +
      end,
  );

// Text that is barely CSS: the characters the patterns and their tests turn on.
const soup = fc.string({
  unit: fc.constantFrom(...'lefrightmapdnbox-sw%:;{} 0123456789.,()/\\*`@"\'\tr\n\u00a0é'.split('')),
  maxLength: 60,
});
const keywordSoup = fc
  .array(fc.oneof(fc.constantFrom(...props, ...words, ...separators, ':', ';', '{', '}', '%'), atom), { maxLength: 14 })
  .map((parts) => parts.join(''));

describe('transform (CSSJanus with each pattern run where it can change the text)', () => {
  it('writes what CSSJanus writes, for any stylesheet made of the properties and values it flips', () => {
    fc.assert(
      fc.property(stylesheet, (css) => transform(css) === upstream.transform(css)),
      { numRuns: 3000 },
    );
  });

  it('writes what CSSJanus writes for one declaration of any property it rewrites', () => {
    fc.assert(
      fc.property(flipped, (css) => transform(css) === upstream.transform(css)),
      { numRuns: 4000 },
    );
  });

  it('writes what CSSJanus writes for text that is barely CSS', () => {
    fc.assert(
      fc.property(fc.oneof(soup, keywordSoup), (css) => transform(css) === upstream.transform(css)),
      {
        numRuns: 3000,
      },
    );
  });

  it.each([
    ['.a{padding-left:16px;margin-right:-8px;}', '.a{padding-right:16px;margin-left:-8px;}'],
    ['.a{margin:1px 2px 3px 4px;}', '.a{margin:1px 4px 3px 2px;}'],
    ['.a{border-radius:4px 0 0 4px;}', '.a{border-radius:0 4px 4px 0;}'],
    ['.a{box-shadow:2px 1px red;}', '.a{box-shadow:-2px 1px red;}'],
    ['.a{transform:translateX(-100%);}', '.a{transform:translateX(100%);}'],
    ['.a{background-position:20% 0;}', '.a{background-position:80% 0;}'],
    ['.a[data-popper-placement*="left"] .b{left:0;}', '.a[data-popper-placement*="right"] .b{right:0;}'],
    // Found by the properties above: a character outside printable ASCII joins the value before it.
    ['.a{margin:0 0 0 0\n0;}', '.a{margin:0 0\n0 0 0;}'],
    ['.a{margin:1 2 3 4\u00a0;}', '.a{margin:1 4\u00a0 3 2;}'],
    ['.a{border-color:a \n \n b;}', '.a{border-color:a b \n \n;}'],
  ])('flips %j', (css, flipped) => {
    expect(transform(css)).toBe(flipped);
    expect(upstream.transform(css)).toBe(flipped);
  });
});

describe('Step', () => {
  it('compiles its pattern only when the text meets its need, and once', () => {
    const pattern = vi.fn(() => /margin:(\S+) (\S+) (\S+) (\S+);/g);
    const step = new Step(/margin:(?:[^;]*\s){3}/, pattern);
    expect(step.apply('margin:0 8px;', '$1')).toBe('margin:0 8px;');
    expect(pattern).not.toHaveBeenCalled();
    expect(step.apply('margin:1 2 3 4;', 'margin:$1 $4 $3 $2;')).toBe('margin:1 4 3 2;');
    expect(step.apply('margin:5 6 7 8;', 'margin:$1 $4 $3 $2;')).toBe('margin:5 8 7 6;');
    expect(pattern).toHaveBeenCalledTimes(1);
  });
});
