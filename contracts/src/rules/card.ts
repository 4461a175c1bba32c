import { CARD_NUMBER_MAX_LENGTH } from '../constants';
import { onlyDigits } from './digits';

/** As-you-type: digits in groups of four joined by hyphens, at most 19 characters. */
export function formatCardInput(input: string): string {
  const digits = onlyDigits(input).slice(0, 16);
  return (digits.match(/.{1,4}/g) ?? []).join('-').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** 16 digits passing the Luhn check; hyphens and spaces are ignored. */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[-\s]/g, '');
  if (!/^\d{16}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Completes 15 digits with their Luhn check digit: a valid card number, for the mock's seed and the tests. */
export function cardFromBody(body: string): string {
  if (!/^\d{15}$/.test(body)) throw new RangeError(`a card body is 15 digits, got ${body}`);
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(body[14 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
