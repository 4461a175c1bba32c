import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
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
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAccountRefresh(), { wrapper });
  const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { refresh: result.current, stale };
}

describe('useAccountRefresh', () => {
  it('refreshes KYC, pending requests, bank accounts and the profile on a kyc notification', () => {
    const { refresh, stale } = setup();
    refresh(note('kyc'));
    expect(stale(['kyc'])).toBe(true);
    expect(stale(['change-request', 'name'])).toBe(true);
    expect(stale(['bank-accounts'])).toBe(true);
    expect(stale(['settings', 'profile'])).toBe(true);
    expect(stale(['gold-price'])).toBe(false);
  });

  it('leaves them alone for other notifications', () => {
    const { refresh, stale } = setup();
    refresh(note('ticket'));
    expect(stale(['kyc'])).toBe(false);
  });
});
