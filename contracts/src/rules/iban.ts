import { IBAN_COUNTRY, IBAN_DIGITS } from '../constants';
import { onlyDigits } from './digits';

/** As-you-type: digits only, at most 24, prefixed IR (upper case). Empty input stays empty. */
export function formatIbanInput(input: string): string {
  const digits = onlyDigits(input.replace(/^\s*ir/i, '')).slice(0, IBAN_DIGITS);
  return digits ? `${IBAN_COUNTRY}${digits}` : '';
}

/** IR plus 24 digits with a valid ISO 7064 mod-97 check. */
export function isValidIban(value: string): boolean {
  const iban = value.toUpperCase().replace(/\s/g, '');
  if (!new RegExp(`^${IBAN_COUNTRY}\\d{${IBAN_DIGITS}}$`).test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const numeric = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder === 1;
}

/** Builds a valid Iranian IBAN from its 22-digit BBAN (bank code and account); used by the mock's seed. */
export function ibanFromBban(bban: string): string {
  const numeric = `${bban}${IBAN_COUNTRY.split('')
    .map((ch) => ch.charCodeAt(0) - 55)
    .join('')}00`;
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return `${IBAN_COUNTRY}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** The three-digit bank code an Iranian IBAN carries right after its check digits (IR06 017 …: Bank Melli). */
export const ibanBankCode = (iban: string): string => iban.toUpperCase().replace(/\s/g, '').slice(4, 7);
