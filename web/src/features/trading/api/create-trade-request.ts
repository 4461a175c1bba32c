import { useQueryClient } from '@tanstack/react-query';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { mgToGrams } from '@gold/contracts/money';
import type { TradeSide } from '@gold/contracts/trading';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { TRADING_TEXT } from '../messages';
import { refreshAfterTrade } from './refresh-after-trade';
import { assertSucceeded, InvalidRequestIdError, once } from './trade-errors';

/** What the customer asked for: the side, the milligrams, and the price per gram the form showed (the limit). */
export type TradeOrder = { side: TradeSide; mg: number; price: number };
export type NewTradeRequest = { order: TradeOrder; key: string };

/** POST /api/trade-requests: `{ success, requestId, error, errorCode }`. */
export async function createTradeRequest({ order, key }: NewTradeRequest): Promise<string> {
  const body = { type: order.side, symbol: GOLD_SYMBOL, amount: mgToGrams(order.mg), price: order.price };
  const { data } = await api.post('/api/trade-requests', body, once(key));
  assertSucceeded(data, TRADING_TEXT.createFailed);
  if (!data || typeof data !== 'object') throw new InvalidResponseError();
  const id = (data as { requestId?: unknown }).requestId;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') throw new InvalidRequestIdError();
  return String(id);
}

/** The dialog shows the creation's failure itself, so it has no toast. */
export function useCreateTradeRequest(config?: MutationConfig<string, NewTradeRequest>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    { mutationKey: ['trades', 'create'], mutationFn: createTradeRequest, onSettled: () => refreshAfterTrade(queryClient) },
    config,
  );
}
