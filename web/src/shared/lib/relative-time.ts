import { onFirstUse } from './format';

/** Shown when a time cannot be read (missing or bad date, or no Intl.RelativeTimeFormat). */
export const UNKNOWN_TIME = 'زمان نامشخص';

// Each unit and how many of it make the next one.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

const relative = onFirstUse(() => new Intl.RelativeTimeFormat('fa', { numeric: 'auto' }));

/** '۵ دقیقه پیش', 'دیروز', 'اکنون' … in Persian; a time in the future (a skewed clock) reads as now. */
export function formatRelativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  try {
    if (value === null || value === undefined || value === '') return UNKNOWN_TIME;
    const time = (typeof value === 'string' ? new Date(value) : value).getTime();
    if (Number.isNaN(time) || Number.isNaN(now.getTime())) return UNKNOWN_TIME;
    const formatter = relative();
    let amount = Math.min(0, (time - now.getTime()) / 1000);
    for (const [unit, size] of UNITS) {
      if (Math.abs(amount) < size) return formatter.format(Math.trunc(amount) || 0, unit);
      amount /= size;
    }
    return UNKNOWN_TIME;
  } catch {
    return UNKNOWN_TIME;
  }
}

/** The ISO value for a <time dateTime>, or undefined when the date is bad. */
export function machineTime(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
