import { queryOptions, useQuery } from '@tanstack/react-query';
import { goldPriceSchema, type GoldPrice } from '@gold/contracts/prices';
import { api } from '../../../shared/api/client';
import { unwrap } from '../../../shared/api/normalize';

/** GET /gold-price: `{ success, data: { buyPrice, sellPrice, lastUpdate } }`. */
export async function fetchGoldPrice(): Promise<GoldPrice> {
  const { data } = await api.get('/gold-price');
  return unwrap(data, goldPriceSchema);
}

export const goldPriceQueryKey = ['gold-price'] as const;
/** Live ticks replace the data, so the query itself never goes stale on a timer. */
export const goldPriceQueryOptions = () =>
  queryOptions({ queryKey: goldPriceQueryKey, queryFn: fetchGoldPrice, staleTime: Infinity });

export const useGoldPriceQuery = () => useQuery(goldPriceQueryOptions());
