import { describe, expect, it } from 'vitest';
import { onlyDigits, toAsciiDigits } from './digits';

describe('toAsciiDigits', () => {
  it('converts Persian digits', () => expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'));
  it('converts Arabic-Indic digits', () => expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789'));
  it('keeps other characters', () => expect(toAsciiDigits('کد: ۱۲a')).toBe('کد: 12a'));
});

describe('onlyDigits', () => {
  it('strips everything but digits', () => expect(onlyDigits('۱۲-۳۴ ab٥')).toBe('12345'));
});
