import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import { aUser, fail, ok, storeSession } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { renderRoute, stub } from '../../../test/render';
import { aNotification, listAnswer, serveNotifications, type NotificationCalls } from '../../../test/fake-api/notifications';
import { gate } from '../../../test/fake-api/plumbing';
import NotificationsRoute from './notifications';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const deposit = aNotification({ id: 'n-dep', type: 'transaction', title: 'واریز موفق', message: 'مبلغ ۵۰۰٬۰۰۰ تومان واریز شد', read: false, createdAt: minutesAgo(5.5) });
const reply = aNotification({ id: 'n-tic', type: 'ticket', title: 'پاسخ تیکت', message: 'کارشناس به تیکت شما پاسخ داد', read: true, createdAt: minutesAgo(120) });
const kyc = aNotification({ id: 'n-kyc', type: 'kyc', title: 'احراز هویت', message: 'هویت شما تأیید شد', read: false, createdAt: 'not-a-date' });
const system = aNotification({ id: 'n-sys', type: 'system', title: 'اطلاعیه', message: 'بازار فردا تعطیل است', read: false });
const oldSystem = aNotification({ id: 'n-old', type: 'system', title: 'اطلاعیه قدیمی', message: 'خوانده شده', read: true });
const ALL = [deposit, reply, kyc, system, oldSystem];

const PAGE_ROUTES = ['/wallets', '/settings', '/tickets', '/trading'].map(stub);

beforeEach(() => {
  // A signed-in customer whose profile refresh succeeds.
  storeSession(aUser());
  server.use(http.get(`${API}/user-auth/profile`, () => ok(aUser())));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const renderPage = () => renderRoute(<NotificationsRoute />, { path: '/notifications', routes: PAGE_ROUTES });
const list = () => screen.getByRole('list', { name: 'فهرست اعلان‌ها' });
const item = (title: string) => within(list()).getByText(title).closest('li')!;
const card = (name: string) => screen.getByRole('group', { name });
const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** The actions sent, each as 'read <id>', 'delete <id>' or 'read-all'. */
const sentActions = ({ read, remove, readAll }: NotificationCalls) => [
  ...read.map((id) => `read ${id}`),
  ...remove.map((id) => `delete ${id}`),
  ...Array<string>(readAll).fill('read-all'),
];

describe('the notifications page: states', () => {
  it('shows a skeleton while loading, then the list', async () => {
    const wait = gate();
    serveNotifications({
      notifications: ALL,
      replies: {
        list: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'اعلان‌ها' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'در حال بارگذاری اعلان‌ها' })).toBeInTheDocument();
    wait.open();
    expect(await screen.findByText('واریز موفق')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'در حال بارگذاری اعلان‌ها' })).not.toBeInTheDocument();
  });

  it('shows titles and messages with dir="auto", so a Latin or mixed text reads in its own direction', async () => {
    serveNotifications({
      notifications: [aNotification({ id: 'en', title: 'Order #42 filled', message: 'BTC/USDT 0.5 @ 61,000' })],
    });
    renderPage();
    expect(await screen.findByText('Order #42 filled')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('BTC/USDT 0.5 @ 61,000')).toHaveAttribute('dir', 'auto');
  });

  it('says so when there is nothing, without a mark-all button', async () => {
    serveNotifications();
    renderPage();
    expect(await screen.findByText('اعلانی یافت نشد')).toBeInTheDocument();
    expect(within(card('کل اعلان‌ها')).getByText('۰')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'خواندن همه' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fails = true;
    const { calls } = serveNotifications({
      notifications: ALL,
      replies: { list: () => (fails ? fail(500, 'INTERNAL_ERROR') : undefined) },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByText('دریافت اعلان‌ها ممکن نشد')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('واریز موفق')).toBeInTheDocument();
    expect(screen.queryByText('دریافت اعلان‌ها ممکن نشد')).not.toBeInTheDocument();
    expect(calls.list).toHaveLength(2);
  });

  it('asks for page 1 of 20 and loads more pages on demand', async () => {
    const second = aNotification({ id: 'n-p2', title: 'اعلان صفحه دوم' });
    const { calls } = serveNotifications({
      notifications: ALL,
      replies: {
        list: (_n, url) =>
          url.searchParams.get('page') === '2'
            ? listAnswer([second], { page: 2, total: 6, totalPages: 2 })
            : listAnswer(ALL, { page: 1, total: 6, totalPages: 2 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('واریز موفق');
    expect(calls.list[0].searchParams.get('page')).toBe('1');
    expect(calls.list[0].searchParams.get('limit')).toBe('20');
    expect(screen.queryByText('اعلان صفحه دوم')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'نمایش موارد بیشتر' }));
    expect(await screen.findByText('اعلان صفحه دوم')).toBeInTheDocument();
    expect(calls.list[1].searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'نمایش موارد بیشتر' })).not.toBeInTheDocument();
  });

  it('refreshes the list and the stats', async () => {
    const { calls } = serveNotifications({ notifications: ALL });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('واریز موفق');
    await waitFor(() => expect(calls.stats).toBe(1));
    await user.click(screen.getByRole('button', { name: 'بارگذاری مجدد' }));
    await waitFor(() => expect(calls.list).toHaveLength(2));
    await waitFor(() => expect(calls.stats).toBe(2));
  });
});

describe('the notifications page: content', () => {
  it('shows the four stat cards from the server stats', async () => {
    serveNotifications({
      notifications: ALL,
      replies: { stats: () => ok({ total: 1234, unread: 7, byType: { transaction: 40, ticket: 9 } }) },
    });
    renderPage();
    expect(await within(card('کل اعلان‌ها')).findByText('۱٬۲۳۴')).toBeInTheDocument();
    expect(within(card('خوانده‌نشده')).getByText('۷')).toBeInTheDocument();
    expect(within(card('تراکنش‌ها')).getByText('۴۰')).toBeInTheDocument();
    expect(within(card('تیکت‌ها')).getByText('۹')).toBeInTheDocument();
  });

  it('counts the loaded list when the stats fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveNotifications({ notifications: ALL, replies: { stats: () => fail(500, 'INTERNAL_ERROR') } });
    renderPage();
    expect(await within(card('کل اعلان‌ها')).findByText('۵')).toBeInTheDocument();
    expect(within(card('خوانده‌نشده')).getByText('۳')).toBeInTheDocument();
    expect(within(card('تراکنش‌ها')).getByText('۱')).toBeInTheDocument();
  });

  it('marks unread items with a "جدید" badge and shows relative times, or "زمان نامشخص" for a bad date', async () => {
    serveNotifications({ notifications: ALL });
    renderPage();
    await screen.findByText('واریز موفق');
    expect(within(item('واریز موفق')).getByText('جدید')).toBeInTheDocument();
    expect(within(item('پاسخ تیکت')).queryByText('جدید')).not.toBeInTheDocument();
    expect(within(item('واریز موفق')).getByText('۵ دقیقه پیش')).toBeInTheDocument();
    expect(within(item('پاسخ تیکت')).getByText('۲ ساعت پیش')).toBeInTheDocument();
    expect(within(item('احراز هویت')).getByText('زمان نامشخص')).toBeInTheDocument();
  });

  it('renders notification text as text, never as HTML', async () => {
    const html = aNotification({ id: 'h', title: '<img src=x onerror=alert(1)>', message: '<b>پررنگ</b>' });
    serveNotifications({ notifications: [html] });
    const { container } = renderPage();
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<b>پررنگ</b>')).toBeInTheDocument();
    expect(container.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('searches title and message', async () => {
    serveNotifications({ notifications: ALL });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('واریز موفق');
    const search = screen.getByRole('searchbox', { name: 'جستجو در اعلان‌ها' });
    await user.type(search, 'تعطیل');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).getByText('اطلاعیه')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'پاسخ');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).getByText('پاسخ تیکت')).toBeInTheDocument();
    await user.type(search, ' هیچ');
    expect(screen.getByText('اعلانی یافت نشد')).toBeInTheDocument();
  });

  it('has four tabs with counts that filter the list', async () => {
    serveNotifications({
      notifications: ALL,
      replies: { stats: () => ok({ total: 5, unread: 3, byType: { transaction: 1, ticket: 1, kyc: 1, system: 2 } }) },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('واریز موفق');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['همه (۵)', 'خوانده‌نشده (۳)', 'تراکنش (۱)', 'تیکت (۱)']);
    expect(tab(/^همه/)).toHaveAttribute('aria-selected', 'true');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);

    await user.click(tab(/^خوانده‌نشده/));
    expect(tab(/^خوانده‌نشده/)).toHaveAttribute('aria-selected', 'true');
    expect(within(list()).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('واریز موفق'),
      expect.stringContaining('احراز هویت'),
      expect.stringContaining('اطلاعیه'),
    ]);

    await user.click(tab(/^تراکنش/));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).getByText('واریز موفق')).toBeInTheDocument();

    await user.click(tab(/^تیکت/));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).getByText('پاسخ تیکت')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('تیکت (۱)');
  });

  it('shows "خواندن همه" only while something is unread', async () => {
    serveNotifications({ notifications: [reply, oldSystem] });
    renderPage();
    await screen.findByText('پاسخ تیکت');
    expect(screen.queryByRole('button', { name: 'خواندن همه' })).not.toBeInTheDocument();
  });
});

describe('the notifications page: actions apply at once, then go to the server', () => {
  it('marks all read before the server answers', async () => {
    const answer = gate();
    const { calls } = serveNotifications({
      notifications: ALL,
      replies: {
        readAll: async () => {
          await answer.promise;
          return undefined;
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('واریز موفق');
    expect(within(list()).getAllByText('جدید')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'خواندن همه' }));
    expect(within(list()).queryByText('جدید')).not.toBeInTheDocument();
    expect(within(card('خوانده‌نشده')).getByText('۰')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'خواندن همه' })).not.toBeInTheDocument();
    expect(tab(/^خوانده‌نشده/)).toHaveTextContent('(۰)');
    await waitFor(() => expect(sentActions(calls)).toEqual(['read-all']));
    answer.open();
  });

  it('clicking an unread item marks it read and opens its page', async () => {
    const { calls } = serveNotifications({ notifications: ALL });
    const user = userEvent.setup({ delay: null });
    const { router, queryClient } = renderPage();
    await screen.findByText('واریز موفق');
    await user.click(screen.getByRole('button', { name: /^واریز موفق/ }));
    expect(await screen.findByRole('heading', { name: 'page /wallets' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wallets');
    await waitFor(() => expect(sentActions(calls)).toEqual(['read n-dep']));
    const cached = queryClient.getQueryData<{ pages: { notifications: Notification[] }[] }>(['notifications', 'list']);
    expect(cached?.pages[0].notifications.find((n) => n.id === 'n-dep')?.read).toBe(true);
    expect(queryClient.getQueryData<{ unread: number }>(['notifications', 'stats'])?.unread).toBe(2);
  });

  it('a kyc notification opens the KYC section of settings', async () => {
    serveNotifications({ notifications: ALL });
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^احراز هویت/ }));
    expect(await screen.findByRole('heading', { name: 'page /settings' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=kyc');
  });

  it('an unread system notification is marked read in place; a read one is not a button', async () => {
    const answer = gate();
    const { calls } = serveNotifications({
      notifications: ALL,
      replies: {
        read: async () => {
          await answer.promise;
          return undefined;
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();
    await screen.findByText('اطلاعیه');
    expect(screen.queryByRole('button', { name: /^اطلاعیه قدیمی/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^اطلاعیه/ }));
    expect(within(item('اطلاعیه')).queryByText('جدید')).not.toBeInTheDocument();
    expect(within(card('خوانده‌نشده')).getByText('۲')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
    await waitFor(() => expect(sentActions(calls)).toEqual(['read n-sys']));
    answer.open();
  });

  it('deletes an item at once', async () => {
    const answer = gate();
    const { calls } = serveNotifications({
      notifications: ALL,
      replies: {
        remove: async () => {
          await answer.promise;
          return undefined;
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('واریز موفق');
    await user.click(screen.getByRole('button', { name: 'حذف اعلان: واریز موفق' }));
    expect(screen.queryByText('واریز موفق')).not.toBeInTheDocument();
    expect(within(card('کل اعلان‌ها')).getByText('۴')).toBeInTheDocument();
    expect(within(card('خوانده‌نشده')).getByText('۲')).toBeInTheDocument();
    expect(within(card('تراکنش‌ها')).getByText('۰')).toBeInTheDocument();
    await waitFor(() => expect(sentActions(calls)).toEqual(['delete n-dep']));
    answer.open();
  });

  it.each([
    ['read', 'button', /^اطلاعیه/, 'read n-sys'],
    ['delete', 'button', 'حذف اعلان: پاسخ تیکت', 'delete n-tic'],
    ['read-all', 'button', 'خواندن همه', 'read-all'],
  ] as const)('a failed %s on the server is only logged, and the change stays', async (_name, role, name, call) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed = () => fail(500, 'INTERNAL_ERROR');
    const { calls } = serveNotifications({ notifications: ALL, replies: { read: failed, remove: failed, readAll: failed } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByText('واریز موفق');
    const before = within(list()).getAllByText('جدید').length;
    await user.click(screen.getByRole(role, { name }));
    await waitFor(() => expect(sentActions(calls)).toEqual([call]));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed on the server'), expect.anything()));
    // No message for the customer.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    if (call === 'delete n-tic') expect(screen.queryByText('پاسخ تیکت')).not.toBeInTheDocument();
    else expect(within(list()).queryAllByText('جدید').length).toBeLessThan(before);
  });

  it('keeps its own counts after an action, without asking the server again', async () => {
    const { calls } = serveNotifications({ notifications: ALL });
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderPage();
    await screen.findByText('واریز موفق');
    await waitFor(() => expect(calls.stats).toBe(1));
    await user.click(screen.getByRole('button', { name: 'حذف اعلان: اطلاعیه قدیمی' }));
    await waitFor(() => expect(sentActions(calls)).toEqual(['delete n-old']));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(queryClient.isFetching()).toBe(0);
    expect(within(card('کل اعلان‌ها')).getByText('۴')).toBeInTheDocument();
    expect(calls.stats).toBe(1);
    expect(calls.list).toHaveLength(1);
  });
});
