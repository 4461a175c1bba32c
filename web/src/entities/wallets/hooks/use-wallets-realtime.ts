import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { walletKeys } from '../api/get-wallets';

/** A `wallet-update` refreshes the wallets (spec 2 section 9); so does a (re)connect, since updates were missed. */
export function useWalletsRealtime() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  useRealtimeEvent('wallet-update', refresh);
  useRealtimeConnect(refresh);
}
