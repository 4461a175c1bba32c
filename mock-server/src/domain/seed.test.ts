import { afterEach, describe, expect, it } from 'vitest';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { gramsToMg } from '@gold/contracts/money';
import { isValidIban } from '@gold/contracts/rules/iban';
import { tradeTotal } from '@gold/contracts/rules/trading';
import type { Db } from '../db/tx';
import { balanceOf, CURRENCIES, houseAccount, walletOf, type Currency } from '../ledger/accounts';
import { checkLedger } from '../ledger/check';
import { seededDb } from '../test-utils';
import { bankAccountsOf } from './bank-accounts';
import { verifyPassword } from './password-hash';
import { BASE_BUY_PRICE, currentPrice, marketMode, sellFor } from './prices';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH, SEED_ACCOUNTS, SEED_TRADES, type SeedAccount } from './seed';
import { DEALERS, tradeHistory } from './trading';
import { findUserByMobile, kycLevelOf } from './users';

const NOW = new Date('2026-11-21T06:00:00Z');
const dbs: Db[] = [];
const seeded = (seed = 1) => {
  const db = seededDb(NOW, seed);
  dbs.push(db);
  return db;
};
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
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

/** What an account opened with, in minor units: its balances in SEED_ACCOUNTS less what its executed trades brought. */
function openingOf(account: SeedAccount): Record<Currency, number> {
  const executed = seededTrades(account.mobile).filter((t) => t.executed);
  const sign = (type: 'buy' | 'sell') => (type === 'buy' ? 1 : -1);
  return {
    TOMAN: account.toman + sum(executed.map((t) => sign(t.type) * t.toman)),
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

  it('posts every opening balance through the ledger, net of the seeded trades, and the ledger balances from its first row', () => {
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
    // hold and the hold's release.
    const tradeTransfers = sum(SEED_ACCOUNTS.flatMap((a) => seededTrades(a.mobile).map((t) => (t.executed ? 3 : 2))));
    expect(ledger.transfers).toBe(openings + tradeTransfers);
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

  it('is the same for the same seed, and other ids for another seed', () => {
    const ids = (db: Db) => db.all('SELECT id, mobile FROM users ORDER BY mobile');
    const wallets = (db: Db) => db.all('SELECT id, user_id, currency FROM ledger_accounts ORDER BY id');
    expect(ids(seeded(1))).toEqual(ids(seeded(1)));
    expect(wallets(seeded(1))).toEqual(wallets(seeded(1)));
    expect(ids(seeded(2))).not.toEqual(ids(seeded(1)));
    expect(ids(seeded(2)).map((u) => u.mobile)).toEqual(ids(seeded(1)).map((u) => u.mobile));
  });

  it('starts the market by the hours at the base price, and dates nothing after now', () => {
    const db = seeded();
    expect(marketMode(db)).toBe('hours');
    expect(currentPrice(db)).toMatchObject({ lastUpdate: NOW.toISOString(), held: false });
    for (const table of ['users', 'notifications', 'transfers', 'trade_requests']) {
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
  });
});
