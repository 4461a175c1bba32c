import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { PRICE_ALERTS_MAX } from '@gold/contracts/constants';
import { priceAlertListResponseSchema, type PriceAlert } from '@gold/contracts/price-alerts';
import { api } from '../../../shared/api/client';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { priceAlertsOffered } from '../lib/capability';
import { priceAlertKeys } from './price-alert-keys';

export type PriceAlertsView = { alerts: PriceAlert[]; active: number; atLimit: boolean };

/** GET /api/price-alerts: the waiting alerts first, then the fired ones (the mock's canonical envelope). */
export async function fetchPriceAlerts(): Promise<PriceAlertsView> {
  const { data } = await api.get('/api/price-alerts');
  const parsed = z.safeParse(priceAlertListResponseSchema, data);
  if (!parsed.success) throw new InvalidResponseError();
  const { alerts } = parsed.data.data;
  const active = alerts.filter((a) => a.status === 'active').length;
  return { alerts, active, atLimit: active >= PRICE_ALERTS_MAX };
}

/** Asked again on each mount: an alert may have fired meanwhile (the realtime hook also refreshes it when one does). */
export const priceAlertsQueryOptions = () =>
  queryOptions({ queryKey: priceAlertKeys.list(), queryFn: fetchPriceAlerts, staleTime: 0, enabled: priceAlertsOffered() });

export const usePriceAlerts = () => useQuery(priceAlertsQueryOptions());
