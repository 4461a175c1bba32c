import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_RECALC_MS } from '@gold/contracts/constants';
import { marketStatusSchema, type MarketStatus } from '@gold/contracts/prices';
import { api } from '../../../shared/api/client';
import { errorStatusOf } from '../../../shared/api/errors';
import { unwrap } from '../../../shared/api/normalize';

/** Without an answer the market is taken as open, which is what the provider's panel does today. */
export const ASSUMED_OPEN: MarketStatus = { isOpen: true, currentStatus: 'open', nextOpenTime: null };

/** A provider without the call: taken as open, and not asked again. */
export const NO_MARKET_CALL: MarketStatus = { ...ASSUMED_OPEN };

/** GET /market-status (the mock's; a provider without it leaves the market open). */
export async function fetchMarketStatus(): Promise<MarketStatus> {
  try {
    const { data } = await api.get('/market-status');
    return unwrap(data, marketStatusSchema);
  } catch (error) {
    console.info('market status unavailable, assuming open', error);
    return errorStatusOf(error) === 404 ? NO_MARKET_CALL : ASSUMED_OPEN;
  }
}

export const marketStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['market-status'] as const,
    queryFn: fetchMarketStatus,
    refetchInterval: (query) => (query.state.data === NO_MARKET_CALL ? false : MARKET_RECALC_MS),
    staleTime: MARKET_RECALC_MS,
  });

export const useMarketStatus = () => useQuery(marketStatusQueryOptions());
