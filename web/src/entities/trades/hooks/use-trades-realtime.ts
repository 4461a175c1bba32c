import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { tradeKeys } from '../api/get-trade-history';

/** A trade execution arrives as a `trade_execution` notification; the history is fetched again, and after a reconnect. */
export function useTradesRealtime() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tradeKeys.all });
  useRealtimeEvent('notification', (notification) => {
    if (notification?.type === 'trade_execution') refresh();
  });
  useRealtimeConnect(refresh);
}
