import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import type { Ticket } from '@gold/contracts/tickets';
import { fail } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { shownInPlace } from '../../../entities/notifications/lib/shown-in-place';
import { aNotification } from '../../../test/fake-api/notifications';
import { gate } from '../../../test/fake-api/plumbing';
import { agentReplies, aTicket, aTicketMessage, serveTickets, type TicketReplies } from '../../../test/fake-api/tickets';
import { dialogClosed, findCard, renderTickets } from '../test/render-tickets';

let scrolled: Element[] = [];
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  scrolled = [];
  // happy-dom lays nothing out; what matters is which element was brought into view.
  Element.prototype.scrollIntoView = vi.fn(function scrollIntoView(this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const TITLE = 'واریز انجام شده ولی موجودی افزایش نیافته';
const XSS = '<img src=x onerror=alert(1)>';

/** An in-progress conversation: the opening text, an agent's answer, a system note and the customer's follow-up. */
const CONVERSATION = aTicket({
  id: 't-1',
  ticketNumber: 'TK-1403-00042',
  status: 'in_progress',
  priority: 'high',
  category: 'billing',
  description: 'دیروز ۵ میلیون تومان واریز کردم.',
  messages: [
    aTicketMessage({
      id: 'm-1',
      type: 'admin',
      content: 'سلام، لطفاً تصویر رسید را بفرستید.',
      createdAt: '2025-01-04T09:00:00.000Z',
    }),
    aTicketMessage({
      id: 'm-2',
      type: 'system',
      content: 'وضعیت تیکت به «در حال بررسی» تغییر کرد',
      createdAt: '2025-01-04T09:01:00.000Z',
    }),
    aTicketMessage({ id: 'm-3', type: 'user', content: `رسید را فرستادم ${XSS}\nخط دوم`, createdAt: '2025-01-04T10:15:00.000Z' }),
  ],
});

async function openTicket(ticket: Ticket = CONVERSATION, replies: TicketReplies = {}) {
  const served = serveTickets({ tickets: [ticket], replies });
  const rendered = renderTickets({ search: `?ticket=${ticket.id}` });
  const dialog = await screen.findByRole('dialog', { name: ticket.title });
  await within(dialog).findByRole('log', { name: 'گفتگو' });
  return { ...served, ...rendered, dialog };
}

const log = () => screen.getByRole('log', { name: 'گفتگو' });
const bubbles = () => within(log()).getAllByRole('listitem');
const replyBox = () => screen.getByRole('textbox', { name: 'پاسخ شما' });
const sendButton = () => screen.getByRole('button', { name: 'ارسال پیام' });

describe('the conversation', () => {
  it('has the header: number, status, priority, category and date', async () => {
    const { dialog } = await openTicket();
    expect(within(dialog).getByText('TK-1403-00042')).toHaveAttribute('dir', 'ltr');
    expect(within(dialog).getByText('در حال بررسی')).toBeInTheDocument();
    expect(within(dialog).getByText('اولویت زیاد')).toBeInTheDocument();
    expect(within(dialog).getByText(/دسته‌بندی: مالی/)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: TITLE })).toBeInTheDocument();
  });

  it('starts with the description as the customer’s first message, then the messages oldest first, each labelled and timed', async () => {
    await openTicket();
    const items = bubbles();
    expect(items).toHaveLength(4);
    const [opening, agent, system, followUp] = items;
    expect(within(opening).getByText('شما')).toBeInTheDocument();
    expect(within(opening).getByText('دیروز ۵ میلیون تومان واریز کردم.')).toBeInTheDocument();
    expect(within(opening).getByText('۱۵ دی ۱۴۰۳ ساعت ۱۲:۰۰')).toHaveAttribute('datetime', '2025-01-04T08:30:00.000Z');
    expect(within(agent).getByText('کارشناس پشتیبانی')).toBeInTheDocument();
    expect(within(agent).getByText('۱۵ دی ۱۴۰۳ ساعت ۱۲:۳۰')).toBeInTheDocument();
    expect(within(system).getByText('پیام سیستم')).toBeInTheDocument();
    expect(within(followUp).getByText('شما')).toBeInTheDocument();
    expect(within(followUp).getByText('۱۵ دی ۱۴۰۳ ساعت ۱۳:۴۵')).toBeInTheDocument();
  });

  it('puts the customer at the start, the agent at the end and the system in the middle, in different colours', async () => {
    await openTicket();
    const [opening, agent, system, followUp] = bubbles().map((b) => getComputedStyle(b));
    expect(opening.alignSelf).toBe('flex-start');
    expect(followUp.alignSelf).toBe('flex-start');
    expect(agent.alignSelf).toBe('flex-end');
    expect(system.alignSelf).toBe('center');
    expect(opening.backgroundColor).toBe(followUp.backgroundColor);
    expect(new Set([opening.backgroundColor, agent.backgroundColor, system.backgroundColor]).size).toBe(3);
  });

  it('shows markup in a message as the text it is, keeping line breaks', async () => {
    await openTicket();
    const text = within(bubbles()[3]).getByText(/رسید را فرستادم/);
    expect(text.textContent).toBe(`رسید را فرستادم ${XSS}\nخط دوم`);
    expect(text).toHaveAttribute('dir', 'auto');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(log().querySelector('img')).toBeNull();
  });

  it('brings the newest message into view when it opens', async () => {
    await openTicket();
    await waitFor(() => expect(scrolled.length).toBeGreaterThan(0));
    const sentinel = scrolled.at(-1)!;
    expect(sentinel.previousElementSibling?.lastElementChild).toBe(bubbles()[3]);
  });

  it('takes the whole screen on a phone', async () => {
    const { happyDOM } = window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } };
    const { innerWidth: width, innerHeight: height } = window;
    happyDOM.setViewport({ width: 375, height: 740 });
    try {
      const { dialog } = await openTicket();
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    } finally {
      happyDOM.setViewport({ width, height });
    }
  });

  it('is a window on a wider screen', async () => {
    const { dialog } = await openTicket();
    expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
  });

  it('shows a loading state, then the conversation', async () => {
    const wait = gate();
    serveTickets({
      tickets: [CONVERSATION],
      replies: {
        detail: async () => {
          await wait.promise;
          return undefined;
        },
      },
    });
    renderTickets({ search: '?ticket=t-1' });
    const dialog = await screen.findByRole('dialog', { name: 'جزئیات تیکت' });
    expect(within(dialog).getByRole('status', { name: 'در حال دریافت تیکت' })).toBeInTheDocument();
    wait.open();
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('a failed load shows the server’s words, and retry asks again', async () => {
    const { calls } = serveTickets({
      tickets: [CONVERSATION],
      replies: {
        detail: () => (calls.detail.length === 1 ? fail(503, 'INTERNAL_ERROR', 'سرور موقتاً در دسترس نیست') : undefined),
      },
    });
    const { user } = renderTickets({ search: '?ticket=t-1' });
    const dialog = await screen.findByRole('dialog', { name: 'جزئیات تیکت' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('سرور موقتاً در دسترس نیست');
    await user.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('a ticket that does not exist says so', async () => {
    serveTickets();
    renderTickets({ search: '?ticket=t-404' });
    const dialog = await screen.findByRole('dialog', { name: 'جزئیات تیکت' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('تیکت یافت نشد');
  });

  it('an agent’s reply arriving live appears in the open conversation and is brought into view', async () => {
    const { store, realtime } = await openTicket(aTicket({ id: 't-1', messages: [] }));
    expect(bubbles()).toHaveLength(1);
    const data = agentReplies(store, 't-1', 'رسید شما تأیید شد و موجودی به‌روز شد.', 'resolved');
    realtime.emit('notification', aNotification({ id: 'n-9', type: 'ticket', data }) as Notification);
    const reply = await within(log()).findByText('رسید شما تأیید شد و موجودی به‌روز شد.');
    expect(within(reply.closest('li')!).getByText('کارشناس پشتیبانی')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('حل‌شده')).toBeInTheDocument();
    await waitFor(() => expect(scrolled.at(-1)?.previousElementSibling?.lastElementChild).toBe(reply.closest('li')));
  });

  it('while its conversation shows, the ticket’s own notices are not toasted over it; others are', async () => {
    const notice = (ticketId: string) =>
      aNotification({ id: `n-${ticketId}`, type: 'ticket', data: { ticketId } }) as Notification;
    const { user } = await openTicket(aTicket({ id: 't-1', messages: [] }));
    expect(shownInPlace(notice('t-1'))).toBe(true);
    expect(shownInPlace(notice('t-2'))).toBe(false);
    expect(shownInPlace(aNotification({ id: 'n-kyc', type: 'kyc', data: { ticketId: 't-1' } }) as Notification)).toBe(false);
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'بستن' })[0]);
    await dialogClosed();
    expect(shownInPlace(notice('t-1'))).toBe(false);
  });
});

describe('the reply box', () => {
  it('sends the message as the customer’s with an Idempotency-Key, shows it, and empties the box', async () => {
    const { calls, user } = await openTicket();
    expect(within(screen.getByRole('dialog')).getByText('۰ / ۲٬۰۰۰')).toBeInTheDocument();
    await user.type(replyBox(), 'ممنون');
    expect(within(screen.getByRole('dialog')).getByText('۵ / ۲٬۰۰۰')).toBeInTheDocument();
    expect(replyBox()).toHaveAttribute('maxlength', '2000');
    await user.click(sendButton());
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    expect(within(bubbles()[4]).getByText('ممنون')).toBeInTheDocument();
    expect(within(bubbles()[4]).getByText('شما')).toBeInTheDocument();
    expect(replyBox()).toHaveValue('');
    expect(calls.message).toEqual([
      { id: 't-1', body: { content: 'ممنون', type: 'user' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);

    // The same words again, on purpose, are a new message with a new key.
    await user.type(replyBox(), 'ممنون');
    await user.click(sendButton());
    await waitFor(() => expect(bubbles()).toHaveLength(6));
    expect(calls.message[1].key).not.toBe(calls.message[0].key);
  });

  it('Ctrl+Enter sends; Enter alone is a new line', async () => {
    const { calls, user } = await openTicket();
    await user.type(replyBox(), 'خط اول{Enter}خط دوم');
    expect(replyBox()).toHaveValue('خط اول\nخط دوم');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls.message).toHaveLength(1));
    expect(calls.message[0].body).toEqual({ content: 'خط اول\nخط دوم', type: 'user' });
  });

  it('refuses a blank message without asking the server', async () => {
    const { calls, user } = await openTicket();
    await user.type(replyBox(), '   ');
    await user.click(sendButton());
    expect(await screen.findByText('متن پیام نمی‌تواند خالی باشد')).toBeInTheDocument();
    expect(replyBox()).toHaveAttribute('aria-invalid', 'true');
    expect(replyBox()).toHaveAccessibleDescription(/متن پیام نمی‌تواند خالی باشد/);
    expect(replyBox()).toHaveFocus();
    expect(calls.message).toHaveLength(0);
  });

  it('is disabled while the message is on its way', async () => {
    const wait = gate();
    const { calls, user } = await openTicket(CONVERSATION, {
      message: async () => {
        await wait.promise;
        return undefined;
      },
    });
    await user.type(replyBox(), 'سلام');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(calls.message).toHaveLength(1);
    wait.open();
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(replyBox()).toHaveValue('');
  });

  it('a refusal for a closed ticket shows its words; the conversation then shows it closed', async () => {
    const { calls, store, user } = await openTicket();
    // Support closed it in the console meanwhile, and no notification reached the panel.
    store.tickets[0].status = 'closed';
    await user.type(replyBox(), 'هنوز هست؟');
    await user.click(sendButton());
    // The refusal's words, then the ticket asked again shows it closed: the note says the same.
    expect(await screen.findByRole('note')).toHaveTextContent('این تیکت بسته شده است و پیام جدید نمی‌پذیرد');
    expect(screen.queryByRole('textbox', { name: 'پاسخ شما' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText('بسته‌شده')).toBeInTheDocument();
    expect(calls.message).toHaveLength(1);
  });

  it('shows the server’s words for a refusal, and “error sending message” without them; the text stays', async () => {
    const { calls, user } = await openTicket(CONVERSATION, {
      message: () =>
        calls.message.length === 1 ? fail(409, 'TICKET_CLOSED', 'این تیکت بسته شده است و پیام جدید نمی‌پذیرد') : undefined,
    });
    await user.type(replyBox(), 'سلام');
    await user.click(sendButton());
    const alert = () => within(screen.getByRole('form', { name: 'پاسخ شما' })).getByRole('alert');
    await waitFor(() => expect(alert()).toHaveTextContent('این تیکت بسته شده است و پیام جدید نمی‌پذیرد'));
    expect(replyBox()).toHaveValue('سلام');

    server.use(http.post(`${API}/api/tickets/:id/messages`, () => HttpResponse.error()));
    await user.click(sendButton());
    // The new attempt clears the old words first, so the alert may be a new element.
    await waitFor(() => expect(alert()).toHaveTextContent('خطا در ارسال پیام'));
    expect(replyBox()).toHaveValue('سلام');
  });

  it('is replaced by a note on a closed ticket, with no close button', async () => {
    const { dialog } = await openTicket(aTicket({ status: 'closed', messages: [] }));
    expect(within(dialog).queryByRole('textbox', { name: 'پاسخ شما' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ارسال پیام' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'بستن تیکت' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('این تیکت بسته شده است و پیام جدید نمی‌پذیرد');
  });
});

describe('closing a ticket', () => {
  it('asks first; cancel sends nothing; confirming closes it, says so, and takes the reply box away', async () => {
    const { calls, user, dialog } = await openTicket();
    await user.click(within(dialog).getByRole('button', { name: 'بستن تیکت' }));
    let confirm = await screen.findByRole('dialog', { name: 'این تیکت بسته شود؟' });
    expect(confirm).toHaveAccessibleDescription(/دیگر نمی‌توانید در این تیکت پیامی بفرستید/);
    await user.click(within(confirm).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'این تیکت بسته شود؟' })).not.toBeInTheDocument());
    expect(calls.close).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'بستن تیکت' }));
    confirm = await screen.findByRole('dialog', { name: 'این تیکت بسته شود؟' });
    await user.click(within(confirm).getByRole('button', { name: 'بله، بسته شود' }));
    expect(await screen.findByText('تیکت بسته شد')).toBeInTheDocument();
    expect(calls.close).toEqual([{ id: 't-1', body: { status: 'closed' }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'پاسخ شما' })).not.toBeInTheDocument());
    const ticketDialog = screen.getByRole('dialog', { name: TITLE });
    expect(within(ticketDialog).getByRole('note')).toHaveTextContent('این تیکت بسته شده است و پیام جدید نمی‌پذیرد');
    // The button the customer was on is gone: focus is on the note, not lost.
    await waitFor(() => expect(within(ticketDialog).getByRole('note')).toHaveFocus());
    expect(within(ticketDialog).getByText('بسته‌شده')).toBeInTheDocument();
    expect(within(ticketDialog).queryByRole('button', { name: 'بستن تیکت' })).not.toBeInTheDocument();

    // The card behind shows it closed too.
    await user.click(within(ticketDialog).getByRole('button', { name: 'بستن' }));
    await dialogClosed();
    expect(within(await findCard(TITLE)).getByText('بسته‌شده')).toBeInTheDocument();
  });

  it('a failure is said in the question, the server’s words first', async () => {
    const { user, dialog } = await openTicket(CONVERSATION, {
      close: () => fail(400, 'TICKET_UPDATE_NOT_ALLOWED', 'از پنل فقط می‌توانید تیکت را ببندید'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'بستن تیکت' }));
    const confirm = await screen.findByRole('dialog', { name: 'این تیکت بسته شود؟' });
    await user.click(within(confirm).getByRole('button', { name: 'بله، بسته شود' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('از پنل فقط می‌توانید تیکت را ببندید');
    await user.click(within(confirm).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'این تیکت بسته شود؟' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'پاسخ شما' })).toBeInTheDocument();
  });
});
