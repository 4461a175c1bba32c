import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import type { User } from '@gold/contracts/profile';
import { createQueryClient } from '../shared/api/mutation';
import { RealtimeContext } from '../shared/realtime/realtime-context';
import { SessionProvider } from '../shared/session/session-provider';
import { AppThemeProvider } from '../shared/theme/app-theme';
import type { FakeSocket } from './fake-socket';
import { ok, storeSession } from './fixtures';
import { API, server } from './msw-server';

type Options = {
  /** Where the test starts, with any query string: '/settings?section=bank'. Defaults to `path`. */
  url?: string;
  /** The route that shows `element`; defaults to the url's path. */
  path?: string;
  /** Stand-in pages, so a test can see where a screen navigated to. */
  routes?: RouteObject[];
  /** The history state the screen starts with. */
  state?: unknown;
  /** A signed-in customer: the session is stored and GET /user-auth/profile answers them. */
  user?: User;
  /** The realtime connection the screen sees. */
  socket?: FakeSocket;
  /** userEvent options beyond `delay: null`, such as `advanceTimers` under fake timers. */
  events?: Parameters<typeof userEvent.setup>[0];
};

/**
 * Renders `element` at `url` inside the real providers (theme, query client with its mutation feedback, router,
 * session, toasts), optionally signed in and connected. `user` in the result is the userEvent instance.
 */
export function renderRoute(element: ReactElement, { url, path, routes = [], state, user, socket, events }: Options = {}) {
  if (user) {
    storeSession(user);
    server.use(http.get(`${API}/user-auth/profile`, () => ok(user)));
  }
  const start = url ?? path ?? '/';
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <ToastContainer rtl autoClose={false} />
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: path ?? new URL(start, 'http://test').pathname, element }, ...routes],
      },
    ],
    { initialEntries: [state === undefined ? start : { pathname: start, state }] },
  );
  const tree = <RouterProvider router={router} />;
  const result = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        {socket ? <RealtimeContext.Provider value={socket.socket}>{tree}</RealtimeContext.Provider> : tree}
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...result, router, queryClient, user: userEvent.setup({ delay: null, ...events }) };
}

/** A stand-in page that shows its path in an <h1>. */
export const stub = (path: string): RouteObject => ({ path, element: <h1>{`page ${path}`}</h1> });
