import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { aTicket, aTicketMessage, listItem } from '../../../test/fake-api/tickets';
import { normalizeTicket, normalizeTicketPage, normalizeTicketStats, readTicket } from './normalize-ticket';
import { withSentMessage } from './add-ticket-message';

describe('readTicket', () => {
  it('reads the contract’s ticket as it is', () => {
    const ticket = aTicket({ messages: [aTicketMessage({ id: 'm-1' })] });
    expect(readTicket(ticket)).toEqual({ ...ticket, messages: [ticket.messages![0]], messageCount: 1 });
  });

  it('counts messageCount, else the messages sent, else 0', () => {
    expect(readTicket(listItem(aTicket({ messages: [aTicketMessage(), aTicketMessage({ id: 'm-2' })] })))?.messageCount).toBe(2);
    expect(readTicket({ ...aTicket({ messages: [aTicketMessage()] }), messageCount: undefined })?.messageCount).toBe(1);
    expect(readTicket({ ...aTicket(), messages: undefined, messageCount: undefined })?.messageCount).toBe(0);
    expect(readTicket({ ...aTicket(), messageCount: '4' })?.messageCount).toBe(4);
  });

  it('gives missing or unknown fields safe defaults, and leaves out a ticket without an id', () => {
    const ticket = readTicket({ _id: 42, title: 'بدون جزئیات', category: 'nonsense', priority: null, status: 'weird' });
    expect(ticket).toEqual({
      id: '42',
      ticketNumber: '42',
      title: 'بدون جزئیات',
      description: '',
      category: 'general',
      priority: 'medium',
      status: 'open',
      messages: null,
      messageCount: 0,
      createdAt: null,
      updatedAt: null,
    });
    expect(readTicket({ title: 'بی‌شناسه' })).toBeNull();
    expect(readTicket('nonsense')).toBeNull();
  });

  it('reads the provider’s message variants: `message` or `text` for content, no id, an unknown author, a bad time', () => {
    const ticket = readTicket({
      ...aTicket(),
      messages: [
        { _id: 'a', message: 'سلام', type: 'user', createdAt: '2025-01-04T08:30:00.000Z' },
        { text: 'پاسخ', type: 'agent', createdAt: 'yesterday' },
        { type: 'admin' },
      ],
    });
    expect(ticket?.messages).toEqual([
      { id: 'a', content: 'سلام', type: 'user', createdAt: '2025-01-04T08:30:00.000Z' },
      { id: 'message-1', content: 'پاسخ', type: 'system', createdAt: null },
    ]);
  });
});

describe('normalizeTicket', () => {
  it('takes the ticket from data, data.data or the bare body', () => {
    const ticket = aTicket({ id: 't-9', messages: [] });
    for (const body of [{ success: true, data: ticket }, { data: { data: ticket } }, ticket])
      expect(normalizeTicket(body).id).toBe('t-9');
  });

  it('refuses an answer without a ticket', () => {
    expect(() => normalizeTicket({ success: true, data: null })).toThrow(InvalidResponseError);
  });
});

describe('normalizeTicketPage', () => {
  it('reads the mock’s page', () => {
    const body = { success: true, data: { tickets: [listItem(aTicket())], total: 11, page: 2, totalPages: 2 } };
    expect(normalizeTicketPage(body, 2)).toMatchObject({ page: 2, total: 11, totalPages: 2, tickets: [{ id: 't-1' }] });
  });

  it('reads counts under `pagination`, a bare array, and works missing counts out', () => {
    const tickets = [listItem(aTicket()), { title: 'بی‌شناسه' }];
    expect(normalizeTicketPage({ data: { tickets, pagination: { page: 1, totalPages: 3, total: 25 } } }, 1)).toMatchObject({
      page: 1,
      totalPages: 3,
      total: 25,
    });
    expect(normalizeTicketPage({ data: tickets }, 1)).toMatchObject({ page: 1, totalPages: 1, total: 1 });
    expect(normalizeTicketPage([], 1)).toEqual({ tickets: [], page: 1, totalPages: 1, total: 0 });
  });

  it('refuses an answer with no tickets at all', () => {
    expect(() => normalizeTicketPage({ success: true, data: { items: [] } }, 1)).toThrow(InvalidResponseError);
  });
});

describe('normalizeTicketStats', () => {
  it('counts each status, a missing one as 0, and sums the total when none is given', () => {
    expect(normalizeTicketStats({ success: true, data: { byStatus: { open: 2, resolved: '3' } } })).toEqual({
      byStatus: { open: 2, in_progress: 0, resolved: 3, closed: 0 },
      total: 5,
    });
    expect(normalizeTicketStats({ data: { byStatus: { open: 1, 'in-progress': 4 }, total: 9 } })).toEqual({
      byStatus: { open: 1, in_progress: 4, resolved: 0, closed: 0 },
      total: 9,
    });
  });

  it('reads an aggregation’s rows', () => {
    const body = {
      data: {
        byStatus: [
          { _id: 'open', count: 2 },
          { _id: 'inProgress', count: 1 },
          { status: 'closed', count: 5 },
        ],
      },
    };
    expect(normalizeTicketStats(body).byStatus).toEqual({ open: 2, in_progress: 1, resolved: 0, closed: 5 });
  });
});

describe('withSentMessage', () => {
  const current = readTicket(aTicket({ messages: [aTicketMessage({ id: 'm-1' })] }))!;
  const sent = readTicket(aTicket({ messages: [] }))!;

  it('takes the answer’s ticket when it has the conversation', () => {
    const answer = readTicket(aTicket({ messages: [aTicketMessage({ id: 'm-1' }), aTicketMessage({ id: 'm-2' })] }))!;
    expect(withSentMessage(current, { message: null, ticket: answer })).toBe(answer);
  });

  it('else adds the message once', () => {
    const message = { id: 'm-2', content: 'پیام تازه', type: 'user' as const, createdAt: '2025-01-05T08:00:00.000Z' };
    const next = withSentMessage(current, { message, ticket: { ...sent, messages: null } });
    expect(next?.messages?.map((m) => m.id)).toEqual(['m-1', 'm-2']);
    expect(next?.messageCount).toBe(2);
    expect(withSentMessage(next, { message, ticket: null })).toBe(next);
  });
});
