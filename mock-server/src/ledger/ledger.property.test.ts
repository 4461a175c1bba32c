import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Database } from '../db/database';
import { silentRealtime, type Db, type Tx } from '../db/tx';
import { DomainError } from '../errors';
import { CURRENCIES, houseAccount, openWallets, walletOf, type Currency } from './accounts';
import { checkLedger } from './check';
import { hold, postHold, transfer, voidHold } from './transfers';

/**
 * Random sequences of credits, payments, transfers between customers, holds, posts (in full or in part), voids and
 * repeated settlements, checked against a plain model after every step:
 * - every balance equals what the model says, so it equals the sum of its transfers;
 * - no customer account is ever below zero, in balance or in usable balance;
 * - in every currency debits equal credits, and the kept totals match the transfers (checkLedger).
 * A step the model says must fail (an overdraft, a second settlement) fails and changes nothing.
 */

const AT = '2026-11-21T06:00:00.000Z';
const CUSTOMERS = ['c0', 'c1', 'c2'] as const;

type Model = {
  /** Per account id: posted balance and held amount. */
  accounts: Map<string, { balance: number; frozen: number }>;
  /** Holds by their transfer id. */
  holds: { id: string; from: string; to: string; amount: number; settled: boolean }[];
};
type Real = { db: Db; wallets: Map<string, string> };

/** A customer's wallet id, looked up once per run. */
function wallet(r: Real, customer: number, currency: Currency): string {
  const key = `${customer}:${currency}`;
  let id = r.wallets.get(key);
  if (!id) {
    id = walletOf(r.db, CUSTOMERS[customer], currency).id;
    r.wallets.set(key, id);
  }
  return id;
}
const account = (m: Model, id: string) => m.accounts.get(id) ?? { balance: 0, frozen: 0 };
const isCustomer = (id: string) => !id.startsWith('house:');

/** Applies a movement to the model; answers false, leaving the model unchanged, when the ledger must refuse it. */
function modelMove(m: Model, from: string, to: string, amount: number, kind: 'posted' | 'pending'): boolean {
  const payer = account(m, from);
  if (isCustomer(from) && payer.balance - payer.frozen < amount) return false;
  if (kind === 'pending') m.accounts.set(from, { ...payer, frozen: payer.frozen + amount });
  else {
    m.accounts.set(from, { ...payer, balance: payer.balance - amount });
    const payee = account(m, to);
    m.accounts.set(to, { ...payee, balance: payee.balance + amount });
  }
  return true;
}

/** Runs a write that may be refused; a refusal must be the customer's insufficient funds and change nothing. */
function attempt(r: Real, work: (tx: Tx) => unknown): 'ok' | 'refused' {
  const before = r.db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')!.n;
  try {
    r.db.write(work);
    return 'ok';
  } catch (error) {
    if (!(error instanceof DomainError) || !['INSUFFICIENT_BALANCE', 'INSUFFICIENT_GOLD'].includes(error.code)) throw error;
    expect(r.db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')!.n).toBe(before);
    return 'refused';
  }
}

function checkInvariants(m: Model, r: Real) {
  const rows = r.db.all<{ id: string; balance: number; frozen: number }>(
    "SELECT id, credits_posted - debits_posted AS balance, debits_pending AS frozen FROM ledger_accounts WHERE kind = 'customer' ORDER BY id",
  );
  // node:assert, not expect, in this loop: it runs some twenty thousand times.
  assert.deepStrictEqual(
    rows,
    rows.map(({ id }) => ({ id, ...account(m, id) })),
    'balances differ from the model',
  );
  for (const row of rows) assert.ok(row.balance - row.frozen >= 0, `customer account ${row.id} below zero`);
  const ledger = checkLedger(r.db);
  assert.deepStrictEqual(ledger.mismatchedAccounts, [], 'kept totals differ from the transfers');
  assert.deepStrictEqual(ledger.negativeAccounts, [], 'a customer account is below zero');
  for (const currency of CURRENCIES) {
    assert.strictEqual(
      ledger.currencies[currency].debits,
      ledger.currencies[currency].credits,
      `${currency} debits differ from credits`,
    );
  }
  assert.ok(ledger.balanced);
}

const customerArb = fc.integer({ min: 0, max: CUSTOMERS.length - 1 });
const currencyArb = fc.constantFrom<Currency>(...CURRENCIES);
const amountArb = fc.integer({ min: 1, max: 5_000 });

class Credit implements fc.Command<Model, Real> {
  constructor(
    readonly customer: number,
    readonly currency: Currency,
    readonly amount: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real) {
    const to = wallet(r, this.customer, this.currency);
    const from = houseAccount('opening', this.currency);
    expect(modelMove(m, from, to, this.amount, 'posted')).toBe(true);
    r.db.write((tx) =>
      transfer(tx, { from, to, currency: this.currency, amount: this.amount, type: 'deposit', description: 'واریز', at: AT }),
    );
    checkInvariants(m, r);
  }
  toString = () => `credit(c${this.customer}, ${this.currency}, ${this.amount})`;
}

class Pay implements fc.Command<Model, Real> {
  constructor(
    readonly customer: number,
    readonly currency: Currency,
    readonly amount: number,
    /** Another customer, or the house's inventory when null. */
    readonly payee: number | null,
  ) {}
  check = () => true;
  run(m: Model, r: Real) {
    const from = wallet(r, this.customer, this.currency);
    const to =
      this.payee === null || this.payee === this.customer
        ? houseAccount('inventory', this.currency)
        : wallet(r, this.payee, this.currency);
    const allowed = modelMove(m, from, to, this.amount, 'posted');
    const outcome = attempt(r, (tx) =>
      transfer(tx, { from, to, currency: this.currency, amount: this.amount, type: 'withdraw', description: 'برداشت', at: AT }),
    );
    expect(outcome).toBe(allowed ? 'ok' : 'refused');
    checkInvariants(m, r);
  }
  toString = () => `pay(c${this.customer}, ${this.currency}, ${this.amount}, ${this.payee ?? 'house'})`;
}

class Hold implements fc.Command<Model, Real> {
  constructor(
    readonly customer: number,
    readonly currency: Currency,
    readonly amount: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real) {
    const from = wallet(r, this.customer, this.currency);
    const to = houseAccount('inventory', this.currency);
    const allowed = modelMove(m, from, to, this.amount, 'pending');
    let id = '';
    const outcome = attempt(r, (tx) => {
      id = hold(tx, { from, to, currency: this.currency, amount: this.amount, type: 'buy', description: 'نگه‌داشت', at: AT });
    });
    expect(outcome).toBe(allowed ? 'ok' : 'refused');
    if (allowed) m.holds.push({ id, from, to, amount: this.amount, settled: false });
    checkInvariants(m, r);
  }
  toString = () => `hold(c${this.customer}, ${this.currency}, ${this.amount})`;
}

class Settle implements fc.Command<Model, Real> {
  constructor(
    /** Which hold, by index among those made so far. */
    readonly pick: number,
    readonly how: 'post' | 'void',
    /** The share of the hold to post, in percent (post only). */
    readonly percent: number,
  ) {}
  check = (m: Readonly<Model>) => m.holds.length > 0;
  run(m: Model, r: Real) {
    const held = m.holds[this.pick % m.holds.length];
    const posted = Math.max(1, Math.floor((held.amount * this.percent) / 100));
    const settle = (tx: Tx) =>
      this.how === 'post' ? postHold(tx, held.id, AT, 'تسویه', posted) : voidHold(tx, held.id, AT, 'آزادسازی');
    if (held.settled) {
      // A repeat: refused, nothing moves.
      const before = r.db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')!.n;
      expect(() => r.db.write(settle)).toThrow(/already settled/);
      expect(r.db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')!.n).toBe(before);
    } else {
      r.db.write(settle);
      held.settled = true;
      const payer = account(m, held.from);
      m.accounts.set(held.from, { ...payer, frozen: payer.frozen - held.amount });
      if (this.how === 'post') modelMove(m, held.from, held.to, posted, 'posted');
    }
    checkInvariants(m, r);
  }
  toString = () => `${this.how}(hold #${this.pick}, ${this.percent}%)`;
}

const commands = [
  fc.tuple(customerArb, currencyArb, amountArb).map(([c, cur, a]) => new Credit(c, cur, a)),
  fc.tuple(customerArb, currencyArb, amountArb, fc.option(customerArb)).map(([c, cur, a, p]) => new Pay(c, cur, a, p)),
  fc.tuple(customerArb, currencyArb, amountArb).map(([c, cur, a]) => new Hold(c, cur, a)),
  fc
    .tuple(fc.nat(), fc.constantFrom<'post' | 'void'>('post', 'void'), fc.integer({ min: 1, max: 100 }))
    .map(([i, how, p]) => new Settle(i, how, p)),
];

describe('the ledger under random sequences', () => {
  it('keeps every balance equal to its transfers, no customer below zero, and debits equal to credits', () => {
    const customers = (db: Db) =>
      db.write((tx) => {
        for (const id of CUSTOMERS) {
          tx.run(
            "INSERT INTO users (id, mobile, name, password_hash, is_active, is_verified, restricted, deposit_reference_id, created_at) VALUES (?, ?, 'آزمون', 'x', 1, 1, 0, ?, ?)",
            id,
            `+98912000010${id.slice(1)}`,
            `PARZ-${id}`,
            AT,
          );
          openWallets(tx, id, AT);
        }
      });
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        // A database of its own for each sequence: an in-memory one opens in about a millisecond.
        const db = Database.open(':memory:', silentRealtime);
        try {
          customers(db);
          fc.modelRun(() => ({ model: { accounts: new Map(), holds: [] }, real: { db, wallets: new Map() } }), cmds);
        } finally {
          db.close();
        }
      }),
      { numRuns: 1000 },
    );
    // CPU-bound: a thousand sequences take seconds, longer on a busy machine.
  }, 120_000);
});
