import { http, HttpResponse } from 'msw';
import { TICKET_PAGE_SIZE, TICKET_STATUSES } from '@gold/contracts/constants';
import type { Ticket, TicketMessage, TicketStatus } from '@gold/contracts/tickets';
import { fail, ok } from './fixtures';
import { API, server } from './msw-server';

// ---------------------------------------------------------------------------------------------------------------
// The provider's data (spec 2 section 3), as the mock answers it

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

// ---------------------------------------------------------------------------------------------------------------
// A small stateful stand-in for the ticket endpoints

type Reply = (request: Request) => Response | Promise<Response> | undefined | Promise<Response | undefined>;
export type TicketReplies = Partial<Record<'list' | 'stats' | 'detail' | 'create' | 'message' | 'close', Reply>>;

const MINUTE = 60_000;

/**
 * Answers the ticket calls from `tickets` the way the mock does: the list filtered, paged and the most recently
 * updated first, with counts instead of messages; the stats counted; a new ticket, a message and a closing stored. A
 * reply given for an endpoint answers instead when it returns a Response (return nothing to fall through). The
 * result records what was sent, and `tickets` can be changed by the test (an agent's reply).
 */
export function serveTickets(initial: Ticket[] = [], replies: TicketReplies = {}) {
  const tickets = initial.map((t) => ({ ...t, messages: [...(t.messages ?? [])] }));
  const calls = {
    list: [] as URL[],
    stats: 0,
    detail: [] as string[],
    create: [] as Array<{ body: unknown; key: string | null }>,
    message: [] as Array<{ id: string; body: unknown; key: string | null }>,
    close: [] as Array<{ id: string; body: unknown; key: string | null }>,
  };
  const find = (id: unknown) => tickets.find((t) => t.id === id);
  let clock = Date.parse('2025-01-05T08:00:00.000Z');
  const now = () => new Date((clock += MINUTE)).toISOString();

  server.use(
    http.get(`${API}/api/tickets`, async ({ request }) => {
      const url = new URL(request.url);
      calls.list.push(url);
      const custom = await replies.list?.(request);
      if (custom) return custom;
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? TICKET_PAGE_SIZE);
      const matching = tickets
        .filter((t) => !status || t.status === status)
        .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
      const total = matching.length;
      return ok({
        tickets: matching.slice((page - 1) * limit, page * limit).map(listItem),
        total,
        page,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      });
    }),
    http.get(`${API}/api/tickets/stats`, async ({ request }) => {
      calls.stats++;
      const custom = await replies.stats?.(request);
      if (custom) return custom;
      const byStatus = Object.fromEntries(TICKET_STATUSES.map((s) => [s, tickets.filter((t) => t.status === s).length]));
      return ok({ byStatus, total: tickets.length });
    }),
    http.get(`${API}/api/tickets/:id`, async ({ request, params }) => {
      calls.detail.push(String(params.id));
      const custom = await replies.detail?.(request);
      if (custom) return custom;
      const ticket = find(params.id);
      return ticket ? ok({ ...ticket, messageCount: ticket.messages.length }) : fail(404, 'NOT_FOUND', 'تیکت یافت نشد');
    }),
    http.post(`${API}/api/tickets`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, string>;
      calls.create.push({ body, key: request.headers.get('Idempotency-Key') });
      const custom = await replies.create?.(request);
      if (custom) return custom;
      const at = now();
      const n = tickets.length + 1;
      const ticket = aTicket({
        ...(body as Partial<Ticket>),
        id: `t-new-${n}`,
        ticketNumber: `TK-1403-${String(100 + n).padStart(5, '0')}`,
        status: 'open',
        createdAt: at,
        updatedAt: at,
        messages: [],
      });
      tickets.push(ticket as Ticket & { messages: TicketMessage[] });
      return HttpResponse.json({ success: true, data: ticket }, { status: 201 });
    }),
    http.post(`${API}/api/tickets/:id/messages`, async ({ request, params }) => {
      const body = (await request.clone().json()) as { content: string };
      calls.message.push({ id: String(params.id), body, key: request.headers.get('Idempotency-Key') });
      const custom = await replies.message?.(request);
      if (custom) return custom;
      const ticket = find(params.id);
      if (!ticket) return fail(404, 'NOT_FOUND', 'تیکت یافت نشد');
      if (ticket.status === 'closed') return fail(409, 'TICKET_CLOSED', 'این تیکت بسته شده است و پیام جدید نمی‌پذیرد');
      const message = aTicketMessage({
        id: `m-sent-${calls.message.length}`,
        content: body.content,
        type: 'user',
        createdAt: now(),
      });
      ticket.messages.push(message);
      ticket.updatedAt = message.createdAt;
      return HttpResponse.json({ success: true, data: { message, ticket: listItem(ticket) } }, { status: 201 });
    }),
    http.patch(`${API}/api/tickets/:id`, async ({ request, params }) => {
      const body = await request.clone().json();
      calls.close.push({ id: String(params.id), body, key: request.headers.get('Idempotency-Key') });
      const custom = await replies.close?.(request);
      if (custom) return custom;
      const ticket = find(params.id);
      if (!ticket) return fail(404, 'NOT_FOUND', 'تیکت یافت نشد');
      ticket.status = 'closed';
      ticket.updatedAt = now();
      return ok(ticket);
    }),
  );

  /** A support agent answers in the console (the test then emits the notification). */
  const agentReplies = (id: string, content: string, status: TicketStatus = 'in_progress') => {
    const ticket = find(id)!;
    const message = aTicketMessage({ id: `m-agent-${ticket.messages.length + 1}`, content, type: 'admin', createdAt: now() });
    ticket.messages.push(message);
    ticket.status = status;
    ticket.updatedAt = message.createdAt;
    return { ticketId: id, ticketNumber: ticket.ticketNumber, status, messageId: message.id };
  };

  return { calls, tickets, agentReplies };
}
