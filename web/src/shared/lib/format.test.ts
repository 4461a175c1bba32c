import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDigits,
  formatGrams,
  formatNumericDate,
  formatPersianDate,
  formatPersianDateTime,
  formatTehranTime,
  formatToman,
  withSignFirst,
} from './format';

/** Iran has kept +03:30 all year since this day; the hand-made date is exact from here on. */
const NO_SUMMER_TIME = new Date('2022-09-22T00:00:00Z');

describe('formatPersianDate', () => {
  const intl = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  });

  it("writes Tehran's day in the Jalali calendar", () => {
    expect(formatPersianDate('2026-11-23T06:00:00Z')).toBe('۲ آذر ۱۴۰۵');
    // 21:00 UTC is already the next day in Tehran.
    expect(formatPersianDate(new Date('2026-11-22T21:00:00Z'))).toBe('۲ آذر ۱۴۰۵');
    expect(formatPersianDate('2026-03-20T20:30:00Z')).toBe('۱ فروردین ۱۴۰۵');
  });

  it("agrees with Intl's fa-IR Persian calendar at any instant", () =>
    fc.assert(
      fc.property(fc.date({ min: NO_SUMMER_TIME, max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        expect(formatPersianDate(date)).toBe(intl.format(date));
      }),
    ));
});

describe("Tehran times, on the contracts' calendar", () => {
  const persian = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('fa-IR-u-ca-persian', { ...options, timeZone: 'Asia/Tehran' });
  const time = persian({ hour: '2-digit', minute: '2-digit' });
  const dateTime = persian({ year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const numeric = persian({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const instant = fc.date({ min: NO_SUMMER_TIME, max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

  it('writes the time, the date with the time, and the date in digits', () => {
    const at = '2026-11-23T06:05:00Z';
    expect(formatTehranTime(at)).toBe('۰۹:۳۵');
    expect(formatPersianDateTime(at)).toBe('۲ آذر ۱۴۰۵ ساعت ۰۹:۳۵');
    expect(formatNumericDate(at)).toBe('۱۴۰۵/۰۹/۰۲');
  });

  it("agrees with Intl's fa-IR Persian calendar at any instant", () =>
    fc.assert(
      fc.property(instant, (date) => {
        expect(formatTehranTime(date)).toBe(time.format(date));
        expect(formatPersianDateTime(date)).toBe(dateTime.format(date));
        expect(formatNumericDate(date)).toBe(numeric.format(date));
      }),
    ));
});

describe('numbers', () => {
  it('writes Toman whole, grams to the milligram and digits without separators', () => {
    expect(formatToman(2_500_000.4)).toBe('۲٬۵۰۰٬۰۰۰');
    expect(formatGrams(12.3456)).toBe('۱۲٫۳۴۶');
    expect(formatDigits(1405)).toBe('۱۴۰۵');
    expect(formatDigits('IR06-0001')).toBe('IR۰۶-۰۰۰۱');
  });
});

describe('withSignFirst', () => {
  it('puts a right-to-left mark before a leading sign, in place of fa-IR’s left-to-right one', () => {
    expect(withSignFirst('+۲۷۵٬۰۰۰')).toBe('\u200F+۲۷۵٬۰۰۰');
    expect(withSignFirst('\u200E\u2212۲٫۵')).toBe('\u200F\u2212۲٫۵');
    expect(withSignFirst('۲۷۵٬۰۰۰')).toBe('۲۷۵٬۰۰۰');
    expect(withSignFirst('\u200E۱۲')).toBe('\u200E۱۲');
  });
});
