import { describe, expect, it } from 'vitest';
import { formatOtpInput, isValidOtp } from './otp';

describe('isValidOtp', () => {
  it('accepts exactly six ASCII digits', () => {
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('000000')).toBe(true);
  });

  it.each([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['empty', ''],
    ['letters', '12a456'],
    ['spaces', '123 456'],
    ['surrounding whitespace', ' 123456'],
    ['Persian digits (convert first)', '۱۲۳۴۵۶'],
    ['trailing newline', '123456\n'],
  ])('rejects %s', (_label, code) => {
    expect(isValidOtp(code)).toBe(false);
  });
});

describe('formatOtpInput', () => {
  it('keeps digits only', () => {
    expect(formatOtpInput('12-34 56')).toBe('123456');
    expect(formatOtpInput('abc')).toBe('');
  });

  it('converts Persian and Arabic-Indic digits', () => {
    expect(formatOtpInput('۱۲۳۴۵۶')).toBe('123456');
    expect(formatOtpInput('١٢٣٤٥٦')).toBe('123456');
  });

  it('truncates pasted input to six digits', () => {
    expect(formatOtpInput('1234567890')).toBe('123456');
  });

  it('keeps partial input while typing', () => {
    expect(formatOtpInput('123')).toBe('123');
  });

  it('produces a valid code from a pasted message with six digits', () => {
    expect(isValidOtp(formatOtpInput('کد: ۴۸۲۹۱۷'))).toBe(true);
  });
});
