const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Turns Persian (۰-۹) and Arabic-Indic (٠-٩) digits into ASCII; everything else is kept. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const base = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

/** ASCII digits only, after converting Persian and Arabic-Indic digits. */
export function onlyDigits(input: string): string {
  return toAsciiDigits(input).replace(/\D/g, '');
}

/**
 * An integer in Persian digits, grouped in thousands with the Arabic thousands separator: 4000 -> ۴٬۰۰۰, as
 * `toLocaleString('fa-IR')` writes it, without loading the locale's data (about 20 ms the first time): the error table and
 * the form messages use it when their module loads, before a screen has formatted anything.
 */
export function toPersianInteger(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${n}`);
  return formatPersianNumber(n, { maximumFractionDigits: 0 });
}

/** ASCII digits written in Persian digits; everything else is kept: '1405-09' -> '۱۴۰۵-۰۹'. */
export const toPersianDigits = (text: string): string =>
  text.replace(/\d/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));

export interface PersianNumberOptions {
  /** Digits after the decimal separator, at most; 3 for a number, 0 for a percentage, as Intl. */
  maximumFractionDigits?: number;
  /** Thousands separators; true unless false. */
  useGrouping?: boolean;
  /** 'exceptZero' writes + before a positive number, and no sign on a zero. */
  signDisplay?: 'auto' | 'exceptZero';
  /** A share written as a percentage: 0.5 -> ۵۰٪. */
  percent?: boolean;
}

const LEFT_TO_RIGHT_MARK = '\u200E';

/**
 * A number as `Intl.NumberFormat('fa-IR', options)` writes it (the property test holds the two together): Persian digits,
 * ٬ between thousands, ٫ before the fraction, rounded half away from zero as the number is written. It loads none of
 * the locale's data: the first Intl formatter of a page costs 40-100 ms on a desktop CPU, more on a phone.
 */
export function formatPersianNumber(value: number, options: PersianNumberOptions = {}): string {
  const { useGrouping = true, signDisplay = 'auto', percent = false } = options;
  const fractionDigits = options.maximumFractionDigits ?? (percent ? 0 : 3);
  if (Number.isNaN(value)) return 'ناعدد';
  const negative = value < 0 || Object.is(value, -0);
  let body: string;
  let isZero = false;
  if (!Number.isFinite(value)) body = '∞';
  else {
    const [whole, fraction] = roundDecimal(Math.abs(value), percent ? 2 : 0, fractionDigits);
    isZero = /^0*$/.test(whole + fraction);
    const grouped = useGrouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u066C') : whole;
    body = toPersianDigits(fraction ? `${grouped}\u066B${fraction}` : grouped);
  }
  if (percent) body += '\u066A';
  if (signDisplay === 'exceptZero' && isZero) return body;
  if (negative) return `${LEFT_TO_RIGHT_MARK}\u2212${body}`;
  return signDisplay === 'exceptZero' ? `${LEFT_TO_RIGHT_MARK}+${body}` : body;
}

/**
 * The whole and fraction digits of a non-negative finite number, times 10^shift, rounded half away from zero to
 * `fractionDigits`, without trailing zeros in the fraction. Works on the digits JavaScript writes for the number (the
 * shortest that read back as it), as Intl does, so 1.0005 rounds up to 1.001.
 */
function roundDecimal(value: number, shift: number, fractionDigits: number): [string, string] {
  const [mantissa, exponent = '0'] = String(value).split('e');
  const [head, tail = ''] = mantissa.split('.');
  let digits = head + tail;
  let point = head.length + Number(exponent) + shift;
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (digits.length < point) digits += '0'.repeat(point - digits.length);
  let kept = digits.slice(0, point + fractionDigits).padEnd(point + fractionDigits, '0');
  if ((digits[kept.length] ?? '0') >= '5') {
    const rounded = incrementDigits(kept);
    point += rounded.length - kept.length;
    kept = rounded;
  }
  return [kept.slice(0, point).replace(/^0+(?=\d)/, ''), kept.slice(point).replace(/0+$/, '')];
}

/** A string of decimal digits plus one: 1299 -> 1300, 99 -> 100. */
function incrementDigits(digits: string): string {
  const last = digits.search(/9*$/) - 1;
  if (last < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${'0'.repeat(digits.length - last - 1)}`;
}
