import { toPersianDigits } from '@gold/contracts/rules/digits';
import { formatPersianNumber } from '@gold/contracts/rules/persian-number';
import { TEHRAN_OFFSET_MINUTES, tehranDay, toJalali } from '@gold/contracts/rules/jalali';

/*
 * Numbers and dates are written by hand, held to Intl's fa-IR by property tests: the first Intl formatter of a page
 * loads the locale's data, which would fall in the panel's start. Dates take their calendar from the contracts'
 * Jalali rules, the one calendar the reports' maths, the mock and the date pickers use too.
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

/** The weekdays' names, Sunday first (as `Date.getUTCDay` counts). */
const WEEKDAYS = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** An instant's Jalali date and time of day in Tehran, where it is +03:30 all year. */
export function tehranParts(iso: string | Date) {
  const at = asDate(iso);
  const local = new Date(at.getTime() + TEHRAN_OFFSET_MINUTES * 60_000);
  return {
    ...toJalali(tehranDay(at)),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: WEEKDAYS[local.getUTCDay()],
  };
}

/** Tehran's day of an instant in the Jalali calendar, as Intl's fa-IR writes it: ۲ آذر ۱۴۰۵. */
export function formatPersianDate(iso: string | Date): string {
  const { year, month, day } = tehranParts(iso);
  return toPersianDigits(`${day} ${JALALI_MONTHS[month - 1]} ${year}`);
}

/** Tehran's time of day: ۰۹:۳۰ */
export function formatTehranTime(iso: string | Date): string {
  const { hour, minute } = tehranParts(iso);
  return toPersianDigits(`${two(hour)}:${two(minute)}`);
}

/** A Jalali date with the Tehran time: ۲ آذر ۱۴۰۵ ساعت ۰۹:۳۰ */
export const formatPersianDateTime = (iso: string | Date) => `${formatPersianDate(iso)} ساعت ${formatTehranTime(iso)}`;

/** Tehran's day in digits: ۱۴۰۵/۰۹/۰۲ */
export function formatNumericDate(iso: string | Date): string {
  const { year, month, day } = tehranParts(iso);
  return toPersianDigits(`${year}/${two(month)}/${two(day)}`);
}
