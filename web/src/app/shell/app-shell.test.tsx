import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPushProvider } from '../../shared/push/select-push-provider';
import { RealtimeContext } from '../../shared/realtime/realtime-context';
import { fakeSocket } from '../../test/fake-socket';
import { stubNotificationApi } from '../../test/fake-notification';
import { aUser, ok, storeSession } from '../../test/fixtures';
import { API, server } from '../../test/msw-server';
import { serveNotifications, type NotificationCalls } from '../../test/fake-api/notifications';
import { renderRoute } from '../../test/render';
import { AppShell } from './app-shell';

let notifications: NotificationCalls;

beforeEach(() => {
  resetPushProvider();
  storeSession(aUser());
  server.use(
    http.get(`${API}/user-auth/profile`, () => ok(aUser())),
    http.get(`${API}/gold-price`, () =>
      ok({ buyPrice: 3_000_000, sellPrice: 2_950_000, lastUpdate: '2025-01-01T10:00:00.000Z' }),
    ),
    http.get(`${API}/market-status`, () => ok({ isOpen: true, currentStatus: 'open', nextOpenTime: null })),
  );
  notifications = serveNotifications().calls;
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the signed-in shell', () => {
  it('invites to push once, in a dialog over the shell, and has the real bell in the header', async () => {
    stubNotificationApi();
    const { user } = renderRoute(<AppShell />);
    expect(await screen.findByRole('dialog', { name: 'از رویدادهای حساب خود فوراً باخبر شوید' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'بعداً' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'اعلان‌ها' })).toBeInTheDocument();
  });

  it('below 1024 px the menu button opens the drawer and says whether it is open, naming no element that is absent', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    const { user } = renderRoute(<AppShell />);
    const button = await within(screen.getByRole('banner')).findByRole('button', { name: 'باز کردن منو' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('navigation', { name: 'منوی اصلی' })).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('navigation', { name: 'منوی اصلی' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The drawer is a dialog with a name, which a screen reader says as it opens.
    expect(screen.getByRole('dialog', { name: 'منوی ناوبری' })).toContainElement(
      screen.getByRole('navigation', { name: 'منوی اصلی' }),
    );
  });

  it('the first Tab stop is a skip link that takes the focus to the page itself', async () => {
    const { user } = renderRoute(<AppShell />);
    await screen.findByRole('navigation', { name: 'منوی اصلی' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'پرش به محتوای اصلی' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('the bell says whether its panel is open, and which element it is', async () => {
    const { user } = renderRoute(<AppShell />);
    const bell = await within(screen.getByRole('banner')).findByRole('button', { name: 'اعلان‌ها' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'اعلان‌های اخیر' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel.closest('[id]')!.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    expect(bell).toHaveFocus();
  });

  it('runs the sidebar’s paper down the whole page, its rail staying in view', async () => {
    renderRoute(<AppShell />);
    const aside = await screen.findByRole('complementary');
    const rail = within(aside).getByRole('navigation', { name: 'منوی اصلی' }).closest('aside > *')!;
    // The column, with the paper, stretches with the page; only the rail inside it is sticky.
    expect(getComputedStyle(aside).position).not.toBe('sticky');
    expect(getComputedStyle(aside).alignSelf).toBe('stretch');
    expect(getComputedStyle(aside).backgroundColor).toBe(getComputedStyle(screen.getByRole('banner')).backgroundColor);
    expect(getComputedStyle(rail).position).toBe('sticky');
  });

  it('toasts a realtime notification once and counts it on the bell', async () => {
    const realtime = fakeSocket();
    renderRoute(
      <RealtimeContext.Provider value={realtime.socket}>
        <AppShell />
      </RealtimeContext.Provider>,
    );
    await waitFor(() => expect(notifications.stats).toBe(1));
    const bell = screen.getByRole('button', { name: 'اعلان‌ها' });
    realtime.emit('notification', {
      id: 'n-1',
      type: 'ticket',
      title: 'پاسخ جدید به تیکت',
      message: 'کارشناس پاسخ داد',
      read: false,
      createdAt: new Date().toISOString(),
      priority: 'medium',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('پاسخ جدید به تیکت');
    await waitFor(() => expect(bell).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده'));
  });
});
