import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { tradeKeys } from '../api/get-trade-history';

/**
 * A trade execution arrives as a `trade_execution` notification, and a request's end anywhere (a cancel in another
 * tab, an expiry) as `trade-request-update`; the history and the open request are fetched again, and after a reconnect.
 */
export function useTradesRealtime() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tradeKeys.all });
  useRealtimeEvent('notification', (notification) => {
    if (notification?.type === 'trade_execution') refresh();
  });
  useRealtimeEvent('trade-request-update', refresh);
  useRealtimeConnect(refresh);
}
