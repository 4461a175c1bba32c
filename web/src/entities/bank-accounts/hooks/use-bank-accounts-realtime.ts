import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { bankAccountKeys } from '../api/get-bank-accounts';

/** An account's verification arrives as a `kyc` notification: the accounts are fetched again. */
export function useBankAccountsRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (notification) => {
    if (notification?.type === 'kyc') void queryClient.invalidateQueries({ queryKey: bankAccountKeys.all });
  });
}
