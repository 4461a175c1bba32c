import { HttpResponse } from 'msw';
import type { PricePoint } from '@gold/contracts/prices';
import type { TradeHistoryItem } from '@gold/contracts/trading';
import { renderLive } from '../../../test/prices-listener';
import { aUser } from '../../../test/fixtures';
import { KYC_LEVEL_1, kycRoutes, kycStore, type KycStore } from '../../../test/fake-api/kyc';
import { serve, type Setup } from '../../../test/fake-api/plumbing';
import { priceRoutes, priceStore, type PriceStore } from '../../../test/fake-api/prices';
import { providerTrade, tradeRoutes, tradeStore, type TradeStore } from '../../../test/fake-api/trades';
import { TRADE_WALLETS, walletRoutes, walletStore, type WalletStore } from '../../../test/fake-api/wallets';
import { stub } from '../../../test/render';
import DashboardRoute from '../dashboard';
import { startOfTehranDay } from '../lib/dashboard-data';

export const PRICE = { buyPrice: 7_850_000, sellPrice: 7_700_000, lastUpdate: new Date().toISOString() };

/** Yesterday's close is 7,600,000 (sell): the last hour before Tehran's midnight; then today's hours. */
export function weekHistory(now = new Date()): PricePoint[] {
  const midnight = startOfTehranDay(now).getTime();
  const hour = 3_600_000;
  return [
    { at: new Date(midnight - 2 * hour).toISOString(), buy: 7_700_000, sell: 7_550_000 },
    { at: new Date(midnight - hour).toISOString(), buy: 7_750_000, sell: 7_600_000 },
    { at: new Date(midnight).toISOString(), buy: 7_800_000, sell: 7_650_000 },
  ];
}

/** A day at 5-minute steps, the last one a minute ago: latest 7,850,000 / 7,700,000, high 7,900,000, low 7,600,000. */
export function dayHistory(now = new Date()): PricePoint[] {
  const step = 5 * 60_000;
  const last = now.getTime() - 60_000;
  return [
    { at: new Date(last - 3 * step).toISOString(), buy: 7_800_000, sell: 7_650_000 },
    { at: new Date(last - 2 * step).toISOString(), buy: 7_900_000, sell: 7_750_000 },
    { at: new Date(last - step).toISOString(), buy: 7_750_000, sell: 7_600_000 },
    { at: new Date(last).toISOString(), buy: 7_850_000, sell: 7_700_000 },
  ];
}

/** A page of the trade history as the provider answers it, for a test that states the paging itself. */
export const tradesPage = (requests: unknown[], page = 1, totalPages = 1) =>
  HttpResponse.json({ success: true, requests, pagination: { page, totalPages } });

export const aTrade = (id: string, overrides: Partial<TradeHistoryItem> = {}) =>
  providerTrade({ id, timestamp: new Date().toISOString(), ...overrides }) as TradeHistoryItem;

type Store = PriceStore & WalletStore & KycStore & TradeStore;
const routes = (store: Store) => ({ ...priceRoutes(store), ...walletRoutes(store), ...kycRoutes(store), ...tradeRoutes(store) });

/**
 * What the dashboard asks: the price and its history, the wallets, the KYC level and the trade history. Unless the
 * seed says otherwise: PRICE, a day's and a week's history (the day's for the longer ranges), TRADE_WALLETS, level 1,
 * no trades.
 */
export function serveDashboard({ replies, ...seed }: Setup<Store, ReturnType<typeof routes>> = {}) {
  const day = dayHistory();
  const store = {
    ...priceStore({ price: PRICE, priceHistory: { '1d': day, '1w': weekHistory(), '1m': day, '1y': day }, ...seed }),
    ...walletStore({ wallets: TRADE_WALLETS, ...seed }),
    ...kycStore({ kyc: KYC_LEVEL_1, ...seed }),
    ...tradeStore(seed),
  };
  return { store, calls: serve(routes(store), replies) };
}

export function renderDashboard({ user = aUser({ createdAt: '2024-03-20T10:00:00.000Z' }), strict = false } = {}) {
  return renderLive(<DashboardRoute />, {
    strict,
    path: '/',
    user,
    routes: [stub('/trading'), stub('/wallets'), stub('/settings')],
  });
}
