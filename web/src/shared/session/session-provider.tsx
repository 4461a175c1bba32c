import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthResult } from '@gold/contracts/auth';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { userSchema, type User } from '@gold/contracts/profile';
import { deriveUserStatus } from '@gold/contracts/rules/user-status';
import { setUnauthorizedHandler } from '../api/client';
import { storage } from '../lib/storage';
import { fetchProfile } from './session-api';
import { SessionContext, type Session } from './session-context';
import { paths } from '../config/paths';

function readStoredUser(): User | null {
  try {
    const parsed = userSchema.safeParse(JSON.parse(storage.get(STORAGE_KEYS.userData) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const clearStored = () => storage.remove(STORAGE_KEYS.authToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userData);

/**
 * With a stored token: show the stored user at once, then refresh the profile; any failure of that
 * refresh clears the session (spec 1 section 4).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(() => (storage.get(STORAGE_KEYS.authToken) ? readStoredUser() : null));
  const [state, setState] = useState<Session['state']>(() => {
    if (!storage.get(STORAGE_KEYS.authToken)) return 'guest';
    return readStoredUser() ? 'authenticated' : 'loading';
  });

  const [confirmed, setConfirmed] = useState(false);

  // Bumped on every sign-in and sign-out, so a start-up refresh that answers late cannot undo either.
  const generation = useRef(0);

  const setUser = useCallback((next: User) => {
    storage.set(STORAGE_KEYS.userData, JSON.stringify(next));
    setUserState(next);
    setConfirmed(true);
  }, []);

  const signOut = useCallback(() => {
    generation.current++;
    clearStored();
    setUserState(null);
    setConfirmed(false);
    setState('guest');
    queryClient.clear();
  }, [queryClient]);

  const signIn = useCallback(
    (result: AuthResult) => {
      generation.current++;
      storage.set(STORAGE_KEYS.authToken, result.accessToken);
      storage.set(STORAGE_KEYS.refreshToken, result.refreshToken);
      setUser(result.user);
      setState('authenticated');
    },
    [setUser],
  );

  useEffect(() => {
    if (!storage.get(STORAGE_KEYS.authToken)) return;
    let cancelled = false;
    const started = generation.current;
    const current = () => !cancelled && generation.current === started;
    fetchProfile()
      .then((fresh) => {
        if (!current()) return;
        setUser(fresh);
        setState('authenticated');
      })
      .catch(() => {
        if (current()) signOut();
      });
    return () => {
      cancelled = true;
    };
    // Only once, at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      signOut();
      navigate(paths.auth.signIn.href(), { replace: true });
    });
  }, [navigate, signOut]);

  const value = useMemo<Session>(
    () => ({ state, user, status: deriveUserStatus(user), confirmed, signIn, signOut, setUser }),
    [state, user, confirmed, signIn, signOut, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
