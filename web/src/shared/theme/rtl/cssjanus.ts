/*!
 * CSSJanus. https://www.mediawiki.org/wiki/CSSJanus
 *
 * Copyright 2014 Trevor Parscal
 * Copyright 2010 Roan Kattouw
 * Copyright 2008 Google Inc.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 * http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 *
 * Adapted from cssjanus 2.3.1 (src/cssjanus.js) for the panel: `transform` without options, as the RTL plugin
 * calls it, each replacement run only where a cheap test finds text it could change, and the four-value margin swap
 * done by a small pattern where the values are plain. The patterns, their order and the replacements are CSSJanus's.
 */

/**
 * Why: the RTL plugin (./stylis-rtl.ts) runs CSSJanus on every rule emotion inserts, and CSSJanus runs its twenty
 * patterns on each. A browser compiles a pattern when it first runs, and CSSJanus's are large: its four-value margin
 * pattern alone took about 30 ms to compile at 1x CPU, on every page load, for the one `margin:0 5px 0 -6px` of MUI's
 * chip. A CPU profile of the signed-in dashboard's load put 100 ms of self time in CSSJanus at 1x; this module takes
 * 27 ms there (docs/benchmarks.md). Each step below has a `need`: a condition its text must meet for the replacement
 * to change anything, so skipping the step when the condition fails gives CSSJanus's answer. `cssjanus.test.ts` holds
 * the two to the same output over generated stylesheets, and the panel's pages inserted the same rules with either.
 */
type Replacement = string | ((match: string, ...groups: string[]) => string);

/** One replacement of the transform: its pattern compiled on first need. */
export class Step {
  private compiled?: RegExp;
  constructor(
    private readonly need: RegExp | null,
    private readonly pattern: () => RegExp,
  ) {}

  /** `css.replace(pattern, replacement)`, skipped where `need` says it cannot change `css`. */
  apply(css: string, replacement: Replacement): string {
    if (this.need && !this.need.test(css)) return css;
    this.compiled ??= this.pattern();
    return css.replace(this.compiled, replacement as (match: string, ...groups: string[]) => string);
  }
}

function tokenizer(step: Step, token: string) {
  const matches: string[] = [];
  let index = 0;
  return {
    tokenize: (css: string) =>
      step.apply(css, (match) => {
        matches.push(match);
        return token;
      }),
    detokenize: (css: string) =>
      css.includes(token) ? css.replace(new RegExp(`(${token})`, 'g'), () => matches[index++]!) : css,
  };
}

const temporaryToken = '`TMP`';
const noFlipSingleToken = '`NOFLIP_SINGLE`';
const noFlipClassToken = '`NOFLIP_CLASS`';
const commentToken = '`COMMENT`';
const nonAsciiPattern = '[^\\u0020-\\u007e]';
const unicodePattern = '(?:(?:\\\\[0-9a-f]{1,6})(?:\\r\\n|\\s)?)';
const numPattern = '(?:[0-9]*\\.[0-9]+|[0-9]+)';
const unitPattern = '(?:em|ex|px|cm|mm|in|pt|pc|deg|rad|grad|ms|s|hz|khz|%)';
const directionPattern = 'direction\\s*:\\s*';
const urlSpecialCharsPattern = '[!#$%&*-~]';
const validAfterUriCharsPattern = '[\'"]?\\s*';
const nonLetterPattern = '(^|[^a-zA-Z])';
const charsWithinSelectorPattern = '[^\\}]*?';
const noFlipPattern = '\\/\\*\\!?\\s*@noflip\\s*\\*\\/';
const commentPattern = '\\/\\*[^*]*\\*+([^\\/*][^*]*\\*+)*\\/';
const escapePattern = `(?:${unicodePattern}|\\\\[^\\r\\n\\f0-9a-f])`;
const nmstartPattern = `(?:[_a-z]|${nonAsciiPattern}|${escapePattern})`;
const nmcharPattern = `(?:[_a-z0-9-]|${nonAsciiPattern}|${escapePattern})`;
const identPattern = `-?${nmstartPattern}${nmcharPattern}*`;
const quantPattern = `${numPattern}(?:\\s*${unitPattern}|${identPattern})?`;
const signedQuantPattern = `((?:-?${quantPattern})|(?:inherit|auto))`;
const signedQuantSimplePattern = `(?:-?${numPattern}(?:\\s*${unitPattern})?)`;
const mathOperatorsPattern = '(?:\\+|\\-|\\*|\\/)';
const allowedCharsPattern = '(?:\\(|\\)|\\t| )';
const calcEquationPattern = `(?:${allowedCharsPattern}|${signedQuantSimplePattern}|${mathOperatorsPattern}){3,}`;
const calcPattern = `(?:calc\\((?:${calcEquationPattern})\\))`;
const signedQuantCalcPattern = `((?:-?${quantPattern})|(?:inherit|auto)|${calcPattern})`;
const fourNotationQuantPropsPattern = '((?:margin|padding|border-width)\\s*:\\s*)';
const fourNotationColorPropsPattern = '((?:-color|border-style)\\s*:\\s*)';
const colorPattern = `(#?${nmcharPattern}+|(?:rgba?|hsla?)\\([ \\d.,%-]+\\))`;
const urlCharsPattern = `(?:${urlSpecialCharsPattern}|${nonAsciiPattern}|${escapePattern})*?`;
const lookAheadNotLetterPattern = '(?![a-zA-Z])';
const lookAheadNotOpenBracePattern = `(?!(${nmcharPattern}|\\r?\\n|\\s|#|\\:|\\.|\\,|\\+|>|~|\\(|\\)|\\[|\\]|=|\\*=|~=|\\^=|'[^']*'|"[^"]*"|${commentToken})*?{)`;
const lookAheadNotClosingParenPattern = `(?!${urlCharsPattern}${validAfterUriCharsPattern}\\))`;
const suffixPattern = '(\\s*(?:!important\\s*)?[;}])';

/**
 * Text up to the end of a declaration: a `;` or `}` ends it unless escaped, as in CSSJanus's names (`\\;` is one).
 * The tests below that look past a property's colon read its value with this.
 */
const inValue = '(?:[^;}\\\\]|\\\\[^])';
const step = (need: RegExp | null, source: string) => new Step(need, () => new RegExp(source, 'gi'));

const temporaryTokenStep = new Step(null, () => /`TMP`/g);
const noFlipSingle = step(/@noflip/i, `(${noFlipPattern}${lookAheadNotOpenBracePattern}[^;}]+;?)`);
const noFlipClass = step(/@noflip/i, `(${noFlipPattern}${charsWithinSelectorPattern}})`);
const comment = step(/\/\*/, commentPattern);
const directionLtr = step(/direction/i, `(${directionPattern})ltr`);
const directionRtl = step(/direction/i, `(${directionPattern})rtl`);
const left = step(
  /left/i,
  `${nonLetterPattern}(left)${lookAheadNotLetterPattern}${lookAheadNotClosingParenPattern}${lookAheadNotOpenBracePattern}`,
);
const right = step(
  /right/i,
  `${nonLetterPattern}(right)${lookAheadNotLetterPattern}${lookAheadNotClosingParenPattern}${lookAheadNotOpenBracePattern}`,
);
const cursorEast = step(/e-resize/i, `${nonLetterPattern}([ns]?)e-resize`);
const cursorWest = step(/w-resize/i, `${nonLetterPattern}([ns]?)w-resize`);
// One radius is written back as it was: only a second value or a slash changes anything.
const borderRadius = step(
  new RegExp(`border-radius\\s*:${inValue}*[\\s/]`, 'i'),
  `(border-radius\\s*:\\s*)${signedQuantPattern}(?:(?:\\s+${signedQuantPattern})(?:\\s+${signedQuantPattern})?(?:\\s+${signedQuantPattern})?)?` +
    `(?:(?:(?:\\s*\\/\\s*)${signedQuantPattern})(?:\\s+${signedQuantPattern})?(?:\\s+${signedQuantPattern})?(?:\\s+${signedQuantPattern})?)?${suffixPattern}`,
);
// A shadow's first offset changes sign unless it is zero: only a digit from 1 to 9 (or `inherit`, `auto`) changes it.
const boxShadow = step(
  /box-shadow\s*:\s*(?:inset\s*)?(?:inherit|auto|-?[\d.]*[1-9])/i,
  `(box-shadow\\s*:\\s*(?:inset\\s*)?)${signedQuantPattern}`,
);
const textShadow1 = step(/text-shadow/i, `(text-shadow\\s*:\\s*)${signedQuantPattern}(\\s*)${colorPattern}`);
const textShadow2 = step(/text-shadow/i, `(text-shadow\\s*:\\s*)${colorPattern}(\\s*)${signedQuantPattern}`);
const textShadow3 = step(/text-shadow/i, `(text-shadow\\s*:\\s*)${signedQuantPattern}`);
const translateX = step(/translatex/i, `(transform\\s*:[^;}]*)(translateX\\s*\\(\\s*)${signedQuantPattern}(\\s*\\))`);
const translate = step(
  /translate\s*\(/i,
  `(transform\\s*:[^;}]*)(translate\\s*\\(\\s*)${signedQuantPattern}((?:\\s*,\\s*${signedQuantPattern}){0,2}\\s*\\))`,
);
/**
 * Three runs of white space after `margin:` (or a padding, a border width) before the declaration ends: the four
 * values either swap below needs.
 */
const fourQuantProps = '(?:margin|padding|border-width)';
const fourQuantValues = new RegExp(`${fourQuantProps}\\s*:(?:${inValue}*\\s){3}`, 'i');
const fourNotationQuant = step(
  fourQuantValues,
  `${fourNotationQuantPropsPattern}${signedQuantCalcPattern}(\\s+)${signedQuantCalcPattern}(\\s+)${signedQuantCalcPattern}(\\s+)${signedQuantCalcPattern}${suffixPattern}`,
);
/**
 * The same swap where every margin, padding and border width of the text is a list of plain values (`margin:0 5px 0
 * -6px`, as MUI's chip writes on every signed-in page): each a number with an optional unit or name, `auto` or
 * `inherit`, separated by spaces. There the full pattern can take only whole values, and this one takes the same
 * values; its compilation is a fraction of a millisecond where the full one's is about 30 ms. A value of any other
 * kind anywhere in the text (`calc()`, a unit after a space, `!important`) sends the text to the full pattern, and so
 * does any white space other than a space: CSSJanus reads a character outside printable ASCII, a tab or a line break
 * included, as part of a name, so `0\n5` is one value to it.
 */
const plainQuant = '-?(?:[0-9]*\\.[0-9]+|[0-9]+)(?:%|-?[_a-z][_a-z0-9-]*)?|inherit|auto';
const fourNotationPlainQuant = step(
  fourQuantValues,
  `${fourNotationQuantPropsPattern}(${plainQuant})(\\s+)(${plainQuant})(\\s+)(${plainQuant})(\\s+)(${plainQuant})${suffixPattern}`,
);
const notPlainQuant = new RegExp(`${fourQuantProps}\\s*:(?! *(?:${plainQuant})(?: +(?:${plainQuant}))* *[;}])`, 'i');
/**
 * Four colours need three runs of white space between them. A colour is a name, in which CSSJanus counts any character
 * outside printable ASCII (white space other than a space included), or `rgba()` and its kin, whose commas and spaces,
 * as in MUI's `rgba(0, 0, 0, 0.04)`, separate nothing.
 */
const colour = `(?:[^;}\\x20(\\\\]|\\\\[^]|\\([^)]*\\))+`;
const fourNotationColor = step(
  new RegExp(`(?:-color|border-style)\\s*:\\s*(?:${colour}\\s+){3}${colour}`, 'i'),
  `${fourNotationColorPropsPattern}${colorPattern}(\\s+)${colorPattern}(\\s+)${colorPattern}(\\s+)${colorPattern}${suffixPattern}`,
);
// A horizontal position changes only when it is a percentage.
const bgHorizontalPercentage = step(
  new RegExp(`background${inValue}*%`, 'i'),
  `(background(?:-position)?\\s*:\\s*(?:[^:;}\\s]+\\s+)*?)(${quantPattern})`,
);
const bgHorizontalPercentageX = step(/background-position-x/i, `(background-position-x\\s*:\\s*)(-?${numPattern}%)`);

function calculateNewBackgroundPosition(match: string, pre: string, value: string) {
  if (pre.split('(').length > pre.split(')').length) return match;
  if (value.slice(-1) === '%') {
    const idx = value.indexOf('.');
    if (idx !== -1) {
      const len = value.length - idx - 2;
      return `${pre}${(100 - parseFloat(value)).toFixed(len)}%`;
    }
    return `${pre}${100 - parseFloat(value)}%`;
  }
  return pre + value;
}

function flipBorderRadiusValues(values: string[]) {
  switch (values.length) {
    case 4:
      return [values[1], values[0], values[3], values[2]].join(' ');
    case 3:
      return [values[1], values[0], values[1], values[2]].join(' ');
    case 2:
      return [values[1], values[0]].join(' ');
    default:
      return values.join(' ');
  }
}

function calculateNewBorderRadius(_match: string, pre: string, ...args: string[]) {
  const firstGroup = args.slice(0, 4).filter((value) => value);
  const secondGroup = args.slice(4, 8).filter((value) => value);
  const post = args[8] || '';
  const values = secondGroup.length
    ? `${flipBorderRadiusValues(firstGroup)} / ${flipBorderRadiusValues(secondGroup)}`
    : flipBorderRadiusValues(firstGroup);
  return pre + values + post;
}

function flipSign(value: string) {
  if (parseFloat(value) === 0) return value;
  if (value[0] === '-') return value.slice(1);
  return `-${value}`;
}

const calculateNewShadow = (_match: string, property: string, offset: string) => property + flipSign(offset);
const calculateNewTranslate = (_match: string, property: string, prefix: string, offset: string, suffix: string) =>
  property + prefix + flipSign(offset) + suffix;
const calculateNewFourTextShadow = (_match: string, property: string, color: string, space: string, offset: string) =>
  property + color + space + flipSign(offset);

/** CSSJanus's `transform(css)`: a left-to-right stylesheet written right to left. */
export function transform(input: string): string {
  const noFlipSingleTokenizer = tokenizer(noFlipSingle, noFlipSingleToken);
  const noFlipClassTokenizer = tokenizer(noFlipClass, noFlipClassToken);
  const commentTokenizer = tokenizer(comment, commentToken);
  let css = commentTokenizer.tokenize(noFlipClassTokenizer.tokenize(noFlipSingleTokenizer.tokenize(input.replace('`', '%60'))));
  const run = (s: Step, replacement: Replacement) => {
    css = s.apply(css, replacement);
  };
  run(directionLtr, `$1${temporaryToken}`);
  run(directionRtl, '$1ltr');
  css = temporaryTokenStep.apply(css, 'rtl');
  run(left, `$1${temporaryToken}`);
  run(right, '$1left');
  css = temporaryTokenStep.apply(css, 'right');
  run(cursorEast, `$1$2${temporaryToken}`);
  run(cursorWest, '$1$2e-resize');
  css = temporaryTokenStep.apply(css, 'w-resize');
  run(borderRadius, calculateNewBorderRadius);
  run(boxShadow, calculateNewShadow);
  run(textShadow1, calculateNewFourTextShadow);
  run(textShadow2, calculateNewFourTextShadow);
  run(textShadow3, calculateNewShadow);
  run(translateX, calculateNewTranslate);
  run(translate, calculateNewTranslate);
  run(notPlainQuant.test(css) ? fourNotationQuant : fourNotationPlainQuant, '$1$2$3$8$5$6$7$4$9');
  run(fourNotationColor, '$1$2$3$8$5$6$7$4$9');
  run(bgHorizontalPercentage, calculateNewBackgroundPosition);
  run(bgHorizontalPercentageX, calculateNewBackgroundPosition);
  return noFlipSingleTokenizer.detokenize(noFlipClassTokenizer.detokenize(commentTokenizer.detokenize(css)));
}
