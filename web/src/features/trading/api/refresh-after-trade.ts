import type { QueryClient } from '@tanstack/react-query';
import { tradeKeys } from '../../../entities/trades/api/get-trade-history';
import { walletKeys } from '../../../entities/wallets/api/get-wallets';

/** Money may have moved, or a hold been released: the wallets and the history are asked again. */
export const refreshAfterTrade = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
  ]);
