import type { MarketMode } from '@gold/contracts/control';
import type { GoldPrice, MarketStatus } from '@gold/contracts/prices';
import { isWithinWorkingHours, nextOpening } from '@gold/contracts/rules/working-hours';
import type { Reader } from '../../db/database';
import type { Tx } from '../../db/tx';
import { fireReachedAlerts } from '../price-alerts/price-alerts';
import type { DomainContext } from '../shared/context';
import { previousClose, recordPrice } from './price-history';

/** A realistic 18-karat price per gram in Toman; the walk stays within 20% of it. */
export const BASE_BUY_PRICE = 7_850_000;
const SPREAD = 0.009;
const STEP = 0.0015;
const ROUND = 1000;

export type PriceState = {
  buyPrice: number;
  sellPrice: number;
  lastUpdate: string;
  /** Held by the control API: the walk pauses until `{ mode: 'walk' }`. */
  held: boolean;
};

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

/** The gold-price answer: the current price and, when the history has an earlier day, that day's close. */
export function goldPriceAnswer(db: Reader, now: Date): GoldPrice {
  const close = previousClose(db, now);
  return { ...toGoldPrice(currentPrice(db)), ...(close && { previousClose: close }) };
}

type MarketRow = {
  seed: number;
  mode: MarketMode;
  buy_price: number;
  sell_price: number;
  price_updated_at: string;
  price_held: number;
};

const marketRow = (db: Reader): MarketRow => {
  const row = db.get<MarketRow>(
    'SELECT seed, mode, buy_price, sell_price, price_updated_at, price_held FROM market WHERE id = 1',
  );
  if (!row) throw new Error('the market row is missing: the database was not seeded');
  return row;
};

export function currentPrice(db: Reader): PriceState {
  const r = marketRow(db);
  return { buyPrice: r.buy_price, sellPrice: r.sell_price, lastUpdate: r.price_updated_at, held: r.price_held === 1 };
}

export const marketMode = (db: Reader): MarketMode => marketRow(db).mode;
export const seedOf = (db: Reader): number => marketRow(db).seed;

/**
 * The one place the price is written: it joins the history too, and the price alerts it reaches fire in the same
 * transaction, whether the walk moved it or the control API held it there.
 */
export function setPrice(tx: Tx, price: PriceState): void {
  recordPrice(tx, price, price.lastUpdate);
  tx.run(
    'UPDATE market SET buy_price = ?, sell_price = ?, price_updated_at = ?, price_held = ? WHERE id = 1',
    price.buyPrice,
    price.sellPrice,
    price.lastUpdate,
    price.held ? 1 : 0,
  );
  fireReachedAlerts(tx, price);
}

/** A change of mode is pushed to every socket after the commit, so a console switch shows at once; the same mode is no news. */
export function setMarketMode(ctx: DomainContext, tx: Tx, mode: MarketMode): void {
  if (marketMode(tx) === mode) return;
  tx.run('UPDATE market SET mode = ? WHERE id = 1', mode);
  const status = marketStatus(mode, ctx.clock.now());
  tx.afterCommit((realtime) => realtime.broadcast('market-status', status), 'market-status');
}

export function marketStatus(mode: MarketMode, now: Date): MarketStatus {
  const isOpen = mode === 'open' || (mode === 'hours' && isWithinWorkingHours(now));
  return {
    isOpen,
    currentStatus: isOpen ? 'open' : 'closed',
    nextOpenTime: isOpen || mode === 'closed' ? null : nextOpening(now).toISOString(),
    mode,
  };
}
