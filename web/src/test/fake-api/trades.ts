import { TRADE_HISTORY_PAGE_SIZE } from '@gold/contracts/constants';
import type { OpenTradeRequest, TradeHistoryItem, TradeOffer } from '@gold/contracts/trading';
import { HttpResponse } from 'msw';
import { get, paged, post } from './plumbing';

/**
 * A trade history item as the provider sends it (spec 2 section 3), without the mock's optional fields. Loosely typed:
 * a test may send what the contract refuses, to see it read or rejected.
 */
export const providerTrade = (overrides: Record<string, unknown> = {}) => ({
  id: 't-1',
  type: 'buy',
  symbol: 'GOLD_18K',
  status: 'completed',
  amount: 2.5,
  price: 7_800_000,
  timestamp: '2025-01-04T08:30:00.000Z',
  ...overrides,
});

/** The customer's trade history (newest first), the open request if any, and the dealers' offers for a request. */
export type TradeStore = { trades: TradeHistoryItem[]; openTrade: OpenTradeRequest | null; offers: TradeOffer[] };

export const tradeStore = ({ trades = [], openTrade = null, offers = [] }: Partial<TradeStore> = {}): TradeStore => ({
  trades,
  openTrade,
  offers,
});

/** The trading answers are flat, not in the canonical envelope. */
const flat = (body: object, status = 200) => HttpResponse.json({ success: true, ...body }, { status });

/**
 * The trade request endpoints. A request's life (its window, the offers arriving, its execution) is not played out:
 * a new request is numbered by the call, and a test that needs a request open sets `openTrade`.
 */
export const tradeRoutes = (store: TradeStore) => ({
  history: get(
    '/api/trade-requests/history',
    ({ url }) => {
      const { items, page, totalPages, total } = paged(store.trades, url, TRADE_HISTORY_PAGE_SIZE);
      return flat({ requests: items, pagination: { page, totalPages, total } });
    },
    ({ url }) => url,
  ),
  open: get('/api/trade-requests/open', () => flat({ request: store.openTrade })),
  create: post(
    '/api/trade-requests',
    (_sent, call) => flat({ requestId: `req-${call}` }, 201),
    ({ body, key }) => ({ body, key }),
  ),
  offers: get(
    '/api/trade-requests/:id/offers',
    () => flat({ offers: store.offers }),
    ({ params }) => params.id,
  ),
  execute: post(
    '/api/trade-requests/:id/execute',
    () => flat({ tradeId: 'trade-7f3a9c21' }),
    ({ params, body, key }) => ({ requestId: params.id, body, key }),
  ),
  cancel: post(
    '/api/trade-requests/:id/cancel',
    () => flat({}),
    ({ params, key }) => ({ requestId: params.id, key }),
  ),
});
