import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onlyDigits, toAsciiDigits, toPersianInteger } from './digits';

describe('toAsciiDigits', () => {
  it('converts Persian digits', () => expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789'));
  it('converts Arabic-Indic digits', () => expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789'));
  it('keeps other characters', () => expect(toAsciiDigits('کد: ۱۲a')).toBe('کد: 12a'));
});

describe('onlyDigits', () => {
  it('strips everything but digits', () => expect(onlyDigits('۱۲-۳۴ ab٥')).toBe('12345'));
});

describe('toPersianInteger', () => {
  it('writes 4000 as ۴٬۰۰۰', () => expect(toPersianInteger(4000)).toBe('۴٬۰۰۰'));
  it('writes any safe integer as fa-IR does', () =>
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => toPersianInteger(n) === n.toLocaleString('fa-IR'))));
  it('refuses a fraction', () => expect(() => toPersianInteger(1.5)).toThrow(RangeError));
});
