import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RealtimeContext } from '../../../shared/realtime/realtime-context';
import { fakeSocket } from '../../../test/fake-socket';
import { useNotificationsRealtime } from './use-notifications-realtime';

describe('notifications after a (re)connect', () => {
  it('are fetched again, since nothing arrived while there was no connection', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['notifications', 'list'], { cached: true });
    queryClient.setQueryData(['notifications', 'stats'], { cached: true });
    queryClient.setQueryData(['kyc'], { cached: true });
    const fake = fakeSocket();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <RealtimeContext.Provider value={fake.socket}>{children}</RealtimeContext.Provider>
      </QueryClientProvider>
    );
    renderHook(() => useNotificationsRealtime(), { wrapper });
    expect(queryClient.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(false);

    // 'connect' is socket.io's own event, outside the server's event map.
    (fake.emit as (event: string) => void)('connect');
    expect(queryClient.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['notifications', 'stats'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['kyc'])?.isInvalidated).toBe(false);
  });
});
