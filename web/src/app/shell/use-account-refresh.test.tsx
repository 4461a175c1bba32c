import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import { SessionContext, type Session } from '../../shared/session/session-context';
import { aUser, ok } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { useAccountRefresh } from './use-account-refresh';

const note = (type: Notification['type']): Notification => ({
  id: `n-${type}`,
  type,
  title: 'عنوان',
  message: 'پیام',
  data: null,
  read: false,
  createdAt: new Date().toISOString(),
  priority: 'high',
});

function setup() {
  const queryClient = new QueryClient();
  for (const key of [['kyc'], ['change-request', 'name'], ['bank-accounts'], ['settings', 'profile'], ['gold-price']]) {
    queryClient.setQueryData(key, { cached: true });
  }
  const setUser = vi.fn();
  const session = { setUser } as unknown as Session;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useAccountRefresh(), { wrapper });
  const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { refresh: result.current, stale, setUser };
}

describe('useAccountRefresh', () => {
  it('refreshes KYC, pending requests, bank accounts, the profile and the session user on a kyc notification', async () => {
    const renamed = aUser({ name: 'نام تأییدشده' });
    server.use(http.get(`${API}/user-auth/profile`, () => ok(renamed)));
    const { refresh, stale, setUser } = setup();
    refresh(note('kyc'));
    expect(stale(['kyc'])).toBe(true);
    expect(stale(['change-request', 'name'])).toBe(true);
    expect(stale(['bank-accounts'])).toBe(true);
    expect(stale(['settings', 'profile'])).toBe(true);
    expect(stale(['gold-price'])).toBe(false);
    await waitFor(() => expect(setUser).toHaveBeenCalledWith(expect.objectContaining({ name: 'نام تأییدشده' })));
  });

  it('leaves them alone for other notifications', () => {
    const { refresh, stale, setUser } = setup();
    refresh(note('ticket'));
    expect(stale(['kyc'])).toBe(false);
    expect(setUser).not.toHaveBeenCalled();
  });
});
