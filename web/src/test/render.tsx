import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { SessionProvider } from '../shared/session/session-provider';
import { AppThemeProvider } from '../shared/theme/app-theme';

/**
 * Renders `element` at `path` inside the real providers (theme, query, router, session, toasts).
 * `routes` adds stand-in pages so a test can see where a screen navigated to.
 */
export function renderRoute(element: ReactElement, { path = '/', routes = [] as RouteObject[], state = undefined as unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <ToastContainer rtl autoClose={false} />
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path, element }, ...routes],
      },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path, state }] },
  );
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, router, queryClient };
}

/** A stand-in page that shows its path in an <h1>. */
export const stub = (path: string): RouteObject => ({ path, element: <h1>{`page ${path}`}</h1> });

