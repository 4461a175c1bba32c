import { describe, expect, it } from 'vitest';
import { periodParams, readPeriod } from './period';

/** 2 Azar 1405. */
const TODAY = '2026-11-23';
const read = (query: string) => readPeriod(new URLSearchParams(query), TODAY);

describe('readPeriod', () => {
  it('is this Jalali month, whole, by default and for an unknown period', () => {
    const azar = { choice: 'this-month', range: { from: '2026-11-22', to: '2026-12-21' }, page: 1 };
    expect(read('')).toEqual(azar);
    expect(read('period=next-decade')).toEqual(azar);
  });

  it('reads each preset', () => {
    expect(read('period=last-month').range).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(read('period=this-quarter').range).toEqual({ from: '2026-09-23', to: '2026-12-21' });
    expect(read('period=this-year').range).toEqual({ from: '2026-03-21', to: '2027-03-20' });
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
