import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  fromJalali,
  isIsoDay,
  isJalaliLeapYear,
  JALALI_PERIODS,
  JALALI_YEARS,
  jalaliMonthKey,
  jalaliMonthLength,
  jalaliMonthRange,
  jalaliMonthsIn,
  jalaliPeriod,
  tehranDay,
  tehranDayStart,
  tehranInstants,
  toJalali,
  type JalaliDate,
} from './jalali';

const DAY_MS = 86_400_000;

/** ICU's Persian calendar, read at noon UTC of a Gregorian day. */
const persianAtNoon = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
/** ICU's Persian calendar and Gregorian calendar on Tehran's clock, for instants. */
const persianInTehran = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const gregorianInTehran = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const partsOf = (format: Intl.DateTimeFormat, instant: Date) => {
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
};
const intlJalali = (isoDay: string): JalaliDate => partsOf(persianAtNoon, new Date(`${isoDay}T12:00:00Z`));
const intlTehranDay = (instant: Date) => {
  const { year, month, day } = partsOf(gregorianInTehran, instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Days ICU and the 33-year arithmetic agree on: 1304 (when Iran adopted the calendar, 1925) to 1478 (2100). ICU 78
 * leaves the arithmetic in 1502-1503 and 1601-1602 (from 2124), which no report reaches.
 */
const FIRST_COMPARED = Date.UTC(1925, 2, 21);
const LAST_COMPARED = Date.UTC(2100, 11, 31);
const comparedDay = fc.integer({ min: FIRST_COMPARED / DAY_MS, max: LAST_COMPARED / DAY_MS }).map((d) => isoOf(d * DAY_MS));

describe('Gregorian ⇄ Jalali', () => {
  it('converts well-known days both ways', () => {
    const known: [string, JalaliDate][] = [
      ['2025-03-20', { year: 1403, month: 12, day: 30 }], // the last day of leap 1403
      ['2025-03-21', { year: 1404, month: 1, day: 1 }], // Nowruz 1404
      ['2026-03-20', { year: 1404, month: 12, day: 29 }], // the last day of common 1404
      ['2026-03-21', { year: 1405, month: 1, day: 1 }],
      ['2026-11-21', { year: 1405, month: 8, day: 30 }],
      ['2026-11-22', { year: 1405, month: 9, day: 1 }],
      ['2022-09-22', { year: 1401, month: 6, day: 31 }],
      ['2021-03-20', { year: 1399, month: 12, day: 30 }], // leap 1399
      ['1979-02-11', { year: 1357, month: 11, day: 22 }],
      ['2000-01-01', { year: 1378, month: 10, day: 11 }],
    ];
    for (const [iso, jalali] of known) {
      expect(toJalali(iso), iso).toEqual(jalali);
      expect(fromJalali(jalali)).toBe(iso);
      expect(intlJalali(iso)).toEqual(jalali);
    }
  });

  it('agrees with Intl (ICU) on every day of 1390 to 1420', () => {
    let checked = 0;
    for (let ms = Date.UTC(2011, 2, 21); ms < Date.UTC(2042, 2, 21); ms += DAY_MS) {
      const iso = isoOf(ms);
      const mine = toJalali(iso);
      const icu = intlJalali(iso);
      if (mine.year !== icu.year || mine.month !== icu.month || mine.day !== icu.day) expect(mine, iso).toEqual(icu);
      checked += 1;
    }
    expect(checked).toBe(11_323);
  });

  it('agrees with Intl (ICU) on any day from 1925 to 2100, and converts back to the same day (property)', () => {
    fc.assert(
      fc.property(comparedDay, (iso) => {
        const jalali = toJalali(iso);
        expect(jalali).toEqual(intlJalali(iso));
        expect(fromJalali(jalali)).toBe(iso);
      }),
      { numRuns: 2000 },
    );
  });

  it('steps one Jalali day per Gregorian day: the next day is the next day of the month, or the 1st of the next month', () => {
    fc.assert(
      fc.property(comparedDay, (iso) => {
        const today = toJalali(iso);
        const tomorrow = toJalali(addDays(iso, 1));
        if (today.day < jalaliMonthLength(today.year, today.month)) {
          expect(tomorrow).toEqual({ ...today, day: today.day + 1 });
        } else if (today.month < 12) {
          expect(tomorrow).toEqual({ year: today.year, month: today.month + 1, day: 1 });
        } else {
          expect(tomorrow).toEqual({ year: today.year + 1, month: 1, day: 1 });
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses what is not a day: a malformed or impossible ISO day, a day the Jalali month does not have, a year out of range', () => {
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-1-05',
      '26-01-05',
      '2026/01/05',
      '',
      '0099-01-01',
      '2026-01-05T00:00',
    ]) {
      expect(isIsoDay(bad), bad).toBe(false);
      expect(() => toJalali(bad), bad).toThrow(RangeError);
    }
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay(20260105)).toBe(false);
    expect(isIsoDay('0621-01-01')).toBe(false); // before the first year
    expect(isIsoDay('9999-12-31')).toBe(false); // after the last
    expect(() => fromJalali({ year: 1404, month: 12, day: 30 })).toThrow(RangeError); // common year: Esfand has 29
    expect(() => fromJalali({ year: 1405, month: 7, day: 31 })).toThrow(RangeError);
    expect(() => fromJalali({ year: 1405, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => fromJalali({ year: 1405, month: 1, day: 0 })).toThrow(RangeError);
    expect(() => fromJalali({ year: 1405, month: 1.5, day: 1 })).toThrow(RangeError);
    expect(() => isJalaliLeapYear(0)).toThrow(RangeError);
    expect(() => isJalaliLeapYear(3178)).toThrow(RangeError);
    expect(() => isJalaliLeapYear(JALALI_YEARS.min - 1)).toThrow(RangeError);
    expect(() => isJalaliLeapYear(JALALI_YEARS.max + 1)).toThrow(RangeError);
    expect(() => jalaliMonthLength(JALALI_YEARS.max + 1, 1)).toThrow(RangeError);
    expect(() => jalaliMonthRange(JALALI_YEARS.min - 1, 12)).toThrow(RangeError);
  });

  it('covers Jalali years 1178 to 1633, where the 33-year arithmetic is the astronomical calendar, to their first and last day', () => {
    expect(JALALI_YEARS).toEqual({ min: 1178, max: 1633 });
    const first = fromJalali({ year: 1178, month: 1, day: 1 });
    expect(first).toBe('1799-03-21');
    expect(toJalali(first)).toEqual({ year: 1178, month: 1, day: 1 });
    expect(intlJalali(first)).toEqual({ year: 1178, month: 1, day: 1 });
    expect(isIsoDay(first)).toBe(true);
    expect(isIsoDay(addDays(first, -1))).toBe(false);
    expect(() => toJalali(addDays(first, -1))).toThrow(RangeError);
    const last = jalaliMonthRange(1633, 12).to;
    expect(last).toBe('2255-03-20');
    expect(toJalali(last)).toEqual({ year: 1633, month: 12, day: jalaliMonthLength(1633, 12) });
    expect(isIsoDay(last)).toBe(true);
    expect(isIsoDay(addDays(last, 1))).toBe(false);
    expect(() => toJalali(addDays(last, 1))).toThrow(RangeError);
    // A period or a range that would reach past either end is refused, not cut.
    expect(() => jalaliPeriod('last-month', first)).toThrow(RangeError);
    expect(jalaliPeriod('this-year', last)).toEqual({ from: jalaliMonthRange(1633, 1).from, to: last });
    expect(() => jalaliMonthsIn({ from: last, to: addDays(last, 1) })).toThrow(RangeError);
  });
});

describe('month lengths and leap years', () => {
  it('gives months 1 to 6 31 days, 7 to 11 30 days, and Esfand 30 in a leap year, 29 in a common one', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => jalaliMonthLength(1403, m))).toEqual([
      31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30,
    ]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => jalaliMonthLength(1404, m))).toEqual([
      31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 29,
    ]);
  });

  it('knows the leap years of the 33-year arithmetic: 1399, 1403, 1408 and 1412, and no others between them', () => {
    const leap = Array.from({ length: 1415 - 1395 }, (_, i) => 1395 + i).filter(isJalaliLeapYear);
    expect(leap).toEqual([1395, 1399, 1403, 1408, 1412]);
  });

  it('agrees with Intl (ICU) on Nowruz and on whether Esfand has a 30th, from the first year the helpers convert to 1501', () => {
    for (let year = JALALI_YEARS.min; year <= 1501; year++) {
      expect(intlJalali(fromJalali({ year, month: 1, day: 1 })), String(year)).toEqual({ year, month: 1, day: 1 });
      const esfand29 = fromJalali({ year, month: 12, day: 29 });
      const dayAfter = intlJalali(addDays(esfand29, 1));
      expect(dayAfter.month === 12 && dayAfter.day === 30, String(year)).toBe(isJalaliLeapYear(year));
      // The year is as long as its months say: Nowruz to Nowruz.
      const length = daysBetween(fromJalali({ year, month: 1, day: 1 }), fromJalali({ year: year + 1, month: 1, day: 1 }));
      expect(length).toBe(isJalaliLeapYear(year) ? 366 : 365);
    }
  });

  it('ends every month the day before the next one begins', () => {
    for (const year of [1403, 1404, 1408]) {
      for (let month = 1; month <= 12; month++) {
        const { from, to } = jalaliMonthRange(year, month);
        expect(daysBetween(from, to) + 1).toBe(jalaliMonthLength(year, month));
        const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
        expect(addDays(to, 1)).toBe(jalaliMonthRange(next.year, next.month).from);
      }
    }
  });
});

describe('Tehran days', () => {
  it('turns the day at Tehran midnight, 20:30 UTC', () => {
    expect(tehranDay(new Date('2026-11-21T20:29:59.999Z'))).toBe('2026-11-21');
    expect(tehranDay(new Date('2026-11-21T20:30:00.000Z'))).toBe('2026-11-22');
    expect(tehranDayStart('2026-11-22').toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(tehranInstants({ from: '2026-11-21', to: '2026-11-22' })).toEqual({
      start: new Date('2026-11-20T20:30:00.000Z'),
      end: new Date('2026-11-22T20:30:00.000Z'),
    });
    // Nowruz 1404 began at Tehran midnight, on the evening of 20 March UTC.
    expect(jalaliMonthKey(tehranDay(new Date('2025-03-20T20:29:59Z')))).toBe('1403-12');
    expect(jalaliMonthKey(tehranDay(new Date('2025-03-20T20:30:00Z')))).toBe('1404-01');
  });

  it("matches Intl's Asia/Tehran day, Gregorian and Persian, for any instant since summer time ended in 2022 (property)", () => {
    const since = Date.parse('2022-09-21T19:30:00Z');
    fc.assert(
      fc.property(fc.integer({ min: since, max: Date.UTC(2060, 0, 1) }), (ms) => {
        const instant = new Date(ms);
        const day = tehranDay(instant);
        expect(day).toBe(intlTehranDay(instant));
        expect(toJalali(day)).toEqual(partsOf(persianInTehran, instant));
        expect(tehranDayStart(day).getTime()).toBeLessThanOrEqual(ms);
        expect(tehranDayStart(addDays(day, 1)).getTime()).toBeGreaterThan(ms);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Intl around every Tehran midnight of a year', () => {
    for (let ms = Date.parse('2025-03-15T20:30:00Z'); ms < Date.parse('2026-03-25T20:30:00Z'); ms += DAY_MS) {
      for (const instant of [new Date(ms - 1), new Date(ms)]) expect(tehranDay(instant)).toBe(intlTehranDay(instant));
    }
  });
});

describe('month keys', () => {
  it('names the Jalali month of a day, zero-padded, so keys sort in time order', () => {
    expect(jalaliMonthKey('2026-11-21')).toBe('1405-08');
    expect(jalaliMonthKey('2026-11-22')).toBe('1405-09');
    expect(jalaliMonthKey('2025-03-20')).toBe('1403-12');
    expect(jalaliMonthKey('2025-03-21')).toBe('1404-01');
  });
});

describe('periods', () => {
  it('this month: the whole Jalali month, whichever day of it', () => {
    for (const today of ['2026-11-22', '2026-12-05', '2026-12-21']) {
      expect(jalaliPeriod('this-month', today)).toEqual({ from: '2026-11-22', to: '2026-12-21' }); // Azar 1405, 30 days
    }
    expect(jalaliPeriod('this-month', '2026-11-21')).toEqual({ from: '2026-10-23', to: '2026-11-21' }); // Aban 1405
    expect(jalaliPeriod('this-month', '2026-09-01')).toEqual({ from: '2026-08-23', to: '2026-09-22' }); // Shahrivar: 31 days
    expect(jalaliPeriod('this-month', '2025-03-20')).toEqual({ from: '2025-02-19', to: '2025-03-20' }); // Esfand 1403: 30
    expect(jalaliPeriod('this-month', '2026-03-01')).toEqual({ from: '2026-02-20', to: '2026-03-20' }); // Esfand 1404: 29
    expect(jalaliPeriod('this-month', '2030-03-20')).toEqual(jalaliMonthRange(1408, 12));
    expect(daysBetween(jalaliMonthRange(1408, 12).from, jalaliMonthRange(1408, 12).to) + 1).toBe(30); // 1408 is leap
  });

  it('last month: the month before, Esfand of the year before in Farvardin', () => {
    expect(jalaliPeriod('last-month', '2026-11-22')).toEqual({ from: '2026-10-23', to: '2026-11-21' }); // Aban 1405
    expect(jalaliPeriod('last-month', '2025-04-01')).toEqual({ from: '2025-02-19', to: '2025-03-20' }); // Esfand 1403, leap
    expect(jalaliPeriod('last-month', '2026-03-21')).toEqual({ from: '2026-02-20', to: '2026-03-20' }); // Esfand 1404, common
    expect(jalaliPeriod('last-month', '2026-09-23')).toEqual({ from: '2026-08-23', to: '2026-09-22' }); // Mehr 1 → Shahrivar
  });

  it('this quarter: months 1-3, 4-6, 7-9 or 10-12', () => {
    expect(jalaliPeriod('this-quarter', '2026-11-22')).toEqual({ from: '2026-09-23', to: '2026-12-21' }); // 1405-07-01..09-30
    expect(jalaliPeriod('this-quarter', '2026-03-21')).toEqual({ from: '2026-03-21', to: '2026-06-21' }); // 1405-01-01..03-31
    expect(jalaliPeriod('this-quarter', '2026-06-22')).toEqual({ from: '2026-06-22', to: '2026-09-22' }); // 1405-04-01..06-31
    expect(jalaliPeriod('this-quarter', '2026-03-20')).toEqual({ from: '2025-12-22', to: '2026-03-20' }); // 1404-10-01..12-29
    expect(jalaliPeriod('this-quarter', '2025-03-20')).toEqual({ from: '2024-12-21', to: '2025-03-20' }); // 1403-10-01..12-30
  });

  it('this year: Nowruz to the last of Esfand; the year turns at Nowruz', () => {
    expect(jalaliPeriod('this-year', '2025-03-20')).toEqual({ from: '2024-03-20', to: '2025-03-20' }); // 1403: 366 days
    expect(jalaliPeriod('this-year', '2025-03-21')).toEqual({ from: '2025-03-21', to: '2026-03-20' }); // 1404: 365 days
    expect(daysBetween('2024-03-20', '2025-03-20') + 1).toBe(366);
    expect(daysBetween('2025-03-21', '2026-03-20') + 1).toBe(365);
  });

  it('for any day: starts on a 1st, ends the day before a 1st, holds the day (last month ends just before this one)', () => {
    fc.assert(
      fc.property(comparedDay, fc.constantFrom(...JALALI_PERIODS), (today, period) => {
        const range = jalaliPeriod(period, today);
        expect(toJalali(range.from).day).toBe(1);
        expect(toJalali(addDays(range.to, 1)).day).toBe(1);
        const days = daysBetween(range.from, range.to) + 1;
        const month = toJalali(range.from).month;
        if (period === 'this-year') {
          expect(month).toBe(1);
          expect(days).toBe(isJalaliLeapYear(toJalali(range.from).year) ? 366 : 365);
        }
        if (period === 'this-quarter') {
          expect([1, 4, 7, 10]).toContain(month);
          expect(days).toBe({ 1: 93, 4: 93, 7: 90, 10: isJalaliLeapYear(toJalali(range.from).year) ? 90 : 89 }[month]);
        }
        if (period === 'this-month' || period === 'last-month')
          expect(days).toBe(jalaliMonthLength(toJalali(range.from).year, month));
        if (period === 'last-month') expect(addDays(range.to, 1)).toBe(jalaliPeriod('this-month', today).from);
        else expect(range.from <= today && today <= range.to).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('months in a range', () => {
  it('lists each Jalali month a range touches, the first and last cut to the range', () => {
    expect(jalaliMonthsIn({ from: '2026-11-21', to: '2026-11-22' })).toEqual([
      { month: '1405-08', from: '2026-11-21', to: '2026-11-21' },
      { month: '1405-09', from: '2026-11-22', to: '2026-11-22' },
    ]);
    expect(jalaliMonthsIn({ from: '2026-11-25', to: '2026-11-25' })).toEqual([
      { month: '1405-09', from: '2026-11-25', to: '2026-11-25' },
    ]);
    const year = jalaliMonthsIn(jalaliPeriod('this-year', '2025-03-20'));
    expect(year.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `1403-${String(i + 1).padStart(2, '0')}`));
    expect(jalaliMonthsIn({ from: '2025-03-01', to: '2025-04-01' }).map((m) => m.month)).toEqual(['1403-12', '1404-01']);
    expect(() => jalaliMonthsIn({ from: '2025-03-02', to: '2025-03-01' })).toThrow(RangeError);
  });

  it('covers every day of any range once, in order (property)', () => {
    fc.assert(
      fc.property(comparedDay, fc.integer({ min: 0, max: 800 }), (from, length) => {
        const to = addDays(from, length);
        const months = jalaliMonthsIn({ from, to });
        expect(months[0].from).toBe(from);
        expect(months.at(-1)!.to).toBe(to);
        for (const [i, m] of months.entries()) {
          expect(jalaliMonthKey(m.from)).toBe(m.month);
          expect(jalaliMonthKey(m.to)).toBe(m.month);
          if (i > 0) expect(addDays(months[i - 1].to, 1)).toBe(m.from);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('day arithmetic', () => {
  it('adds and counts days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('the process time zone', () => {
  /** Runs `read` with the process in `zone`: Node reads `TZ` again when it changes. */
  const inZone = <T>(zone: string, read: () => T): T => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      return read();
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  };
  const everything = (day: string) => ({
    jalali: toJalali(day),
    back: fromJalali(toJalali(day)),
    key: jalaliMonthKey(day),
    periods: JALALI_PERIODS.map((period) => jalaliPeriod(period, day)),
    months: jalaliMonthsIn({ from: day, to: addDays(day, 70) }),
    lengths: Array.from({ length: 12 }, (_, i) => jalaliMonthLength(toJalali(day).year, i + 1)),
    leap: isJalaliLeapYear(toJalali(day).year),
  });
  // Kiritimati skipped the last day of 1994 and Apia the 30th of December 2011: neither zone has a local time on
  // them. Tehran and São Paulo moved their clocks at midnight; Nowruz and the ends of Esfand.
  const days = ['1994-12-31', '2011-12-30', '2021-03-22', '2021-09-22', '2018-11-04', '2025-03-20', '2025-03-21'];
  const zones = ['Asia/Tehran', 'America/Sao_Paulo', 'Pacific/Kiritimati', 'Pacific/Apia', 'Pacific/Kwajalein'];

  it('gives the same answers in every zone, on days a zone skipped too', () => {
    const inUtc = inZone('UTC', () => days.map(everything));
    for (const [i, day] of days.entries()) expect(inUtc[i].jalali, day).toEqual(intlJalali(day));
    for (const zone of zones)
      expect(
        inZone(zone, () => days.map(everything)),
        zone,
      ).toEqual(inUtc);
  });

  it('agrees with Intl (ICU) in a zone far from UTC on any day from 1925 to 2100 (property)', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Sao_Paulo']) {
      inZone(zone, () =>
        fc.assert(
          fc.property(comparedDay, (iso) => {
            expect(toJalali(iso)).toEqual(intlJalali(iso));
            expect(fromJalali(toJalali(iso))).toBe(iso);
          }),
          { numRuns: 300 },
        ),
      );
    }
  });
});
