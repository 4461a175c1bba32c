import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database } from '../db/database';
import { silentRealtime, type Db, type Realtime } from '../db/tx';
import { recordingRealtime } from '../test-utils';
import { balanceOf, findAccount, houseAccount, openWallets, walletOf } from './accounts';
import { checkLedger } from './check';
import { hold, postHold, transfer, voidHold, type TransferInput } from './transfers';

const AT = '2026-11-21T06:00:00.000Z';
let db: Db;
let realtime: ReturnType<typeof recordingRealtime>;
let toman: string;
let gold: string;

beforeEach(() => {
  db = Database.open(':memory:', silentRealtime);
  realtime = recordingRealtime();
  db.sink = realtime as unknown as Realtime;
  db.write((tx) => {
    tx.run(
      "INSERT INTO users (id, mobile, name, password_hash, is_active, is_verified, restricted, deposit_reference_id, created_at) VALUES ('u1', '+989120000009', 'آزمون', 'x', 1, 1, 0, 'PARZ-1', ?)",
      AT,
    );
    openWallets(tx, 'u1', AT);
  });
  toman = walletOf(db, 'u1', 'TOMAN').id;
  gold = walletOf(db, 'u1', 'GOLD_18K').id;
});
afterEach(() => db.close());

const opening = houseAccount('opening', 'TOMAN');
const inventory = houseAccount('inventory', 'TOMAN');
const move = (over: Partial<TransferInput>): TransferInput => ({
  from: opening,
  to: toman,
  currency: 'TOMAN',
  amount: 1000,
  type: 'deposit',
  description: 'واریز',
  at: AT,
  ...over,
});
const balance = (id = toman) => balanceOf(findAccount(db, id)!);
const transferCount = () => db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')!.n;

describe('transfer', () => {
  it('moves an amount between two accounts and keeps the ledger balanced', () => {
    db.write((tx) => transfer(tx, move({ amount: 5000 })));
    db.write((tx) => transfer(tx, move({ from: toman, to: inventory, amount: 1200, type: 'buy' })));
    expect(balance()).toEqual({ balance: 3800, frozen: 0, available: 3800 });
    expect(checkLedger(db)).toMatchObject({ balanced: true, currencies: { TOMAN: { debits: 6200, credits: 6200 } } });
  });

  it('keeps no totals on a house account: customers paid through one may together pass 2^53, and each is paid', () => {
    const gateway = houseAccount('gateway', 'TOMAN');
    db.write((tx) => {
      tx.run(
        "INSERT INTO users (id, mobile, name, password_hash, is_active, is_verified, restricted, deposit_reference_id, created_at) VALUES ('u2', '+989120000010', 'آزمون دوم', 'x', 1, 1, 0, 'PARZ-2', ?)",
        AT,
      );
      openWallets(tx, 'u2', AT);
    });
    const second = walletOf(db, 'u2', 'TOMAN').id;
    // Each customer stays under the bound a wallet keeps; the gateway pays out more than it together.
    const big = 2 ** 52 + 1;
    db.write((tx) => transfer(tx, move({ from: gateway, to: toman, amount: big })));
    db.write((tx) => transfer(tx, move({ from: gateway, to: second, amount: big })));
    db.write((tx) => transfer(tx, move({ from: gateway, to: second, amount: 7 })));
    expect(balance(second).balance).toBe(big + 7);
    expect(findAccount(db, gateway)).toMatchObject({ debitsPosted: 0, creditsPosted: 0, debitsPending: 0, creditsPending: 0 });
    const ledger = checkLedger(db);
    expect(ledger).toMatchObject({ balanced: true, mismatchedAccounts: [] });
    expect(ledger.currencies.TOMAN.debits).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });

  it('refuses to take a customer below zero, with the Persian insufficient-balance error', () => {
    db.write((tx) => transfer(tx, move({ amount: 1000 })));
    expect(() => db.write((tx) => transfer(tx, move({ from: toman, to: inventory, amount: 1001 })))).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_BALANCE', status: 400 }),
    );
    expect(() =>
      db.write((tx) =>
        transfer(tx, { ...move({ from: gold, to: houseAccount('inventory', 'GOLD_18K'), currency: 'GOLD_18K' }) }),
      ),
    ).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_GOLD' }));
    expect(balance().balance).toBe(1000);
  });

  it('is refused by the database itself, not only by the code: a raw overdraft insert fails', () => {
    expect(() =>
      db.write((tx) =>
        tx.run(
          `INSERT INTO transfers (id, debit_account_id, credit_account_id, currency, amount, phase, type, description, created_at)
           VALUES ('raw', ?, ?, 'TOMAN', 1, 'posted', 'withdraw', 'x', ?)`,
          toman,
          inventory,
          AT,
        ),
      ),
    ).toThrow(/CHECK constraint failed/);
    expect(transferCount()).toBe(0);
  });

  it('refuses with a 400, not a failure, a movement that would take any total past what JavaScript holds exactly', () => {
    db.write((tx) => transfer(tx, move({ amount: Number.MAX_SAFE_INTEGER })));
    expect(() => db.write((tx) => transfer(tx, move({ amount: 1 })))).toThrow(
      expect.objectContaining({ code: 'AMOUNT_TOO_LARGE', status: 400 }),
    );
    expect(balance().balance).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a currency the accounts do not hold, a zero or fractional amount, and an account paying itself', () => {
    expect(() => db.write((tx) => transfer(tx, move({ to: gold })))).toThrow(/currency/);
    expect(() => db.write((tx) => transfer(tx, move({ amount: 0 })))).toThrow(RangeError);
    expect(() => db.write((tx) => transfer(tx, move({ amount: 1.5 })))).toThrow(RangeError);
    expect(() => db.write((tx) => transfer(tx, move({ from: toman, to: toman })))).toThrow(/CHECK/);
    expect(transferCount()).toBe(0);
  });

  it('keeps transfers immutable: an update or a delete is refused', () => {
    const id = db.write((tx) => transfer(tx, move({})));
    expect(() => db.write((tx) => tx.run('UPDATE transfers SET amount = 1 WHERE id = ?', id))).toThrow(/immutable/);
    expect(() => db.write((tx) => tx.run('DELETE FROM transfers WHERE id = ?', id))).toThrow(/never deleted/);
    expect(balance().balance).toBe(1000);
  });

  it("tells the owner each changed wallet's newest balances once, after the commit", () => {
    db.write((tx) => {
      transfer(tx, move({ amount: 3000 }));
      transfer(tx, move({ amount: 2000 }));
      expect(realtime.toUser).not.toHaveBeenCalled();
    });
    expect(realtime.toUser).toHaveBeenCalledTimes(1);
    expect(realtime.toUser).toHaveBeenCalledWith('u1', 'wallet-update', {
      walletId: toman,
      balance: 5000,
      availableBalance: 5000,
      frozenAmount: 0,
      currency: 'TOMAN',
    });
  });

  it('shows gold in grams in the wallet update', () => {
    db.write((tx) =>
      transfer(tx, move({ from: houseAccount('opening', 'GOLD_18K'), to: gold, currency: 'GOLD_18K', amount: 12_345 })),
    );
    expect(realtime.toUser).toHaveBeenCalledWith(
      'u1',
      'wallet-update',
      expect.objectContaining({ walletId: gold, balance: 12.345, currency: 'GOLD_18K' }),
    );
  });

  it('says nothing when the transaction rolls back', () => {
    expect(() =>
      db.write((tx) => {
        transfer(tx, move({}));
        throw new Error('later step failed');
      }),
    ).toThrow('later step failed');
    expect(realtime.toUser).not.toHaveBeenCalled();
    expect(transferCount()).toBe(0);
  });
});

describe('holds', () => {
  beforeEach(() => {
    db.write((tx) => transfer(tx, move({ amount: 10_000 })));
  });

  it('freezes the held amount: the balance stays, the usable balance falls', () => {
    db.write((tx) => hold(tx, move({ from: toman, to: inventory, amount: 4000, type: 'buy' })));
    expect(balance()).toEqual({ balance: 10_000, frozen: 4000, available: 6000 });
  });

  it('refuses a hold beyond the usable balance, counting earlier holds', () => {
    db.write((tx) => hold(tx, move({ from: toman, to: inventory, amount: 6000 })));
    expect(() => db.write((tx) => hold(tx, move({ from: toman, to: inventory, amount: 4001 })))).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }),
    );
    expect(() => db.write((tx) => transfer(tx, move({ from: toman, to: inventory, amount: 4001 })))).toThrow(
      expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }),
    );
    expect(balance()).toEqual({ balance: 10_000, frozen: 6000, available: 4000 });
  });

  it('posts a hold in part and releases the rest', () => {
    const id = db.write((tx) => hold(tx, move({ from: toman, to: inventory, amount: 4000, type: 'buy' })));
    db.write((tx) => postHold(tx, id, AT, 'خرید طلا', 3500));
    expect(balance()).toEqual({ balance: 6500, frozen: 0, available: 6500 });
    expect(checkLedger(db).balanced).toBe(true);
  });

  it('voids a hold: nothing moves', () => {
    const id = db.write((tx) => hold(tx, move({ from: toman, to: inventory, amount: 4000 })));
    db.write((tx) => voidHold(tx, id, AT, 'لغو شد'));
    expect(balance()).toEqual({ balance: 10_000, frozen: 0, available: 10_000 });
  });

  it('settles a hold once: a second post or void is refused, in the code and in the database', () => {
    const id = db.write((tx) => hold(tx, move({ from: toman, to: inventory, amount: 4000 })));
    db.write((tx) => postHold(tx, id, AT, 'خرید طلا'));
    expect(() => db.write((tx) => postHold(tx, id, AT, 'دوباره'))).toThrow(/already settled/);
    expect(() => db.write((tx) => voidHold(tx, id, AT, 'دوباره'))).toThrow(/already settled/);
    expect(() =>
      db.write((tx) =>
        tx.run(
          `INSERT INTO transfers (id, debit_account_id, credit_account_id, currency, amount, phase, pending_id, type, description, created_at)
           VALUES ('again', ?, ?, 'TOMAN', 4000, 'void_pending', ?, 'buy', 'x', ?)`,
          toman,
          inventory,
          id,
          AT,
        ),
      ),
    ).toThrow(/UNIQUE|settlement/);
    expect(balance()).toEqual({ balance: 6000, frozen: 0, available: 6000 });
  });

  it('refuses to post more than was held', () => {
    const id = db.write((tx) => hold(tx, move({ from: toman, to: inventory, amount: 4000 })));
    expect(() => db.write((tx) => postHold(tx, id, AT, 'بیشتر', 4001))).toThrow(RangeError);
    expect(balance().frozen).toBe(4000);
  });
});

describe('checkLedger', () => {
  it('notices kept totals that no longer match the transfers', () => {
    db.write((tx) => transfer(tx, move({ amount: 1000 })));
    expect(checkLedger(db)).toMatchObject({ balanced: true, mismatchedAccounts: [], negativeAccounts: [], transfers: 1 });
    db.write((tx) => tx.run('UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE id = ?', toman));
    expect(checkLedger(db)).toMatchObject({ balanced: false, mismatchedAccounts: [toman] });
    db.write((tx) =>
      tx.run('UPDATE ledger_accounts SET credits_posted = credits_posted - 1, movements = movements + 1 WHERE id = ?', toman),
    );
    expect(checkLedger(db)).toMatchObject({ balanced: false, mismatchedAccounts: [toman] });
  });
});
