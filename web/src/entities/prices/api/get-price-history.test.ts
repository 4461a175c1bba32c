import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { appendTicks, normalizePriceHistory, type PriceSeries } from './get-price-history';

const point = (at: string, buy: number, sell = buy - 150_000) => ({ at, buy, sell });
const canonical = {
  range: '1d',
  resolution: '5m',
  points: [point('2025-01-04T08:00:00.000Z', 7_800_000), point('2025-01-04T08:05:00.000Z', 7_810_000)],
};

describe('normalizePriceHistory', () => {
  it('reads the mock’s envelope, the bare object and a double wrap alike', () => {
    const expected = { range: '1d', resolution: '5m', points: canonical.points };
    expect(normalizePriceHistory({ success: true, data: canonical })).toEqual(expected);
    expect(normalizePriceHistory(canonical)).toEqual(expected);
    expect(normalizePriceHistory({ data: { data: canonical } })).toEqual(expected);
  });

  it('sorts oldest first, keeps one point an instant, reads string prices and leaves unreadable points out', () => {
    const body = {
      data: {
        range: '1w',
        resolution: '1h',
        points: [
          point('2025-01-04T09:00:00.000Z', 7_900_000),
          { at: '2025-01-04T08:00:00Z', buy: '7800000', sell: '7650000' },
          point('2025-01-04T09:00:00.000Z', 7_950_000),
          { at: 'yesterday', buy: 1, sell: 1 },
          { at: '2025-01-04T10:00:00.000Z', buy: -5, sell: 1 },
          { at: '2025-01-04T11:00:00.000Z', buy: 'a lot', sell: 1 },
          null,
        ],
      },
    };
    expect(normalizePriceHistory(body)).toEqual({
      range: '1w',
      resolution: '1h',
      points: [point('2025-01-04T08:00:00.000Z', 7_800_000, 7_650_000), point('2025-01-04T09:00:00.000Z', 7_950_000)],
    });
  });

  it('rejects an answer without a range, a resolution or points', () => {
    expect(() => normalizePriceHistory({ success: true, data: { points: [] } })).toThrow(InvalidResponseError);
    expect(() => normalizePriceHistory({ success: false, error: 'not found' })).toThrow(InvalidResponseError);
    expect(() => normalizePriceHistory('<html>')).toThrow(InvalidResponseError);
  });
});

describe('appendTicks', () => {
  const series: PriceSeries = { range: '1d', resolution: '5m', points: canonical.points };

  it('moves the last point within its step and starts a new point after it, oldest first', () => {
    const result = appendTicks(series, [
      point('2025-01-04T08:07:00.000Z', 7_820_000),
      point('2025-01-04T08:09:59.000Z', 7_830_000),
      point('2025-01-04T08:10:00.000Z', 7_840_000),
      point('2025-01-04T08:11:00.000Z', 7_850_000),
    ]);
    expect(result.points).toEqual([
      canonical.points[0],
      point('2025-01-04T08:05:00.000Z', 7_830_000),
      point('2025-01-04T08:10:00.000Z', 7_850_000),
    ]);
  });

  it('ignores ticks at or before the last point, and leaves the series alone without ticks', () => {
    expect(appendTicks(series, [point('2025-01-04T08:05:00.000Z', 1), point('2025-01-04T07:00:00.000Z', 2)])).toEqual(series);
    expect(appendTicks(series, [])).toBe(series);
  });

  it('an empty history takes the ticks as they come', () => {
    const empty: PriceSeries = { range: '1y', resolution: '1d', points: [] };
    expect(appendTicks(empty, [point('2025-01-04T08:05:00.000Z', 7_800_000)]).points).toEqual([
      point('2025-01-04T08:05:00.000Z', 7_800_000),
    ]);
  });
});
