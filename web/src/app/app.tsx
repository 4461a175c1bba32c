import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../shared/api/mutation';
import { AppThemeProvider } from '../shared/theme/app-theme';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
