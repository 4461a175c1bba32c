import type { GoldPrice, MarketStatus, PriceHistoryRange, PricePoint } from '@gold/contracts/prices';
import { ok } from '../fixtures';
import { get } from './plumbing';

/** 7,850,000 Toman a gram to buy and 7,700,000 to sell. */
export const PRICE: GoldPrice = { buyPrice: 7_850_000, sellPrice: 7_700_000, lastUpdate: '2025-01-04T08:00:00.000Z' };
export const OPEN_MARKET: MarketStatus = { isOpen: true, currentStatus: 'open', nextOpenTime: null };

const RESOLUTIONS = { '1d': '5m', '1w': '1h', '1m': '2h', '1y': '1d' } as const;
/** GET /gold-price/history's answer for `range`. */
const historyAnswer = (range: PriceHistoryRange, points: PricePoint[]) => ok({ range, resolution: RESOLUTIONS[range], points });

/** The live price, the market and the price history by range (a range not given has no points). */
export type PriceStore = {
  price: GoldPrice;
  market: MarketStatus;
  priceHistory: Partial<Record<PriceHistoryRange, PricePoint[]>>;
};

export const priceStore = ({ price = PRICE, market = OPEN_MARKET, priceHistory = {} }: Partial<PriceStore> = {}): PriceStore => ({
  price,
  market,
  priceHistory,
});

export const priceRoutes = (store: PriceStore) => ({
  price: get('/gold-price', () => ok(store.price)),
  market: get('/market-status', () => ok(store.market)),
  priceHistory: get(
    '/gold-price/history',
    ({ url }) => {
      const range = (url.searchParams.get('range') ?? '1d') as PriceHistoryRange;
      return historyAnswer(range, store.priceHistory[range] ?? []);
    },
    ({ url }) => url.searchParams.get('range') ?? '',
  ),
});
