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

/** How much better than the live price a dealer may quote, at most: a fraction of the live price of the side. */
export const DEALER_SPREAD = 0.004;
/** Dealers improve on the live price in whole steps of this many Toman. */
const DEALER_STEP = 100;

type LivePrice = { buyPrice: number; sellPrice: number };

/**
 * The most a dealer may improve on the live price of `side`: the spread, and never more than half of what is left
 * of the live gap below one Toman, so that every buy quote (at least `buyPrice - room`) stays above every sell quote
 * (at most `sellPrice + room`) at the same moment, whatever the gap.
 */
export function dealerRoom(side: TradeSide, live: LivePrice): number {
  const gapHalf = Math.max(0, Math.floor((live.buyPrice - live.sellPrice - 1) / 2));
  return Math.min(Math.floor(priceForSide(side, live) * DEALER_SPREAD), gapHalf);
}

/**
 * One dealer's quote from the live price, whatever the customer asked: on a buy (the dealer sells) at or below the
 * live buy price, on a sell (the dealer buys) at or above the live sell price, by up to `dealerRoom` in steps.
 * `r` is a uniform draw in [0, 1). Integer prices give integer quotes.
 */
export function dealerQuote(side: TradeSide, live: LivePrice, r: number): number {
  const steps = Math.floor(dealerRoom(side, live) / DEALER_STEP);
  const better = Math.min(steps, Math.floor(r * (steps + 1))) * DEALER_STEP;
  return side === 'buy' ? live.buyPrice - better : live.sellPrice + better;
}

/**
 * Whether a quote is within the customer's limit: no more than it on a buy, no less on a sell. A quote beyond the
 * limit is no offer at all; it is never moved to the limit.
 */
export const withinLimit = (side: TradeSide, quote: number, limit: number): boolean =>
  side === 'buy' ? quote <= limit : quote >= limit;

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
