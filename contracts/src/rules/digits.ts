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

/** Whole digits with ٬ between thousands: 4000 -> 4٬000. */
export const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u066C');

/** The minus sign as fa-IR writes it, after a left-to-right mark. */
export const PERSIAN_MINUS = '\u200E\u2212';

/**
 * An integer in Persian digits, grouped in thousands with the Arabic thousands separator: 4000 -> ۴٬۰۰۰, as
 * `toLocaleString('fa-IR')` writes it, without loading the locale's data: the error table and the form messages use it
 * when their module loads, before a screen has formatted anything, and the locale's first load is slow.
 */
export function toPersianInteger(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${n}`);
  return (n < 0 ? PERSIAN_MINUS : '') + toPersianDigits(groupThousands(String(Math.abs(n))));
}

/** ASCII digits written in Persian digits; everything else is kept: '1405-09' -> '۱۴۰۵-۰۹'. */
export const toPersianDigits = (text: string): string =>
  text.replace(/\d/g, (d) => String.fromCharCode(PERSIAN_ZERO + Number(d)));
