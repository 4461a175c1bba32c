import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '@gold/contracts/profile';
import { useSession } from '../shared/session/session-context';
import { SessionProvider } from '../shared/session/session-provider';
import { aUser, ok, storeSession } from '../test/fixtures';
import { API, server } from '../test/msw-server';
import { GuestOnly, RequireHealthyAccount } from './guards';

const page = (name: string) => <h1>{`page ${name}`}</h1>;

/** A protected page with only a sign-out: the guard alone decides where the customer goes. */
function SignOutPage() {
  const { signOut } = useSession();
  return <button onClick={signOut}>خروج</button>;
}

/** The real guards in a memory router, each destination a page that names itself. */
function renderGuarded(initialPath: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { element: <GuestOnly />, children: [{ path: '/auth', element: page('/auth') }] },
          { path: '/restricted', element: page('/restricted') },
          { path: '/otp-verification', element: page('/otp-verification') },
          {
            path: '/',
            element: (
              <RequireHealthyAccount>
                <Outlet />
              </RequireHealthyAccount>
            ),
            children: [
              { index: true, element: page('/') },
              { path: 'wallets', element: page('/wallets') },
              { path: 'exit', element: <SignOutPage /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A stored session for `user`, and a profile refresh that confirms it. Resolves once the refresh was asked. */
function signedInAs(user: User) {
  storeSession(user);
  let calls = 0;
  server.use(
    http.get(`${API}/user-auth/profile`, () => {
      calls++;
      return ok(user);
    }),
  );
  return { refreshed: () => waitFor(() => expect(calls).toBe(1)) };
}

describe('GuestOnly', () => {
  it('sends a signed-in customer home', async () => {
    const { refreshed } = signedInAs(aUser());
    const router = renderGuarded('/auth');
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await refreshed();
  });

  it('lets a guest in', () => {
    renderGuarded('/auth');
    expect(screen.getByRole('heading', { name: 'page /auth' })).toBeInTheDocument();
  });

  it('shows a spinner while a stored token is being checked', async () => {
    localStorage.setItem('auth_token', 'tok');
    let calls = 0;
    server.use(
      http.get(`${API}/user-auth/profile`, () => {
        calls++;
        return ok(aUser());
      }),
    );
    renderGuarded('/auth');
    expect(screen.getByRole('progressbar', { name: 'در حال بارگذاری…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'page /' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

describe('RequireHealthyAccount', () => {
  it('sends a guest to /auth, remembering where they were going', async () => {
    const router = renderGuarded('/wallets');
    expect(await screen.findByRole('heading', { name: 'page /auth' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/wallets' });
  });

  it('does not remember the page a customer signed out on: signing in again starts at the dashboard', async () => {
    const { refreshed } = signedInAs(aUser());
    const router = renderGuarded('/exit');
    await refreshed();
    await userEvent.click(screen.getByRole('button', { name: 'خروج' }));
    expect(await screen.findByRole('heading', { name: 'page /auth' })).toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('sends an inactive account to /restricted', async () => {
    const { refreshed } = signedInAs(aUser({ isActive: false }));
    renderGuarded('/wallets');
    expect(await screen.findByRole('heading', { name: 'page /restricted' })).toBeInTheDocument();
    await refreshed();
  });

  it('sends an unverified account to /otp-verification with its phone stored', async () => {
    const { refreshed } = signedInAs(aUser({ isVerified: false, mobile: '+989351112233' }));
    const router = renderGuarded('/wallets');
    expect(await screen.findByRole('heading', { name: 'page /otp-verification' })).toBeInTheDocument();
    expect(localStorage.getItem('pending_phone')).toBe('+989351112233');
    // No code was sent on this path, so the code screen is told to ask for one.
    expect(router.state.location.state).toEqual({ sendCode: true });
    await refreshed();
  });

  it('shows the page to an active account', async () => {
    const { refreshed } = signedInAs(aUser());
    renderGuarded('/wallets');
    expect(screen.getByRole('heading', { name: 'page /wallets' })).toBeInTheDocument();
    await refreshed();
    expect(screen.getByRole('heading', { name: 'page /wallets' })).toBeInTheDocument();
    expect(localStorage.getItem('pending_phone')).toBeNull();
  });

  it('follows the refreshed profile: an account deactivated since the last visit goes to /restricted', async () => {
    storeSession(aUser());
    server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser({ isActive: false }))));
    renderGuarded('/wallets');
    expect(screen.getByRole('heading', { name: 'page /wallets' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'page /restricted' })).toBeInTheDocument();
  });

  it('waits for the server before sending away a stored user who is not active', async () => {
    storeSession(aUser({ isActive: false }));
    server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser())));
    renderGuarded('/wallets');
    expect(screen.getByRole('progressbar', { name: 'در حال بارگذاری…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'page /wallets' })).toBeInTheDocument();
  });
});
