import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@gold/contracts/notifications';
import { bankAccountsQueryOptions } from '../../features/settings/api/bank-accounts-api';
import { kycQueryOptions } from '../../features/settings/api/kyc-api';
import { freshProfileQueryOptions } from '../../features/settings/api/profile-api';

/**
 * A KYC decision arrives as a `kyc` notification: the handler refreshes what it may have changed (level,
 * pending requests, bank accounts, the profile), so an approval shows on the settings page without a reload.
 */
export function useAccountRefresh(): (notification: Notification) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (notification: Notification) => {
      if (notification.type !== 'kyc') return;
      for (const queryKey of [
        kycQueryOptions().queryKey,
        ['change-request'],
        bankAccountsQueryOptions().queryKey,
        freshProfileQueryOptions().queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [queryClient],
  );
}
