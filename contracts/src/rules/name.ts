import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants';
import { toPersianInteger } from './digits';

export const NAME_MESSAGES = {
  tooShort: `نام و نام خانوادگی باید حداقل ${toPersianInteger(NAME_MIN_LENGTH)} حرف باشد`,
  tooLong: `نام و نام خانوادگی حداکثر ${toPersianInteger(NAME_MAX_LENGTH)} حرف است`,
} as const;

/** A name as it is stored and compared: trimmed, every run of spaces (tabs, no-break spaces) one space. */
export function normalizeName(input: string): string {
  return input.replace(/\s+/gu, ' ').trim();
}
