import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPreloaded } from '../shared/lib/lazy-preloaded';
import { renderRoute } from '../test/render';
import { PageErrorBoundary, RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the Persian error page with a reload for a screen that throws, and logs the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'مشکلی پیش آمد' })).toBeInTheDocument();
    expect(screen.getByText('بارگذاری این صفحه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'route error',
      expect.objectContaining({ message: expect.stringContaining('dynamically') }),
    );
  });

  it('shows the screen when nothing throws', () => {
    render(
      <RouteErrorBoundary>
        <h1>داشبورد</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
  });
});

/** A screen whose chunk does not come while the browser is offline (or while `refuse` says so). */
function flakyScreen(refuse = () => !navigator.onLine) {
  const load = vi.fn(async () => {
    if (refuse()) throw new TypeError('Failed to fetch dynamically imported module: /assets/reports.js');
    return () => <h1>گزارش‌ها</h1>;
  });
  return { Screen: lazyPreloaded(load), load };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) act(() => void window.dispatchEvent(new Event('online')));
}

describe('PageErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, keeps what is around the page, says the connection is lost, and loads the page afresh once it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    setOnline(false);
    const { Screen, load } = flakyScreen();
    renderRoute(
      <>
        <nav aria-label="منوی اصلی">ناوبری</nav>
        <PageErrorBoundary>
          <Suspense fallback={null}>
            <Screen />
          </Suspense>
        </PageErrorBoundary>
      </>,
      { path: '/reports' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'اتصال اینترنت برقرار نیست' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('با برقراری اتصال، خودبه‌خود بارگذاری می‌شود');
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'منوی اصلی' })).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith('route offline', expect.any(TypeError));
    const failed = load.mock.calls.length;

    setOnline(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'گزارش‌ها' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failed + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the retry button imports the chunk afresh each time it is pressed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    setOnline(false);
    const { Screen, load } = flakyScreen();
    const { user } = renderRoute(
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </PageErrorBoundary>,
      { path: '/reports' },
    );
    await user.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    const asked = load.mock.calls.length;
    await user.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    // Still offline: asked again, and still says so.
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(asked));
    expect(await screen.findByRole('heading', { level: 1, name: 'اتصال اینترنت برقرار نیست' })).toBeInTheDocument();
    // The connection is back before the browser says so: the button finds the chunk.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'گزارش‌ها' })).toBeInTheDocument();
  });

  it('online, a screen that throws says something went wrong, in the page area, with a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
      { path: '/reports' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'مشکلی پیش آمد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('route error', expect.any(Error));
  });
});
