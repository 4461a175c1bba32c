import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { TRADING_ERRORS, TRADING_TEXT } from '../messages';
import { refreshAfterTrade } from './refresh-after-trade';
import { assertSucceeded, once } from './trade-errors';

/** POST /api/trade-requests/{id}/cancel: `{ success }` or an error. */
export async function cancelTrade(requestId: string): Promise<void> {
  const { data } = await api.post(
    `/api/trade-requests/${encodeURIComponent(requestId)}/cancel`,
    undefined,
    once(`cancel:${requestId}`),
  );
  assertSucceeded(data, TRADING_TEXT.cancelFailed);
}

/** INVALID_REQUEST_DATA on a cancel means it is already cancelled (spec 2 section 8): the dialog says so itself. */
export function useCancelTrade(config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['trades', 'cancel'],
      mutationFn: cancelTrade,
      meta: { errors: TRADING_ERRORS.cancel, fieldCodes: ['INVALID_REQUEST_DATA'] },
      onSettled: () => refreshAfterTrade(queryClient),
    },
    config,
  );
}
