import { describe, expect, it } from 'vitest';
import { formatAccountNumber } from './account-number';

describe('formatAccountNumber', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['123456789', '123-456-789'],
    ['1234567890', '123-456-789-0'],
    ['1234567890123', '123-456-789-0123'],
    ['12345678901234567890', '123-456-789-01234567890'],
  ])('%j -> %j', (input, expected) => {
    expect(formatAccountNumber(input)).toBe(expected);
  });

  it('re-formats hyphenated input without doubling hyphens', () => {
    expect(formatAccountNumber('123-456-789-0123')).toBe('123-456-789-0123');
    expect(formatAccountNumber('12-34')).toBe('123-4');
  });

  it('drops non-digits and converts Persian digits', () => {
    expect(formatAccountNumber('۱۲۳ ۴۵۶ abc ۷۸۹۰')).toBe('123-456-789-0');
    expect(formatAccountNumber('abc')).toBe('');
  });

  it('keeps leading zeros', () => {
    expect(formatAccountNumber('0001112223')).toBe('000-111-222-3');
  });
});
