import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { TRADE_HISTORY_PAGE_SIZE } from '@gold/contracts/constants';
import { tradeSideSchema, tradeStatusSchema, type TradeSide, type TradeStatus } from '@gold/contracts/trading';
import { api } from '../../../shared/api/client';
import { InvalidResponseError } from '../../../shared/api/normalize';

export const tradeKeys = { all: ['trades'] as const, history: () => ['trades', 'history'] as const };

/** A trade as the panel reads it: numbers as numbers, and a status it knows. */
export type TradeView = {
  id: string;
  type: TradeSide;
  symbol: string;
  status: TradeStatus;
  /** Grams. */
  amount: number;
  /** Toman a gram. */
  price: number;
  timestamp: string;
  /** The Toman that moved, when the provider says. */
  total: number | null;
  dealerName: string | null;
};
export type TradePage = { trades: TradeView[]; page: number; totalPages: number };

const amount = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const providerTradeSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: tradeSideSchema,
  symbol: z.string().catch('GOLD_18K'),
  // A status the panel does not know is still a request in progress (spec 2 section 4).
  status: tradeStatusSchema.catch('pending'),
  amount,
  price: amount,
  timestamp: z.string(),
  total: amount.nullable().optional().catch(null),
  dealerName: z.string().nullable().optional().catch(null),
});
const providerPageSchema = z.object({
  requests: z.array(z.unknown()),
  pagination: z.object({ page: z.coerce.number().int(), totalPages: z.coerce.number().int() }).partial().optional(),
});

/** GET /api/trade-requests/history: `{ success, requests, pagination { page, totalPages } }`. An unreadable item is left out. */
export function normalizeTradePage(body: unknown, page: number): TradePage {
  const parsed = providerPageSchema.safeParse(body);
  if (!parsed.success) throw new InvalidResponseError();
  const trades = parsed.data.requests.flatMap((item) => {
    const trade = providerTradeSchema.safeParse(item);
    return trade.success ? [{ ...trade.data, total: trade.data.total ?? null, dealerName: trade.data.dealerName ?? null }] : [];
  });
  const { pagination } = parsed.data;
  return { trades, page: pagination?.page ?? page, totalPages: pagination?.totalPages ?? page };
}

export async function fetchTradeHistory(page: number, limit = TRADE_HISTORY_PAGE_SIZE): Promise<TradePage> {
  const { data } = await api.get('/api/trade-requests/history', { params: { page, limit } });
  return normalizeTradePage(data, page);
}

/** Pages of 10, newest first; a trade execution refreshes it. */
export const tradeHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: tradeKeys.history(),
    queryFn: ({ pageParam }) => fetchTradeHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ page, totalPages }) => (page < totalPages ? page + 1 : undefined),
  });

/** Every loaded trade once: a new trade moves the page boundaries. */
export function flattenTrades(pages: readonly TradePage[] | undefined): TradeView[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((p) => p.trades).filter((t) => !seen.has(t.id) && seen.add(t.id));
}

export const useTradeHistory = () =>
  useInfiniteQuery({ ...tradeHistoryQueryOptions(), select: (data) => ({ ...data, items: flattenTrades(data.pages) }) });
