import { gramsToMg, hasGoldPrecision, MG_PER_GRAM } from '@gold/contracts/money';
import type { PricePoint } from '@gold/contracts/prices';
import { tehranDay, tehranDayStart } from '@gold/contracts/rules/jalali';
import { tradeTotal } from '@gold/contracts/rules/trading';
import type { TradeView } from '../../../entities/trades/api/get-trade-history';
import type { CostTrade } from './portfolio';

/** Midnight in Tehran that began the day of `now`. */
export const startOfTehranDay = (now: Date): Date => tehranDayStart(tehranDay(now));

/**
 * Yesterday's close: the sell price of the last step that began before today's midnight in Tehran (each point is
 * the price at the end of its step, so that step ends at midnight). Null when the history does not reach back.
 */
export function yesterdayClose(points: readonly PricePoint[], now: Date): number | null {
  const midnight = startOfTehranDay(now).getTime();
  let close: number | null = null;
  for (const point of points) {
    if (Date.parse(point.at) < midnight) close = point.sell;
    else break;
  }
  return close;
}

/** Grams as the provider sends them to milligrams; a value finer than a milligram is rounded to one. */
export const toMg = (grams: number) => (hasGoldPrecision(grams) ? gramsToMg(grams) : Math.round(grams * MG_PER_GRAM));

/** The completed trades, oldest first, as the average cost reads them; the Toman that moved, or grams × price. */
export function costTrades(newestFirst: readonly TradeView[]): CostTrade[] {
  return newestFirst
    .filter((t) => t.status === 'completed')
    .map((t) => {
      const mg = toMg(t.amount);
      return { type: t.type, mg, total: t.total ?? tradeTotal(mg, t.price) };
    })
    .reverse();
}

/** The trades completed since midnight in Tehran: how many, and the milligrams bought and sold. */
export function todaysTrades(trades: readonly TradeView[], now: Date) {
  const midnight = startOfTehranDay(now).getTime();
  const today = trades.filter((t) => t.status === 'completed' && Date.parse(t.timestamp) >= midnight);
  const mg = (side: 'buy' | 'sell') => today.filter((t) => t.type === side).reduce((sum, t) => sum + toMg(t.amount), 0);
  return { count: today.length, boughtMg: mg('buy'), soldMg: mg('sell') };
}
