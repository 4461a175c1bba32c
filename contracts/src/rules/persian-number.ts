import { groupThousands, PERSIAN_MINUS, toPersianDigits } from './digits';

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

/**
 * A number as `Intl.NumberFormat('fa-IR', options)` writes it (the property test holds the two together): Persian digits,
 * ٬ between thousands, ٫ before the fraction, rounded half away from zero as the number is written. It loads none of
 * the locale's data, which the first Intl formatter of a page loads, slowly on a phone (docs/benchmarks.md).
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
    const grouped = useGrouping ? groupThousands(whole) : whole;
    body = toPersianDigits(fraction ? `${grouped}\u066B${fraction}` : grouped);
  }
  if (percent) body += '\u066A';
  if (signDisplay === 'exceptZero' && isZero) return body;
  if (negative) return PERSIAN_MINUS + body;
  return signDisplay === 'exceptZero' ? `\u200E+${body}` : body;
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
