import { describe, expect, it } from 'vitest';
import type { TradeView } from '../../../entities/trades/api/get-trade-history';
import { costTrades, startOfTehranDay, todaysTrades, toMg, yesterdayClose } from './dashboard-data';

const trade = (overrides: Partial<TradeView>): TradeView => ({
  id: 't',
  type: 'buy',
  symbol: 'GOLD_18K',
  status: 'completed',
  amount: 1,
  price: 7_800_000,
  timestamp: '2025-01-04T08:00:00.000Z',
  total: null,
  dealerName: null,
  ...overrides,
});

describe('startOfTehranDay', () => {
  it('is midnight in Tehran (UTC+3:30), before and after UTC midnight', () => {
    expect(startOfTehranDay(new Date('2025-01-04T08:00:00.123Z')).toISOString()).toBe('2025-01-03T20:30:00.000Z');
    // 22:00 UTC is 01:30 the next day in Tehran.
    expect(startOfTehranDay(new Date('2025-01-04T22:00:00.000Z')).toISOString()).toBe('2025-01-04T20:30:00.000Z');
    expect(startOfTehranDay(new Date('2025-01-04T20:30:00.000Z')).toISOString()).toBe('2025-01-04T20:30:00.000Z');
  });
});

describe('yesterdayClose', () => {
  const now = new Date('2025-01-04T08:00:00.000Z');
  const points = [
    { at: '2025-01-03T19:30:00.000Z', buy: 2, sell: 1 },
    { at: '2025-01-03T20:29:59.000Z', buy: 4, sell: 3 },
    { at: '2025-01-03T20:30:00.000Z', buy: 6, sell: 5 },
  ];
  it('is the sell price of the last step that began before midnight in Tehran', () => {
    expect(yesterdayClose(points, now)).toBe(3);
  });
  it('is unknown when the history starts today', () => {
    expect(yesterdayClose(points.slice(2), now)).toBeNull();
    expect(yesterdayClose([], now)).toBeNull();
  });
});

describe('costTrades and todaysTrades', () => {
  const trades = [
    trade({ id: '4', type: 'sell', amount: 0.5, timestamp: '2025-01-04T07:00:00.000Z', total: 3_900_000 }),
    trade({ id: '3', type: 'buy', amount: 2, status: 'pending', timestamp: '2025-01-04T06:00:00.000Z' }),
    trade({ id: '2', type: 'buy', amount: 1.25, price: 7_000_000, timestamp: '2025-01-03T21:00:00.000Z' }),
    trade({ id: '1', type: 'buy', amount: 1, timestamp: '2025-01-03T20:00:00.000Z', total: 7_700_000 }),
  ];

  it('keeps the completed trades oldest first, with the Toman that moved or grams × price', () => {
    expect(costTrades(trades)).toEqual([
      { type: 'buy', mg: 1000, total: 7_700_000 },
      { type: 'buy', mg: 1250, total: 8_750_000 },
      { type: 'sell', mg: 500, total: 3_900_000 },
    ]);
  });

  it('counts the completed trades since midnight in Tehran, with the grams each way', () => {
    expect(todaysTrades(trades, new Date('2025-01-04T08:00:00.000Z'))).toEqual({ count: 2, boughtMg: 1250, soldMg: 500 });
    expect(todaysTrades([], new Date('2025-01-04T08:00:00.000Z'))).toEqual({ count: 0, boughtMg: 0, soldMg: 0 });
  });

  it('rounds grams finer than a milligram', () => {
    expect(toMg(1.2345)).toBe(1235);
    expect(toMg(2.5)).toBe(2500);
  });
});
