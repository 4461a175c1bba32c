import { KYC_LEVEL_1, kycRoutes, kycStore, type KycStore } from '../../../test/fake-api/kyc';
import { serve, type Replies, type Setup } from '../../../test/fake-api/plumbing';
import { priceRoutes, priceStore, type PriceStore } from '../../../test/fake-api/prices';
import { tradeRoutes, tradeStore, type TradeStore } from '../../../test/fake-api/trades';
import { TRADE_WALLETS, walletRoutes, walletStore, type WalletStore } from '../../../test/fake-api/wallets';

/** Three dealers: the lowest (best for a buy: the customer pays less) is 'طلای الف', the highest (best for a sell) 'طلای ب'. */
export const OFFERS = [
  { id: 'o-1', price: 7_800_000, dealerName: 'طلای الف' },
  { id: 'o-2', price: 7_840_000, dealerName: 'طلای ب' },
  { id: 'o-3', price: 7_820_000, dealerName: 'طلای ج' },
];

type Store = KycStore & PriceStore & WalletStore & TradeStore;
const routes = (store: Store) => ({ ...kycRoutes(store), ...priceRoutes(store), ...walletRoutes(store), ...tradeRoutes(store) });
export type TradingReplies = Replies<ReturnType<typeof routes>>;

/**
 * What the trading page asks: the KYC level, the price and the market, the wallets, the history and the trade
 * requests. Unless the seed says otherwise: level 1, an open market, TRADE_WALLETS, no trades and three offers.
 */
export function serveTrading({ replies, ...seed }: Setup<Store, ReturnType<typeof routes>> = {}) {
  const store = {
    ...kycStore({ kyc: KYC_LEVEL_1, ...seed }),
    ...priceStore(seed),
    ...walletStore({ wallets: TRADE_WALLETS, ...seed }),
    ...tradeStore({ offers: OFFERS, ...seed }),
  };
  return { store, calls: serve(routes(store), replies) };
}
