import { randomUUID } from 'node:crypto';
import { TICKET_NUMBER_PREFIX, TICKET_STATUSES } from '@gold/contracts/constants';
import type { ControlTicket } from '@gold/contracts/control';
import { tehranDay, toJalali } from '@gold/contracts/rules/jalali';
import { readTicketDraft, ticketMessageProblem, type TicketDraft } from '@gold/contracts/rules/tickets';
import type {
  CreateTicketRequest,
  Ticket,
  TicketMessage,
  TicketMessageType,
  TicketNotificationData,
  TicketStats,
  TicketStatus,
} from '@gold/contracts/tickets';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import type { DomainContext } from '../shared/context';
import { createNotification } from '../notifications/notifications';
import { agentReply } from './ticket-agent-replies';
import { requireUser } from '../auth/users';

type TicketRow = Row & {
  seq: number;
  id: string;
  ticket_number: string;
  user_id: string;
  title: string;
  description: string;
  category: Ticket['category'];
  priority: Ticket['priority'];
  status: TicketStatus;
  agent_reply_at: string | null;
  created_at: string;
  updated_at: string;
};
type MessageRow = Row & { id: string; ticket_id: string; type: TicketMessageType; content: string; created_at: string };

const TICKET = 'تیکت';

const STATUS_TEXT: Record<TicketStatus, string> = {
  open: 'باز',
  in_progress: 'در حال بررسی',
  resolved: 'حل‌شده',
  closed: 'بسته‌شده',
};

/**
 * A NUL is no character anyone types, and SQLite's length() and libsql's text both stop at one: kept, it would cut
 * the text short or break the length checks (a 500). The text is taken without it.
 */
const withoutNul = (text: string) => text.replaceAll('\0', '');

const toMessage = (r: MessageRow): TicketMessage => ({ id: r.id, content: r.content, type: r.type, createdAt: r.created_at });

const toTicket = (r: TicketRow): Omit<Ticket, 'messages' | 'messageCount'> => ({
  id: r.id,
  ticketNumber: r.ticket_number,
  title: r.title,
  description: r.description,
  category: r.category,
  priority: r.priority,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** `TK-1405-00042`: the Jalali year (Tehran) the ticket was opened in, and its place in the series. */
export function ticketNumber(seq: number, at: Date): string {
  const { year } = toJalali(tehranDay(at));
  return `${TICKET_NUMBER_PREFIX}-${year}-${String(seq).padStart(5, '0')}`;
}

const findRow = (db: Reader, id: string) => db.get<TicketRow>('SELECT * FROM tickets WHERE id = ?', id);

/** The customer's own ticket; another customer's id is 404, never a hint that it exists. */
function ownRow(db: Reader, userId: string, id: string): TicketRow {
  const row = findRow(db, id);
  if (!row || row.user_id !== userId) throw notFound(TICKET);
  return row;
}

function anyRow(db: Reader, id: string): TicketRow {
  const row = findRow(db, id);
  if (!row) throw notFound(TICKET);
  return row;
}

const messagesOf = (db: Reader, ticketId: string) =>
  db.all<MessageRow>('SELECT * FROM ticket_messages WHERE ticket_id = ? ORDER BY seq', ticketId).map(toMessage);

/** A ticket with its conversation, oldest message first. */
function withMessages(db: Reader, row: TicketRow): Ticket {
  const messages = messagesOf(db, row.id);
  return { ...toTicket(row), messages, messageCount: messages.length };
}

function insertMessage(tx: Tx, ticketId: string, type: TicketMessageType, content: string, at: string): TicketMessage {
  const message = { id: randomUUID(), content, type, createdAt: at };
  tx.run(
    'INSERT INTO ticket_messages (id, ticket_id, type, content, created_at) VALUES (?, ?, ?, ?, ?)',
    message.id,
    ticketId,
    type,
    content,
    at,
  );
  return message;
}

/** When the simulated agent will answer something said `now`; null when the agent is off. */
function agentDue(ctx: DomainContext, now: Date): string | null {
  return ctx.config.agentReplyMs > 0 ? new Date(now.getTime() + ctx.config.agentReplyMs).toISOString() : null;
}

/** Writes a ticket as it stands at `at`, numbered next in the series. Seeding uses it too. */
export function insertTicket(
  tx: Tx,
  userId: string,
  draft: TicketDraft,
  status: TicketStatus,
  at: Date,
  agentReplyAt: string | null,
): TicketRow {
  const seq = (tx.get<{ n: number }>('SELECT coalesce(max(seq), 0) AS n FROM tickets')?.n ?? 0) + 1;
  const id = randomUUID();
  const iso = at.toISOString();
  tx.run(
    `INSERT INTO tickets (seq, id, ticket_number, user_id, title, description, category, priority, status, agent_reply_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    seq,
    id,
    ticketNumber(seq, at),
    userId,
    draft.title,
    draft.description,
    draft.category,
    draft.priority,
    status,
    agentReplyAt,
    iso,
    iso,
  );
  return findRow(tx, id)!;
}

/** POST /api/tickets: each rule of spec 2 section 5 refuses with its own code; the agent will answer. */
export function createTicket(ctx: DomainContext, tx: Tx, userId: string, input: CreateTicketRequest): Ticket {
  requireUser(tx, userId);
  const result = readTicketDraft({
    ...input,
    title: input.title && withoutNul(input.title),
    description: input.description && withoutNul(input.description),
  });
  if ('problem' in result) throw new DomainError(result.problem);
  const now = ctx.clock.now();
  return withMessages(tx, insertTicket(tx, userId, result.draft, 'open', now, agentDue(ctx, now)));
}

/** GET /api/tickets: the most recently active first; the conversation is left out, its length given. */
export function listTickets(
  db: Reader,
  userId: string,
  { status, page, limit }: { status?: TicketStatus; page: number; limit: number },
): { tickets: Ticket[]; total: number; page: number; totalPages: number } {
  const filter = status ? 'AND t.status = ?' : '';
  const args = status ? [userId, status] : [userId];
  const total = db.get<{ n: number }>(`SELECT count(*) AS n FROM tickets AS t WHERE t.user_id = ? ${filter}`, ...args)?.n ?? 0;
  const rows = db.all<TicketRow & { message_count: number }>(
    `SELECT t.*, (SELECT count(*) FROM ticket_messages AS m WHERE m.ticket_id = t.id) AS message_count
     FROM tickets AS t WHERE t.user_id = ? ${filter} ORDER BY t.updated_at DESC, t.seq DESC LIMIT ? OFFSET ?`,
    ...args,
    limit,
    (page - 1) * limit,
  );
  return {
    tickets: rows.map((r) => ({ ...toTicket(r), messageCount: r.message_count })),
    total,
    page,
    totalPages: Math.ceil(total / limit),
  };
}

/** GET /api/tickets/stats: every status, zeros included. */
export function ticketStats(db: Reader, userId: string): TicketStats {
  const counted = db.all<{ status: TicketStatus; n: number }>(
    'SELECT status, count(*) AS n FROM tickets WHERE user_id = ? GROUP BY status',
    userId,
  );
  const byStatus = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as TicketStats['byStatus'];
  for (const { status, n } of counted) byStatus[status] = n;
  return { byStatus, total: counted.reduce((sum, c) => sum + c.n, 0) };
}

/** GET /api/tickets/{id} */
export const getTicket = (db: Reader, userId: string, id: string): Ticket => withMessages(db, ownRow(db, userId, id));

function touch(tx: Tx, id: string, at: string, set: { status?: TicketStatus; agentReplyAt?: string | null } = {}): void {
  tx.run(
    `UPDATE tickets SET updated_at = ?,
       status = coalesce(?, status),
       agent_reply_at = CASE WHEN ? THEN ? ELSE agent_reply_at END
     WHERE id = ?`,
    at,
    set.status ?? null,
    set.agentReplyAt !== undefined ? 1 : 0,
    set.agentReplyAt ?? null,
    id,
  );
}

/**
 * POST /api/tickets/{id}/messages: always a `user` message. A closed ticket refuses it; a resolved one opens again,
 * as a help desk does when the customer writes back. The agent answers once for messages sent before its answer.
 */
export function addCustomerMessage(
  ctx: DomainContext,
  tx: Tx,
  userId: string,
  ticketId: string,
  content: string,
): { message: TicketMessage; ticket: Ticket } {
  const row = ownRow(tx, userId, ticketId);
  const text = withoutNul(content);
  const problem = ticketMessageProblem(text);
  if (problem) throw new DomainError(problem);
  if (row.status === 'closed') throw new DomainError('TICKET_CLOSED');
  const now = ctx.clock.now();
  const at = now.toISOString();
  const message = insertMessage(tx, row.id, 'user', text.trim(), at);
  touch(tx, row.id, at, {
    status: row.status === 'resolved' ? 'open' : undefined,
    agentReplyAt: row.agent_reply_at ?? agentDue(ctx, now),
  });
  return { message, ticket: withMessages(tx, findRow(tx, row.id)!) };
}

/** PATCH /api/tickets/{id}: the customer may close their own ticket, and nothing else; closing it again changes nothing. */
export function updateTicketByCustomer(ctx: DomainContext, tx: Tx, userId: string, ticketId: string, status: string): Ticket {
  const row = ownRow(tx, userId, ticketId);
  if (status !== 'closed') throw new DomainError('TICKET_UPDATE_NOT_ALLOWED');
  if (row.status !== 'closed') {
    const at = ctx.clock.now().toISOString();
    insertMessage(tx, row.id, 'system', 'این تیکت به درخواست شما بسته شد.', at);
    touch(tx, row.id, at, { status: 'closed', agentReplyAt: null });
  }
  return withMessages(tx, findRow(tx, row.id)!);
}

type TicketNotice = { title: string; message: string; status: TicketStatus; priority: 'medium' | 'low'; messageId: string };

function notifyCustomer(tx: Tx, row: TicketRow, { title, message, status, priority, messageId }: TicketNotice, at: string) {
  const data: TicketNotificationData = { ticketId: row.id, ticketNumber: row.ticket_number, status, messageId };
  createNotification(tx, row.user_id, { type: 'ticket', title: `${title} ${row.ticket_number}`, message, priority, data }, at);
}

/**
 * The support side writes in a ticket: the simulated agent, or a salesperson from the console, and the customer is
 * told. An `admin` answer moves an open ticket to in progress and settles what the agent owed; the first answer to an
 * open ticket is told with medium priority, anything after with low. A `system` note changes no status.
 */
export function postSupportMessage(
  ctx: DomainContext,
  tx: Tx,
  ticketId: string,
  type: 'admin' | 'system',
  content: string,
): TicketMessage {
  const row = anyRow(tx, ticketId);
  const problem = ticketMessageProblem(withoutNul(content));
  if (problem) throw new DomainError(problem);
  if (row.status === 'closed') throw new DomainError('TICKET_CLOSED');
  const at = ctx.clock.now().toISOString();
  const text = withoutNul(content).trim();
  const message = insertMessage(tx, row.id, type, text, at);
  const answersOpen = type === 'admin' && row.status === 'open';
  const status = answersOpen ? 'in_progress' : row.status;
  touch(tx, row.id, at, type === 'admin' ? { status, agentReplyAt: null } : {});
  const title = type === 'admin' ? 'پاسخ پشتیبانی به تیکت' : 'پیام تازه در تیکت';
  notifyCustomer(tx, row, { title, message: text, status, priority: answersOpen ? 'medium' : 'low', messageId: message.id }, at);
  return message;
}

/**
 * PATCH /__mock/tickets/:id: any status, reopening included. The change joins the conversation as a system note,
 * and the customer is told (medium when the ticket opens again, low otherwise). Resolving or closing it cancels an
 * answer the agent owed: someone has dealt with it.
 */
export function setTicketStatus(ctx: DomainContext, tx: Tx, ticketId: string, status: TicketStatus): Ticket {
  const row = anyRow(tx, ticketId);
  if (row.status !== status) {
    const at = ctx.clock.now().toISOString();
    const note = `وضعیت تیکت به «${STATUS_TEXT[status]}» تغییر کرد.`;
    const message = insertMessage(tx, row.id, 'system', note, at);
    touch(tx, row.id, at, { status, ...(status === 'resolved' || status === 'closed' ? { agentReplyAt: null } : {}) });
    notifyCustomer(
      tx,
      row,
      {
        title: 'تغییر وضعیت تیکت',
        message: `${row.title}: ${note}`,
        status,
        priority: status === 'open' ? 'medium' : 'low',
        messageId: message.id,
      },
      at,
    );
  }
  return withMessages(tx, findRow(tx, row.id)!);
}

/** The simulated agent: answers every ticket whose answer is due, in the caller's transaction; says how many. */
export function answerDueTickets(ctx: DomainContext, tx: Tx): number {
  const due = tx.all<TicketRow & { name: string }>(
    `SELECT t.*, u.name FROM tickets AS t JOIN users AS u ON u.id = t.user_id
     WHERE t.agent_reply_at IS NOT NULL AND t.agent_reply_at <= ? ORDER BY t.agent_reply_at`,
    ctx.clock.now().toISOString(),
  );
  for (const row of due) {
    const answered = tx.get<{ n: number }>(
      "SELECT count(*) AS n FROM ticket_messages WHERE ticket_id = ? AND type = 'admin'",
      row.id,
    )!.n;
    const text = agentReply(() => ctx.random.next(), row.category, row.name, answered === 0);
    postSupportMessage(ctx, tx, row.id, 'admin', text);
  }
  return due.length;
}

/** The demo console's view: every ticket not closed, the longest waiting first. */
export function openTickets(db: Reader): ControlTicket[] {
  const rows = db.all<TicketRow & { mobile: string; name: string }>(
    `SELECT t.*, u.mobile, u.name FROM tickets AS t JOIN users AS u ON u.id = t.user_id
     WHERE t.status <> 'closed' ORDER BY t.updated_at, t.seq`,
  );
  return rows.map((r) => {
    const last = db.get<MessageRow>('SELECT * FROM ticket_messages WHERE ticket_id = ? ORDER BY seq DESC LIMIT 1', r.id);
    return {
      id: r.id,
      ticketNumber: r.ticket_number,
      mobile: r.mobile,
      name: r.name,
      title: r.title,
      category: r.category,
      priority: r.priority,
      status: r.status,
      updatedAt: r.updated_at,
      lastMessage: last ? { type: last.type, content: last.content, createdAt: last.created_at } : null,
      agentReplyAt: r.agent_reply_at,
    };
  });
}

/** A past ticket for the demo accounts, with its conversation at the times given; answers what a notification of it names. */
export function recordPastTicket(
  tx: Tx,
  userId: string,
  ticket: TicketDraft & { status: TicketStatus; at: Date; messages: { type: TicketMessageType; content: string; at: Date }[] },
): TicketNotificationData {
  const row = insertTicket(tx, userId, ticket, ticket.status, ticket.at, null);
  let updated = ticket.at.toISOString();
  for (const m of ticket.messages) {
    updated = m.at.toISOString();
    insertMessage(tx, row.id, m.type, m.content, updated);
  }
  tx.run('UPDATE tickets SET updated_at = ? WHERE id = ?', updated, row.id);
  return { ticketId: row.id, ticketNumber: row.ticket_number, status: row.status };
}
