import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { mgToGrams } from '@gold/contracts/money';
import type { TradeSide } from '@gold/contracts/trading';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { tradeKeys } from '../../../entities/trades/api/get-trade-history';
import { walletKeys } from '../../../entities/wallets/api/get-wallets';
import { TRADING_ERRORS, TRADING_TEXT } from '../messages';

/** What the customer asked for: the side, the milligrams, and the price per gram the form showed (the limit). */
export type TradeOrder = { side: TradeSide; mg: number; price: number };
export type Offer = { id: string; price: number; dealerName: string | null };

/** A flat `{ success: false, error }` the provider answered with 200: its text is the one to show. */
export class TradeRefusedError extends Error {}
/** A reply that says success without a usable request id. */
export class InvalidRequestIdError extends Error {
  constructor() {
    super(TRADING_TEXT.invalidRequestId);
  }
}

const refusal = z.object({ success: z.literal(false), error: z.string().optional() });
function assertSucceeded(body: unknown, fallback: string): void {
  const refused = refusal.safeParse(body);
  if (refused.success) throw new TradeRefusedError(refused.data.error || fallback);
}

/**
 * Each action carries an Idempotency-Key: a retry after a lost answer replays it instead of moving money twice.
 * The key is the action's own (one per dialog for the request, one per request and offer for the execution).
 */
const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POST /api/trade-requests: `{ success, requestId, error, errorCode }`. */
export async function createTradeRequest({ order, key }: { order: TradeOrder; key: string }): Promise<string> {
  const body = { type: order.side, symbol: GOLD_SYMBOL, amount: mgToGrams(order.mg), price: order.price };
  const { data } = await api.post('/api/trade-requests', body, once(key));
  assertSucceeded(data, TRADING_TEXT.createFailed);
  if (!data || typeof data !== 'object') throw new InvalidResponseError();
  const id = (data as { requestId?: unknown }).requestId;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') throw new InvalidRequestIdError();
  return String(id);
}

const providerOfferSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  price: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(z.number().positive()),
  dealerName: z.string().nullable().optional().catch(null),
});

/** GET /api/trade-requests/{id}/offers: `{ success, offers, error }`. An unreadable offer is left out. */
export async function fetchOffers(requestId: string): Promise<Offer[]> {
  const { data } = await api.get(`/api/trade-requests/${encodeURIComponent(requestId)}/offers`);
  assertSucceeded(data, TRADING_TEXT.offersFailed);
  const offers = (data as { offers?: unknown } | null)?.offers;
  if (!Array.isArray(offers)) throw new InvalidResponseError();
  return offers.flatMap((o) => {
    const parsed = providerOfferSchema.safeParse(o);
    return parsed.success ? [{ ...parsed.data, dealerName: parsed.data.dealerName ?? null }] : [];
  });
}

/** POST /api/trade-requests/{id}/execute `{ offerId }`: `{ success, tradeId, error }`. */
export async function executeTrade({ requestId, offerId }: { requestId: string; offerId: string }): Promise<string> {
  const { data } = await api.post(
    `/api/trade-requests/${encodeURIComponent(requestId)}/execute`,
    { offerId },
    once(`execute:${requestId}:${offerId}`),
  );
  assertSucceeded(data, TRADING_TEXT.executeFailed);
  const tradeId = (data as { tradeId?: unknown } | null)?.tradeId;
  return typeof tradeId === 'string' || typeof tradeId === 'number' ? String(tradeId) : requestId;
}

/** POST /api/trade-requests/{id}/cancel: `{ success }` or an error. */
export async function cancelTrade(requestId: string): Promise<void> {
  const { data } = await api.post(
    `/api/trade-requests/${encodeURIComponent(requestId)}/cancel`,
    undefined,
    once(`cancel:${requestId}`),
  );
  assertSucceeded(data, TRADING_TEXT.cancelFailed);
}

/**
 * The offers of one request; they never change, and they are no use once the dialog closes. Outside the trades'
 * key root, so a trade's refresh does not ask for a settled request's offers again.
 */
export const useOffers = (requestId: string | null) =>
  useQuery({
    queryKey: ['trade-offers', requestId],
    queryFn: () => fetchOffers(requestId!),
    enabled: requestId !== null,
    staleTime: Infinity,
    gcTime: 0,
  });

/** Money may have moved, or a hold been released: the wallets and the history are asked again. */
function useRefreshAfterTrade() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
    ]);
}

/** The dialog shows the creation's failure itself, so it has no toast. */
export const useCreateTradeRequest = (config?: MutationConfig<string, { order: TradeOrder; key: string }>) =>
  useSingleFlightMutation(
    { mutationKey: ['trades', 'create'], mutationFn: createTradeRequest, onSettled: useRefreshAfterTrade() },
    config,
  );

/** The dialog shows an execution's failure itself, beside the offer (TRADING_ERRORS.execute). */
export const useExecuteTrade = (config?: MutationConfig<string, { requestId: string; offerId: string }>) =>
  useSingleFlightMutation(
    { mutationKey: ['trades', 'execute'], mutationFn: executeTrade, onSettled: useRefreshAfterTrade() },
    config,
  );

/** INVALID_REQUEST_DATA on a cancel means it is already cancelled (spec 2 section 8): the dialog says so itself. */
export const useCancelTrade = (config?: MutationConfig<void, string>) =>
  useSingleFlightMutation(
    {
      mutationKey: ['trades', 'cancel'],
      mutationFn: cancelTrade,
      meta: { errors: TRADING_ERRORS.cancel, fieldCodes: ['INVALID_REQUEST_DATA'] },
      onSettled: useRefreshAfterTrade(),
    },
    config,
  );
