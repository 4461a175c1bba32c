import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRICE_HISTORY_RANGES, type PriceHistoryRange } from '@gold/contracts/prices';
import { formatTick } from './chart-ticks';

const intl: Record<PriceHistoryRange, Intl.DateTimeFormatOptions> = {
  '1d': { hour: '2-digit', minute: '2-digit' },
  '1w': { weekday: 'short', day: 'numeric' },
  '1m': { day: 'numeric', month: 'short' },
  '1y': { month: 'short', year: '2-digit' },
};

describe('the price chart axis labels', () => {
  it('writes each range as a Persian reader reads a chart', () => {
    const at = new Date('2026-11-23T06:05:00Z');
    expect(PRICE_HISTORY_RANGES.map((range) => formatTick(range, at))).toEqual(['۰۹:۳۵', 'دوشنبه ۲م', '۲ آذر', 'آذر ۰۵']);
  });

  it.each(PRICE_HISTORY_RANGES)("%s: agrees with Intl's fa-IR Persian calendar at any instant", (range) => {
    const format = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { ...intl[range], timeZone: 'Asia/Tehran' });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2022-09-22T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(formatTick(range, date)).toBe(format.format(date));
        },
      ),
    );
  });
});
