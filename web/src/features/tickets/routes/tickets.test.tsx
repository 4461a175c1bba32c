import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { aNotification } from '../../../test/fake-api/notifications';
import { gate } from '../../../test/fake-api/plumbing';
import { agentReplies, aTicket, serveTickets } from '../../../test/fake-api/tickets';
import { cards, dialogClosed, findCard, headerButton, renderTickets, tile } from '../test/render-tickets';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** `n` open tickets, the first the most recently updated. */
const manyTickets = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    aTicket({
      id: `t-${i + 1}`,
      ticketNumber: `TK-1403-${String(i + 1).padStart(5, '0')}`,
      title: `تیکت شماره ${i + 1}`,
      updatedAt: new Date(Date.parse('2025-01-04T12:00:00.000Z') - i * 60_000).toISOString(),
    }),
  );

const ticketNotification = (data: Record<string, unknown> | null) =>
  aNotification({ id: 'n-t', type: 'ticket', title: 'پاسخ تیکت', data }) as Notification;

describe('the page', () => {
  it('has the heading, refresh and new-ticket buttons, and the counts by status in Persian digits', async () => {
    serveTickets({ replies: { stats: () => ok({ byStatus: { open: 3, in_progress: 1, resolved: 12 }, total: 16 }) } });
    renderTickets();
    expect(screen.getByRole('heading', { level: 1, name: 'پشتیبانی' })).toBeInTheDocument();
    expect(document.title).toBe('پشتیبانی | پنل طلا');
    expect(headerButton('تیکت جدید')).toBeEnabled();
    await waitFor(() => expect(tile('باز')).toHaveTextContent('۳'));
    expect(tile('در حال بررسی')).toHaveTextContent('۱');
    expect(tile('حل‌شده')).toHaveTextContent('۱۲');
    // A status the provider left out counts zero.
    expect(tile('بسته‌شده')).toHaveTextContent('۰');
    await waitFor(() => expect(headerButton('بروزرسانی')).toBeEnabled());
  });

  it('shows skeletons while the tickets load', async () => {
    const wait = gate();
    serveTickets({
      tickets: [aTicket()],
      replies: {
        list: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    renderTickets();
    expect(screen.getByRole('status', { name: 'در حال دریافت تیکت‌ها' })).toBeInTheDocument();
    expect(headerButton('بروزرسانی')).toBeDisabled();
    wait.open();
    expect(await findCard(aTicket().title)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'در حال دریافت تیکت‌ها' })).not.toBeInTheDocument();
  });

  it('shows each ticket’s number, title, status, priority, category, dates and message count, most recent first', async () => {
    serveTickets({
      tickets: [
        aTicket({
          id: 't-1',
          ticketNumber: 'TK-1403-00042',
          title: 'Login problem با رمز دوم',
          status: 'in_progress',
          priority: 'urgent',
          category: 'trading',
          messageCount: 3,
          createdAt: '2025-01-04T08:30:00.000Z',
          updatedAt: '2025-01-05T06:00:00.000Z',
        }),
        aTicket({
          id: 't-2',
          title: 'قدیمی‌تر',
          status: 'resolved',
          priority: 'low',
          category: 'kyc',
          updatedAt: '2025-01-04T09:00:00.000Z',
        }),
      ],
    });
    renderTickets();
    const card = await findCard('Login problem با رمز دوم');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Login problem با رمز دوم', 'قدیمی‌تر']);

    const number = within(card).getByText('TK-1403-00042');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByRole('heading', { name: 'Login problem با رمز دوم' })).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('در حال بررسی')).toBeInTheDocument();
    expect(within(card).getByText('اولویت فوری')).toBeInTheDocument();
    expect(within(card).getByText('معاملات')).toBeInTheDocument();
    expect(within(card).getByText('۱۵ دی ۱۴۰۳ ساعت ۱۲:۰۰')).toHaveAttribute('datetime', '2025-01-04T08:30:00.000Z');
    expect(within(card).getByText('۱۶ دی ۱۴۰۳ ساعت ۰۹:۳۰')).toBeInTheDocument();
    expect(within(card).getByText('۳ پیام')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'مشاهده جزئیات' })).toHaveAccessibleDescription('Login problem با رمز دوم');

    const older = cards()[1];
    expect(within(older).getByText('حل‌شده')).toBeInTheDocument();
    expect(within(older).getByText('اولویت کم')).toBeInTheDocument();
    expect(within(older).getByText('احراز هویت')).toBeInTheDocument();
    expect(within(older).getByText('بدون پیام')).toBeInTheDocument();
  });

  it('counts the messages a provider sends instead of messageCount', async () => {
    const ticket = aTicket({ messageCount: undefined });
    serveTickets({
      replies: {
        list: () =>
          ok({
            tickets: [{ ...ticket, messages: [{ id: 'a', content: 'x', type: 'admin', createdAt: ticket.createdAt }] }],
            total: 1,
            page: 1,
            totalPages: 1,
          }),
      },
    });
    renderTickets();
    expect(within(await findCard(ticket.title)).getByText('۱ پیام')).toBeInTheDocument();
  });

  it('with no tickets says so and invites a first one', async () => {
    serveTickets();
    const { user } = renderTickets();
    expect(await screen.findByRole('heading', { name: 'هنوز تیکتی ثبت نکرده‌اید' })).toBeInTheDocument();
    expect(screen.getByText(/یک تیکت ثبت کنید/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'فهرست تیکت‌ها' })).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'تیکت جدید' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    expect(await screen.findByRole('dialog', { name: 'ثبت تیکت جدید' })).toBeInTheDocument();
  });

  it('a failed load shows the server’s words, and retry asks again', async () => {
    const { calls } = serveTickets({
      tickets: [aTicket()],
      replies: {
        list: () => (calls.list.length === 1 ? fail(500, 'INTERNAL_ERROR', 'سرویس تیکت موقتاً در دسترس نیست') : undefined),
      },
    });
    const { user } = renderTickets();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('سرویس تیکت موقتاً در دسترس نیست');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await findCard(aTicket().title)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.list).toHaveLength(2);
  });

  it('a failed load without the server’s words says “error fetching tickets”', async () => {
    serveTickets();
    server.use(http.get(`${API}/api/tickets`, () => HttpResponse.error()));
    renderTickets();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت تیکت‌ها');
  });

  it('refresh asks for the tickets and the counts again, and is disabled while it does', async () => {
    const wait = gate();
    const { calls } = serveTickets({
      tickets: [aTicket()],
      replies: {
        // The refresh's counts come when the test lets them.
        stats: async (n) => {
          if (n === 1) return undefined;
          await wait.promise;
          return ok({ byStatus: { open: 5 }, total: 5 });
        },
      },
    });
    const { user } = renderTickets();
    await findCard(aTicket().title);
    await waitFor(() => expect(headerButton('بروزرسانی')).toBeEnabled());
    await user.click(headerButton('بروزرسانی'));
    await waitFor(() => expect(headerButton('بروزرسانی')).toBeDisabled());
    expect(calls.list).toHaveLength(2);
    wait.open();
    await waitFor(() => expect(tile('باز')).toHaveTextContent('۵'));
    await waitFor(() => expect(headerButton('بروزرسانی')).toBeEnabled());
    expect(calls.stats).toBe(2);
  });
});

describe('filter and pages', () => {
  it('the status chips filter through ?status=, and an empty filter offers all tickets', async () => {
    const { calls } = serveTickets({
      tickets: [aTicket({ id: 't-1', title: 'باز است' }), aTicket({ id: 't-2', title: 'حل شد', status: 'resolved' })],
    });
    const { user, router } = renderTickets();
    await findCard('باز است');
    const filter = screen.getByRole('group', { name: 'نمایش تیکت‌ها بر اساس وضعیت' });
    expect(within(filter).getByRole('button', { name: 'همه' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'حل‌شده' }));
    expect(router.state.location.search).toBe('?status=resolved');
    expect(await findCard('حل شد')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'باز است' })).not.toBeInTheDocument());
    expect(calls.list.at(-1)?.searchParams.get('status')).toBe('resolved');
    expect(within(filter).getByRole('button', { name: 'حل‌شده' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'بسته‌شده' }));
    expect(await screen.findByRole('heading', { name: 'تیکتی با وضعیت «بسته‌شده» ندارید' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'نمایش همه تیکت‌ها' }));
    expect(router.state.location.search).toBe('');
    expect(await findCard('باز است')).toBeInTheDocument();
    expect(calls.list.at(-1)?.searchParams.has('status')).toBe(false);
  });

  it('pages hold ten tickets, and the page is kept in the address', async () => {
    const { calls } = serveTickets({ tickets: manyTickets(12) });
    const { user, router } = renderTickets();
    await findCard('تیکت شماره 1');
    expect(cards()).toHaveLength(10);
    expect(calls.list[0].searchParams.get('limit')).toBe('10');
    expect(calls.list[0].searchParams.get('page')).toBe('1');
    const pages = screen.getByRole('navigation', { name: 'صفحه‌بندی تیکت‌ها' });
    expect(pages).toHaveTextContent('نمایش ۱ تا ۱۰ از ۱۲ مورد');

    await user.click(within(pages).getByRole('button', { name: 'صفحه ۲' }));
    expect(await findCard('تیکت شماره 11')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.list.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('a page past the last one falls back to the last', async () => {
    serveTickets({ tickets: manyTickets(3) });
    const { router } = renderTickets({ search: '?page=4' });
    expect(await findCard('تیکت شماره 1')).toBeInTheDocument();
    expect(screen.queryByText('هنوز تیکتی ثبت نکرده‌اید')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('realtime', () => {
  it('a ticket notification refreshes the list and the counts; so does a reconnect', async () => {
    const { calls, store } = serveTickets({ tickets: [aTicket({ id: 't-1', title: 'درخواست من' })] });
    const { realtime } = renderTickets();
    const card = await findCard('درخواست من');
    await waitFor(() => expect(calls.stats).toBe(1));

    realtime.emit('notification', ticketNotification(agentReplies(store, 't-1', 'پاسخ کارشناس')));
    await waitFor(() => expect(within(card).getByText('۱ پیام')).toBeInTheDocument());
    expect(within(card).getByText('در حال بررسی')).toBeInTheDocument();
    await waitFor(() => expect(tile('در حال بررسی')).toHaveTextContent('۱'));
    expect(calls.list).toHaveLength(2);

    realtime.emit('notification', aNotification({ type: 'transaction' }) as Notification);
    realtime.connect();
    await waitFor(() => expect(calls.list).toHaveLength(3));
    expect(calls.stats).toBe(3);
  });
});

describe('the ticket in the address', () => {
  it('?ticket=<id> opens that ticket; closing the dialog takes it out of the address', async () => {
    const { calls } = serveTickets({ tickets: [aTicket({ id: 't-7', title: 'تیکت پیوند' })] });
    const { user, router } = renderTickets({ search: '?ticket=t-7' });
    const dialog = await screen.findByRole('dialog', { name: 'تیکت پیوند' });
    expect(calls.detail).toEqual(['t-7']);
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await dialogClosed();
    expect(router.state.location.search).toBe('');
  });

  it('“view details” opens the ticket and puts it in the address; closing goes back', async () => {
    serveTickets({
      tickets: [
        aTicket({ id: 't-1', title: 'اول' }),
        aTicket({ id: 't-2', title: 'دوم', updatedAt: '2025-01-01T00:00:00.000Z' }),
      ],
    });
    const { user, router } = renderTickets({ search: '?status=open' });
    await user.click(within(await findCard('دوم')).getByRole('button', { name: 'مشاهده جزئیات' }));
    expect(await screen.findByRole('dialog', { name: 'دوم' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=open&ticket=t-2');
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(router.state.location.search).toBe('?status=open');
  });
});
