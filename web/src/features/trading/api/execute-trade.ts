import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { TRADING_TEXT } from '../messages';
import { refreshAfterTrade } from './refresh-after-trade';
import { assertSucceeded, once } from './trade-errors';

export type TradeExecution = { requestId: string; offerId: string };

/** POST /api/trade-requests/{id}/execute `{ offerId }`: `{ success, tradeId, error }`. */
export async function executeTrade({ requestId, offerId }: TradeExecution): Promise<string> {
  const { data } = await api.post(
    `/api/trade-requests/${encodeURIComponent(requestId)}/execute`,
    { offerId },
    once(`execute:${requestId}:${offerId}`),
  );
  assertSucceeded(data, TRADING_TEXT.executeFailed);
  const tradeId = (data as { tradeId?: unknown } | null)?.tradeId;
  return typeof tradeId === 'string' || typeof tradeId === 'number' ? String(tradeId) : requestId;
}

/** The dialog shows an execution's failure itself, beside the offer (TRADING_ERRORS.execute). */
export function useExecuteTrade(config?: MutationConfig<string, TradeExecution>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    { mutationKey: ['trades', 'execute'], mutationFn: executeTrade, onSettled: () => refreshAfterTrade(queryClient) },
    config,
  );
}
