import { UTCDateMini } from '@date-fns/utc/date/mini';
import { addMonths } from 'date-fns-jalali/addMonths';
import { endOfMonth } from 'date-fns-jalali/endOfMonth';
import { endOfQuarter } from 'date-fns-jalali/endOfQuarter';
import { endOfYear } from 'date-fns-jalali/endOfYear';
import { getDate } from 'date-fns-jalali/getDate';
import { getDaysInMonth } from 'date-fns-jalali/getDaysInMonth';
import { getMonth } from 'date-fns-jalali/getMonth';
import { getYear } from 'date-fns-jalali/getYear';
import { isLeapYear } from 'date-fns-jalali/isLeapYear';
import { set } from 'date-fns-jalali/set';
import { setYear } from 'date-fns-jalali/setYear';
import { startOfMonth } from 'date-fns-jalali/startOfMonth';
import { startOfQuarter } from 'date-fns-jalali/startOfQuarter';
import { startOfYear } from 'date-fns-jalali/startOfYear';

/**
 * The Persian (Jalali, Solar Hijri) calendar and Tehran calendar days.
 *
 * A day is a Gregorian ISO date `YYYY-MM-DD` naming a Tehran calendar day, from Tehran midnight to the next. Tehran
 * is UTC+03:30 all year: Iran dropped summer time in 2022, so this is exact from 2022-09-22 (1401-06-31) on. Earlier
 * days are read at +03:30 too: an instant in the hour after midnight of a summer day before then falls in the day before.
 *
 * The calendar is date-fns-jalali's, as the date pickers' is: the 33-year arithmetic, which ICU's Persian calendar
 * (`Intl.DateTimeFormat('en-u-ca-persian')`, which the panel displays dates with) keeps too, so the maths and the
 * display agree (the tests compare them day by day; newer ICU moves a leap day in a few years from the next century on).
 * Months 1 to 6 have 31 days, 7 to 11 have 30, and Esfand (12) has 29, or 30 in a leap year.
 *
 * date-fns reads a date's calendar in the process's time zone, and a zone that once skipped a whole day
 * (Pacific/Kiritimati, Pacific/Apia) has no local time on that day at all. So every date handed to date-fns-jalali
 * here is a `UTCDateMini`, whose calendar reads in UTC: the answers are the same whatever `TZ` the process runs in.
 */

/** Tehran's offset from UTC in minutes: +03:30, all year since 2022. */
export const TEHRAN_OFFSET_MINUTES = 210;

/**
 * The Jalali years the helpers convert; outside them a RangeError. They are the years in which the 33-year arithmetic
 * is the astronomical calendar Iran keeps, as Borkowski's break years (jalaali-js) give it; beyond them the two part,
 * a leap year at a time.
 */
export const JALALI_YEARS = { min: 1178, max: 1633 } as const;

export type JalaliDate = { year: number; month: number; day: number };

/** An inclusive range of Tehran calendar days, each a Gregorian ISO date `YYYY-MM-DD`. */
export type DayRange = { from: string; to: string };

/** The preset periods of the reports screen, on the Persian calendar and including the day they are asked on. */
export const JALALI_PERIODS = ['this-month', 'last-month', 'this-quarter', 'this-year'] as const;
export type JalaliPeriod = (typeof JALALI_PERIODS)[number];

const DAY_MS = 86_400_000;
const OFFSET_MS = TEHRAN_OFFSET_MINUTES * 60_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// --- Gregorian days as whole days since 1970-01-01 -------------------------------------------------------------

/** Days since 1970-01-01 of a valid ISO day; null for anything else ('2026-02-30', '2026-1-5', a year before 100). */
function epochDayOf(isoDay: string): number | null {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads the years 0 to 99 as 1900 to 1999: the round trip below refuses them.
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.getTime() / DAY_MS;
}

function requireEpochDay(isoDay: string): number {
  const day = epochDayOf(isoDay);
  if (day === null) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${isoDay}`);
  return day;
}

const isoDayOf = (epochDay: number) => new Date(epochDay * DAY_MS).toISOString().slice(0, 10);

/** The ISO day `days` after `isoDay` (before it when negative). */
export const addDays = (isoDay: string, days: number): string => isoDayOf(requireEpochDay(isoDay) + days);

/** How many days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number => requireEpochDay(to) - requireEpochDay(from);

// --- The Jalali calendar ---------------------------------------------------------------------------------------

/** A Gregorian day as date-fns-jalali takes it: its midnight in a date whose calendar reads in UTC. */
const utcDate = (epochDay: number): Date => new UTCDateMini(epochDay * DAY_MS);
const isoDayOfDate = (date: Date) => date.toISOString().slice(0, 10);

function requireYear(year: number): void {
  if (!Number.isInteger(year) || year < JALALI_YEARS.min || year > JALALI_YEARS.max) {
    throw new RangeError(`Jalali year must be an integer from ${JALALI_YEARS.min} to ${JALALI_YEARS.max}, got ${year}`);
  }
}

function requireMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Jalali month must be 1 to 12, got ${month}`);
}

/** The date of a Jalali year, month and day that exist (the callers check them). */
const jalaliDate = (year: number, month: number, day: number): Date => set(utcDate(0), { year, month: month - 1, date: day });

let supported: { first: string; last: string } | undefined;
/**
 * Whether an ISO day is within the years the helpers convert: from Nowruz of the first to the last of Esfand of the
 * last. The two are worked out on first use, so that code importing only the Tehran helpers bundles no calendar.
 */
function isSupported(isoDay: string): boolean {
  supported ??= {
    first: isoDayOfDate(startOfYear(setYear(utcDate(0), JALALI_YEARS.min))),
    last: isoDayOfDate(endOfYear(setYear(utcDate(0), JALALI_YEARS.max))),
  };
  return isoDay >= supported.first && isoDay <= supported.last;
}

const outOfRange = (isoDay: string) =>
  new RangeError(`day outside the Jalali years ${JALALI_YEARS.min}-${JALALI_YEARS.max}: ${isoDay}`);

/** The date of an ISO day within the years the helpers convert. */
function supportedDate(isoDay: string): Date {
  const day = requireEpochDay(isoDay);
  if (!isSupported(isoDay)) throw outOfRange(isoDay);
  return utcDate(day);
}

/** The ISO day of a date, which must be within the years the helpers convert (the month before the first is not). */
function supportedDay(date: Date): string {
  const isoDay = isoDayOfDate(date);
  if (!isSupported(isoDay)) throw outOfRange(isoDay);
  return isoDay;
}

/** Whether Esfand of `year` has 30 days (1399, 1403 and 1408 do; 1404 does not). */
export function isJalaliLeapYear(year: number): boolean {
  requireYear(year);
  return isLeapYear(jalaliDate(year, 1, 1));
}

/** Days in a Jalali month: 31 for months 1 to 6, 30 for 7 to 11, and 29 or 30 for Esfand. */
export function jalaliMonthLength(year: number, month: number): number {
  requireYear(year);
  requireMonth(month);
  return getDaysInMonth(jalaliDate(year, month, 1));
}

/** A Gregorian ISO day `YYYY-MM-DD` that exists, within the Jalali years the helpers convert. */
export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && epochDayOf(value) !== null && isSupported(value);
}

/** The Jalali date of a Gregorian ISO day. */
export function toJalali(isoDay: string): JalaliDate {
  const date = supportedDate(isoDay);
  return { year: getYear(date), month: getMonth(date) + 1, day: getDate(date) };
}

/** The Gregorian ISO day of a Jalali date; a day the month does not have is a RangeError. */
export function fromJalali({ year, month, day }: JalaliDate): string {
  const length = jalaliMonthLength(year, month);
  if (!Number.isInteger(day) || day < 1 || day > length)
    throw new RangeError(`${year}/${month} has days 1 to ${length}, got ${day}`);
  return isoDayOfDate(jalaliDate(year, month, day));
}

// --- Tehran days -----------------------------------------------------------------------------------------------

/** The Tehran calendar day an instant falls on. */
export const tehranDay = (instant: Date): string => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Tehran day begins (its midnight, 20:30 UTC the day before). */
export const tehranDayStart = (isoDay: string): Date => new Date(requireEpochDay(isoDay) * DAY_MS - OFFSET_MS);

/**
 * The instants a range of Tehran days covers: from the first day's midnight (included) to the midnight after the
 * last day (excluded).
 */
export const tehranInstants = (range: DayRange): { start: Date; end: Date } => ({
  start: tehranDayStart(range.from),
  end: tehranDayStart(addDays(range.to, 1)),
});

// --- Months and periods ----------------------------------------------------------------------------------------

const pad2 = (n: number) => String(n).padStart(2, '0');
const monthKey = (year: number, month: number) => `${String(year).padStart(4, '0')}-${pad2(month)}`;

/** The Jalali month of a Tehran day as a key that sorts in time order: `'1405-09'` for Azar 1405. */
export function jalaliMonthKey(isoDay: string): string {
  const { year, month } = toJalali(isoDay);
  return monthKey(year, month);
}

/** The days from `first` to `last`, each within the years the helpers convert. */
const daysOf = (first: Date, last: Date): DayRange => ({ from: supportedDay(first), to: supportedDay(last) });

/** The days of a Jalali month, first to last. */
export function jalaliMonthRange(year: number, month: number): DayRange {
  requireYear(year);
  requireMonth(month);
  const date = jalaliDate(year, month, 1);
  return daysOf(date, endOfMonth(date));
}

/**
 * A preset period around `today` (a Tehran day), whole: the Jalali month, the month before, the quarter (months
 * 1-3, 4-6, 7-9 or 10-12) or the year `today` is in, from its first day to its last, later days included.
 */
export function jalaliPeriod(period: JalaliPeriod, today: string): DayRange {
  const date = supportedDate(today);
  switch (period) {
    case 'this-month':
      return daysOf(startOfMonth(date), endOfMonth(date));
    case 'last-month': {
      // A day of the month before: addMonths cuts the 31st to the length of a shorter month.
      const before = addMonths(date, -1);
      return daysOf(startOfMonth(before), endOfMonth(before));
    }
    case 'this-quarter':
      return daysOf(startOfQuarter(date), endOfQuarter(date));
    case 'this-year':
      return daysOf(startOfYear(date), endOfYear(date));
  }
}

/**
 * The Jalali months a range touches, in order, each with the part of it inside the range: the first and last may be
 * partial.
 */
export function jalaliMonthsIn(range: DayRange): ({ month: string } & DayRange)[] {
  if (daysBetween(range.from, range.to) < 0) throw new RangeError(`range ends before it starts: ${range.from} to ${range.to}`);
  supportedDate(range.to); // the last month must be one the helpers convert too
  const months: ({ month: string } & DayRange)[] = [];
  for (let first = startOfMonth(supportedDate(range.from)); ; first = addMonths(first, 1)) {
    const whole = daysOf(first, endOfMonth(first));
    const from = whole.from < range.from ? range.from : whole.from;
    const to = whole.to > range.to ? range.to : whole.to;
    months.push({ month: monthKey(getYear(first), getMonth(first) + 1), from, to });
    if (to === range.to) return months;
  }
}
