import { TICKET_PAGE_SIZE, TICKET_STATUSES } from '@gold/contracts/constants';
import type { Ticket, TicketMessage, TicketStatus } from '@gold/contracts/tickets';
import { fail, ok } from '../fixtures';
import { created, get, paged, patch, post, serve, type Replies, type Sent, type Setup } from './plumbing';

/** A customer's message from 4 January 2025, 12:30 in Tehran (۱۵ دی ۱۴۰۳). */
export const aTicketMessage = (overrides: Partial<TicketMessage> = {}): TicketMessage => ({
  id: 'm-1',
  content: 'متن پیام',
  type: 'user',
  createdAt: '2025-01-04T09:00:00.000Z',
  ...overrides,
});

/** An open, medium-priority billing ticket opened on 4 January 2025 (۱۵ دی ۱۴۰۳), 12:00 in Tehran. */
export const aTicket = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 't-1',
  ticketNumber: 'TK-1403-00001',
  title: 'واریز انجام شده ولی موجودی افزایش نیافته',
  description: 'دیروز ۵ میلیون تومان واریز کردم ولی هنوز در کیف پولم نیامده است.',
  category: 'billing',
  priority: 'medium',
  status: 'open',
  createdAt: '2025-01-04T08:30:00.000Z',
  updatedAt: '2025-01-04T08:30:00.000Z',
  ...overrides,
});

/** A ticket as the list answers it: `messageCount`, no `messages`. */
export function listItem(ticket: Ticket): Ticket {
  const { messages, ...rest } = ticket;
  return { ...rest, messageCount: ticket.messageCount ?? messages?.length ?? 0 };
}

/** The customer's tickets, each with its conversation. */
export type TicketStore = { tickets: Array<Ticket & { messages: TicketMessage[] }> };

/** The next moment on the store's clock: a minute after the latest change, and not before 5 January 2025. */
function now({ tickets }: TicketStore) {
  const latest = Math.max(Date.parse('2025-01-05T08:00:00.000Z'), ...tickets.map((t) => Date.parse(t.updatedAt)));
  return new Date(latest + 60_000).toISOString();
}

const NOT_FOUND = () => fail(404, 'NOT_FOUND', 'تیکت یافت نشد');
const withId = ({ params, body, key }: Sent) => ({ id: params.id, body, key });

/**
 * The ticket endpoints as the mock answers them: the list filtered, paged and the most recently updated first, with
 * counts instead of messages; the stats counted; a new ticket, a message and a closing stored.
 */
function ticketRoutes(store: TicketStore) {
  const find = (id: string) => store.tickets.find((t) => t.id === id);
  return {
    list: get(
      '/api/tickets',
      ({ url }) => {
        const status = url.searchParams.get('status');
        const matching = store.tickets
          .filter((t) => !status || t.status === status)
          .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
        const { items, page, total, totalPages } = paged(matching, url, TICKET_PAGE_SIZE);
        return ok({ tickets: items.map(listItem), total, page, totalPages });
      },
      ({ url }) => url,
    ),
    // Before `detail`, which would take 'stats' for an id.
    stats: get('/api/tickets/stats', () =>
      ok({
        byStatus: Object.fromEntries(TICKET_STATUSES.map((s) => [s, store.tickets.filter((t) => t.status === s).length])),
        total: store.tickets.length,
      }),
    ),
    detail: get(
      '/api/tickets/:id',
      ({ params }) => {
        const ticket = find(params.id);
        return ticket ? ok({ ...ticket, messageCount: ticket.messages.length }) : NOT_FOUND();
      },
      ({ params }) => params.id,
    ),
    create: post(
      '/api/tickets',
      ({ body }) => {
        const at = now(store);
        const n = store.tickets.length + 1;
        const ticket = {
          ...aTicket(body as Partial<Ticket>),
          id: `t-new-${n}`,
          ticketNumber: `TK-1403-${String(100 + n).padStart(5, '0')}`,
          status: 'open' as const,
          createdAt: at,
          updatedAt: at,
          messages: [],
        };
        store.tickets.push(ticket);
        return created(ticket);
      },
      ({ body, key }) => ({ body, key }),
    ),
    message: post(
      '/api/tickets/:id/messages',
      ({ params, body }) => {
        const ticket = find(params.id);
        if (!ticket) return NOT_FOUND();
        if (ticket.status === 'closed') return fail(409, 'TICKET_CLOSED', 'این تیکت بسته شده است و پیام جدید نمی‌پذیرد');
        const { content } = body as { content: string };
        const message = aTicketMessage({ id: `m-sent-${ticket.messages.length + 1}`, content, createdAt: now(store) });
        ticket.messages.push(message);
        ticket.updatedAt = message.createdAt;
        return created({ message, ticket: listItem(ticket) });
      },
      withId,
    ),
    close: patch(
      '/api/tickets/:id',
      ({ params }) => {
        const ticket = find(params.id);
        if (!ticket) return NOT_FOUND();
        ticket.status = 'closed';
        ticket.updatedAt = now(store);
        return ok(ticket);
      },
      withId,
    ),
  };
}
export type TicketReplies = Replies<ReturnType<typeof ticketRoutes>>;

/** A store of copies of `tickets`, so that what the fake changes stays in the test. */
const ticketStore = ({ tickets = [] }: { tickets?: Ticket[] } = {}): TicketStore => ({
  tickets: tickets.map((t) => ({ ...t, messages: [...(t.messages ?? [])] })),
});

export function serveTickets({ replies, ...seed }: Setup<{ tickets: Ticket[] }, ReturnType<typeof ticketRoutes>> = {}) {
  const store = ticketStore(seed);
  return { store, calls: serve(ticketRoutes(store), replies) };
}

/** A support agent answers in the console; returns the `data` of the notification the test then emits. */
export function agentReplies(store: TicketStore, id: string, content: string, status: TicketStatus = 'in_progress') {
  const ticket = store.tickets.find((t) => t.id === id)!;
  const message = aTicketMessage({ id: `m-agent-${ticket.messages.length + 1}`, content, type: 'admin', createdAt: now(store) });
  ticket.messages.push(message);
  ticket.status = status;
  ticket.updatedAt = message.createdAt;
  return { ticketId: id, ticketNumber: ticket.ticketNumber, status, messageId: message.id };
}
