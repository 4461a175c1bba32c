import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_RECALC_MS } from '@gold/contracts/constants';
import { marketStatusSchema, type MarketStatus } from '@gold/contracts/prices';
import { api } from '../../../shared/api/client';
import { errorStatusOf } from '../../../shared/api/errors';
import { unwrap } from '../../../shared/api/normalize';

/**
 * A provider without the call (404): the spec says the market is currently always open, so it is, and it is not
 * asked again. Any other failure leaves the state unknown, and it is asked again every 60 s.
 */
export const NO_MARKET_CALL: MarketStatus = { isOpen: true, currentStatus: 'open', nextOpenTime: null };

/** GET /market-status (the mock's). */
export async function fetchMarketStatus(): Promise<MarketStatus> {
  try {
    const { data } = await api.get('/market-status');
    return unwrap(data, marketStatusSchema);
  } catch (error) {
    if (errorStatusOf(error) === 404) {
      console.info('no market-status call: the market is taken as always open (spec 2)');
      return NO_MARKET_CALL;
    }
    throw error;
  }
}

export const marketStatusQueryKey = ['market-status'] as const;

export const marketStatusQueryOptions = () =>
  queryOptions({
    queryKey: marketStatusQueryKey,
    queryFn: fetchMarketStatus,
    // Pushed on every switch; asked again each minute for the working-hours boundary, and after a failure.
    refetchInterval: (query) => (query.state.data === NO_MARKET_CALL ? false : MARKET_RECALC_MS),
    staleTime: MARKET_RECALC_MS,
  });

export const useMarketStatus = () => useQuery(marketStatusQueryOptions());
