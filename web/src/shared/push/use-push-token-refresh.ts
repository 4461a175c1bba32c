import { useEffect, useRef } from 'react';
import { PUSH_TOKEN_REFRESH_MS } from '@gold/contracts/constants';
import { useSession } from '../session/session-context';
import { readRegistration } from './push-storage';
import { registerDevice } from './register-device';
import { getPushProvider } from './select-push-provider';

/**
 * Registers this browser's token again once the last registration is 7 days old (spec 1 section 9). Only a
 * browser that this same customer registered is refreshed, and only without a prompt (permission granted).
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
}
