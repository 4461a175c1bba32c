import { afterEach, describe, expect, it } from 'vitest';
import { isValidIban } from '@gold/contracts/rules/iban';
import type { Db } from '../db/tx';
import { balanceOf, walletOf } from '../ledger/accounts';
import { checkLedger } from '../ledger/check';
import { seededDb } from '../test-utils';
import { bankAccountsOf } from './bank-accounts';
import { verifyPassword } from './password-hash';
import { currentPrice, marketMode } from './prices';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH, SEED_ACCOUNTS } from './seed';
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

  it('posts every opening balance through the ledger, which balances from its first row', () => {
    const db = seeded();
    const ledger = checkLedger(db);
    expect(ledger).toMatchObject({ balanced: true, negativeAccounts: [], mismatchedAccounts: [] });
    const nonZero = SEED_ACCOUNTS.flatMap((a) => [a.toman, a.gold]).filter((v) => v > 0).length;
    expect(ledger.transfers).toBe(nonZero);
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
    for (const table of ['users', 'notifications', 'transfers']) {
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
