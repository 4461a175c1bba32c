import { useQueryClient } from '@tanstack/react-query';
import { marketStatusSchema } from '@gold/contracts/prices';
import { useRealtimeConnect, useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { marketStatusQueryKey } from '../api/get-market-status';

/** A switch pushed by the server shows at once; after a (re)connect the state is asked again. */
export function useMarketRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent('market-status', (payload) => {
    const parsed = marketStatusSchema.safeParse(payload);
    if (parsed.success) queryClient.setQueryData(marketStatusQueryKey, parsed.data);
    else console.warn('realtime market status ignored', payload);
  });
  useRealtimeConnect(() => void queryClient.invalidateQueries({ queryKey: marketStatusQueryKey }));
}
