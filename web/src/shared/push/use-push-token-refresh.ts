import { useEffect, useRef } from 'react';
import { PUSH_TOKEN_REFRESH_MS } from '@gold/contracts/constants';
import { useSession } from '../session/session-context';
import { readRegistration } from './push-storage';
import { registerDevice } from './register-device';
import { getPushProvider } from './select-push-provider';

/**
 * Registers this browser's token again once the last registration is 7 days old (spec 1 section 9). Only a
 * browser that this same customer registered is refreshed, and only without a prompt (permission granted). A Web Push
 * subscription is registered again at every start (useWebPushRenewal).
 */
export function usePushTokenRefresh() {
  const { user, setUser } = useSession();
  const userId = user?.id ?? null;
  const hasTokens = (user?.fcmTokens.length ?? 0) > 0;
  const latest = useRef(user);
  const alive = useRef(true);
  const started = useRef<string | null>(null);
  useEffect(() => {
    latest.current = user;
  });
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!userId || !hasTokens || started.current === userId) return;
    const record = readRegistration();
    if (!record || record.userId !== userId || Date.now() - record.at < PUSH_TOKEN_REFRESH_MS) return;
    const provider = getPushProvider();
    if (!provider.isSupported() || provider.permission() !== 'granted' || !latest.current) return;
    started.current = userId;
    registerDevice(provider, latest.current).then(
      (next) => {
        if (alive.current && latest.current?.id === userId) setUser(next);
      },
      (error: unknown) => console.info('push token refresh failed', error),
    );
  }, [userId, hasTokens, setUser]);

  useWebPushRenewal(userId);
}

/**
 * Web Push: this browser's subscription is registered again at each start and sign-in, once permission is granted,
 * with no prompt. The server may have forgotten it (the mock does on a reset), and a push service may have changed it.
 */
function useWebPushRenewal(userId: string | null) {
  const renewed = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || renewed.current === userId) return;
    const provider = getPushProvider();
    if (provider.kind !== 'webpush' || provider.permission() !== 'granted') return;
    renewed.current = userId;
    provider.getToken().catch((error: unknown) => console.info('push subscription renewal failed', error));
  }, [userId]);
}
