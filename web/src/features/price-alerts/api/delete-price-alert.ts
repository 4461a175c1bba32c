import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { PRICE_ALERTS_ERRORS, PRICE_ALERTS_TEXT } from '../messages';
import { refreshPriceAlerts } from './price-alert-keys';

/** DELETE /api/price-alerts/{id}, waiting or fired. */
export async function deletePriceAlert(id: string): Promise<void> {
  await api.delete(`/api/price-alerts/${encodeURIComponent(id)}`);
}

/** A toast either way; the list is asked again either way too (an alert not found was deleted elsewhere). */
export function useDeletePriceAlert(config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['price-alerts', 'delete'],
      mutationFn: deletePriceAlert,
      meta: { success: PRICE_ALERTS_TEXT.removed, errors: PRICE_ALERTS_ERRORS.remove },
      onSettled: () => refreshPriceAlerts(queryClient),
    },
    config,
  );
}
