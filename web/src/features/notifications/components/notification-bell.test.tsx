import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { emphasize, getContrastRatio } from '@mui/material/styles';
import type { NotificationType } from '@gold/contracts/notifications';
import { aUser, ok, storeSession } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import { aNotification, serveNotifications } from '../../../test/fake-api/notifications';
import { paletteOf } from '../../../shared/theme/palette';
import { createAppTheme } from '../../../shared/theme/theme';
import { NotificationBell } from './notification-bell';
import { unreadTint } from './notification-list-item';

const ROUTES = ['/wallets', '/settings', '/tickets', '/trading', '/notifications'].map(stub);

beforeEach(() => {
  storeSession(aUser());
  server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser())));
});

const bell = () => screen.getByRole('button', { name: 'اعلان‌ها' });
const panel = () => screen.getByRole('dialog', { name: 'اعلان‌های اخیر' });
const renderBell = () => renderRoute(<NotificationBell />, { path: '/', routes: ROUTES });

describe('NotificationBell', () => {
  it('shows the unread count without changing the button’s name', async () => {
    serveNotifications({ replies: { stats: () => ok({ total: 9, unread: 3, byType: {} }) } });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('۳ اعلان خوانده‌نشده'));
    expect(bell()).toHaveAccessibleName('اعلان‌ها');
    expect(within(bell()).getByText('۳')).toBeVisible();
  });

  it('shows no count with nothing unread', async () => {
    const { calls } = serveNotifications({ replies: { stats: () => ok({ total: 2, unread: 0, byType: {} }) } });
    renderBell();
    await waitFor(() => expect(calls.stats).toBe(1));
    await waitFor(() => expect(bell()).not.toHaveAttribute('aria-describedby'));
    expect(bell()).not.toHaveAccessibleDescription();
  });

  it('fetches the list when opened and shows the newest ten', async () => {
    const items = Array.from({ length: 12 }, (_, i) => aNotification({ id: `n${i}`, title: `اعلان شماره ${i + 1}` }));
    const { calls } = serveNotifications({ notifications: items });
    const user = userEvent.setup({ delay: null });
    renderBell();
    await waitFor(() => expect(calls.stats).toBe(1));
    expect(calls.list).toHaveLength(0);
    await user.click(bell());
    expect(await within(panel()).findByText('اعلان شماره 1')).toBeInTheDocument();
    expect(within(panel()).getByText('اعلان شماره 10')).toBeInTheDocument();
    expect(within(panel()).queryByText('اعلان شماره 11')).not.toBeInTheDocument();
    expect(within(panel()).getAllByRole('button', { name: /^اعلان شماره/ })).toHaveLength(10);
  });

  it('says there are none when the list is empty', async () => {
    serveNotifications();
    const user = userEvent.setup({ delay: null });
    renderBell();
    await user.click(bell());
    expect(await within(panel()).findByText('اعلانی وجود ندارد')).toBeInTheDocument();
  });

  it('"مشاهده همه" goes to /notifications', async () => {
    serveNotifications();
    const user = userEvent.setup({ delay: null });
    const { router } = renderBell();
    await user.click(bell());
    await user.click(within(panel()).getByRole('button', { name: 'مشاهده همه' }));
    expect(await screen.findByRole('heading', { name: 'page /notifications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
    expect(screen.queryByRole('dialog', { name: 'اعلان‌های اخیر' })).not.toBeInTheDocument();
  });

  it.each([
    ['transaction', '/wallets', ''],
    ['kyc', '/settings', '?section=kyc'],
    ['ticket', '/tickets', ''],
    ['trade_execution', '/trading', ''],
    ['system', '/notifications', ''],
  ] as [NotificationType, string, string][])('a %s item is marked read and leads to %s%s', async (type, pathname, search) => {
    const { calls } = serveNotifications({
      notifications: [aNotification({ id: 'x1', type, title: 'اعلان مورد نظر' })],
      replies: {
        stats: () => ok({ total: 1, unread: 1, byType: { [type]: 1 } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده'));
    await user.click(bell());
    await user.click(await within(panel()).findByRole('button', { name: /^اعلان مورد نظر/ }));
    expect(await screen.findByRole('heading', { name: `page ${pathname}` })).toBeInTheDocument();
    expect(router.state.location.search).toBe(search);
    await waitFor(() => expect(calls.read).toEqual(['x1']));
    expect(queryClient.getQueryData<{ unread: number }>(['notifications', 'stats'])?.unread).toBe(0);
  });

  it('a ticket item that names its ticket opens that ticket', async () => {
    const linked = aNotification({
      id: 't1',
      type: 'ticket',
      title: 'پاسخ پشتیبانی',
      read: true,
      data: { ticketId: 'tk-7', ticketNumber: 'TK-1405-00007', status: 'in_progress' },
    });
    serveNotifications({ notifications: [linked], replies: { stats: () => ok({ total: 1, unread: 0, byType: { ticket: 1 } }) } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderBell();
    await user.click(bell());
    await user.click(await within(panel()).findByRole('button', { name: /^پاسخ پشتیبانی/ }));
    expect(await screen.findByRole('heading', { name: 'page /tickets' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ticket=tk-7');
  });

  it('opening a read item asks nothing of the server', async () => {
    const { calls } = serveNotifications({
      notifications: [aNotification({ id: 'r1', type: 'ticket', title: 'خوانده', read: true })],
      replies: {
        stats: () => ok({ total: 1, unread: 0, byType: { ticket: 1 } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderBell();
    await user.click(bell());
    await user.click(await within(panel()).findByRole('button', { name: /^خوانده/ }));
    expect(await screen.findByRole('heading', { name: 'page /tickets' })).toBeInTheDocument();
    expect(calls.read).toEqual([]);
  });
});

describe.each(['light', 'dark'] as const)('the unread tint in the %s theme', (mode) => {
  const palette = paletteOf(createAppTheme(), mode);
  const { text, action } = palette;

  it('keeps the title, the message and the time at 4.5:1 or more, at rest and under the pointer', () => {
    const tint = unreadTint(palette);
    // The hover shade is translucent white (dark) or black (light) over the tint.
    const hover = emphasize(tint, action.hoverOpacity);
    for (const background of [tint, hover]) {
      expect(getContrastRatio(text.primary, background)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(text.secondary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
