import { useState, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../shared/api/mutation';
import { AppThemeProvider } from '../shared/theme/app-theme';
import { AppRoutes } from './router';

/** What the panel's routes render inside: the theme and the query client. The build's prerender uses it too. */
export function AppProviders({
  emotionCache,
  queryClient: given,
  children,
}: {
  emotionCache?: EmotionCache;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppThemeProvider cache={emotionCache}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppThemeProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
