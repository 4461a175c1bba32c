/**
 * The Persian (Jalali, Solar Hijri) calendar and Tehran calendar days, without a library.
 *
 * A day is a Gregorian ISO date `YYYY-MM-DD` naming a Tehran calendar day, from Tehran midnight to the next. Tehran
 * is UTC+03:30 all year: Iran dropped summer time in 2022, so this is exact from 2022-09-22 (1401-06-31) on. Earlier
 * days are read at +03:30 too: an instant in the hour after midnight of a summer day before then falls in the day before.
 *
 * The calendar is Borkowski's arithmetic with the break years of the 33-year cycle, as jalaali-js implements it
 * ("The Persian calendar for 3000 years"): exact for Jalali years 1 to 3177, and the same as ICU's Persian calendar
 * (`Intl.DateTimeFormat('en-u-ca-persian')`) for every year Iran has used it (the tests compare them day by day).
 * Months 1 to 6 have 31 days, 7 to 11 have 30, and Esfand (12) has 29, or 30 in a leap year.
 */

/** Tehran's time zone, for Intl's formats. */
export const TEHRAN_TIME_ZONE = 'Asia/Tehran';

/** Tehran's offset from UTC in minutes: +03:30, all year since 2022. */
export const TEHRAN_OFFSET_MINUTES = 210;

/** The Jalali years the helpers convert; outside them a RangeError. */
export const JALALI_YEARS = { min: 1, max: 3177 } as const;

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

/** Jalali years in which the 33-year pattern of leap years shifts (Borkowski, as in jalaali-js). */
const BREAKS = [-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178];

// Truncating division, as the algorithm is written: it relies on mod(-1, 4) being -1.
const div = (a: number, b: number) => Math.trunc(a / b);
const mod = (a: number, b: number) => a - Math.trunc(a / b) * b;

function requireYear(year: number): void {
  if (!Number.isInteger(year) || year < JALALI_YEARS.min || year > JALALI_YEARS.max) {
    throw new RangeError(`Jalali year must be an integer from ${JALALI_YEARS.min} to ${JALALI_YEARS.max}, got ${year}`);
  }
}

/** Whether `year` is leap, and the day of March (Gregorian year `year + 621`) on which it begins: jalaali-js's jalCal. */
function yearFacts(year: number): { leap: boolean; marchDay: number } {
  requireYear(year);
  const gy = year + 621;
  let leapJ = -14;
  let jp = BREAKS[0];
  let jump = 0;
  for (let i = 1; i < BREAKS.length; i += 1) {
    const jm = BREAKS[i];
    jump = jm - jp;
    if (year < jm) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    jp = jm;
  }
  let n = year - jp;
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const leapG = div(gy, 4) - div((div(gy, 100) + 1) * 3, 4) - 150;
  const marchDay = 20 + leapJ - leapG;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  let leap = mod(mod(n + 1, 33) - 1, 4);
  if (leap === -1) leap = 4;
  return { leap: leap === 0, marchDay };
}

/** Nowruz, 1 Farvardin of `year`, in days since 1970-01-01. */
const nowruz = (year: number) => Date.UTC(year + 621, 2, yearFacts(year).marchDay) / DAY_MS;

/** Whether Esfand of `year` has 30 days (1399, 1403 and 1408 do; 1404 does not). */
export const isJalaliLeapYear = (year: number): boolean => yearFacts(year).leap;

/** Days in a Jalali month: 31 for months 1 to 6, 30 for 7 to 11, and 29 or 30 for Esfand. */
export function jalaliMonthLength(year: number, month: number): number {
  requireYear(year);
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Jalali month must be 1 to 12, got ${month}`);
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

/** Days of the year before the first of `month`. */
const daysBeforeMonth = (month: number) => (month <= 7 ? (month - 1) * 31 : 186 + (month - 7) * 30);

/** The first and last ISO days the helpers convert: 1 Farvardin 1 and the last day of 3177. */
const FIRST_DAY = nowruz(JALALI_YEARS.min);
const LAST_DAY = nowruz(JALALI_YEARS.max) + (isJalaliLeapYear(JALALI_YEARS.max) ? 366 : 365) - 1;

/** A Gregorian ISO day `YYYY-MM-DD` that exists, within the Jalali years the helpers convert. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const day = epochDayOf(value);
  return day !== null && day >= FIRST_DAY && day <= LAST_DAY;
}

/** The Jalali date of a Gregorian ISO day. */
export function toJalali(isoDay: string): JalaliDate {
  const day = requireEpochDay(isoDay);
  if (day < FIRST_DAY || day > LAST_DAY)
    throw new RangeError(`day outside the Jalali years ${JALALI_YEARS.min}-${JALALI_YEARS.max}: ${isoDay}`);
  // The Jalali year begins in March, 621 years after the Gregorian one; a day before Nowruz is in the year before.
  let year = Math.min(Number(isoDay.slice(0, 4)) - 621, JALALI_YEARS.max);
  if (day < nowruz(year)) year -= 1;
  const k = day - nowruz(year);
  if (k < 186) return { year, month: 1 + Math.floor(k / 31), day: (k % 31) + 1 };
  return { year, month: 7 + Math.floor((k - 186) / 30), day: ((k - 186) % 30) + 1 };
}

/** The Gregorian ISO day of a Jalali date; a day the month does not have is a RangeError. */
export function fromJalali({ year, month, day }: JalaliDate): string {
  const length = jalaliMonthLength(year, month);
  if (!Number.isInteger(day) || day < 1 || day > length)
    throw new RangeError(`${year}/${month} has days 1 to ${length}, got ${day}`);
  return isoDayOf(nowruz(year) + daysBeforeMonth(month) + day - 1);
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

/** The days of a Jalali month, first to last. */
export const jalaliMonthRange = (year: number, month: number): DayRange => ({
  from: fromJalali({ year, month, day: 1 }),
  to: fromJalali({ year, month, day: jalaliMonthLength(year, month) }),
});

/** The Jalali month before `month` of `year`: Esfand of the year before, before Farvardin. */
const previousMonth = (year: number, month: number) => (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });

/**
 * A preset period around `today` (a Tehran day), whole: the Jalali month, the month before, the quarter (months
 * 1-3, 4-6, 7-9 or 10-12) or the year `today` is in, from its first day to its last, later days included.
 */
export function jalaliPeriod(period: JalaliPeriod, today: string): DayRange {
  const { year, month } = toJalali(today);
  switch (period) {
    case 'this-month':
      return jalaliMonthRange(year, month);
    case 'last-month': {
      const before = previousMonth(year, month);
      return jalaliMonthRange(before.year, before.month);
    }
    case 'this-quarter': {
      const first = month - ((month - 1) % 3);
      return { from: jalaliMonthRange(year, first).from, to: jalaliMonthRange(year, first + 2).to };
    }
    case 'this-year':
      return { from: jalaliMonthRange(year, 1).from, to: jalaliMonthRange(year, 12).to };
  }
}

/**
 * The Jalali months a range touches, in order, each with the part of it inside the range: the first and last may be
 * partial.
 */
export function jalaliMonthsIn(range: DayRange): ({ month: string } & DayRange)[] {
  if (daysBetween(range.from, range.to) < 0) throw new RangeError(`range ends before it starts: ${range.from} to ${range.to}`);
  const months: ({ month: string } & DayRange)[] = [];
  let { year, month } = toJalali(range.from);
  for (;;) {
    const whole = jalaliMonthRange(year, month);
    const from = whole.from < range.from ? range.from : whole.from;
    const to = whole.to > range.to ? range.to : whole.to;
    months.push({ month: monthKey(year, month), from, to });
    if (to === range.to) return months;
    ({ year, month } = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 });
  }
}
