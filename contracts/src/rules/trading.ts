import { COUNTDOWN_GREEN_ABOVE_S, COUNTDOWN_RED_AT_OR_BELOW_S, TRADE_PRICE_TOLERANCE_PERCENT } from '../constants';
import { goldValue } from '../money';
import type { TradeSide } from '../trading';

/**
 * The Toman a trade of `mg` milligrams moves at `tomanPerGram`: rounded to the nearest Toman, half up. The form's
 * total, the mock's hold and its execution all use this, and rounding is monotonic in the price, so a hold at the
 * customer's limit always covers an execution at an offer within it.
 */
export const tradeTotal = (mg: number, tomanPerGram: number): number => goldValue(mg, tomanPerGram, 'nearest');

/** The price a side trades at: a buy pays the buy price, a sell gets the sell price (spec 2 section 2). */
export const priceForSide = (side: TradeSide, price: { buyPrice: number; sellPrice: number }) =>
  side === 'buy' ? price.buyPrice : price.sellPrice;

/**
 * The best offer for the customer: the lowest price on a buy (they pay less), the highest on a sell (they get more);
 * the first of equals; null without offers.
 */
export function bestOffer<O extends { price: number }>(side: TradeSide, offers: readonly O[]): O | null {
  return offers.reduce<O | null>((best, offer) => {
    if (!best) return offer;
    return side === 'buy' ? (offer.price < best.price ? offer : best) : offer.price > best.price ? offer : best;
  }, null);
}

/** Whether `price` lies within the tolerance (2 %) of the live `reference`, boundary included. Exact in integers. */
export const withinTolerance = (price: number, reference: number, percent = TRADE_PRICE_TOLERANCE_PERCENT): boolean =>
  Math.abs(price - reference) * 100 <= reference * percent;

/** The countdown's colour: green above 30 s, yellow from 11 to 30 s, red at 10 s or less (spec 2 section 9). */
export type CountdownTone = 'success' | 'warning' | 'error';
export function countdownTone(secondsLeft: number): CountdownTone {
  if (secondsLeft > COUNTDOWN_GREEN_ABOVE_S) return 'success';
  if (secondsLeft > COUNTDOWN_RED_AT_OR_BELOW_S) return 'warning';
  return 'error';
}
