import { afterEach, describe, expect, it } from 'vitest';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { gramsToMg } from '@gold/contracts/money';
import { isValidIban } from '@gold/contracts/rules/iban';
import { tradeTotal } from '@gold/contracts/rules/trading';
import {
  ticketListResponseSchema,
  ticketNotificationDataSchema,
  ticketResponseSchema,
  ticketStatsResponseSchema,
} from '@gold/contracts/tickets';
import {
  depositRequestListResponseSchema,
  walletListResponseSchema,
  withdrawRequestListResponseSchema,
} from '@gold/contracts/wallets';
import type { Db } from '../../db/tx';
import { balanceOf, CURRENCIES, houseAccount, walletOf, type Currency } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/check';
import { buildMock, callAs, freshlySeededDb, seededDb, signIn, type Mock } from '../../test-utils';
import { bankAccountsOf } from '../bank-accounts/bank-accounts';
import { verifyPassword } from '../auth/password-hash';
import { BASE_BUY_PRICE, currentPrice, marketMode, sellFor } from '../prices/prices';
import {
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  SEED_ACCOUNTS,
  SEED_TICKETS,
  SEED_TRADES,
  SEED_WALLET_MOVES,
  type SeedAccount,
} from './demo-data';
import { seedIfEmpty } from './seed';
import { ticketNumber } from '../tickets/tickets';
import { DEALERS, tradeHistory } from '../trading/trading';
import { findUserByMobile, kycLevelOf } from '../auth/users';

const NOW = new Date('2026-11-21T06:00:00Z');
const dbs: Db[] = [];
const seeded = (seed = 1) => {
  const db = seededDb(NOW, seed);
  dbs.push(db);
  return db;
};
/** Seeded now rather than copied, for the tests of what the same seed gives. */
const fresh = (seed: number) => {
  const db = freshlySeededDb(NOW, seed);
  dbs.push(db);
  return db;
};
const mocks: Mock[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) db.close();
  for (const mock of mocks.splice(0)) await mock.close();
});

/**
 * An account's seeded trades, oldest first, priced as the seed prices them: a buy at its level of the base price,
 * rounded to 1,000 Toman, a sell at the sell price for that buy price; the dealers answer in turn. `toman` is the
 * trade's total, what it moves (and a buy holds, at its own price as the limit).
 */
function seededTrades(mobile: string) {
  return (SEED_TRADES[mobile] ?? []).map((t, i) => {
    const buyPrice = Math.round((BASE_BUY_PRICE * t.level) / 1000) * 1000;
    const price = t.type === 'buy' ? buyPrice : sellFor(buyPrice);
    const mg = gramsToMg(t.grams);
    return { ...t, mg, price, toman: tradeTotal(mg, price), dealer: DEALERS[i % DEALERS.length], executed: !t.cancelled };
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** An account's seeded deposits and withdrawals, oldest first, dated as the seed dates them. */
const seededMoves = (mobile: string) =>
  (SEED_WALLET_MOVES[mobile] ?? []).map((m) => ({ ...m, createdAt: new Date(NOW.getTime() - m.ago).toISOString() }));

/**
 * What an account opened with, in minor units: its balances in SEED_ACCOUNTS less what its executed trades and its
 * approved deposits brought, plus what its approved withdrawals took out. Rejected ones move nothing.
 */
function openingOf(account: SeedAccount): Record<Currency, number> {
  const executed = seededTrades(account.mobile).filter((t) => t.executed);
  const sign = (type: 'buy' | 'sell') => (type === 'buy' ? 1 : -1);
  const approved = seededMoves(account.mobile).filter((m) => m.status === 'approved');
  return {
    TOMAN:
      account.toman +
      sum(executed.map((t) => sign(t.type) * t.toman)) -
      sum(approved.map((m) => (m.kind === 'deposit' ? m.amount : -m.amount))),
    GOLD_18K: gramsToMg(account.gold) - sum(executed.map((t) => sign(t.type) * t.mg)),
  };
}

describe('the seeded start', () => {
  it('holds the six demo accounts with their states, KYC levels, balances and the shared password', async () => {
    const db = seeded();
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    for (const account of SEED_ACCOUNTS) {
      const user = findUserByMobile(db, account.mobile)!;
      expect(user).toMatchObject({
        name: account.name,
        isActive: account.isActive,
        isVerified: account.isVerified,
        restricted: account.restricted,
      });
      expect(user.passwordHash).toBe(DEMO_PASSWORD_HASH);
      expect(kycLevelOf(db, user)).toBe(account.kycLevel);
      expect(balanceOf(walletOf(db, user.id, 'TOMAN')).balance).toBe(account.toman);
      expect(balanceOf(walletOf(db, user.id, 'GOLD_18K')).balance).toBe(Math.round(account.gold * 1000));
      const verified = bankAccountsOf(db, user.id).filter((a) => a.status === 'verified');
      expect(verified).toHaveLength(account.kycLevel === 2 ? 1 : 0);
      for (const a of verified) expect(isValidIban(a.iban)).toBe(true);
    }
  });

  it('posts every opening balance through the ledger, net of the seeded trades, deposits and withdrawals, and the ledger balances from its first row', () => {
    const db = seeded();
    let openings = 0;
    for (const account of SEED_ACCOUNTS) {
      const user = findUserByMobile(db, account.mobile)!;
      const opening = openingOf(account);
      // An account opens with what it later spends, so no balance is ever below zero.
      for (const currency of CURRENCIES) expect(opening[currency], `${account.mobile} ${currency}`).toBeGreaterThanOrEqual(0);
      const expected = CURRENCIES.filter((c) => opening[c] > 0).map((currency) => ({
        from: houseAccount('opening', currency),
        to: walletOf(db, user.id, currency).id,
        currency,
        amount: opening[currency],
        phase: 'posted',
        type: 'deposit',
        at: user.createdAt,
      }));
      const posted = db.all(
        `SELECT t.debit_account_id AS "from", t.credit_account_id AS "to", t.currency, t.amount, t.phase, t.type, t.created_at AS at
         FROM transfers AS t JOIN ledger_accounts AS a ON a.id = t.credit_account_id
         WHERE t.debit_account_id LIKE 'house:opening:%' AND a.user_id = ? ORDER BY t.seq`,
        user.id,
      );
      expect(posted, account.mobile).toEqual(expected);
      openings += expected.length;
    }
    expect(db.get("SELECT count(*) AS n FROM transfers WHERE debit_account_id LIKE 'house:opening:%'")).toEqual({ n: openings });

    const ledger = checkLedger(db);
    expect(ledger).toMatchObject({ balanced: true, negativeAccounts: [], mismatchedAccounts: [] });
    // Besides the openings, an executed trade is its hold, the hold's posting and the other leg; a cancelled one its
    // hold and the hold's release. An approved deposit (gateway or receipt) is its credit, a rejected one nothing; a
    // withdrawal is its hold and the hold's posting (approved) or release (rejected).
    const tradeTransfers = sum(SEED_ACCOUNTS.flatMap((a) => seededTrades(a.mobile).map((t) => (t.executed ? 3 : 2))));
    const moveTransfers = sum(
      SEED_ACCOUNTS.flatMap((a) =>
        seededMoves(a.mobile).map((m) => (m.kind === 'withdraw' ? 2 : m.status === 'approved' ? 1 : 0)),
      ),
    );
    expect(ledger.transfers).toBe(openings + tradeTransfers + moveTransfers);
  });

  it('holds the seeded trade history, newest first, each executed trade posted through the ledger, and ends at SEED_ACCOUNTS', () => {
    const db = seeded();
    const traders = SEED_ACCOUNTS.filter((a) => seededTrades(a.mobile).length > 0).map((a) => a.mobile);
    expect(traders).toEqual(['+989120000001', '+989120000002', '+989120000006']);
    for (const account of SEED_ACCOUNTS) {
      const user = findUserByMobile(db, account.mobile)!;
      const trades = seededTrades(account.mobile);
      const history = tradeHistory(db, user.id, { page: 1, limit: 100 }, NOW);
      expect(history.pagination, account.mobile).toEqual({
        page: 1,
        totalPages: trades.length > 0 ? 1 : 0,
        total: trades.length,
      });
      expect(
        history.requests.map(({ id: _id, ...item }) => item),
        account.mobile,
      ).toEqual(
        trades
          .map((t) => ({
            type: t.type,
            symbol: GOLD_SYMBOL,
            status: t.executed ? 'completed' : 'cancelled',
            amount: t.grams,
            price: t.price,
            timestamp: new Date(NOW.getTime() - t.ago).toISOString(),
            total: t.executed ? t.toman : null,
            dealerName: t.executed ? t.dealer : null,
          }))
          .reverse(),
      );
      // The account was opened before its first trade.
      if (trades.length > 0) expect(Date.parse(user.createdAt)).toBeLessThanOrEqual(NOW.getTime() - trades[0].ago);

      // Every trade holds what it may spend, then posts it and takes the other leg, or releases it: all under the
      // request's id, with the dealer's inventory on the other side.
      const wallet = (currency: Currency) => walletOf(db, user.id, currency).id;
      const inventory = (currency: Currency) => houseAccount('inventory', currency);
      for (const [i, item] of history.requests.entries()) {
        const t = trades[trades.length - 1 - i];
        const [paid, got] = t.type === 'buy' ? (['TOMAN', 'GOLD_18K'] as const) : (['GOLD_18K', 'TOMAN'] as const);
        const amountIn = (currency: Currency) => (currency === 'TOMAN' ? t.toman : t.mg);
        const held = { from: wallet(paid), to: inventory(paid), currency: paid, amount: amountIn(paid), type: t.type };
        const legs = t.executed
          ? [
              { ...held, phase: 'pending' },
              { ...held, phase: 'post_pending' },
              { from: inventory(got), to: wallet(got), currency: got, amount: amountIn(got), type: t.type, phase: 'posted' },
            ]
          : [
              { ...held, phase: 'pending' },
              { ...held, phase: 'void_pending' },
            ];
        expect(
          db.all(
            `SELECT debit_account_id AS "from", credit_account_id AS "to", currency, amount, type, phase FROM transfers
             WHERE reference = ? ORDER BY seq`,
            item.id,
          ),
          `${account.mobile} ${t.type} ${t.grams} g`,
        ).toEqual(legs);
      }

      // What is left is what SEED_ACCOUNTS says, with nothing still held.
      const goldMg = gramsToMg(account.gold);
      expect(balanceOf(walletOf(db, user.id, 'TOMAN'))).toEqual({ balance: account.toman, frozen: 0, available: account.toman });
      expect(balanceOf(walletOf(db, user.id, 'GOLD_18K'))).toEqual({ balance: goldMg, frozen: 0, available: goldMg });
    }

    // The first account's history mixes completed and cancelled trades of both sides.
    const first = tradeHistory(db, findUserByMobile(db, SEED_ACCOUNTS[0].mobile)!.id, { page: 1, limit: 100 }, NOW).requests;
    expect(new Set(first.map((r) => `${r.type} ${r.status}`))).toEqual(
      new Set(['buy completed', 'sell completed', 'buy cancelled']),
    );
    expect(checkLedger(db)).toMatchObject({ balanced: true, negativeAccounts: [], mismatchedAccounts: [] });
  });

  it('lists the seeded deposits and withdrawals through the API, each approved one posted through the ledger, and ends at SEED_ACCOUNTS', async () => {
    const mock = buildMock({}, NOW);
    mocks.push(mock);
    // Only accounts that may act have moves, so each is read through the API as its owner.
    const canAct = SEED_ACCOUNTS.filter((a) => a.isActive && a.isVerified && !a.restricted);
    expect(Object.keys(SEED_WALLET_MOVES).every((mobile) => canAct.some((a) => a.mobile === mobile))).toBe(true);
    const all = SEED_ACCOUNTS.flatMap((a) => seededMoves(a.mobile));
    const rows = (table: string) => mock.db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)!.n;
    expect(rows('deposit_requests')).toBe(all.filter((m) => m.kind === 'deposit').length);
    expect(rows('withdraw_requests')).toBe(all.filter((m) => m.kind === 'withdraw').length);
    expect(rows('receipts')).toBe(all.filter((m) => m.kind === 'deposit' && m.method === 'receipt').length);
    // The history mixes approved and rejected deposits of both methods, and approved and rejected withdrawals.
    expect(new Set(all.map((m) => (m.kind === 'deposit' ? `${m.method} ${m.status}` : `withdraw ${m.status}`)))).toEqual(
      new Set(['gateway approved', 'receipt approved', 'receipt rejected', 'withdraw approved', 'withdraw rejected']),
    );

    for (const account of canAct) {
      const user = findUserByMobile(mock.db, account.mobile)!;
      const token = await signIn(mock, account.mobile);
      const get = (path: string) => callAs(mock, 'get', path, token);
      const wallet = walletOf(mock.db, user.id, 'TOMAN').id;
      const moves = seededMoves(account.mobile);
      const deposits = moves.filter((m) => m.kind === 'deposit').reverse();
      const withdrawals = moves.filter((m) => m.kind === 'withdraw').reverse();
      const pageOf = (n: number) => ({ page: 1, totalPages: n > 0 ? 1 : 0, total: n });

      const depositList = depositRequestListResponseSchema.parse((await get('/wallets/me/deposit-requests?limit=100')).body).data;
      expect({ ...depositList, requests: [] }, account.mobile).toEqual({ requests: [], ...pageOf(deposits.length) });
      expect(
        depositList.requests.map(({ id: _id, ...item }) => item),
        account.mobile,
      ).toEqual(
        deposits.map((m) => ({
          method: m.method,
          amount: m.amount,
          status: m.status,
          createdAt: m.createdAt,
          description: m.method === 'receipt' ? 'واریز از حساب بانکی' : '',
          depositReferenceId: user.depositReferenceId,
          receiptUrl: m.method === 'receipt' ? expect.stringMatching(/^\/uploads\/receipts\/[0-9a-f]{32}\.png$/) : null,
        })),
      );

      const bank = bankAccountsOf(mock.db, user.id).find((a) => a.status === 'verified');
      const withdrawList = withdrawRequestListResponseSchema.parse(
        (await get('/wallets/me/withdraw-requests?limit=100')).body,
      ).data;
      expect({ ...withdrawList, requests: [] }, account.mobile).toEqual({ requests: [], ...pageOf(withdrawals.length) });
      expect(
        withdrawList.requests.map(({ id: _id, ...item }) => item),
        account.mobile,
      ).toEqual(
        withdrawals.map((m) => ({
          amount: m.amount,
          status: m.status,
          createdAt: m.createdAt,
          destinationInfo: {
            bankName: bank!.bankName,
            accountNumber: bank!.accountNumber,
            accountHolder: bank!.ownerName,
            iban: bank!.iban,
            bankCode: bank!.bankCode,
          },
          adminNote: m.note ?? null,
        })),
      );

      // Each request's movements carry its id: an approved deposit is its credit, from the gateway or the bank; a
      // rejected one nothing; a withdrawal is its hold to the bank, then the hold's posting or its release.
      const movementsOf = (id: string) =>
        mock.db.all<{ from: string; to: string; currency: string; amount: number; type: string; phase: string; at: string }>(
          `SELECT debit_account_id AS "from", credit_account_id AS "to", currency, amount, type, phase, created_at AS at
           FROM transfers WHERE reference = ? ORDER BY seq`,
          id,
        );
      for (const [i, item] of depositList.requests.entries()) {
        const m = deposits[i];
        const source = houseAccount(m.method === 'receipt' ? 'bank_clearing' : 'gateway', 'TOMAN');
        const legs = movementsOf(item.id);
        expect(
          legs.map(({ at: _at, ...leg }) => leg),
          `${account.mobile} deposit ${m.amount}`,
        ).toEqual(
          m.status === 'approved'
            ? [{ from: source, to: wallet, currency: 'TOMAN', amount: m.amount, type: 'deposit', phase: 'posted' }]
            : [],
        );
        for (const leg of legs) expect(Date.parse(leg.at)).toBeGreaterThanOrEqual(Date.parse(m.createdAt));
      }
      for (const [i, item] of withdrawList.requests.entries()) {
        const m = withdrawals[i];
        const held = {
          from: wallet,
          to: houseAccount('bank_clearing', 'TOMAN'),
          currency: 'TOMAN',
          amount: m.amount,
          type: 'withdraw',
        };
        const legs = movementsOf(item.id);
        expect(
          legs.map(({ at: _at, ...leg }) => leg),
          `${account.mobile} withdraw ${m.amount}`,
        ).toEqual([
          { ...held, phase: 'pending' },
          { ...held, phase: m.status === 'approved' ? 'post_pending' : 'void_pending' },
        ]);
        expect(legs[0].at).toBe(m.createdAt);
        expect(Date.parse(legs[1].at)).toBeGreaterThan(Date.parse(m.createdAt));
        expect(Date.parse(legs[1].at)).toBeLessThanOrEqual(NOW.getTime());
      }

      // Every receipt deposit's receipt exists: a PNG, served to its owner and to the control API.
      for (const item of depositList.requests.filter((r) => r.method === 'receipt')) {
        const own = await get(item.receiptUrl!);
        expect(own.status, item.receiptUrl!).toBe(200);
        expect(own.headers['content-type']).toBe('image/png');
        expect(own.body.subarray(0, 8)).toEqual(Buffer.from('89504e470d0a1a0a', 'hex'));
        const control = await mock.http().get(`/__mock/receipts/${item.receiptUrl!.split('/').pop()}`);
        expect(control.status).toBe(200);
        expect(control.body).toEqual(own.body);
      }

      // What is left is what SEED_ACCOUNTS says, with nothing still held.
      const wallets = walletListResponseSchema.parse((await get('/wallets/me')).body).data;
      expect(
        wallets.map((w) => [w.currency.code, w.balance, w.availableBalance, w.frozenAmount]),
        account.mobile,
      ).toEqual([
        ['TOMAN', account.toman, account.toman, 0],
        ['GOLD_18K', account.gold, account.gold, 0],
      ]);
    }
    expect(checkLedger(mock.db)).toMatchObject({ balanced: true, negativeAccounts: [], mismatchedAccounts: [] });
  });

  it('a seeded database is kept as it is; one from before the price history gets its year of candles', () => {
    const db = seeded();
    const users = db.all('SELECT * FROM users ORDER BY id');
    const candles = db.all('SELECT * FROM price_candles ORDER BY resolution, bucket');
    expect(candles.length).toBeGreaterThan(2000);
    expect(seedIfEmpty(db, 1, NOW)).toBe(false);
    expect(db.all('SELECT * FROM users ORDER BY id')).toEqual(users);
    expect(db.all('SELECT * FROM price_candles ORDER BY resolution, bucket')).toEqual(candles);
    db.write((tx) => tx.run('DELETE FROM price_candles'));
    expect(seedIfEmpty(db, 1, NOW)).toBe(false);
    expect(db.all('SELECT * FROM price_candles ORDER BY resolution, bucket')).toEqual(candles);
  });

  it('is the same for the same seed, and other ids for another seed', () => {
    const ids = (db: Db) => db.all('SELECT id, mobile FROM users ORDER BY mobile');
    const wallets = (db: Db) => db.all('SELECT id, user_id, currency FROM ledger_accounts ORDER BY id');
    expect(ids(fresh(1))).toEqual(ids(fresh(1)));
    expect(wallets(fresh(1))).toEqual(wallets(fresh(1)));
    expect(ids(fresh(2))).not.toEqual(ids(fresh(1)));
    expect(ids(fresh(2)).map((u) => u.mobile)).toEqual(ids(fresh(1)).map((u) => u.mobile));
  });

  it('starts the market by the hours at the base price, and dates nothing after now', () => {
    const db = seeded();
    expect(marketMode(db)).toBe('hours');
    expect(currentPrice(db)).toMatchObject({ lastUpdate: NOW.toISOString(), held: false });
    for (const table of [
      'users',
      'notifications',
      'transfers',
      'trade_requests',
      'deposit_requests',
      'withdraw_requests',
      'receipts',
    ]) {
      const latest = db.get<{ at: string }>(`SELECT max(created_at) AS at FROM ${table}`)!.at;
      expect(Date.parse(latest)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('gives demo accounts 1 and 2 notifications, read and unread, and nobody a pending request', () => {
    const db = seeded();
    const of = (mobile: string) =>
      db.all<{ type: string; read: number }>(
        'SELECT n.type, n.read FROM notifications AS n JOIN users AS u ON u.id = n.user_id WHERE u.mobile = ? ORDER BY n.created_at',
        mobile,
      );
    const first = of('+989120000001');
    expect(new Set(first.map((n) => n.type))).toEqual(new Set(['kyc', 'transaction', 'trade_execution', 'ticket', 'system']));
    expect(first.filter((n) => n.read === 1)).toHaveLength(2);
    expect(first.filter((n) => n.read === 0)).toHaveLength(3);
    expect(of('+989120000002').map((n) => n.read)).toEqual([1, 0]);
    expect(db.get('SELECT count(*) AS n FROM notifications')).toEqual({ n: 7 });
    expect(db.get("SELECT count(*) AS n FROM change_requests WHERE status = 'pending'")).toEqual({ n: 0 });
    expect(db.get("SELECT count(*) AS n FROM deposit_requests WHERE status = 'pending'")).toEqual({ n: 0 });
    expect(db.get("SELECT count(*) AS n FROM withdraw_requests WHERE status = 'pending'")).toEqual({ n: 0 });
  });

  it("links the first account's 'support answered' notification to the ticket it tells of", () => {
    const db = seeded();
    const note = db.get<{ data: string }>("SELECT data FROM notifications WHERE type = 'ticket'")!;
    const ticket = db.get<{ id: string; ticket_number: string; status: string }>(
      "SELECT id, ticket_number, status FROM tickets WHERE title = 'سؤال درباره کارمزد معامله'",
    )!;
    expect(ticketNotificationDataSchema.parse(JSON.parse(note.data))).toEqual({
      ticketId: ticket.id,
      ticketNumber: ticket.ticket_number,
      status: 'in_progress',
    });
    expect(ticket.status).toBe('in_progress');
  });

  it('gives the first account a ticket in every status, each seeded ticket with its conversation, numbered in time order', async () => {
    const mock = buildMock({}, NOW);
    mocks.push(mock);
    type TicketRow = {
      seq: number;
      id: string;
      ticket_number: string;
      status: string;
      agent_reply_at: string | null;
      created_at: string;
      updated_at: string;
    };
    const rows = mock.db.all<TicketRow>('SELECT * FROM tickets ORDER BY seq');
    expect(rows).toHaveLength(Object.values(SEED_TICKETS).flat().length);
    // The series runs in the order the tickets were opened, each numbered in its own Jalali year.
    const opened = rows.map((r) => Date.parse(r.created_at));
    expect(opened).toEqual([...opened].sort((a, b) => a - b));
    expect(new Set(opened).size).toBe(rows.length);
    expect(rows.map((r) => r.ticket_number)).toEqual(rows.map((r, i) => ticketNumber(i + 1, new Date(r.created_at))));
    expect(rows.map((r) => r.ticket_number)[0]).toMatch(/^TK-1405-00001$/);
    for (const row of rows) {
      // Nothing waits for the simulated agent: it answers only what is written after a start.
      expect(row.agent_reply_at).toBeNull();
      const messages = mock.db.all<{ created_at: string }>(
        'SELECT created_at FROM ticket_messages WHERE ticket_id = ? ORDER BY seq',
        row.id,
      );
      const times = [row.created_at, ...messages.map((m) => m.created_at)].map(Date.parse);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Date.parse(row.updated_at)).toBe(times.at(-1));
      expect(times.at(-1)!).toBeLessThanOrEqual(NOW.getTime());
    }

    for (const [mobile, seeded] of Object.entries(SEED_TICKETS)) {
      const token = await signIn(mock, mobile);
      const get = (path: string) => callAs(mock, 'get', path, token);
      const listed = ticketListResponseSchema.parse((await get('/api/tickets?limit=100')).body).data;
      expect(listed.total, mobile).toBe(seeded.length);
      // The most recently active first.
      const active = listed.tickets.map((t) => Date.parse(t.updatedAt));
      expect(active).toEqual([...active].sort((a, b) => b - a));
      for (const ticket of seeded) {
        const found = listed.tickets.find((t) => t.title === ticket.title)!;
        const full = ticketResponseSchema.parse((await get(`/api/tickets/${found.id}`)).body).data;
        expect(full).toMatchObject({
          description: ticket.description,
          category: ticket.category,
          priority: ticket.priority,
          status: ticket.status,
          createdAt: new Date(NOW.getTime() - ticket.ago).toISOString(),
          messageCount: ticket.messages.length,
        });
        expect(full.messages!.map((m) => [m.type, m.content, m.createdAt])).toEqual(
          ticket.messages.map((m) => [m.type, m.content, new Date(NOW.getTime() - m.ago).toISOString()]),
        );
        // Every answered ticket has the agent's answer; one resolved or closed ends with the note of its status.
        if (ticket.status !== 'open')
          expect(
            ticket.messages.some((m) => m.type === 'admin'),
            ticket.title,
          ).toBe(true);
        if (ticket.status === 'resolved') expect(ticket.messages.at(-1)!.content).toBe('وضعیت تیکت به «حل‌شده» تغییر کرد.');
        if (ticket.status === 'closed') expect(ticket.messages.at(-1)!.content).toBe('وضعیت تیکت به «بسته‌شده» تغییر کرد.');
      }
    }
    const statsOf = async (mobile: string) =>
      ticketStatsResponseSchema.parse((await callAs(mock, 'get', '/api/tickets/stats', await signIn(mock, mobile))).body).data;
    expect(await statsOf('+989120000001')).toEqual({ byStatus: { open: 1, in_progress: 1, resolved: 1, closed: 1 }, total: 4 });
    expect(await statsOf('+989120000002')).toEqual({ byStatus: { open: 1, in_progress: 0, resolved: 1, closed: 0 }, total: 2 });
    expect(await statsOf('+989120000003')).toEqual({ byStatus: { open: 0, in_progress: 0, resolved: 0, closed: 0 }, total: 0 });
  });
});
