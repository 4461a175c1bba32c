import { TEHRAN_OFFSET_MINUTES } from './jalali';

/** Day of week as JavaScript counts it: 0 Sunday ... 6 Saturday. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Opening hours per weekday in Tehran: [open, close) in minutes after midnight, or null when closed. */
export const WORKING_HOURS: Record<Weekday, readonly [number, number] | null> = {
  6: [8 * 60, 17 * 60], // Saturday
  0: [8 * 60, 17 * 60],
  1: [8 * 60, 17 * 60],
  2: [8 * 60, 17 * 60],
  3: [8 * 60, 17 * 60], // Wednesday
  4: [8 * 60, 13 * 60], // Thursday
  5: null, // Friday
};

/**
 * Weekday and minutes after midnight in Tehran, whatever the machine's time zone: at +03:30, as `jalali.ts` reads
 * Tehran's days (no summer time since 2022). Worked out without Intl, whose first use would slow the panel's start.
 */
export function tehranClock(date: Date): { weekday: Weekday; minutes: number } {
  const tehran = new Date(date.getTime() + TEHRAN_OFFSET_MINUTES * 60_000);
  return { weekday: tehran.getUTCDay() as Weekday, minutes: tehran.getUTCHours() * 60 + tehran.getUTCMinutes() };
}

export function isWithinWorkingHours(date: Date): boolean {
  const { weekday, minutes } = tehranClock(date);
  const hours = WORKING_HOURS[weekday];
  return hours !== null && minutes >= hours[0] && minutes < hours[1];
}

/** The next moment the market opens after `date` (now, if it is open). Scans at most a week ahead. */
export function nextOpening(date: Date): Date {
  if (isWithinWorkingHours(date)) return date;
  const { weekday, minutes } = tehranClock(date);
  for (let offset = 0; offset <= 7; offset++) {
    const day = ((weekday + offset) % 7) as Weekday;
    const hours = WORKING_HOURS[day];
    if (!hours || (offset === 0 && minutes >= hours[0])) continue;
    const deltaMinutes = offset * 24 * 60 + hours[0] - minutes;
    const next = new Date(date.getTime() + deltaMinutes * 60_000);
    next.setUTCSeconds(0, 0);
    return next;
  }
  return date;
}
