import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKET_CATEGORIES, TICKET_PAGE_SIZE, TICKET_PRIORITIES, TICKET_STATUSES } from '@gold/contracts/constants';
import { errorMessage, type ErrorCode } from '@gold/contracts/errors';
import { notificationListResponseSchema } from '@gold/contracts/notifications';
import {
  ticketListResponseSchema,
  ticketMessageResponseSchema,
  ticketNotificationDataSchema,
  ticketResponseSchema,
  ticketStatsResponseSchema,
  type Ticket,
  type TicketStatus,
} from '@gold/contracts/tickets';
import { answerDueTickets } from '../domain/tickets/tickets';
import {
  buildMock,
  callAs,
  expectErrorEnvelope,
  MOBILES,
  signIn,
  userIdOf,
  type CallOptions,
  type Method,
  type Mock,
} from '../test-utils';

/** Saturday 2026-11-21, 09:30 in Tehran: 30 Aban 1405. */
const START = new Date('2026-11-21T09:30:00+03:30');
const FRESH = { mobile: '+989121234567', password: 'Fresh@12345', name: 'کاربر تازه' };
const NOT_FOUND_TEXT = 'تیکت یافت نشد';
const CLOSED_NOTE = 'این تیکت به درخواست شما بسته شد.';
/** Six tickets are seeded (four for the first account, two for the second): a new one is the seventh of the series. */
const SEEDED_TICKETS = 6;

let mock: Mock;
/** The first demo account: one ticket in every status. */
let token: string;

beforeEach(async () => {
  mock = buildMock({}, START);
  token = await signIn(mock, MOBILES.kyc2);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await mock.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Calls and checks.

const api = (method: Method, path: string, { as = token, body, key }: CallOptions = {}) =>
  callAs(mock, method, path, as, body, key);

function expectError(res: { status: number; body: unknown }, status: number, code: ErrorCode, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorEnvelope(res.body, code);
  const text = (res.body as { message: string }).message;
  expect(text).toBe(message ?? (errorMessage as (code: ErrorCode) => string)(code));
  expect(text).toMatch(/[\u0600-\u06FF]/);
}

const VALID = { title: 'مشکل در ورود', description: 'پس از وارد کردن رمز، صفحه دوباره بارگذاری می‌شود.' };

const createRaw = (body: object, opts: Omit<CallOptions, 'body'> = {}) => api('post', '/api/tickets', { ...opts, body });

/** Opens a ticket that must be accepted; answers it. */
async function open(body: object = VALID, as = token): Promise<Ticket> {
  const res = await createRaw(body, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ticketResponseSchema.parse(res.body).data;
}

async function detail(id: string, as = token): Promise<Ticket> {
  const res = await api('get', `/api/tickets/${id}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ticketResponseSchema.parse(res.body).data;
}

async function list(query = '', as = token) {
  const res = await api('get', `/api/tickets${query}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ticketListResponseSchema.parse(res.body).data;
}

async function stats(as = token) {
  const res = await api('get', '/api/tickets/stats', { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ticketStatsResponseSchema.parse(res.body).data;
}

const say = (id: string, body: object, opts: Omit<CallOptions, 'body'> = {}) =>
  api('post', `/api/tickets/${id}/messages`, { ...opts, body });
const patch = (id: string, body: object, opts: Omit<CallOptions, 'body'> = {}) =>
  api('patch', `/api/tickets/${id}`, { ...opts, body });

/** The first account's seeded ticket in `status`. */
async function seeded(status: TicketStatus): Promise<Ticket> {
  const found = (await list(`?status=${status}`)).tickets;
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** A customer of their own, created through the control API; answers the token. */
async function customer(who = FRESH) {
  const res = await mock.http().post('/__mock/users').send({ mobile: who.mobile, name: who.name, password: who.password });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return signIn(mock, who.mobile, who.password);
}

const count = (sql: string, ...params: string[]) => mock.db.get<{ n: number }>(sql, ...params)!.n;
/** Everything a ticket call may write: the tickets and their messages as stored, and the rows beside them. */
const state = () => ({
  tickets: mock.db.all('SELECT * FROM tickets ORDER BY seq'),
  messages: mock.db.all('SELECT * FROM ticket_messages ORDER BY seq'),
  notifications: count('SELECT count(*) AS n FROM notifications'),
  keys: count('SELECT count(*) AS n FROM idempotency_keys'),
});

const at = (ms = 0) => new Date(START.getTime() + ms).toISOString();
const repeat = (n: number, text = 'ب') => text.repeat(n);

// ---------------------------------------------------------------------------------------------------------------

describe('POST /api/tickets', () => {
  it('opens a ticket: open, general and medium by default, numbered next in the series, with no messages yet', async () => {
    const res = await createRaw(VALID);
    expect(res.status).toBe(201);
    const body = ticketResponseSchema.parse(res.body);
    expect(body.message).toBe('تیکت شما ثبت شد');
    expect(body.data).toEqual({
      id: expect.any(String),
      ticketNumber: `TK-1405-${String(SEEDED_TICKETS + 1).padStart(5, '0')}`,
      ...VALID,
      category: 'general',
      priority: 'medium',
      status: 'open',
      messages: [],
      messageCount: 0,
      createdAt: at(),
      updatedAt: at(),
    });
    // It is stored: the customer reads it back, and it is theirs.
    expect(await detail(body.data.id)).toEqual(body.data);
    expect(mock.db.get('SELECT user_id FROM tickets WHERE id = ?', body.data.id)).toEqual({
      user_id: userIdOf(mock, MOBILES.kyc2),
    });
  });

  it('trims the title and description, and keeps the category and priority chosen', async () => {
    const ticket = await open({ title: '  عنوان  ', description: '\n شرح \t', category: 'kyc', priority: 'urgent' });
    expect(ticket).toMatchObject({ title: 'عنوان', description: 'شرح', category: 'kyc', priority: 'urgent' });
  });

  it.each(TICKET_CATEGORIES)('accepts the category %s', async (category) => {
    expect((await open({ ...VALID, category })).category).toBe(category);
  });

  it.each(TICKET_PRIORITIES)('accepts the priority %s', async (priority) => {
    expect((await open({ ...VALID, priority })).priority).toBe(priority);
  });

  it('accepts a title of exactly 200 characters and a description of exactly 2,000, counted after trimming', async () => {
    const ticket = await open({ title: ` ${repeat(200)} `, description: `\n${repeat(2000, 'x')}\n` });
    expect(ticket.title).toHaveLength(200);
    expect(ticket.description).toHaveLength(2000);
  });

  it('numbers tickets in one increasing series across customers, each number unique', async () => {
    const other = await customer();
    const numbers: string[] = [];
    for (const as of [token, other, token, other]) {
      numbers.push((await open(VALID, as)).ticketNumber);
      mock.clock.advance(1000);
    }
    expect(numbers).toEqual([7, 8, 9, 10].map((n) => `TK-1405-${String(n).padStart(5, '0')}`));
    const all = mock.db
      .all<{ ticket_number: string }>('SELECT ticket_number FROM tickets ORDER BY seq')
      .map((r) => r.ticket_number);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(all);
  });

  const refusals: [string, object, ErrorCode][] = [
    ['an empty body', {}, 'TICKET_FIELDS_REQUIRED'],
    ['no title', { description: VALID.description }, 'TICKET_FIELDS_REQUIRED'],
    ['an empty title', { ...VALID, title: '' }, 'TICKET_FIELDS_REQUIRED'],
    ['a blank title', { ...VALID, title: ' \n\t ' }, 'TICKET_FIELDS_REQUIRED'],
    ['no description', { title: VALID.title }, 'TICKET_FIELDS_REQUIRED'],
    ['a blank description', { ...VALID, description: '   ' }, 'TICKET_FIELDS_REQUIRED'],
    ['a title of zero-width characters only', { ...VALID, title: '\u200B\u200C' }, 'NO_VISIBLE_TEXT'],
    ['a description of zero-width characters only', { ...VALID, description: '\u200B\u200C' }, 'NO_VISIBLE_TEXT'],
    ['a title of bidi controls and spaces only', { ...VALID, title: '\u202E \u2066\u2069\u200F' }, 'NO_VISIBLE_TEXT'],
    ['a title of 201 characters', { ...VALID, title: repeat(201) }, 'TICKET_TITLE_TOO_LONG'],
    ['a description of 2,001 characters', { ...VALID, description: repeat(2001) }, 'TICKET_DESCRIPTION_TOO_LONG'],
    ['an unknown category', { ...VALID, category: 'sales' }, 'INVALID_TICKET_CATEGORY'],
    ['a category in capitals', { ...VALID, category: 'General' }, 'INVALID_TICKET_CATEGORY'],
    ['an empty category', { ...VALID, category: '' }, 'INVALID_TICKET_CATEGORY'],
    ['an unknown priority', { ...VALID, priority: 'critical' }, 'INVALID_TICKET_PRIORITY'],
    ['a priority in capitals', { ...VALID, priority: 'HIGH' }, 'INVALID_TICKET_PRIORITY'],
    ['a status of its own', { ...VALID, status: 'closed' }, 'VALIDATION_ERROR'],
    ['a ticket number of its own', { ...VALID, ticketNumber: 'TK-1405-99999' }, 'VALIDATION_ERROR'],
    ['messages of its own', { ...VALID, messages: [{ content: 'x', type: 'admin' }] }, 'VALIDATION_ERROR'],
    ['a title that is not text', { ...VALID, title: 42 }, 'VALIDATION_ERROR'],
    ['a null category', { ...VALID, category: null }, 'VALIDATION_ERROR'],
    ['an array', [VALID], 'VALIDATION_ERROR'],
  ];
  it.each(refusals)('refuses %s with its code and Persian text, writing nothing', async (_name, body, code) => {
    const before = state();
    expectError(await createRaw(body), 400, code);
    expect(state()).toEqual(before);
  });

  it('leaves NUL characters out, which the database cannot keep: a field of nothing else is missing, never a 500', async () => {
    const before = state();
    expectError(await createRaw({ ...VALID, description: '\u0000' }), 400, 'TICKET_FIELDS_REQUIRED');
    expectError(await createRaw({ ...VALID, title: '\u0000 \u0000' }), 400, 'TICKET_FIELDS_REQUIRED');
    expect(state()).toEqual(before);
    const ticket = await open({ title: '\u0000عنوان', description: 'شرح\u0000 کامل' });
    expect(ticket).toMatchObject({ title: 'عنوان', description: 'شرح کامل' });
    expect(await detail(ticket.id)).toEqual(ticket);
  });

  it('names each length in its Persian text', async () => {
    expect((await createRaw({ ...VALID, title: repeat(201) })).body.message).toContain('۲۰۰');
    expect((await createRaw({ ...VALID, description: repeat(2001) })).body.message).toContain('۲٬۰۰۰');
  });

  it('refuses a visitor and a tampered token with 401, writing nothing', async () => {
    const before = state();
    expectError(await createRaw(VALID, { as: '' }), 401, 'UNAUTHORIZED');
    expectError(await createRaw(VALID, { as: `${token.slice(0, -3)}abc` }), 401, 'UNAUTHORIZED');
    expect(state()).toEqual(before);
  });

  it('opens one ticket for a repeated Idempotency-Key, and answers 422 to the same key with another body', async () => {
    const first = await createRaw(VALID, { key: 'ticket-1' });
    expect(first.status).toBe(201);
    const tickets = state().tickets.length;
    mock.clock.advance(5000);

    const again = await createRaw({ description: VALID.description, title: VALID.title }, { key: 'ticket-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(state().tickets).toHaveLength(tickets);

    const before = state();
    expectError(await createRaw({ ...VALID, title: 'دیگر' }, { key: 'ticket-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(state()).toEqual(before);

    // Another key is another ticket, and another customer's same key is theirs.
    expect((await createRaw(VALID, { key: 'ticket-2' })).body.data.id).not.toBe(first.body.data.id);
    const other = await customer();
    const theirs = await createRaw(VALID, { key: 'ticket-1', as: other });
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(state().tickets).toHaveLength(tickets + 2);
  });

  it('keeps no key for a refused request: the corrected body under the same key opens the ticket', async () => {
    expectError(await createRaw({ ...VALID, title: '' }, { key: 'retry' }), 400, 'TICKET_FIELDS_REQUIRED');
    const res = await createRaw(VALID, { key: 'retry' });
    expect(res.status).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('GET /api/tickets', () => {
  it('lists the customer’s own tickets, the most recently active first, with a message count and no conversation', async () => {
    const data = await list();
    expect(data).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    expect(data.tickets.map((t) => t.status)).toEqual(['open', 'in_progress', 'resolved', 'closed']);
    const updated = data.tickets.map((t) => Date.parse(t.updatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    for (const ticket of data.tickets) {
      expect(ticket).not.toHaveProperty('messages');
      const full = await detail(ticket.id);
      expect(ticket.messageCount).toBe(full.messages!.length);
      expect(ticket).toEqual({ ...full, messages: undefined, messageCount: full.messages!.length });
    }
    expect(data.tickets.map((t) => t.messageCount)).toEqual([0, 1, 2, 3]);
  });

  it('moves a ticket to the top when there is new activity on it', async () => {
    const closed = await seeded('closed');
    const resolved = await seeded('resolved');
    mock.clock.advance(60_000);
    expect((await say(resolved.id, { content: 'هنوز مشکل دارم' })).status).toBe(201);
    const data = await list();
    expect(data.tickets[0]!.id).toBe(resolved.id);
    expect(data.tickets[0]).toMatchObject({ status: 'open', messageCount: 3, updatedAt: at(60_000) });
    expect(data.tickets.at(-1)!.id).toBe(closed.id);
  });

  it('filters by status', async () => {
    for (const status of TICKET_STATUSES) {
      const data = await list(`?status=${status}`);
      expect(data.total, status).toBe(1);
      expect(data.tickets.map((t) => t.status)).toEqual([status]);
    }
    const second = await signIn(mock, MOBILES.kyc1);
    expect((await list('?status=closed', second)).tickets).toEqual([]);
    expect((await list('?status=open', second)).tickets.map((t) => t.title)).toEqual(['ارتقا به سطح ۲ احراز هویت']);
  });

  it('pages the tickets: total, totalPages and the default page size', async () => {
    const fresh = await customer();
    const opened: string[] = [];
    for (let i = 0; i < 12; i++) {
      opened.push((await open({ ...VALID, title: `تیکت ${i}` }, fresh)).id);
      // Apart enough for the limit of tickets an hour.
      mock.clock.advance(6 * 60_000);
    }
    const newestFirst = [...opened].reverse();

    const pages = [1, 2, 3].map((page) => list(`?page=${page}&limit=5`, fresh));
    const [p1, p2, p3] = await Promise.all(pages);
    expect([p1, p2, p3].map((p) => ({ ...p, tickets: p.tickets.length }))).toEqual([
      { tickets: 5, total: 12, page: 1, totalPages: 3 },
      { tickets: 5, total: 12, page: 2, totalPages: 3 },
      { tickets: 2, total: 12, page: 3, totalPages: 3 },
    ]);
    expect([p1, p2, p3].flatMap((p) => p.tickets.map((t) => t.id))).toEqual(newestFirst);
    expect(await list('?page=4&limit=5', fresh)).toEqual({ tickets: [], total: 12, page: 4, totalPages: 3 });

    const first = await list('', fresh);
    expect(first.tickets.map((t) => t.id)).toEqual(newestFirst.slice(0, TICKET_PAGE_SIZE));
    expect(first).toMatchObject({ total: 12, page: 1, totalPages: Math.ceil(12 / TICKET_PAGE_SIZE) });
    expect((await list('?limit=100', fresh)).tickets).toHaveLength(12);
    // Filtered, the count is of the filtered tickets.
    expect(await list('?status=closed', fresh)).toEqual({ tickets: [], total: 0, page: 1, totalPages: 0 });
  });

  it('answers an empty list to a customer with no tickets, and never another customer’s', async () => {
    const fresh = await customer();
    expect(await list('', fresh)).toEqual({ tickets: [], total: 0, page: 1, totalPages: 0 });
    const mine = await open(VALID, fresh);
    expect((await list('', fresh)).tickets.map((t) => t.id)).toEqual([mine.id]);
    expect((await list()).tickets.map((t) => t.id)).not.toContain(mine.id);
    expect((await list()).total).toBe(4);
  });

  it.each([
    '?status=pending',
    '?status=OPEN',
    '?status=',
    '?status=open&status=closed',
    '?page=0',
    '?page=-1',
    '?page=abc',
    '?page=1.5',
    '?limit=0',
    '?limit=101',
    '?limit=ten',
  ])('answers 400 to the query %s', async (query) => {
    expectError(await api('get', `/api/tickets${query}`), 400, 'VALIDATION_ERROR');
  });

  it('refuses a visitor with 401', async () => {
    expectError(await api('get', '/api/tickets', { as: '' }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/tickets/stats', () => {
  it('counts every status, zeros included: all zeros for a new customer', async () => {
    const fresh = await customer();
    expect(await stats(fresh)).toEqual({ byStatus: { open: 0, in_progress: 0, resolved: 0, closed: 0 }, total: 0 });
  });

  it('counts the seeded tickets of each account', async () => {
    expect(await stats()).toEqual({ byStatus: { open: 1, in_progress: 1, resolved: 1, closed: 1 }, total: 4 });
    const second = await signIn(mock, MOBILES.kyc1);
    expect(await stats(second)).toEqual({ byStatus: { open: 1, in_progress: 0, resolved: 1, closed: 0 }, total: 2 });
  });

  it('follows what the customer does, and only the customer’s own tickets', async () => {
    const fresh = await customer();
    const a = await open(VALID, fresh);
    await open(VALID, fresh);
    expect(await stats(fresh)).toEqual({ byStatus: { open: 2, in_progress: 0, resolved: 0, closed: 0 }, total: 2 });
    expect((await patch(a.id, { status: 'closed' }, { as: fresh })).status).toBe(200);
    expect(await stats(fresh)).toEqual({ byStatus: { open: 1, in_progress: 0, resolved: 0, closed: 1 }, total: 2 });
    expect((await stats()).total).toBe(4);
  });

  it('refuses a visitor with 401', async () => {
    expectError(await api('get', '/api/tickets/stats', { as: '' }), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/tickets/:id', () => {
  it('answers the ticket with its conversation, oldest message first; the description is not a message', async () => {
    const closed = await detail((await seeded('closed')).id);
    expect(closed.title).toBe('کسر دوبار مبلغ درگاه پرداخت');
    expect(closed.messages!.map((m) => m.type)).toEqual(['admin', 'user', 'system']);
    expect(closed.messageCount).toBe(3);
    const times = closed.messages!.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(closed.messages!.map((m) => m.content)).not.toContain(closed.description);
    expect(closed.messages!.at(-1)!.content).toBe('وضعیت تیکت به «بسته‌شده» تغییر کرد.');
  });

  it('answers 404 to another customer’s ticket, as to one that does not exist, and never its data', async () => {
    const mine = await seeded('in_progress');
    const other = await signIn(mock, MOBILES.kyc1);
    const theirs = await api('get', `/api/tickets/${mine.id}`, { as: other });
    expectError(theirs, 404, 'NOT_FOUND', NOT_FOUND_TEXT);
    expect(JSON.stringify(theirs.body)).not.toContain(mine.title);
    const unknown = await api('get', '/api/tickets/00000000-0000-4000-8000-000000000000', { as: other });
    expect(unknown.body).toEqual(theirs.body);
    expectError(await api('get', '/api/tickets/not-an-id'), 404, 'NOT_FOUND', NOT_FOUND_TEXT);
  });

  it('refuses a visitor with 401, and does not take the stats path for an id', async () => {
    const mine = await seeded('open');
    expectError(await api('get', `/api/tickets/${mine.id}`, { as: '' }), 401, 'UNAUTHORIZED');
    expect((await api('get', '/api/tickets/stats')).body.data).toHaveProperty('byStatus');
  });
});

describe('PATCH /api/tickets/:id', () => {
  it('closes the customer’s own ticket with a system note, and a second close changes nothing', async () => {
    const ticket = await open();
    mock.clock.advance(30_000);
    const res = await patch(ticket.id, { status: 'closed' });
    expect(res.status).toBe(200);
    const closed = ticketResponseSchema.parse(res.body);
    expect(closed.message).toBe('تیکت بسته شد');
    expect(closed.data).toMatchObject({ id: ticket.id, status: 'closed', updatedAt: at(30_000), messageCount: 1 });
    expect(closed.data.messages).toEqual([
      { id: expect.any(String), type: 'system', content: CLOSED_NOTE, createdAt: at(30_000) },
    ]);
    expect(await detail(ticket.id)).toEqual(closed.data);

    mock.clock.advance(30_000);
    const before = state();
    const again = await patch(ticket.id, { status: 'closed' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(closed.data);
    expect(state()).toEqual(before);
  });

  it('closes a seeded ticket in any status but closed, each with one note', async () => {
    for (const status of ['open', 'in_progress', 'resolved'] as const) {
      const ticket = await detail((await seeded(status)).id);
      const res = await patch(ticket.id, { status: 'closed' });
      expect(res.status, status).toBe(200);
      const closed = ticketResponseSchema.parse(res.body).data;
      expect(closed.status).toBe('closed');
      expect(closed.messages).toEqual([...ticket.messages!, expect.objectContaining({ type: 'system', content: CLOSED_NOTE })]);
    }
    expect(await stats()).toEqual({ byStatus: { open: 0, in_progress: 0, resolved: 0, closed: 4 }, total: 4 });
  });

  it.each([
    [{ status: 'open' }, 'TICKET_UPDATE_NOT_ALLOWED'],
    [{ status: 'in_progress' }, 'TICKET_UPDATE_NOT_ALLOWED'],
    [{ status: 'resolved' }, 'TICKET_UPDATE_NOT_ALLOWED'],
    [{ status: 'CLOSED' }, 'TICKET_UPDATE_NOT_ALLOWED'],
    [{ status: '' }, 'TICKET_UPDATE_NOT_ALLOWED'],
    [{}, 'VALIDATION_ERROR'],
    [{ status: 3 }, 'VALIDATION_ERROR'],
    [{ status: 'closed', title: 'عنوان تازه' }, 'VALIDATION_ERROR'],
    [{ status: 'closed', priority: 'urgent' }, 'VALIDATION_ERROR'],
  ] as [object, ErrorCode][])('refuses %j with its code, changing nothing', async (body, code) => {
    const ticket = await seeded('in_progress');
    const before = state();
    expectError(await patch(ticket.id, body), 400, code);
    expect(state()).toEqual(before);
  });

  it('does not let the customer reopen a closed ticket', async () => {
    const closed = await seeded('closed');
    const before = state();
    expectError(await patch(closed.id, { status: 'open' }), 400, 'TICKET_UPDATE_NOT_ALLOWED');
    expect(state()).toEqual(before);
  });

  it('answers 404 to another customer’s ticket and to an unknown id, changing nothing', async () => {
    const mine = await seeded('open');
    const other = await signIn(mock, MOBILES.kyc1);
    const before = state();
    for (const body of [{ status: 'closed' }, { status: 'open' }]) {
      const res = await patch(mine.id, body, { as: other });
      expectError(res, 404, 'NOT_FOUND', NOT_FOUND_TEXT);
      expect(JSON.stringify(res.body)).not.toContain(mine.title);
    }
    expectError(await patch('00000000-0000-4000-8000-000000000000', { status: 'closed' }), 404, 'NOT_FOUND', NOT_FOUND_TEXT);
    expect(state()).toEqual(before);
    expect((await detail(mine.id)).status).toBe('open');
  });

  it('replays a repeated Idempotency-Key, and answers 422 to the same key with another body', async () => {
    const ticket = await open();
    const first = await patch(ticket.id, { status: 'closed' }, { key: 'close-1' });
    expect(first.status).toBe(200);
    const again = await patch(ticket.id, { status: 'closed' }, { key: 'close-1' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(count('SELECT count(*) AS n FROM ticket_messages WHERE ticket_id = ?', ticket.id)).toBe(1);
    expectError(await patch(ticket.id, { status: 'open' }, { key: 'close-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a visitor with 401, changing nothing', async () => {
    const ticket = await seeded('open');
    const before = state();
    expectError(await patch(ticket.id, { status: 'closed' }, { as: '' }), 401, 'UNAUTHORIZED');
    expect(state()).toEqual(before);
  });
});

describe('POST /api/tickets/:id/messages', () => {
  it('adds the customer’s message, trimmed, and answers it with the ticket', async () => {
    const ticket = await open();
    mock.clock.advance(10_000);
    const res = await say(ticket.id, { content: '  لطفاً پیگیری کنید  ' });
    expect(res.status).toBe(201);
    const body = ticketMessageResponseSchema.parse(res.body);
    expect(body.message).toBe('پیام شما ارسال شد');
    expect(body.data.message).toEqual({
      id: expect.any(String),
      content: 'لطفاً پیگیری کنید',
      type: 'user',
      createdAt: at(10_000),
    });
    expect(body.data.ticket).toMatchObject({ id: ticket.id, status: 'open', messageCount: 1, updatedAt: at(10_000) });
    expect(body.data.ticket.messages).toEqual([body.data.message]);
    expect(await detail(ticket.id)).toEqual(body.data.ticket);
  });

  it.each([['admin'], ['system'], ['user'], [42], [null]])(
    'stores the message as the customer’s whatever type is sent (%j)',
    async (type) => {
      const ticket = await seeded('in_progress');
      const res = await say(ticket.id, { content: 'پیام', type });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.message.type).toBe('user');
      expect(mock.db.get('SELECT type FROM ticket_messages WHERE id = ?', res.body.data.message.id)).toEqual({ type: 'user' });
    },
  );

  it('accepts 2,000 characters, counted after trimming', async () => {
    const ticket = await open();
    const res = await say(ticket.id, { content: ` ${repeat(2000)}\n` });
    expect(res.status).toBe(201);
    expect(res.body.data.message.content).toHaveLength(2000);
  });

  it.each([
    ['an empty message', { content: '' }, 'TICKET_MESSAGE_EMPTY'],
    ['a blank message', { content: ' \n\t ' }, 'TICKET_MESSAGE_EMPTY'],
    ['a message of zero-width characters only', { content: '\u200B\u200C' }, 'NO_VISIBLE_TEXT'],
    ['a message of a byte-order mark and a word joiner', { content: '\uFEFF\u2060\u200D' }, 'NO_VISIBLE_TEXT'],
    ['2,001 characters', { content: repeat(2001) }, 'TICKET_MESSAGE_TOO_LONG'],
    ['no content', {}, 'VALIDATION_ERROR'],
    ['content that is not text', { content: 5 }, 'VALIDATION_ERROR'],
    ['an unknown field', { content: 'سلام', attachment: 'x.png' }, 'VALIDATION_ERROR'],
  ] as [string, object, ErrorCode][])('refuses %s with its code and Persian text, writing nothing', async (_name, body, code) => {
    const ticket = await seeded('open');
    const before = state();
    expectError(await say(ticket.id, body), 400, code);
    expect(state()).toEqual(before);
  });

  it('leaves NUL characters out of a message: one of nothing else is empty, never a 500', async () => {
    const ticket = await open();
    const before = state();
    expectError(await say(ticket.id, { content: '\u0000' }), 400, 'TICKET_MESSAGE_EMPTY');
    expect(state()).toEqual(before);
    const res = await say(ticket.id, { content: 'الف\u0000ب' });
    expect(res.status).toBe(201);
    expect(res.body.data.message.content).toBe('الفب');
    expect((await detail(ticket.id)).messages).toEqual([res.body.data.message]);
  });

  it('answers 409 on a closed ticket, the seeded one and one the customer just closed, writing nothing', async () => {
    const seededClosed = await seeded('closed');
    const mine = await open();
    expect((await patch(mine.id, { status: 'closed' })).status).toBe(200);
    const before = state();
    for (const id of [seededClosed.id, mine.id]) {
      expectError(await say(id, { content: 'سلام' }), 409, 'TICKET_CLOSED');
      expectError(await say(id, { content: 'سلام', type: 'admin' }), 409, 'TICKET_CLOSED');
    }
    expect(state()).toEqual(before);
  });

  it('opens a resolved ticket again when the customer writes back; an in-progress one stays in progress', async () => {
    const resolved = await seeded('resolved');
    const reopened = await say(resolved.id, { content: 'مشکل دوباره پیش آمد' });
    expect(reopened.status).toBe(201);
    expect(reopened.body.data.ticket.status).toBe('open');
    expect((await detail(resolved.id)).status).toBe('open');

    const inProgress = await seeded('in_progress');
    const res = await say(inProgress.id, { content: 'منتظر پاسخ هستم' });
    expect(res.body.data.ticket.status).toBe('in_progress');
  });

  it('answers 404 to another customer’s ticket and to an unknown id, writing nothing and never its data', async () => {
    const mine = await seeded('open');
    const other = await signIn(mock, MOBILES.kyc1);
    const before = state();
    for (const body of [{ content: 'سلام' }, { content: '' }]) {
      const res = await say(mine.id, body, { as: other });
      expectError(res, 404, 'NOT_FOUND', NOT_FOUND_TEXT);
      expect(JSON.stringify(res.body)).not.toContain(mine.title);
    }
    expectError(await say('00000000-0000-4000-8000-000000000000', { content: 'سلام' }), 404, 'NOT_FOUND', NOT_FOUND_TEXT);
    expect(state()).toEqual(before);
  });

  it('adds one message for a repeated Idempotency-Key, and answers 422 to the same key with another body', async () => {
    const ticket = await open();
    const first = await say(ticket.id, { content: 'پیام اول' }, { key: 'msg-1' });
    expect(first.status).toBe(201);
    mock.clock.advance(1000);
    const again = await say(ticket.id, { content: 'پیام اول' }, { key: 'msg-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const before = state();
    expectError(await say(ticket.id, { content: 'پیام دوم' }, { key: 'msg-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(state()).toEqual(before);
    expect((await detail(ticket.id)).messages!.map((m) => m.content)).toEqual(['پیام اول']);
    // The same key on another ticket is another request: it too is refused, as the key names the first one.
    const other = await open();
    expectError(await say(other.id, { content: 'پیام اول' }, { key: 'msg-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a visitor with 401, writing nothing', async () => {
    const ticket = await seeded('open');
    const before = state();
    expectError(await say(ticket.id, { content: 'سلام' }, { as: '' }), 401, 'UNAUTHORIZED');
    expect(state()).toEqual(before);
  });
});

describe('the simulated support agent, through the API', () => {
  const REPLY_MS = 5000;
  const sweep = () => mock.db.write((tx) => answerDueTickets(mock.ctx, tx));

  it('answers a new ticket after agentReplyMs, moves it to in progress and tells only its owner', async () => {
    await mock.close();
    mock = buildMock({ agentReplyMs: REPLY_MS }, START);
    token = await signIn(mock, MOBILES.kyc2);
    const ticket = await open({ ...VALID, category: 'technical' });
    const toUser = vi.spyOn(mock.realtime.realtime, 'toUser');

    mock.clock.advance(REPLY_MS - 1);
    expect(sweep()).toBe(0);
    expect((await detail(ticket.id)).messages).toEqual([]);
    mock.clock.advance(1);
    expect(sweep()).toBe(1);
    expect(sweep()).toBe(0);

    const answered = await detail(ticket.id);
    expect(answered.status).toBe('in_progress');
    expect(answered.updatedAt).toBe(at(REPLY_MS));
    expect(answered.messages).toHaveLength(1);
    const reply = answered.messages![0]!;
    expect(reply).toMatchObject({ type: 'admin', createdAt: at(REPLY_MS) });
    expect(reply.content).toMatch(/^سلام سارا عزیز،/);
    expect(reply.content).toContain('فنی');

    const res = await api('get', '/notifications/me?limit=1');
    const [notification] = notificationListResponseSchema.parse(res.body).data.notifications;
    expect(notification).toMatchObject({ type: 'ticket', priority: 'medium', read: false, message: reply.content });
    expect(notification!.title).toContain(ticket.ticketNumber);
    expect(ticketNotificationDataSchema.parse(notification!.data)).toEqual({
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      status: 'in_progress',
      messageId: reply.id,
    });
    expect(toUser.mock.calls).toEqual([[userIdOf(mock, MOBILES.kyc2), 'notification', notification]]);
  });

  it('never answers with agentReplyMs 0', async () => {
    const ticket = await open();
    await say(ticket.id, { content: 'کسی هست؟' });
    mock.clock.advance(24 * 60 * 60_000);
    expect(sweep()).toBe(0);
    token = await signIn(mock, MOBILES.kyc2);
    expect((await detail(ticket.id)).messages!.map((m) => m.type)).toEqual(['user']);
    expect(mock.db.get('SELECT agent_reply_at FROM tickets WHERE id = ?', ticket.id)).toEqual({ agent_reply_at: null });
  });
});

describe('per-customer limits', () => {
  it('refuses an eleventh ticket in an hour with 429 and Retry-After; the next hour, and other customers, go on', async () => {
    const fresh = await customer();
    for (let i = 0; i < 10; i++) await open({ ...VALID, title: `تیکت ${i}` }, fresh);
    const refused = await createRaw(VALID, { as: fresh });
    expect(refused.status).toBe(429);
    expectErrorEnvelope(refused.body, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await open(VALID);
    mock.clock.advance(3_600_000);
    await open(VALID, fresh);
  });

  it('refuses an eleventh message in a minute with 429', async () => {
    const { id } = await open();
    for (let i = 0; i < 10; i++) expect((await say(id, { content: `پیام ${i}` })).status).toBe(201);
    const refused = await say(id, { content: 'یکی دیگر' });
    expect(refused.status).toBe(429);
    expectErrorEnvelope(refused.body, 'RATE_LIMITED');
    mock.clock.advance(60_000);
    expect((await say(id, { content: 'یک دقیقه بعد' })).status).toBe(201);
  });
});
