import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../shared/realtime/realtime-context';
import { fetchProfile } from '../../../shared/session/session-api';
import { useSession } from '../../../shared/session/session-context';
import { profileKeys } from '../api/get-profile';

/**
 * A KYC decision can change the name, national ID or birthdate: the profile is fetched again, and the session user
 * with it, so an approved name shows in the header and the bank form at once.
 */
export function useProfileRealtime() {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  useRealtimeEvent('notification', (notification) => {
    if (notification?.type !== 'kyc') return;
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    fetchProfile().then(setUser, (error: unknown) => console.info('profile refresh after a KYC decision failed', error));
  });
}
