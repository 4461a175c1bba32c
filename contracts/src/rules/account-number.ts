import { onlyDigits } from './digits';

/** Groups an account number 3-3-3-rest with hyphens: 1234567890123 -> 123-456-789-0123. */
export function formatAccountNumber(input: string): string {
  const digits = onlyDigits(input);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9)];
  return groups.filter(Boolean).join('-');
}
