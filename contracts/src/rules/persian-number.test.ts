import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPersianNumber, type PersianNumberOptions } from './persian-number';

describe('formatPersianNumber', () => {
  const intl = (value: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat('fa-IR', options).format(value);
  const asIntl = (options: PersianNumberOptions): Intl.NumberFormatOptions => ({
    ...(options.percent ? { style: 'percent' } : {}),
    ...(options.maximumFractionDigits === undefined ? {} : { maximumFractionDigits: options.maximumFractionDigits }),
    ...(options.useGrouping === false ? { useGrouping: false } : {}),
    ...(options.signDisplay ? { signDisplay: options.signDisplay } : {}),
  });
  const options = fc.record(
    {
      maximumFractionDigits: fc.integer({ min: 0, max: 8 }),
      useGrouping: fc.boolean(),
      signDisplay: fc.constantFrom('auto' as const, 'exceptZero' as const),
      percent: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('writes amounts, grams and percentages as fa-IR does', () => {
    expect(formatPersianNumber(2_500_000, { maximumFractionDigits: 0 })).toBe('۲٬۵۰۰٬۰۰۰');
    expect(formatPersianNumber(1234.5678)).toBe('۱٬۲۳۴٫۵۶۸');
    expect(formatPersianNumber(-450, { maximumFractionDigits: 0, signDisplay: 'exceptZero' })).toBe('\u200E\u2212۴۵۰');
    expect(formatPersianNumber(0.0125, { percent: true, maximumFractionDigits: 2, signDisplay: 'exceptZero' })).toBe(
      '\u200E+۱٫۲۵٪',
    );
    expect(formatPersianNumber(2026, { useGrouping: false })).toBe('۲۰۲۶');
  });

  it('rounds the number as written, half away from zero', () => {
    expect(formatPersianNumber(1.0005)).toBe('۱٫۰۰۱');
    expect(formatPersianNumber(-2.5, { maximumFractionDigits: 0 })).toBe('\u200E\u2212۳');
    expect(formatPersianNumber(999.9996)).toBe('۱٬۰۰۰');
  });

  it('writes a negative that rounds to zero as fa-IR does', () => {
    expect(formatPersianNumber(-0.2, { maximumFractionDigits: 0 })).toBe(intl(-0.2, { maximumFractionDigits: 0 }));
    expect(formatPersianNumber(-0.2, { maximumFractionDigits: 0, signDisplay: 'exceptZero' })).toBe('۰');
  });

  it('writes the numbers Intl cannot count as fa-IR does', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 0, -0, 1e21, 1e-7, 1.5e-7, Number.MAX_VALUE, Number.MIN_VALUE])
      expect(formatPersianNumber(value)).toBe(intl(value, {}));
  });

  it('writes any number with any of its options as fa-IR does', () =>
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true }), fc.double({ min: -1e7, max: 1e7, noNaN: true }), fc.integer()),
        options,
        (value, o) => formatPersianNumber(value, o) === intl(value, asIntl(o)),
      ),
      { numRuns: 2000 },
    ));

  it('writes amounts to the milligram as fa-IR does', () =>
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (n, digits) => {
        const value = n / 10 ** digits;
        return formatPersianNumber(value, { maximumFractionDigits: 3 }) === intl(value, { maximumFractionDigits: 3 });
      }),
    ));
});
