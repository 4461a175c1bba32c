import { http, HttpResponse } from 'msw';
import type { PricePoint } from '@gold/contracts/prices';
import { renderLive } from '../../../test/prices-listener';
import { aUser, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { stub } from '../../../test/render';
import { aTradeWallet, KYC_LEVEL_1, providerTrade } from '../../../test/trade-data';
import DashboardRoute from '../dashboard';
import { startOfTehranDay } from '../lib/dashboard-data';

export const PRICE = { buyPrice: 7_850_000, sellPrice: 7_700_000, lastUpdate: new Date().toISOString() };
/** 50,000,000 Toman and 5 g of gold. */
export const WALLETS = [aTradeWallet('TOMAN', 50_000_000), aTradeWallet('GOLD_18K', 5)];

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

const resolutions = { '1d': '5m', '1w': '1h', '1m': '2h', '1y': '1d' } as const;
type Range = keyof typeof resolutions;

type Reply = (call: number, url: URL) => Response | Promise<Response>;
export type DashboardReplies = Record<'price' | 'wallets' | 'kyc' | 'trades' | 'history', Reply>;

export const historyAnswer = (range: Range, points: PricePoint[]) => ok({ range, resolution: resolutions[range], points });
export const tradesPage = (requests: unknown[], page = 1, totalPages = 1) =>
  HttpResponse.json({ success: true, requests, pagination: { page, totalPages } });

export const aTrade = (id: string, overrides: Record<string, unknown> = {}) =>
  providerTrade({ id, timestamp: new Date().toISOString(), ...overrides });

const DEFAULTS: DashboardReplies = {
  price: () => ok(PRICE),
  wallets: () => ok(WALLETS),
  kyc: () => ok(KYC_LEVEL_1),
  trades: () => tradesPage([]),
  history: (_n, url) => {
    const range = (url.searchParams.get('range') ?? '1d') as Range;
    return historyAnswer(range, range === '1w' ? weekHistory() : dayHistory());
  },
};

/** Answers every call the dashboard makes, recording the history ranges and the trade pages asked. */
export function serveDashboard(replies: Partial<DashboardReplies> = {}) {
  const reply = { ...DEFAULTS, ...replies };
  const calls = { price: 0, wallets: 0, kyc: 0, trades: [] as URL[], history: [] as string[] };
  server.use(
    http.get(`${API}/gold-price`, ({ request }) => reply.price(++calls.price, new URL(request.url))),
    http.get(`${API}/gold-price/history`, ({ request }) => {
      const url = new URL(request.url);
      calls.history.push(url.searchParams.get('range') ?? '');
      return reply.history(calls.history.length, url);
    }),
    http.get(`${API}/wallets/me`, ({ request }) => reply.wallets(++calls.wallets, new URL(request.url))),
    http.get(`${API}/kyc/me`, ({ request }) => reply.kyc(++calls.kyc, new URL(request.url))),
    http.get(`${API}/api/trade-requests/history`, ({ request }) => {
      const url = new URL(request.url);
      calls.trades.push(url);
      return reply.trades(calls.trades.length, url);
    }),
  );
  return calls;
}

export function renderDashboard({ user = aUser({ createdAt: '2024-03-20T10:00:00.000Z' }), strict = false } = {}) {
  return renderLive(<DashboardRoute />, {
    strict,
    path: '/',
    user,
    routes: [stub('/trading'), stub('/wallets'), stub('/settings')],
  });
}
