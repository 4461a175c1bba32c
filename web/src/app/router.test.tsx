import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from './app';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes, lazyScreen, preloadScreens } from './router';

/** A chunk the test resolves or rejects by hand. */
function chunk() {
  let settle!: { resolve: (module: { default: React.ComponentType }) => void; reject: (error: Error) => void };
  const promise = new Promise<{ default: React.ComponentType }>((resolve, reject) => (settle = { resolve, reject }));
  return { load: vi.fn(() => promise), ...settle };
}

/** A parent that re-renders on demand, as the session does when the stored user is confirmed. */
function Parent({ children }: { children: React.ReactNode }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setCount((c) => c + 1)}>{`rerender ${count}`}</button>
      {children}
    </>
  );
}

/** A screen with state of its own, to tell whether it was mounted again. */
function Counted() {
  const [count, setCount] = useState(0);
  return (
    <>
      <h1>داشبورد</h1>
      <button onClick={() => setCount((c) => c + 1)}>{`شمارش ${count.toLocaleString('fa-IR')}`}</button>
    </>
  );
}

describe('lazyScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner, then the screen, through a parent re-rendering while it loads; the chunk is fetched once', async () => {
    const { load, resolve } = chunk();
    const Page = lazyScreen(load);
    render(
      <Parent>
        <Page />
      </Parent>,
    );
    expect(screen.getByRole('progressbar', { name: 'در حال بارگذاری…' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'rerender 0' }));
    expect(screen.getByRole('progressbar', { name: 'در حال بارگذاری…' })).toBeInTheDocument();
    await act(async () => resolve({ default: Counted }));
    expect(await screen.findByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'شمارش ۰' }));
    // The screen that waited for its chunk stays the same screen, its state kept, as its parent renders again.
    await userEvent.click(screen.getByRole('button', { name: 'rerender 1' }));
    expect(screen.getByRole('button', { name: 'شمارش ۱' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load shows the error page with a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, reject } = chunk();
    const Page = lazyScreen(load);
    render(
      <RouteErrorBoundary>
        <Page />
      </RouteErrorBoundary>,
    );
    await act(async () => reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { level: 1, name: 'مشکلی پیش آمد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
  });
});

describe('preloadScreens', () => {
  it('loads the screens an address shows, so the first render paints the screen with no spinner before it', async () => {
    await preloadScreens('/auth');
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/auth']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ورود به حساب کاربری' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
