import { http, HttpResponse } from 'msw';
import type { Kyc } from '@gold/contracts/kyc';
import type { GoldPrice, MarketStatus } from '@gold/contracts/prices';
import { aTrade, dayHistory, weekHistory } from '../../app/dashboard/test/serve-dashboard';
import { API, server } from '../msw-server';
import { aKyc, kycRoutes, kycStore } from './kyc';
import { aNotification, serveNotifications } from './notifications';
import { serve } from './plumbing';
import { aPriceAlert, servePriceAlerts } from './price-alerts';
import { OPEN_MARKET, priceRoutes, priceStore } from './prices';
import { serveReports } from './reports';
import { aTicket, serveTickets } from './tickets';
import { tradeRoutes, tradeStore } from './trades';
import { aDepositRequest, aTransaction, walletRoutes, walletStore } from './wallets';

/**
 * The days the build renders the screens on, so that both colours of each figure, and both states of the account, are
 * styled: a rising price with the market open, the gold in profit and the customer's identity checked (level 2); a
 * falling one with the market closed, the gold at a loss and level 1.
 */
export const MARKET_DAYS = {
  rising: { price: { buyPrice: 8_050_000, sellPrice: 7_900_000 }, market: OPEN_MARKET, kycLevel: 2 },
  falling: {
    price: { buyPrice: 7_500_000, sellPrice: 7_350_000 },
    market: { isOpen: false, currentStatus: 'closed', nextOpenTime: new Date(Date.now() + 12 * 3_600_000).toISOString() },
    kycLevel: 1,
  },
} satisfies Record<string, { price: Omit<GoldPrice, 'lastUpdate'>; market: MarketStatus; kycLevel: Kyc['kycLevel'] }>;

/**
 * The whole API answered at once, on one of the `MARKET_DAYS`, each domain from a store with a little of everything a
 * screen shows: the data the build renders the signed-in screens with, to make their styles (src/prerender.tsx).
 * Anything else is a 404.
 */
export function serveWholeApi(day: keyof typeof MARKET_DAYS) {
  // Added first, so that it answers only what no route below does (msw tries the newest handlers first).
  server.use(http.all(`${API}/*`, () => HttpResponse.json({ success: false }, { status: 404 })));
  const { price, market, kycLevel } = MARKET_DAYS[day];
  const today = dayHistory();
  const store = {
    ...priceStore({
      price: { ...price, lastUpdate: new Date().toISOString() },
      market,
      priceHistory: { '1d': today, '1w': weekHistory(), '1m': today, '1y': today },
    }),
    ...walletStore({ transactions: [aTransaction(1), aTransaction(2)], depositRequests: [aDepositRequest(1)] }),
    ...kycStore({ kyc: aKyc(kycLevel) }),
    ...tradeStore({
      trades: [aTrade('t-1'), aTrade('t-2', { type: 'sell', status: 'pending' })],
    }),
  };
  serve({ ...priceRoutes(store), ...walletRoutes(store), ...kycRoutes(store), ...tradeRoutes(store) });
  serveNotifications({ notifications: [aNotification(), aNotification({ id: 'n-2', read: true })] });
  serveTickets({ tickets: [aTicket(), aTicket({ id: 'tk-2', status: 'resolved' })] });
  serveReports();
  servePriceAlerts({
    alerts: [
      aPriceAlert({ id: 'pa-fired', status: 'fired', firedAt: new Date().toISOString(), firedPrice: 8_001_000 }),
      aPriceAlert(),
    ],
  });
}
