import { PASSWORD_MIN_LENGTH } from '../constants';

export type PasswordStrength = 'weak' | 'medium' | 'strong';
export type PasswordCriteria = {
  length: boolean;
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  symbol: boolean;
};

export function passwordCriteria(password: string): PasswordCriteria {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9\u06F0-\u06F9\u0660-\u0669]/.test(password),
    symbol: /[^A-Za-z0-9\u06F0-\u06F9\u0660-\u0669\s]/.test(password),
  };
}

/** Five criteria: fewer than 3 met is weak, 3 is medium, 4 or more is strong. */
export function passwordStrength(password: string): PasswordStrength {
  const met = Object.values(passwordCriteria(password)).filter(Boolean).length;
  if (met < 3) return 'weak';
  if (met === 3) return 'medium';
  return 'strong';
}

/** Registration, recovery and change: at least 8 characters and not weak. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && passwordStrength(password) !== 'weak';
}
