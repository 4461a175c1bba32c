import { PHONE_MAX_LENGTH, PHONE_PREFIX } from '../constants';
import { toAsciiDigits } from './digits';

/**
 * As-you-type phone formatting (spec 1 section 5): only digits and plus are kept, a leading 0 becomes
 * +98, and the value is at most 14 characters.
 */
export function formatPhoneInput(input: string): string {
  let value = toAsciiDigits(input).replace(/[^\d+]/g, '');
  // A plus is only meaningful in front.
  value = value.charAt(0) + value.slice(1).replace(/\+/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  else if (value.startsWith('0')) value = `${PHONE_PREFIX}${value.slice(1)}`;
  return value.slice(0, PHONE_MAX_LENGTH);
}

/**
 * The number as sent to the server: formatted as above, and +98 prepended when the prefix is missing.
 * `9121234567` and `989121234567` both become `+989121234567`.
 */
export function normalizePhone(input: string): string {
  const value = formatPhoneInput(input);
  if (value === '') return '';
  if (value.startsWith(PHONE_PREFIX)) return value;
  if (value.startsWith('+')) return value;
  if (value.startsWith('98') && value.length === 12) return `+${value}`;
  return `${PHONE_PREFIX}${value}`.slice(0, PHONE_MAX_LENGTH);
}

/** An Iranian mobile in +98 form: +98 9xx xxx xxxx. */
export function isValidIranMobile(normalized: string): boolean {
  return /^\+989\d{9}$/.test(normalized);
}

/** 09121234567 for display and for the control API's URL form. */
export function toLocalMobile(normalized: string): string {
  return normalized.startsWith(PHONE_PREFIX) ? `0${normalized.slice(PHONE_PREFIX.length)}` : normalized;
}
