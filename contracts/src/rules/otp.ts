import { OTP_LENGTH } from '../constants';
import { onlyDigits } from './digits';

/** Exactly six ASCII digits. */
export function isValidOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

/** As-you-type and paste: digits only (Persian digits converted), at most six. */
export function formatOtpInput(input: string): string {
  return onlyDigits(input).slice(0, OTP_LENGTH);
}
