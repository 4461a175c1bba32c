const integer = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
const grams = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 3 });
const plain = new Intl.NumberFormat('fa-IR', { useGrouping: false });

/** 2500000 -> ۲٬۵۰۰٬۰۰۰ */
export const formatToman = (value: number) => integer.format(value);
export const formatGrams = (value: number) => grams.format(value);
/** Digits without grouping: years, codes, counters. */
export const formatDigits = (value: number | string) =>
  typeof value === 'number' ? plain.format(value) : value.replace(/\d/g, (d) => plain.format(Number(d)));

/**
 * Groups of digits (an IBAN, a card or account number) in Persian digits, for a left-to-right element. Persian digits count as
 * right-to-left for the spaces and hyphens between them, which would show the last group first even inside `dir="ltr"`; a
 * left-to-right mark before each separator keeps the groups in reading order.
 */
export const formatDigitGroups = (text: string) => formatDigits(text).replace(/[ -]/g, '\u200E$&');

/** Seconds as m:ss in Persian digits: 45 -> ۰:۴۵ */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return formatDigits(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
}

const persianDate = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', day: 'numeric' });
export const formatPersianDate = (iso: string | Date) => persianDate.format(typeof iso === 'string' ? new Date(iso) : iso);

const timeOfDay = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tehran' });
export const formatTehranTime = (iso: string | Date) => timeOfDay.format(typeof iso === 'string' ? new Date(iso) : iso);

const persianDateTime = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Tehran',
});
/** A Jalali date with the Tehran time: ۲ آذر ۱۴۰۵، ۰۹:۳۰ */
export const formatPersianDateTime = (iso: string | Date) =>
  persianDateTime.format(typeof iso === 'string' ? new Date(iso) : iso);
