import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { kycKeys } from '../api/get-kyc';

/** A KYC decision arrives as a `kyc` notification: the level and the pending requests are fetched again. */
export function useKycRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (notification) => {
    if (notification?.type === 'kyc') void queryClient.invalidateQueries({ queryKey: kycKeys.all });
  });
}
