import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '../shared/api/mutation';

/**
 * Runs `hook` with the panel's query client (its mutation feedback, no retries) and no screen around it; a toast the
 * feedback raises shows in a container of its own, so that it is not left waiting for the next test's.
 */
export function renderQueryHook<T>(hook: () => T) {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastContainer rtl autoClose={false} />
      {children}
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
