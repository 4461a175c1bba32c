import { toast } from '../ui/toast';
import { useSingleFlightMutation } from '../api/mutation';
import { useSession } from '../session/session-context';
import { PushPermissionError } from './push-provider';
import { registerDevice } from './register-device';
import { getPushProvider } from './select-push-provider';

export const PUSH_TEXT = {
  enabled: 'اعلان‌ها فعال شد',
  denied: 'خطا در فعال‌سازی اعلان‌ها، لطفاً دسترسی اعلان را در مرورگر فعال کنید',
  retry: 'لطفاً دوباره تلاش کنید',
} as const;

/** The banner's button: permission, token, POST /users/me/fcm-token, then the session user carries the token. */
export function useEnablePush() {
  const { user, setUser } = useSession();
  const mutation = useSingleFlightMutation({
    mutationFn: () => {
      if (!user) return Promise.reject(new Error('no signed-in user'));
      return registerDevice(getPushProvider(), user);
    },
  });
  const enable = () =>
    // Per-call callbacks: they do not run once the banner is gone (a sign-out mid-way must not restore the user).
    mutation.mutate(undefined, {
      onSuccess: (next) => {
        setUser(next);
        toast.success(PUSH_TEXT.enabled);
      },
      onError: (error) => {
        console.warn('enabling push notifications failed', error);
        toast.error(error instanceof PushPermissionError ? PUSH_TEXT.denied : PUSH_TEXT.retry);
      },
    });
  return { enable, isPending: mutation.isPending };
}
