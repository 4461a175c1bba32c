import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../../entities/wallets/api/get-wallets';

/** Balances and every wallet list are asked again, whatever happened: money may have moved. */
export const refreshWallets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: walletKeys.all });
