import { toPersianDigits } from '@gold/contracts/rules/digits';
import { formatPersianNumber } from '@gold/contracts/rules/persian-number';
import { TEHRAN_TIME_ZONE, tehranDay, toJalali } from '@gold/contracts/rules/jalali';

/*
 * Numbers and dates are written by hand (held to Intl's fa-IR by property tests) and the other formats are made on
 * first use: the first Intl formatter of a page loads the locale's data, 40-100 ms on a desktop CPU and more on a
 * phone, which no longer falls in the panel's start.
 */

/** 2500000 -> ۲٬۵۰۰٬۰۰۰ */
export const formatToman = (value: number) => formatPersianNumber(value, { maximumFractionDigits: 0 });
export const formatGrams = (value: number) => formatPersianNumber(value, { maximumFractionDigits: 3 });
/** Digits without grouping: years, codes, counters. */
export const formatDigits = (value: number | string) =>
  typeof value === 'number' ? formatPersianNumber(value, { useGrouping: false }) : toPersianDigits(value);

/**
 * Groups of digits (an IBAN, a card or account number) in Persian digits, for a left-to-right element. Persian digits count as
 * right-to-left for the spaces and hyphens between them, which would show the last group first even inside `dir="ltr"`; a
 * left-to-right mark before each separator keeps the groups in reading order.
 */
export const formatDigitGroups = (text: string) => formatDigits(text).replace(/[ -]/g, '\u200E$&');

/**
 * A signed figure whose sign is read first in a Persian line: a right-to-left mark before the sign keeps it on the
 * number's right, beside the number, in a left-to-right isolate or a right-to-left one alike. fa-IR's own
 * left-to-right mark puts it on the number's left, which in a Persian line is between «۲۷۵٬۰۰۰» and «تومان».
 * Anything but a leading sign is left as it is: −۲٫۵ -> RLM−۲٫۵, LRM+۱۲ -> RLM+۱۲.
 */
export const withSignFirst = (text: string) => text.replace(/^\u200E?(?=[+\u2212])/, '\u200F');

/** Seconds as m:ss in Persian digits: 45 -> ۰:۴۵ */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return formatDigits(`${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
}

/** A formatter made the first time it is used. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const asDate = (iso: string | Date) => (typeof iso === 'string' ? new Date(iso) : iso);

/** The Jalali months' names, Farvardin first. */
export const JALALI_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/**
 * Tehran's day of an instant in the Jalali calendar, as Intl's fa-IR writes it: ۲ آذر ۱۴۰۵ (the dashboard's first
 * render shows one).
 */
export function formatPersianDate(iso: string | Date): string {
  const { year, month, day } = toJalali(tehranDay(asDate(iso)));
  return toPersianDigits(`${day} ${JALALI_MONTHS[month - 1]} ${year}`);
}

const timeOfDay = onFirstUse(
  () => new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit', timeZone: TEHRAN_TIME_ZONE }),
);
export const formatTehranTime = (iso: string | Date) => timeOfDay().format(asDate(iso));

/** A Jalali calendar format of Tehran's time, made on first use. */
export const tehranDateFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { ...options, timeZone: TEHRAN_TIME_ZONE }));

const persianDateTime = tehranDateFormat({
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** A Jalali date with the Tehran time: ۲ آذر ۱۴۰۵ ساعت ۰۹:۳۰ */
export const formatPersianDateTime = (iso: string | Date) => persianDateTime().format(asDate(iso));
