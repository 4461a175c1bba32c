import { NATIONAL_ID_LENGTH } from '../constants';
import { onlyDigits } from './digits';

export function formatNationalIdInput(input: string): string {
  return onlyDigits(input).slice(0, NATIONAL_ID_LENGTH);
}

/**
 * Iranian national code (کد ملی): ten digits, the last a check digit over the first nine weighted 10..2,
 * mod 11. Ten identical digits pass the arithmetic but are never issued.
 */
export function isValidNationalId(value: string): boolean {
  if (!/^\d{10}$/.test(value) || /^(\d)\1{9}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 9).reduce((acc, d, i) => acc + d * (10 - i), 0);
  const remainder = sum % 11;
  const check = digits[9];
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}
