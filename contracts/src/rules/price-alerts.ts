import type { PRICE_ALERT_DIRECTIONS, TRADE_SIDES } from '../constants';

/**
 * A price alert's condition: the buy or the sell price at or above, or at or below, a target in Toman per gram.
 * The mock fires an alert on the first tick whose price reaches it; an alert is only set while the price has not
 * reached it yet (`directionFor` chooses the direction that makes it so), so that tick is where the price crosses
 * the target.
 */
export type AlertSide = (typeof TRADE_SIDES)[number];
export type AlertDirection = (typeof PRICE_ALERT_DIRECTIONS)[number];
export type AlertCondition = { side: AlertSide; direction: AlertDirection; targetPrice: number };
export type SidePrices = { buyPrice: number; sellPrice: number };

export const priceOnSide = (price: SidePrices, side: AlertSide): number => (side === 'buy' ? price.buyPrice : price.sellPrice);

/** Whether `price` has reached the alert: at or above its target, or at or below it. */
export function isReached(alert: AlertCondition, price: SidePrices): boolean {
  const now = priceOnSide(price, alert.side);
  return alert.direction === 'above' ? now >= alert.targetPrice : now <= alert.targetPrice;
}

/**
 * The direction an alert on `target` takes from the price now: above it waits for a rise, below it for a fall. The
 * price itself has no direction: it has been reached already.
 */
export function directionFor(target: number, current: number): AlertDirection | null {
  if (target > current) return 'above';
  if (target < current) return 'below';
  return null;
}
