import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '../constants';
import { onlyDigits } from './digits';

export type BirthdateParts = { year: string; month: string; day: string };
export type BirthdateError = 'required' | 'year' | 'month' | 'day';

/** Validates the three Persian-calendar fields; returns the first problem or null. */
export function birthdateError(parts: BirthdateParts): BirthdateError | null {
  const year = onlyDigits(parts.year);
  const month = onlyDigits(parts.month);
  const day = onlyDigits(parts.day);
  if (!year || !month || !day) return 'required';
  const y = Number(year);
  if (year.length !== 4 || y < BIRTH_YEAR_MIN || y > BIRTH_YEAR_MAX) return 'year';
  const m = Number(month);
  if (m < 1 || m > 12) return 'month';
  const d = Number(day);
  if (d < 1 || d > 31) return 'day';
  // Persian calendar: months 7-11 have 30 days, Esfand at most 30.
  if (m >= 7 && d > 30) return 'day';
  return null;
}

/** Zero-padded `year/month/day`, the form the server receives. */
export function formatBirthdate(parts: BirthdateParts): string {
  // Surplus leading zeros ('001') are dropped so a month or day the validator accepts is always sent as two digits.
  const pad = (v: string) =>
    onlyDigits(v)
      .replace(/^0+(?=\d{2})/, '')
      .padStart(2, '0');
  return `${onlyDigits(parts.year)}/${pad(parts.month)}/${pad(parts.day)}`;
}

export function parseBirthdate(value: string | null | undefined): BirthdateParts | null {
  const match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(onlyDigitsAndSlashes(value ?? ''));
  if (!match) return null;
  return { year: match[1], month: match[2], day: match[3] };
}

function onlyDigitsAndSlashes(value: string): string {
  return value
    .split('/')
    .map((part) => onlyDigits(part))
    .join('/');
}

export const isValidBirthdate = (value: string): boolean => {
  const parts = parseBirthdate(value);
  return parts !== null && birthdateError(parts) === null;
};
