import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import { usePushMessageToasts } from '../../../shared/push/push-message-toasts';
import { getPushProvider, resetPushProvider } from '../../../shared/push/select-push-provider';
import { RealtimeContext } from '../../../shared/realtime/realtime-context';
import { fakeSocket } from '../../../test/fake-socket';
import { aUser, ok, storeSession } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import NotificationsRoute from '../../../features/notifications/routes/notifications';
import { aNotification, serveNotifications } from '../../../test/fake-api/notifications';
import { showNotificationsInPlace } from '../lib/shown-in-place';
import { useNotificationsRealtime } from './use-notifications-realtime';

function Listeners() {
  useNotificationsRealtime();
  usePushMessageToasts();
  return null;
}

const existing = aNotification({ id: 'old', type: 'ticket', title: 'پاسخ تیکت', read: true });
const incoming: Notification = aNotification({
  id: 'srv-9',
  type: 'kyc',
  title: 'احراز هویت تأیید شد',
  message: 'سطح حساب شما ۱ شد',
  createdAt: new Date().toISOString(),
  priority: 'high',
});

function renderWithSocket(page = <NotificationsRoute />) {
  const realtime = fakeSocket();
  const result = renderRoute(
    <RealtimeContext.Provider value={realtime.socket}>
      <Listeners />
      <NotificationBell />
      {page}
    </RealtimeContext.Provider>,
    { path: '/notifications', routes: [stub('/wallets')] },
  );
  return { ...result, realtime };
}

const list = () => screen.getByRole('list', { name: 'فهرست اعلان‌ها' });
const card = (name: string) => screen.getByRole('group', { name });
const bell = () => screen.getByRole('button', { name: 'اعلان‌ها' });

beforeEach(() => {
  storeSession(aUser());
  server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser())));
  resetPushProvider();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('realtime notifications', () => {
  it('prepend a server notification, count it and toast its title', async () => {
    serveNotifications({ notifications: [existing] });
    const { realtime } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    await waitFor(() => expect(within(card('کل اعلان‌ها')).getByText('۱')).toBeInTheDocument());
    expect(realtime.listenerCount('notification')).toBe(1);

    realtime.emit('notification', incoming);

    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list()).getAllByRole('listitem')[0]).toHaveTextContent('احراز هویت تأیید شد');
    expect(within(within(list()).getAllByRole('listitem')[0]).getByText('جدید')).toBeInTheDocument();
    expect(within(card('کل اعلان‌ها')).getByText('۲')).toBeInTheDocument();
    expect(within(card('خوانده‌نشده')).getByText('۱')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('احراز هویت تأیید شد');
    expect(toast).toHaveTextContent('سطح حساب شما ۱ شد');
  });

  it('show the same notification once', async () => {
    serveNotifications({ notifications: [existing] });
    const { realtime } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    await waitFor(() => expect(within(card('کل اعلان‌ها')).getByText('۱')).toBeInTheDocument());
    realtime.emit('notification', incoming);
    realtime.emit('notification', incoming);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(card('کل اعلان‌ها')).getByText('۲')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('list and count a notification the screen in view shows in place, without a toast; toast it again once that screen goes', async () => {
    serveNotifications({ notifications: [existing] });
    const { realtime } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    const inPlace = aNotification({ id: 'srv-10', type: 'ticket', title: 'پاسخ پشتیبانی به تیکت TK-1405-00001', read: false });
    const stop = showNotificationsInPlace((notification) => notification.id === 'srv-10');

    realtime.emit('notification', inPlace);
    realtime.emit('notification', incoming);
    // Once the second one's toast shows, the first one's would have shown too.
    expect(await screen.findByRole('alert')).toHaveTextContent('احراز هویت تأیید شد');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(bell()).toHaveAccessibleDescription('۲ اعلان خوانده‌نشده');

    stop();
    realtime.emit(
      'notification',
      aNotification({ id: 'srv-11', type: 'ticket', title: 'پیام تازه در تیکت TK-1405-00001', read: false }),
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('پیام تازه در تیکت');
  });

  it('show a notification a screen shows in place as usual while the page is hidden', async () => {
    serveNotifications({ notifications: [existing] });
    const { realtime } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    const stop = showNotificationsInPlace(() => true);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const relay = vi.spyOn(getPushProvider(), 'relay');
    realtime.emit('notification', incoming);
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(relay).toHaveBeenCalledWith({ id: 'srv-9', title: 'احراز هویت تأیید شد', body: 'سطح حساب شما ۱ شد' });
    stop();
  });

  it('count a notification in the bell before any list was fetched', async () => {
    const { calls } = serveNotifications({ replies: { stats: () => ok({ total: 0, unread: 0, byType: {} }) } });
    const { realtime } = renderWithSocket(<></>);
    await waitFor(() => expect(calls.stats).toBe(1));
    realtime.emit('notification', incoming);
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('۱ اعلان خوانده‌نشده'));
    expect(calls.list).toHaveLength(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('احراز هویت تأیید شد');
  });

  it('ignore a notification without an id, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveNotifications({ notifications: [existing] });
    const { realtime } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    realtime.emit('notification', { title: 'بی‌شناسه' } as unknown as Notification);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without an id'), expect.anything());
    // A real one after it: once it shows, the first would have shown too.
    realtime.emit('notification', incoming);
    expect(await within(list()).findByText('احراز هویت تأیید شد')).toBeInTheDocument();
    expect(screen.queryByText('بی‌شناسه')).not.toBeInTheDocument();
  });

  it('make a local "تراکنش جدید" from a wallet transaction, which is read without the server', async () => {
    const { calls } = serveNotifications({ notifications: [existing] });
    const { realtime, queryClient } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    await waitFor(() => expect(within(card('تراکنش‌ها')).getByText('۰')).toBeInTheDocument());
    realtime.emit('wallet-update', {
      walletId: 'w1',
      balance: 1_500_000,
      availableBalance: 1_500_000,
      frozenAmount: 0,
      currency: 'Toman',
      type: 'transaction',
      amount: 500_000,
      status: 'completed',
    });
    const first = await waitFor(() => {
      const [top] = within(list()).getAllByRole('listitem');
      expect(top).toHaveTextContent('تراکنش جدید');
      return top;
    });
    expect(first).toHaveTextContent('مبلغ ۵۰۰٬۰۰۰ تومان، انجام شد');
    expect(within(card('تراکنش‌ها')).getByText('۱')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('تراکنش جدید');

    // A local notification is read without asking the server.
    const user = userEvent.setup({ delay: null });
    await user.click(within(first).getByRole('button', { name: /^تراکنش جدید/ }));
    expect(await screen.findByRole('heading', { name: 'page /wallets' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(calls.read).toEqual([]);
    expect(queryClient.getQueryData<{ unread: number }>(['notifications', 'stats'])?.unread).toBe(0);
  });

  it('make nothing from a plain balance update', async () => {
    serveNotifications({ notifications: [existing] });
    const { realtime } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    await waitFor(() => expect(within(card('کل اعلان‌ها')).getByText('۱')).toBeInTheDocument());
    realtime.emit('wallet-update', { walletId: 'w1', balance: 10, availableBalance: 10, frozenAmount: 0, currency: 'Toman' });
    // A real one after it: once it shows, anything the balance update made would show too.
    realtime.emit('notification', incoming);
    expect(await within(list()).findByText('احراز هویت تأیید شد')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(within(card('کل اعلان‌ها')).getByText('۲')).toBeInTheDocument());
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
  });

  it('stop listening on unmount', async () => {
    serveNotifications({ notifications: [existing] });
    const { realtime, unmount } = renderWithSocket();
    await screen.findByText('پاسخ تیکت');
    expect(realtime.listenerCount('wallet-update')).toBe(1);
    unmount();
    expect(realtime.listenerCount('notification')).toBe(0);
    expect(realtime.listenerCount('wallet-update')).toBe(0);
  });
});
