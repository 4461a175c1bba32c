import { createHash } from 'node:crypto';
import type { WalletCode } from '@gold/contracts/wallets';
import { mgToGrams } from '@gold/contracts/money';
import type { Reader, Row } from '../db/database';
import type { Tx } from '../db/tx';

export type Currency = WalletCode;
export const CURRENCIES: readonly Currency[] = ['TOMAN', 'GOLD_18K'];

/** The dealer's own accounts: its gold and money inventory, the bank's clearing account, the payment gateway, and
 * where the demo's opening balances come from. House accounts may go below zero; a customer's never does. */
export type HouseKind = 'inventory' | 'bank_clearing' | 'gateway' | 'opening';
export const houseAccount = (kind: HouseKind, currency: Currency) => `house:${kind}:${currency}`;

export type AccountRecord = {
  id: string;
  kind: 'customer' | HouseKind;
  userId: string | null;
  currency: Currency;
  active: boolean;
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
  /** Posted transfers and holds that touch the account. */
  movements: number;
};

type AccountRow = Row & {
  id: string;
  kind: AccountRecord['kind'];
  user_id: string | null;
  currency: Currency;
  active: number;
  debits_posted: number;
  credits_posted: number;
  debits_pending: number;
  credits_pending: number;
  movements: number;
};

const fromRow = (r: AccountRow): AccountRecord => ({
  id: r.id,
  kind: r.kind,
  userId: r.user_id,
  currency: r.currency,
  active: r.active === 1,
  debitsPosted: r.debits_posted,
  creditsPosted: r.credits_posted,
  debitsPending: r.debits_pending,
  creditsPending: r.credits_pending,
  movements: r.movements,
});

/**
 * A customer's balances in minor units (Toman, milligrams): what came in less what went out, what is held, and
 * what is left to use (TigerBeetle's `credits_posted - debits_posted - debits_pending`).
 */
export type Balance = { balance: number; frozen: number; available: number };
export function balanceOf(account: AccountRecord): Balance {
  const balance = account.creditsPosted - account.debitsPosted;
  return { balance, frozen: account.debitsPending, available: balance - account.debitsPending };
}

/** Minor units to the unit the API shows: Toman stay whole, milligrams become grams with three decimals. */
export const toDisplayAmount = (currency: Currency, minor: number) => (currency === 'GOLD_18K' ? mgToGrams(minor) : minor);

/** A stable id per customer and currency, so the same seed gives the same wallet ids. */
function walletIdFor(userId: string, currency: Currency): string {
  const hex = createHash('sha256').update(`wallet:${userId}:${currency}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A new customer's Toman and gold wallets, at zero. */
export function openWallets(tx: Tx, userId: string, at: string): void {
  for (const currency of CURRENCIES) {
    tx.run(
      "INSERT INTO ledger_accounts (id, kind, user_id, currency, created_at) VALUES (?, 'customer', ?, ?, ?)",
      walletIdFor(userId, currency),
      userId,
      currency,
      at,
    );
  }
}

export function findAccount(db: Reader, id: string): AccountRecord | undefined {
  const row = db.get<AccountRow>('SELECT * FROM ledger_accounts WHERE id = ?', id);
  return row && fromRow(row);
}

/** The customer's wallets, Toman first. */
export function walletsOf(db: Reader, userId: string): AccountRecord[] {
  return db
    .all<AccountRow>("SELECT * FROM ledger_accounts WHERE user_id = ? AND kind = 'customer' ORDER BY currency DESC", userId)
    .map(fromRow);
}

export function walletOf(db: Reader, userId: string, currency: Currency): AccountRecord {
  const row = db.get<AccountRow>("SELECT * FROM ledger_accounts WHERE user_id = ? AND kind = 'customer' AND currency = ?", userId, currency);
  if (!row) throw new Error(`user ${userId} has no ${currency} wallet`);
  return fromRow(row);
}

/** Opens or closes a customer's wallet: `ledger/` is the only code that writes to the accounts. */
export function setWalletActive(tx: Tx, accountId: string, active: boolean): void {
  tx.run("UPDATE ledger_accounts SET active = ? WHERE id = ? AND kind = 'customer'", active ? 1 : 0, accountId);
}
