import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH } from '../constants';
import { formatPhoneInput, isValidIranMobile, normalizePhone, toLocalMobile } from './phone';

describe('formatPhoneInput', () => {
  it('turns a leading 0 into +98', () => {
    expect(formatPhoneInput('09121234567')).toBe('+989121234567');
  });

  it('turns a lone 0 into the bare prefix while typing', () => {
    expect(formatPhoneInput('0')).toBe('+98');
  });

  it('keeps only digits and plus', () => {
    expect(formatPhoneInput('+98 (912) 123-4567')).toBe('+989121234567');
    expect(formatPhoneInput('abc')).toBe('');
  });

  it('converts Persian and Arabic-Indic digits', () => {
    expect(formatPhoneInput('۰۹۱۲۱۲۳۴۵۶۷')).toBe('+989121234567');
    expect(formatPhoneInput('٠٩١٢١٢٣٤٥٦٧')).toBe('+989121234567');
  });

  it('keeps a plus only in front', () => {
    expect(formatPhoneInput('+98+912+1234567')).toBe('+989121234567');
    expect(formatPhoneInput('0912+1234567')).toBe('+989121234567');
  });

  it('treats the 00 international prefix as +', () => {
    expect(formatPhoneInput('00989121234567')).toBe('+989121234567');
  });

  it('leaves a number without prefix alone (prefix is added at submit)', () => {
    expect(formatPhoneInput('9121234567')).toBe('9121234567');
  });

  it('is at most 14 characters', () => {
    const out = formatPhoneInput('0912123456789999');
    expect(out).toBe('+9891212345678');
    expect(out).toHaveLength(PHONE_MAX_LENGTH);
    expect(formatPhoneInput('+98912123456789999')).toHaveLength(PHONE_MAX_LENGTH);
  });

  it('returns empty for empty input', () => {
    expect(formatPhoneInput('')).toBe('');
  });

  it('is idempotent on its own output', () => {
    for (const input of ['09121234567', '+98 912 123 4567', '9121234567', '0091']) {
      const once = formatPhoneInput(input);
      expect(formatPhoneInput(once)).toBe(once);
    }
  });
});

describe('normalizePhone', () => {
  it.each([
    ['09121234567', '+989121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '+989121234567'],
    ['9121234567', '+989121234567'],
    ['989121234567', '+989121234567'],
    ['+989121234567', '+989121234567'],
    ['0098 912 123 4567', '+989121234567'],
    [' 0912-123-4567 ', '+989121234567'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('returns empty for input with no digits', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('abc')).toBe('');
  });

  it('keeps another country code as typed', () => {
    expect(normalizePhone('+14155550100')).toBe('+14155550100');
  });

  it('prepends +98 to a short number starting with 98 (not a full 98 prefix)', () => {
    expect(normalizePhone('98912')).toBe('+9898912');
  });

  it('never exceeds 14 characters', () => {
    expect(normalizePhone('91212345678901234').length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    expect(normalizePhone('91212345678901234')).toBe('+9891212345678');
  });
});

describe('isValidIranMobile', () => {
  it('accepts +989 followed by nine digits', () => {
    expect(isValidIranMobile('+989121234567')).toBe(true);
    expect(isValidIranMobile('+989011234567')).toBe(true);
  });

  it.each([
    ['local form', '09121234567'],
    ['missing plus', '989121234567'],
    ['landline (not 9 after 98)', '+982112345678'],
    ['too short', '+98912123456'],
    ['too long', '+9891212345678'],
    ['spaces', '+98 912 123 4567'],
    ['Persian digits', '+۹۸۹۱۲۱۲۳۴۵۶۷'],
    ['empty', ''],
    ['other country', '+14155550100'],
  ])('rejects %s', (_label, value) => {
    expect(isValidIranMobile(value)).toBe(false);
  });

  it('accepts what normalizePhone makes of common spellings', () => {
    for (const input of ['09121234567', '9121234567', '989121234567', '۰۹۱۲۱۲۳۴۵۶۷', '00989121234567']) {
      expect(isValidIranMobile(normalizePhone(input))).toBe(true);
    }
  });
});

describe('toLocalMobile', () => {
  it('replaces +98 with 0', () => {
    expect(toLocalMobile('+989121234567')).toBe('09121234567');
  });

  it('leaves values without the +98 prefix unchanged', () => {
    expect(toLocalMobile('09121234567')).toBe('09121234567');
    expect(toLocalMobile('+14155550100')).toBe('+14155550100');
    expect(toLocalMobile('')).toBe('');
  });

  it('round-trips through normalizePhone', () => {
    expect(normalizePhone(toLocalMobile('+989351112233'))).toBe('+989351112233');
  });
});
