import createCache from '@emotion/cache';
import fc from 'fast-check';
import { compile, middleware, prefixer, serialize, stringify, type Element } from 'stylis';
import upstreamPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlPlugin } from './stylis-rtl';

/** The rules emotion's cache inserts for `styles` under `selector`, with stylis's prefixer and the given RTL plugin. */
function insertedRules(plugin: typeof rtlPlugin, selector: string, styles: string): string[] {
  const rules: string[] = [];
  const cache = createCache({ key: 't', stylisPlugins: [prefixer, plugin] });
  const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as Parameters<typeof cache.insert>[2];
  cache.insert(selector, { name: 'x', styles, next: undefined }, sheet, false);
  return rules;
}

// Properties the flip rewrites, and properties stylis prefixes: a `::placeholder` rule, `:read-only` and keyframes are
// copied by the prefixer, and the copies share the rule's declarations.
const props = [
  'margin-left',
  'padding-right',
  'left',
  'right',
  'float',
  'text-align',
  'margin',
  'padding',
  'border-radius',
  'box-shadow',
  'transform',
  'cursor',
  'direction',
  'background-position',
  'border-left-color',
  'user-select',
  'appearance',
  'display',
  'position',
  'mask',
  'transition',
  'backdrop-filter',
  'writing-mode',
  'color',
];
const values = [
  'left',
  'right',
  '0',
  '8px',
  '1px 2px 3px 4px',
  '0 5px 0 -6px',
  '4px 0 0 4px',
  '2px 1px red',
  'translateX(-10px)',
  'none',
  'flex',
  'sticky',
  'red',
  'e-resize',
  'ltr',
  '20% 0',
  'auto',
  'transform 0.2s',
  'rgba(0, 0, 0, 0.5)',
  'calc(100% - 8px)',
  'left 0.2s !important',
];
const declaration = fc.tuple(fc.constantFrom(...props), fc.constantFrom(...values)).map(([p, v]) => `${p}:${v};`);
const declarations = fc.array(fc.oneof(declaration, fc.constantFrom('/* c */', '/* @noflip */ left:0;')), {
  minLength: 0,
  maxLength: 4,
});
const nested = fc
  .tuple(
    fc.constantFrom(
      '&:hover',
      '&::placeholder',
      '&:read-only',
      '& .MuiButton-startIcon',
      '&.left',
      '.Mui-focused &',
      '@media (min-width:600px)',
      '@supports (display:grid)',
      '@media (min-width:600px){&:hover',
    ),
    declarations,
  )
  .map(([head, body]) => `${head}{${body.join('')}}${head.includes('{') ? '}' : ''}`);
const styles = fc.array(fc.oneof(declaration, nested), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
const keyframes = fc
  .array(fc.tuple(fc.constantFrom('0%', '50%', 'from', 'to'), declarations), { minLength: 1, maxLength: 3 })
  .map((frames) => `@keyframes k{${frames.map(([at, body]) => `${at}{${body.join('')}}`).join('')}}`);

describe('rtlPlugin (stylis-plugin-rtl, a rule parsed again only when the flip changed it)', () => {
  it('inserts what stylis-plugin-rtl with CSSJanus inserts, through emotion’s cache', () => {
    fc.assert(
      fc.property(styles, (css) => {
        expect(insertedRules(rtlPlugin, '.t-x', css)).toEqual(insertedRules(upstreamPlugin, '.t-x', css));
      }),
      { numRuns: 2000 },
    );
  });

  it('does so for keyframes, alone as emotion inserts them or inside a rule', () => {
    fc.assert(
      fc.property(keyframes, styles, (frames, css) => {
        expect(insertedRules(rtlPlugin, '', frames)).toEqual(insertedRules(upstreamPlugin, '', frames));
        expect(insertedRules(rtlPlugin, '.t-x', css + frames)).toEqual(insertedRules(upstreamPlugin, '.t-x', css + frames));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    [
      '.a{margin-left:8px;user-select:none;}',
      ['.a{margin-right:8px;-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;}'],
    ],
    [
      '.a::placeholder{float:left;}',
      [
        '.a::-webkit-input-placeholder{float:right;}',
        '.a::-moz-placeholder{float:right;}',
        '.a:-ms-input-placeholder{float:right;}',
        '.a::placeholder{float:right;}',
      ],
    ],
  ])('flips and prefixes %s', (css, rules) => {
    expect(insertedRules(rtlPlugin, '', css)).toEqual(rules);
  });

  it('keeps the children of a rule the flip leaves as it was, and parses a flipped one again', () => {
    const run = (css: string) => {
      const [rule] = compile(css) as [Element];
      const children = rule.children;
      const out = serialize([rule], middleware([prefixer, rtlPlugin, stringify]));
      return { kept: rule.children === children, out };
    };
    expect(run('.a{color:red;display:flex;}')).toEqual({
      kept: true,
      out: '.a{color:red;display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;}',
    });
    expect(run('.a{padding-left:4px;}')).toEqual({ kept: false, out: '.a{padding-right:4px;}' });
  });
});
