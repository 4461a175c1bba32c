import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { priceAlertResponseSchema, type CreatePriceAlertRequest, type PriceAlert } from '@gold/contracts/price-alerts';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { PRICE_ALERTS_TEXT } from '../messages';
import { refreshPriceAlerts } from './price-alert-keys';

export type NewPriceAlert = { alert: CreatePriceAlertRequest; key: string };

/** POST /api/price-alerts `{ side, direction, targetPrice }`: 201 with the alert. A retry with the same key is answered once. */
export async function createPriceAlert({ alert, key }: NewPriceAlert): Promise<PriceAlert> {
  const { data } = await api.post('/api/price-alerts', alert, { headers: { 'Idempotency-Key': key } });
  const parsed = z.safeParse(priceAlertResponseSchema, data);
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data.data;
}

/** The dialog shows a failure itself; a success is a toast, and the list is asked again. */
export function useCreatePriceAlert(config?: MutationConfig<PriceAlert, NewPriceAlert>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['price-alerts', 'create'],
      mutationFn: createPriceAlert,
      meta: { success: PRICE_ALERTS_TEXT.created },
      onSuccess: () => refreshPriceAlerts(queryClient),
    },
    config,
  );
}
