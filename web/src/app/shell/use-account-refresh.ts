import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@gold/contracts/notifications';
import { bankAccountsQueryOptions } from '../../features/settings/api/bank-accounts-api';
import { kycQueryOptions } from '../../features/settings/api/kyc-api';
import { freshProfileQueryOptions } from '../../features/settings/api/profile-api';
import { fetchProfile } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session-context';

/**
 * A KYC decision arrives as a `kyc` notification: the handler refreshes what it may have changed (level,
 * pending requests, bank accounts, the profile and the session user), so an approval shows without a reload.
 */
export function useAccountRefresh(): (notification: Notification) => void {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
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
      // The session user too: an approved name shows in the header and the bank form at once.
      fetchProfile().then(setUser, (error: unknown) => console.info('profile refresh after a KYC decision failed', error));
    },
    [queryClient, setUser],
  );
}
