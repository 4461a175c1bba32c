import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@gold/contracts/bank-accounts';
import { api } from '../../../shared/api/client';
import { normalizeBanks } from './normalize-bank-accounts';

/** GET /bank-accounts/iranian-banks: the catalogue rarely changes, so it is asked once per page life. */
export async function fetchIranianBanks(): Promise<Bank[]> {
  const { data } = await api.get('/bank-accounts/iranian-banks');
  return normalizeBanks(data);
}
export const iranianBanksQueryOptions = () =>
  queryOptions({ queryKey: ['iranian-banks'] as const, queryFn: fetchIranianBanks, staleTime: Infinity });
export const useIranianBanks = () => useQuery(iranianBanksQueryOptions());
