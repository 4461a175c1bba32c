import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { TICKET_CATEGORIES, TICKET_STATUSES, TICKET_TEXT_MAX, TICKET_TITLE_MAX } from '@gold/contracts/constants';
import { notificationSchema, type Notification } from '@gold/contracts/notifications';
import { ticketNotificationDataSchema, type TicketCategory, type TicketStatus } from '@gold/contracts/tickets';
import type { Tx } from '../../db/tx';
import type { MockConfig } from '../../config';
import { DomainError } from '../../errors';
import { domainContext, MOBILES } from '../../test-utils';
import { agentReply } from './ticket-agent-replies';
import {
  addCustomerMessage,
  answerDueTickets,
  createTicket,
  getTicket,
  listTickets,
  postSupportMessage,
  setTicketStatus,
  ticketNumber,
  ticketStats,
  updateTicketByCustomer,
} from './tickets';
import { findUserByMobile } from '../auth/users';

const REPLY_MS = 5000;
const VALID = { title: 'مشکل در ورود', description: 'پس از وارد کردن رمز، صفحه دوباره بارگذاری می‌شود.' };

let env: ReturnType<typeof domainContext> | null = null;
afterEach(() => {
  env?.db.close();
  env = null;
});

/** A seeded database on a manual clock whose pushes are recorded; the customers are the KYC 0 and KYC 1 accounts. */
function context(overrides: Partial<MockConfig> = { agentReplyMs: REPLY_MS }) {
  env = domainContext(overrides);
  const { ctx, db, clock, realtime } = env;
  const maryam = findUserByMobile(db, MOBILES.kyc0)!.id;
  const ali = findUserByMobile(db, MOBILES.kyc1)!.id;
  const write = <T>(work: (tx: Tx) => T): T => db.write(work);
  const iso = (ms = 0) => new Date(clock.now().getTime() + ms).toISOString();
  return {
    ctx,
    db,
    clock,
    toUser: realtime.toUser,
    maryam,
    ali,
    iso,
    open: (userId = maryam, input: object = VALID) => write((tx) => createTicket(ctx, tx, userId, input)),
    say: (userId: string, ticketId: string, content: string) =>
      write((tx) => addCustomerMessage(ctx, tx, userId, ticketId, content)),
    close: (userId: string, ticketId: string) => write((tx) => updateTicketByCustomer(ctx, tx, userId, ticketId, 'closed')),
    support: (ticketId: string, type: 'admin' | 'system', content: string) =>
      write((tx) => postSupportMessage(ctx, tx, ticketId, type, content)),
    setStatus: (ticketId: string, status: TicketStatus) => write((tx) => setTicketStatus(ctx, tx, ticketId, status)),
    sweep: () => write((tx) => answerDueTickets(ctx, tx)),
    dueAt: (ticketId: string) =>
      db.get<{ at: string | null }>('SELECT agent_reply_at AS at FROM tickets WHERE id = ?', ticketId)!.at,
    /** The `ticket` notifications of a customer, oldest first. */
    notices: (userId: string): Notification[] =>
      db
        .all<{ id: string; title: string; message: string; data: string; priority: string; created_at: string; read: number }>(
          "SELECT * FROM notifications WHERE user_id = ? AND type = 'ticket' ORDER BY seq",
          userId,
        )
        .map((r) =>
          notificationSchema.parse({
            id: r.id,
            type: 'ticket',
            title: r.title,
            message: r.message,
            data: JSON.parse(r.data),
            priority: r.priority,
            read: r.read === 1,
            createdAt: r.created_at,
          }),
        ),
  };
}

/** Every text `agentReply` may write for a category, to a customer named `name` (the lists are short). */
const repliesFor = (category: TicketCategory, first: boolean, name = 'مریم احمدی') =>
  new Set(Array.from({ length: 64 }, (_, k) => agentReply(() => k / 64, category, name, first)));

// ---------------------------------------------------------------------------------------------------------------

describe('ticketNumber', () => {
  it('is TK, the Jalali year in Tehran and the place in the series in five digits', () => {
    const at = new Date('2026-11-21T06:00:00Z');
    expect(ticketNumber(42, at)).toBe('TK-1405-00042');
    expect(ticketNumber(1, at)).toBe('TK-1405-00001');
    expect(ticketNumber(99_999, at)).toBe('TK-1405-99999');
    // Past five digits the number grows rather than repeating an earlier one.
    expect(ticketNumber(100_000, at)).toBe('TK-1405-100000');
  });

  it('takes the new year from Nowruz 1406, 21 March 2027 at midnight in Tehran, not in UTC', () => {
    // The real calendar: 21 March 2027 is 1 Farvardin 1406, and the day before is 29 Esfand 1405.
    const persian = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'Asia/Tehran',
    });
    const ymd = (d: Date) =>
      Object.fromEntries(persian.formatToParts(d).flatMap((p) => (p.type === 'literal' ? [] : [[p.type, Number(p.value)]])));
    const lastMoment = new Date('2027-03-20T23:59:59.999+03:30');
    const nowruz = new Date('2027-03-21T00:00:00+03:30');
    expect(ymd(lastMoment)).toEqual({ year: 1405, month: 12, day: 29 });
    expect(ymd(nowruz)).toEqual({ year: 1406, month: 1, day: 1 });

    expect(ticketNumber(7, lastMoment)).toBe('TK-1405-00007');
    expect(ticketNumber(8, nowruz)).toBe('TK-1406-00008');
    // Tehran is UTC+3:30: 20:30 UTC on 20 March is already Nowruz there, 20:29 is not.
    expect(ticketNumber(9, new Date('2027-03-20T20:30:00Z'))).toBe('TK-1406-00009');
    expect(ticketNumber(9, new Date('2027-03-20T20:29:59Z'))).toBe('TK-1405-00009');
    // The year before: 1405 began on 21 March 2026.
    expect(ticketNumber(1, new Date('2026-03-20T23:59:59+03:30'))).toBe('TK-1404-00001');
    expect(ticketNumber(1, new Date('2026-03-21T00:00:00+03:30'))).toBe('TK-1405-00001');
  });

  it('numbers a ticket opened after Nowruz in the new year, the series going on', () => {
    const t = context();
    t.clock.set(new Date('2027-03-20T23:59:59+03:30'));
    const before = t.open();
    t.clock.advance(1000);
    const after = t.open();
    expect(before.ticketNumber).toBe('TK-1405-00007');
    expect(after.ticketNumber).toBe('TK-1406-00008');
  });
});

describe('agentReply', () => {
  it('greets the customer by first name', () => {
    expect(agentReply(() => 0, 'general', 'سارا محمدی', true)).toMatch(/^سلام سارا عزیز، \S/);
    expect(agentReply(() => 0, 'general', '  علی   رضایی ', false)).toMatch(/^سلام علی عزیز، \S/);
    expect(agentReply(() => 0, 'general', '   ', true)).toMatch(/^سلام، \S/);
  });

  it('answers first from the category’s own list: several choices, none shared with another category or the follow-ups', () => {
    const followUps = repliesFor('general', false);
    const seen = new Set<string>();
    for (const category of TICKET_CATEGORIES) {
      const first = repliesFor(category, true);
      expect(first.size, category).toBeGreaterThan(1);
      for (const text of first) {
        expect(seen.has(text), text).toBe(false);
        expect(followUps.has(text), text).toBe(false);
        expect(text).toMatch(/^سلام مریم عزیز، [\u0600-\u06FF]/);
        seen.add(text);
      }
    }
  });

  it.each([
    ['technical', 'فنی'],
    ['billing', 'مالی'],
    ['trading', 'معامل'],
    ['wallet', 'واریز'],
    ['kyc', 'احراز هویت'],
  ] as [TicketCategory, string][])('writes about %s in a first answer (%s)', (category, word) => {
    for (const text of repliesFor(category, true)) expect(text).toContain(word);
  });

  it('answers later messages from one follow-up list, whatever the category, the random draw choosing among them', () => {
    const followUps = repliesFor('general', false);
    expect(followUps.size).toBeGreaterThan(1);
    for (const category of TICKET_CATEGORIES) expect(repliesFor(category, false)).toEqual(followUps);
    const lowest = agentReply(() => 0, 'kyc', 'مریم', false);
    const highest = agentReply(() => 0.999_999, 'kyc', 'مریم', false);
    expect(lowest).not.toBe(highest);
  });
});

describe('the simulated support agent', () => {
  it('answers a new ticket agentReplyMs after it was opened, and not a moment before', () => {
    const t = context();
    const ticket = t.open();
    expect(t.dueAt(ticket.id)).toBe(t.iso(REPLY_MS));
    t.clock.advance(REPLY_MS - 1);
    expect(t.sweep()).toBe(0);
    expect(getTicket(t.db, t.maryam, ticket.id).messages).toEqual([]);
    t.clock.advance(1);
    expect(t.sweep()).toBe(1);
    expect(t.dueAt(ticket.id)).toBeNull();
    t.clock.advance(10 * REPLY_MS);
    expect(t.sweep()).toBe(0);
    expect(getTicket(t.db, t.maryam, ticket.id).messages!.map((m) => m.type)).toEqual(['admin']);
  });

  it.each(TICKET_CATEGORIES)('answers a %s ticket from its category, greeting the customer by first name', (category) => {
    const t = context();
    const ticket = t.open(t.maryam, { ...VALID, category });
    t.clock.advance(REPLY_MS);
    t.sweep();
    const [reply] = getTicket(t.db, t.maryam, ticket.id).messages!;
    expect(reply!.type).toBe('admin');
    expect(reply!.content.startsWith('سلام مریم عزیز،')).toBe(true);
    expect(repliesFor(category, true).has(reply!.content), reply!.content).toBe(true);
  });

  it('moves the ticket to in progress and tells its owner, medium, with the ticket in the data, after the commit', () => {
    const t = context();
    const ticket = t.open();
    t.clock.advance(REPLY_MS);
    t.toUser.mockImplementation((_user, _event, n) => {
      // Pushed only once a reader of the database sees the answer.
      expect(t.db.get('SELECT id FROM notifications WHERE id = ?', (n as { id: string }).id)).toBeDefined();
    });
    t.sweep();

    const answered = getTicket(t.db, t.maryam, ticket.id);
    expect(answered).toMatchObject({ status: 'in_progress', updatedAt: t.iso() });
    const reply = answered.messages![0]!;
    const [notice] = t.notices(t.maryam);
    expect(notice).toMatchObject({ type: 'ticket', priority: 'medium', message: reply.content, createdAt: t.iso(), read: false });
    expect(notice!.title).toContain(ticket.ticketNumber);
    expect(ticketNotificationDataSchema.parse(notice!.data)).toEqual({
      ticketId: ticket.id,
      ticketNumber: ticket.ticketNumber,
      status: 'in_progress',
      messageId: reply.id,
    });
    expect(t.toUser.mock.calls).toEqual([[t.maryam, 'notification', notice]]);
  });

  it('answers several quick messages once, and each later message again, with a follow-up told with low priority', () => {
    const t = context();
    const ticket = t.open(t.maryam, { ...VALID, category: 'wallet' });
    // A message before the first answer: still one answer, from the category's list.
    t.clock.advance(1000);
    t.say(t.maryam, ticket.id, 'شمارهٔ پیگیری: ۱۲۳');
    expect(t.dueAt(ticket.id)).toBe(t.iso(REPLY_MS - 1000));
    t.clock.advance(REPLY_MS - 1000);
    expect(t.sweep()).toBe(1);

    // Three messages a second apart: one follow-up, due agentReplyMs after the first of them.
    const saidAt = t.iso(60_000);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(i === 0 ? 60_000 : 1000);
      t.say(t.maryam, ticket.id, `پیام ${i + 1}`);
    }
    expect(t.dueAt(ticket.id)).toBe(new Date(Date.parse(saidAt) + REPLY_MS).toISOString());
    t.clock.advance(REPLY_MS - 2000 - 1);
    expect(t.sweep()).toBe(0);
    t.clock.advance(1);
    expect(t.sweep()).toBe(1);
    t.clock.advance(REPLY_MS * 10);
    expect(t.sweep()).toBe(0);

    const messages = getTicket(t.db, t.maryam, ticket.id).messages!;
    expect(messages.map((m) => m.type)).toEqual(['user', 'admin', 'user', 'user', 'user', 'admin']);
    expect(repliesFor('wallet', true).has(messages[1]!.content)).toBe(true);
    expect(repliesFor('wallet', false).has(messages[5]!.content)).toBe(true);
    expect(getTicket(t.db, t.maryam, ticket.id).status).toBe('in_progress');
    expect(t.notices(t.maryam).map((n) => [n.priority, (n.data as { status: string }).status])).toEqual([
      ['medium', 'in_progress'],
      ['low', 'in_progress'],
    ]);

    // Another message later: another answer.
    t.say(t.maryam, ticket.id, 'ممنون');
    t.clock.advance(REPLY_MS);
    expect(t.sweep()).toBe(1);
    expect(
      getTicket(t.db, t.maryam, ticket.id)
        .messages!.map((m) => m.type)
        .slice(-2),
    ).toEqual(['user', 'admin']);
  });

  it('never answers with agentReplyMs 0', () => {
    const t = context({ agentReplyMs: 0 });
    const ticket = t.open();
    t.say(t.maryam, ticket.id, 'کسی هست؟');
    expect(t.dueAt(ticket.id)).toBeNull();
    t.clock.advance(365 * 24 * 60 * 60_000);
    expect(t.sweep()).toBe(0);
    expect(getTicket(t.db, t.maryam, ticket.id)).toMatchObject({ status: 'open', messageCount: 1 });
    expect(t.notices(t.maryam)).toEqual([]);
  });

  it('owes nothing once the customer closes the ticket, nor once the console closes it', () => {
    const t = context();
    const byCustomer = t.open();
    const byConsole = t.open(t.ali);
    t.clock.advance(REPLY_MS - 1);
    t.close(t.maryam, byCustomer.id);
    t.setStatus(byConsole.id, 'closed');
    expect([t.dueAt(byCustomer.id), t.dueAt(byConsole.id)]).toEqual([null, null]);
    const consoleNotices = t.notices(t.ali).length;
    t.clock.advance(REPLY_MS);
    expect(t.sweep()).toBe(0);
    expect(getTicket(t.db, t.maryam, byCustomer.id).messages!.map((m) => m.type)).toEqual(['system']);
    expect(getTicket(t.db, t.ali, byConsole.id).messages!.map((m) => m.type)).toEqual(['system']);
    expect(t.notices(t.maryam)).toEqual([]);
    expect(t.notices(t.ali)).toHaveLength(consoleNotices);
  });

  it('owes nothing once the console answers as the agent; a system note leaves the answer owed', () => {
    const t = context();
    const answered = t.open();
    const noted = t.open();
    t.support(answered.id, 'admin', 'سلام، بررسی می‌کنیم.');
    t.support(noted.id, 'system', 'تیکت به واحد فنی ارجاع شد.');
    expect(t.dueAt(answered.id)).toBeNull();
    expect(t.dueAt(noted.id)).toBe(t.iso(REPLY_MS));
    expect(getTicket(t.db, t.maryam, noted.id).status).toBe('open');
    t.clock.advance(REPLY_MS);
    expect(t.sweep()).toBe(1);
    expect(getTicket(t.db, t.maryam, answered.id).messages!.map((m) => m.type)).toEqual(['admin']);
    expect(getTicket(t.db, t.maryam, noted.id)).toMatchObject({ status: 'in_progress' });
    expect(getTicket(t.db, t.maryam, noted.id).messages!.map((m) => m.type)).toEqual(['system', 'admin']);
  });

  it('owes nothing once the console resolves or closes the ticket', () => {
    const t = context();
    const resolved = t.open();
    const closed = t.open();
    t.setStatus(resolved.id, 'resolved');
    t.setStatus(closed.id, 'closed');
    expect(t.dueAt(resolved.id)).toBeNull();
    expect(t.dueAt(closed.id)).toBeNull();
    t.clock.advance(REPLY_MS);
    expect(t.sweep()).toBe(0);
    expect(getTicket(t.db, t.maryam, resolved.id).messages!.map((m) => m.type)).toEqual(['system']);
  });

  it('reopens a resolved ticket when the customer writes back, then answers it with a follow-up, told medium', () => {
    const t = context();
    const ticket = t.open();
    t.clock.advance(REPLY_MS);
    t.sweep();
    t.setStatus(ticket.id, 'resolved');
    t.clock.advance(60_000);
    const { ticket: reopened } = t.say(t.maryam, ticket.id, 'مشکل دوباره پیش آمد');
    expect(reopened.status).toBe('open');
    expect(t.dueAt(ticket.id)).toBe(t.iso(REPLY_MS));
    t.clock.advance(REPLY_MS);
    expect(t.sweep()).toBe(1);
    const after = getTicket(t.db, t.maryam, ticket.id);
    expect(after.status).toBe('in_progress');
    expect(repliesFor('general', false).has(after.messages!.at(-1)!.content)).toBe(true);
    expect(t.notices(t.maryam).at(-1)).toMatchObject({ priority: 'medium', data: { status: 'in_progress' } });
  });

  it('answers the due tickets of several customers in one sweep, each told in their own room only', () => {
    const t = context();
    const first = t.open(t.maryam);
    t.clock.advance(1000);
    const second = t.open(t.ali, { ...VALID, category: 'kyc' });
    const third = t.open(t.maryam);
    t.clock.advance(REPLY_MS - 1);
    // Only the first is due yet.
    expect(t.sweep()).toBe(1);
    t.clock.advance(1);
    expect(t.sweep()).toBe(2);
    const pushes = t.toUser.mock.calls.map(([user, event, n]) => [user, event, (n as Notification).data?.ticketId]);
    expect(pushes).toEqual([
      [t.maryam, 'notification', first.id],
      [t.ali, 'notification', second.id],
      [t.maryam, 'notification', third.id],
    ]);
    expect(getTicket(t.db, t.ali, second.id).messages![0]!.content).toMatch(/^سلام علی عزیز،/);
  });
});

describe('the rules, as properties', () => {
  const padding = fc.constantFrom('', ' ', '\n', ' \t ');
  /**
   * Text of up to `max` characters, some of them emoji (two UTF-16 units each, as the rules count them) and some NUL,
   * which the database cannot keep and the ticket leaves out.
   */
  const text = (max: number) =>
    fc.array(fc.constantFrom('ت', 'x', '۱', '😀', '\0'), { maxLength: max }).map((chars) => chars.join(''));

  it('opens a ticket if and only if the title and description are within their limits, writing nothing otherwise', () => {
    const t = context();
    const tickets = () => t.db.get<{ n: number }>('SELECT count(*) AS n FROM tickets')!.n;
    fc.assert(
      fc.property(
        fc.oneof(
          text(TICKET_TITLE_MAX + 5),
          fc.integer({ min: 0, max: TICKET_TITLE_MAX + 2 }).map((n) => 'ع'.repeat(n)),
        ),
        fc.oneof(
          text(40),
          fc.integer({ min: TICKET_TEXT_MAX - 2, max: TICKET_TEXT_MAX + 2 }).map((n) => 'ش'.repeat(n)),
        ),
        padding,
        padding,
        (sentTitle, sentDescription, before, after) => {
          const [title, description] = [sentTitle, sentDescription].map((s) => s.replaceAll('\0', ''));
          const expected =
            title.length === 0 || description.length === 0
              ? 'TICKET_FIELDS_REQUIRED'
              : title.length > TICKET_TITLE_MAX
                ? 'TICKET_TITLE_TOO_LONG'
                : description.length > TICKET_TEXT_MAX
                  ? 'TICKET_DESCRIPTION_TOO_LONG'
                  : null;
          const count = tickets();
          let code: string | null = null;
          try {
            const ticket = t.open(t.maryam, { title: before + sentTitle + after, description: after + sentDescription + before });
            expect(ticket).toMatchObject({ title, description, status: 'open' });
            expect(getTicket(t.db, t.maryam, ticket.id)).toEqual(ticket);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            code = error.code;
          }
          expect(code).toBe(expected);
          expect(tickets()).toBe(count + (expected ? 0 : 1));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the stats equal to the list: every status counted, summing to the total, whatever happens', () => {
    const t = context();
    const users = [t.maryam, t.ali];
    const action = fc.oneof(
      fc.record({ kind: fc.constant('open' as const), user: fc.nat(1) }),
      fc.record({ kind: fc.constant('close' as const), user: fc.nat(1), pick: fc.nat() }),
      fc.record({ kind: fc.constant('say' as const), user: fc.nat(1), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('status' as const),
        user: fc.nat(1),
        pick: fc.nat(),
        status: fc.constantFrom(...TICKET_STATUSES),
      }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2 * REPLY_MS }) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        for (const a of actions) {
          if (a.kind === 'wait') {
            t.clock.advance(a.ms);
            t.sweep();
            continue;
          }
          const user = users[a.user]!;
          if (a.kind === 'open') {
            t.open(user);
            continue;
          }
          const own = listTickets(t.db, user, { page: 1, limit: 100 }).tickets;
          if (own.length === 0) continue;
          const ticket = own[a.pick % own.length]!;
          if (a.kind === 'close') t.close(user, ticket.id);
          else if (a.kind === 'status') t.setStatus(ticket.id, a.status);
          else if (ticket.status !== 'closed') t.say(user, ticket.id, 'پیام');
        }
        for (const user of users) {
          const stats = ticketStats(t.db, user);
          expect(Object.keys(stats.byStatus).sort()).toEqual([...TICKET_STATUSES].sort());
          expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0)).toBe(stats.total);
          expect(listTickets(t.db, user, { page: 1, limit: 1 }).total).toBe(stats.total);
          for (const status of TICKET_STATUSES) {
            expect(listTickets(t.db, user, { status, page: 1, limit: 1 }).total).toBe(stats.byStatus[status]);
          }
        }
        // A closed ticket never waits for the agent.
        expect(t.db.get("SELECT count(*) AS n FROM tickets WHERE status = 'closed' AND agent_reply_at IS NOT NULL")).toEqual({
          n: 0,
        });
      }),
      { numRuns: 40 },
    );
  });
});
