import type { GoldPrice, MarketStatus } from '@gold/contracts/prices';
import type { MarketMode } from '@gold/contracts/control';
import { isWithinWorkingHours, nextOpening } from '@gold/contracts/rules/working-hours';
import type { PriceState } from '../store/state';

/** A realistic 18-karat price per gram in Toman; the walk stays within 20% of it. */
export const BASE_BUY_PRICE = 7_850_000;
const SPREAD = 0.009;
const STEP = 0.0015;
const ROUND = 1000;

export function sellFor(buyPrice: number): number {
  return Math.round((buyPrice * (1 - SPREAD)) / ROUND) * ROUND;
}

/** One step of the seeded walk: up to ±0.15%, rounded to 1,000 Toman, pulled back inside the band. */
export function walkStep(price: PriceState, r: number, now: Date): PriceState {
  if (price.held) return price;
  const drift = (r - 0.5) * 2 * STEP;
  const min = BASE_BUY_PRICE * 0.8;
  const max = BASE_BUY_PRICE * 1.2;
  const buy = Math.min(max, Math.max(min, Math.round((price.buyPrice * (1 + drift)) / ROUND) * ROUND));
  return { buyPrice: buy, sellPrice: sellFor(buy), lastUpdate: now.toISOString(), held: false };
}

export const toGoldPrice = (p: PriceState): GoldPrice => ({
  buyPrice: p.buyPrice,
  sellPrice: p.sellPrice,
  lastUpdate: p.lastUpdate,
});

export function marketStatus(mode: MarketMode, now: Date): MarketStatus {
  const isOpen = mode === 'open' || (mode === 'hours' && isWithinWorkingHours(now));
  return {
    isOpen,
    currentStatus: isOpen ? 'open' : 'closed',
    nextOpenTime: isOpen || mode === 'closed' ? null : nextOpening(now).toISOString(),
    mode,
  };
}
