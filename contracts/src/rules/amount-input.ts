import { GOLD_DECIMALS, MG_PER_GRAM } from '../money';
import { groupThousands, toAsciiDigits, toPersianDigits } from './digits';

/**
 * What a customer types in an amount field (trade grams, trade Toman, deposit, withdraw), read one way everywhere.
 *
 * - Persian, Arabic-Indic and Latin digits are the same digits.
 * - `.`, `٫`, `/` and `،` are the decimal mark: Iranians write 2.5 as ۲/۵, and ٫ looks like / in most Persian fonts.
 * - `٬` and spaces around the text are the field's own grouping: it writes ٬ itself and moves it as digits come and go.
 * - `,` and a space inside the text are read as thousands separators when they sit between groups of three digits
 *   (`1,250`, `1,250,000`). In grams a single `,` that cannot be one (`2,5`, `12,5`, `0,125`) is the decimal mark; a
 *   single `,` before exactly three digits (`1,250`) reads both ways there (1250 g or 1.25 g) and is refused.
 * - A letter, a sign, an exponent, a second decimal mark, a misplaced separator, a fourth decimal of a gram, a decimal
 *   in Toman and a number over 13 digits are refused with a message: nothing is dropped or guessed.
 * - A decimal mark with nothing after it (`2/`), or a separator still waiting for its three digits, is incomplete: not
 *   an error while it is typed, never a value to send.
 */
export type AmountKind = 'grams' | 'toman';

/** The integer a valid entry stands for: milligrams for grams, Toman for Toman. */
export type AmountReading =
  | { status: 'empty'; display: string; caret: number }
  | { status: 'ok'; value: number; display: string; caret: number }
  | { status: 'incomplete'; message: string; display: string; caret: number }
  | { status: 'invalid'; message: string; display: string; caret: number };

export const AMOUNT_INPUT_TEXT = {
  notANumber: (kind: AmountKind) =>
    kind === 'grams' ? 'فقط رقم و ممیز بنویسید؛ مثلاً ۲٫۵ یا ۲/۵' : 'فقط رقم بنویسید؛ مثلاً ۱٬۲۵۰٬۰۰۰',
  exponent: 'نماد توان (e) پذیرفته نیست؛ عدد را کامل بنویسید',
  sign: 'مقدار را بدون علامت مثبت یا منفی بنویسید',
  twoDecimalMarks: 'یک عدد فقط یک ممیز دارد',
  tooManyDecimals: 'حداکثر سه رقم اعشار (تا یک میلی‌گرم) پذیرفته می‌شود',
  tomanWhole: 'مبلغ تومان عدد صحیح است و ممیز ندارد',
  tooLong: 'این عدد بیش از حد بزرگ است',
  ambiguousComma: 'معلوم نیست «,» ممیز است یا جداکننده هزارگان؛ برای ممیز «٫» یا «/» بنویسید و برای هزارگان «,» را حذف کنید',
  misplacedGroup: 'جداکننده هزارگان باید میان گروه‌های سه‌رقمی بیاید',
  unfinishedDecimal: 'پس از ممیز، رقم اعشار را بنویسید',
  unfinishedGroup: (kind: AmountKind) =>
    kind === 'toman'
      ? 'مبلغ تومان ممیز ندارد؛ اگر «,» جداکننده هزارگان است، پس از آن سه رقم بنویسید'
      : 'پس از جداکننده هزارگان سه رقم بنویسید',
} as const;

/** The most digits the integer value may have, in Toman or in milligrams: far above any balance, safe as a number. */
export const AMOUNT_MAX_DIGITS = 13;

// Invisible marks a paste may carry (bidi controls, zero-width joiners, BOM): they are no part of the number.
const INVISIBLE = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const DECIMAL_MARKS = '.\u066B/\u060C';
const FIELD_GROUPING = '\u066C';
const SIGNS = /[-+\u2212\u2010-\u2015\uFE62\uFE63\uFF0B\uFF0D]/;
const ALLOWED = /^[\d\s.,/\u066B\u066C\u060C]*$/;

const isDecimalMark = (ch: string) => DECIMAL_MARKS.includes(ch);

/**
 * Reads `text` as an amount of `kind`. `caret` is where the cursor stands in `text` (its end by default); the reading
 * says where it stands in `display`, the text the field shows: Persian digits, grouped with ٬, the decimal mark ٫. A
 * refused or incomplete entry shows as typed, in Persian digits.
 */
export function readAmount(text: string, kind: AmountKind, caret: number = text.length): AmountReading {
  const clean = toAsciiDigits(text.replace(INVISIBLE, ''));
  const at = text.slice(0, caret).replace(INVISIBLE, '').length;
  const asTyped = toPersianDigits(clean);
  const refuse = (message: string): AmountReading => ({ status: 'invalid', message, display: asTyped, caret: at });
  const wait = (message: string): AmountReading => ({ status: 'incomplete', message, display: asTyped, caret: at });

  const start = clean.length - clean.trimStart().length;
  const body = clean.trim();
  if (body === '') return { status: 'empty', display: '', caret: 0 };
  if (SIGNS.test(body)) return refuse(AMOUNT_INPUT_TEXT.sign);
  if (/\d\s*e/i.test(body)) return refuse(AMOUNT_INPUT_TEXT.exponent);
  if (!ALLOWED.test(body)) return refuse(AMOUNT_INPUT_TEXT.notANumber(kind));
  if (!/\d/.test(body))
    return body.length === 1 && isDecimalMark(body)
      ? wait(AMOUNT_INPUT_TEXT.unfinishedDecimal)
      : refuse(AMOUNT_INPUT_TEXT.notANumber(kind));

  const marks = [...body].flatMap((ch, i) => (isDecimalMark(ch) ? [i] : []));
  const commas = [...body].flatMap((ch, i) => (ch === ',' ? [i] : []));
  if (marks.length > 1) return refuse(AMOUNT_INPUT_TEXT.twoDecimalMarks);
  if (kind === 'toman' && marks.length === 1) return refuse(AMOUNT_INPUT_TEXT.tomanWhole);

  let point = marks.length === 1 ? marks[0] : -1;
  if (kind === 'grams' && point < 0 && commas.length === 1) {
    const head = body.slice(0, commas[0]).replace(/[\s\u066C]/g, '');
    const tail = body.slice(commas[0] + 1);
    if (tail === '') return wait(AMOUNT_INPUT_TEXT.unfinishedDecimal);
    if (/^\d+$/.test(tail)) {
      if (tail.length === 3 && /^[1-9]/.test(head)) return refuse(AMOUNT_INPUT_TEXT.ambiguousComma);
      point = commas[0];
    }
  }

  const wholeText = point < 0 ? body : body.slice(0, point);
  const fraction = point < 0 ? null : body.slice(point + 1);
  if (fraction !== null && !/^\d*$/.test(fraction)) return refuse(AMOUNT_INPUT_TEXT.misplacedGroup);

  // A typed ',' or inner space must stand between groups of three digits, with the field's own ٬ beside them;
  // without them, the field's ٬ go and the digits are grouped afresh.
  const typedGroups = /[,\s]/.test(wholeText);
  if (typedGroups) {
    const groups = wholeText.split(/[,\s\u066C]/);
    const last = groups.length - 1;
    if (!/^\d{1,3}$/.test(groups[0])) return refuse(AMOUNT_INPUT_TEXT.misplacedGroup);
    for (let i = 1; i < last; i++) if (!/^\d{3}$/.test(groups[i])) return refuse(AMOUNT_INPUT_TEXT.misplacedGroup);
    if (!/^\d{3}$/.test(groups[last])) {
      // Still being typed: a separator at the end, waiting for its three digits.
      if (fraction === null && /^\d{0,2}$/.test(groups[last])) return wait(AMOUNT_INPUT_TEXT.unfinishedGroup(kind));
      return refuse(AMOUNT_INPUT_TEXT.misplacedGroup);
    }
  }
  const wholeDigits = wholeText.replace(/[,\s\u066C]/g, '');
  const whole = wholeDigits.replace(/^0+(?=\d)/, '');
  const stripped = wholeDigits.length - whole.length;

  const maxWholeDigits = kind === 'toman' ? AMOUNT_MAX_DIGITS : AMOUNT_MAX_DIGITS - GOLD_DECIMALS;
  if (whole.length > maxWholeDigits) return refuse(AMOUNT_INPUT_TEXT.tooLong);
  const decimals = (fraction ?? '').replace(/0+$/, '');
  if (decimals.length > GOLD_DECIMALS) return refuse(AMOUNT_INPUT_TEXT.tooManyDecimals);

  const display = toPersianDigits(groupThousands(whole) + (fraction === null ? '' : `\u066B${fraction}`));
  // The caret keeps its place among the digits and the decimal mark; the grouping around them is the field's.
  const before = clean.slice(start, Math.max(start, at));
  const digitsBefore = before.replace(/\D/g, '').length;
  const significant = digitsBefore - Math.min(digitsBefore, stripped) + (point >= 0 && point < before.length ? 1 : 0);
  const placed = caretAfter(display, significant);

  if (fraction === '') return { status: 'incomplete', message: AMOUNT_INPUT_TEXT.unfinishedDecimal, display, caret: placed };
  const value =
    kind === 'toman' ? Number(whole || '0') : Number(whole || '0') * MG_PER_GRAM + Number(decimals.padEnd(GOLD_DECIMALS, '0'));
  return { status: 'ok', value, display, caret: placed };
}

/** The index just after the `count`-th character of `display` that is not the field's grouping. */
function caretAfter(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (display[i] !== FIELD_GROUPING) seen++;
    if (seen === count) return i + 1;
  }
  return display.length;
}

/** What the field shows for an amount set from outside (a quick amount): `value` in milligrams or Toman. */
export function amountInputText(value: number, kind: AmountKind): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not an amount: ${value}`);
  if (kind === 'toman') return toPersianDigits(groupThousands(String(value)));
  const whole = Math.floor(value / MG_PER_GRAM);
  const decimals = String(value % MG_PER_GRAM)
    .padStart(GOLD_DECIMALS, '0')
    .replace(/0+$/, '');
  return toPersianDigits(groupThousands(String(whole)) + (decimals ? `\u066B${decimals}` : ''));
}

/** The value of a valid entry, or null: for a reader that needs only the number (a total, a check). */
export function amountValue(text: string, kind: AmountKind): number | null {
  const reading = readAmount(text, kind);
  return reading.status === 'ok' ? reading.value : null;
}
