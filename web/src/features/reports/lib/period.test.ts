import { describe, expect, it } from 'vitest';
import { periodParams, presetRange, rangeProblems, readPeriod } from './period';

/** 2 Azar 1405. */
const TODAY = '2026-11-23';
const read = (query: string) => readPeriod(new URLSearchParams(query), TODAY);

describe('readPeriod', () => {
  it('is this Jalali month so far by default and for an unknown period', () => {
    const azar = { choice: 'this-month', range: { from: '2026-11-22', to: TODAY }, page: 1 };
    expect(read('')).toEqual(azar);
    expect(read('period=next-decade')).toEqual(azar);
  });

  it('reads each preset, up to today: last month whole, this quarter and this year so far', () => {
    expect(read('period=last-month').range).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(read('period=this-quarter').range).toEqual({ from: '2026-09-23', to: TODAY });
    expect(read('period=this-year').range).toEqual({ from: '2026-03-21', to: TODAY });
  });

  it('no preset runs past today, so a custom range started from one passes its own check', () => {
    for (const today of [TODAY, '2026-03-21', '2027-03-20', '2025-03-20']) {
      for (const period of ['this-month', 'last-month', 'this-quarter', 'this-year']) {
        const { range } = readPeriod(new URLSearchParams({ period }), today);
        expect(range.to <= today, `${period} on ${today}`).toBe(true);
        expect(rangeProblems(range, today), `${period} on ${today}`).toEqual({});
      }
    }
  });

  it('ends this year today on the Jalali calendar: from 1 Farvardin', () => {
    // 30 Esfand 1403 (a leap year's last day), then Nowruz 1404 itself.
    expect(presetRange('this-year', '2025-03-20')).toEqual({ from: '2024-03-20', to: '2025-03-20' });
    expect(presetRange('this-year', '2025-03-21')).toEqual({ from: '2025-03-21', to: '2025-03-21' });
  });

  it('reads a custom range and the page; a range the API would refuse falls back', () => {
    expect(read('from=2026-01-01&to=2026-06-30&page=3')).toEqual({
      choice: 'custom',
      range: { from: '2026-01-01', to: '2026-06-30' },
      page: 3,
    });
    expect(read('from=2026-06-30&to=2026-01-01').choice).toBe('this-month');
    expect(read('from=1405-09-01&to=1405-09-30').choice).toBe('this-month');
    expect(read('from=2020-01-01&to=2026-01-01').choice).toBe('this-month');
    expect(read('page=-4').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('writes back what it reads (round trip)', () => {
    for (const query of ['period=last-month', 'period=this-year&page=2', 'from=2026-01-01&to=2026-06-30']) {
      expect(periodParams(read(query)).toString()).toBe(new URLSearchParams(query).toString());
    }
  });
});

describe('rangeProblems', () => {
  it('accepts a range from one day up to three years, ending today at the latest', () => {
    expect(rangeProblems({ from: TODAY, to: TODAY }, TODAY)).toEqual({});
    expect(rangeProblems({ from: '2023-11-24', to: TODAY }, TODAY)).toEqual({});
  });

  it('names the end at fault', () => {
    expect(rangeProblems({ from: null, to: TODAY }, TODAY)).toEqual({ from: 'incomplete' });
    expect(rangeProblems({ from: '2026-02-30', to: null }, TODAY)).toEqual({ from: 'incomplete', to: 'incomplete' });
    expect(rangeProblems({ from: '1899-12-31', to: TODAY }, TODAY)).toEqual({ from: 'tooEarly' });
    expect(rangeProblems({ from: TODAY, to: '2026-11-24' }, TODAY)).toEqual({ to: 'future' });
    expect(rangeProblems({ from: '2026-11-20', to: '2026-11-19' }, TODAY)).toEqual({ to: 'reversed' });
    expect(rangeProblems({ from: '2023-11-23', to: TODAY }, TODAY)).toEqual({ to: 'tooLong' });
  });

  it('accepts exactly what the address reads back as a custom range', () => {
    const range = { from: '2025-03-21', to: '2026-03-20' };
    expect(rangeProblems(range, TODAY)).toEqual({});
    expect(read(`from=${range.from}&to=${range.to}`)).toMatchObject({ choice: 'custom', range });
  });
});
