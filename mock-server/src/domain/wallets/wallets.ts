import type { PageQuery } from '@gold/contracts/common';
import type { Currency as CurrencyInfo, Transaction, Wallet } from '@gold/contracts/wallets';
import type { Reader } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import {
  balanceOf,
  findAccount,
  setWalletActive,
  toDisplayAmount,
  walletOf,
  walletsOf,
  type AccountRecord,
  type Currency,
} from '../../ledger/accounts';

export const CURRENCY_INFO: Record<Currency, CurrencyInfo> = {
  TOMAN: { name: 'تومان', unit: 'تومان', precision: 0, isChargeable: true, isWithdrawable: true, code: 'TOMAN' },
  GOLD_18K: { name: 'طلای ۱۸ عیار', unit: 'گرم', precision: 3, isChargeable: false, isWithdrawable: false, code: 'GOLD_18K' },
};

/** A wallet as the API shows it, read from its ledger account: amounts in the currency's unit. */
export function toPublicWallet(account: AccountRecord): Wallet {
  const { balance, frozen, available } = balanceOf(account);
  const show = (minor: number) => toDisplayAmount(account.currency, minor);
  return {
    id: account.id,
    currencyId: account.currency,
    currency: CURRENCY_INFO[account.currency],
    status: account.active,
    balance: show(balance),
    availableBalance: show(available),
    frozenAmount: show(frozen),
    // A credit line: the mock grants none.
    creaditAmount: 0,
  };
}

export const listWallets = (db: Reader, userId: string): Wallet[] => walletsOf(db, userId).map(toPublicWallet);

/** The customer's own wallet; another customer's id is 404, never a hint that it exists. */
export function ownWallet(db: Reader, userId: string, walletId: string): AccountRecord {
  const account = findAccount(db, walletId);
  if (!account || account.kind !== 'customer' || account.userId !== userId) throw notFound('کیف پول');
  return account;
}

type TransactionRow = {
  id: string;
  type: string;
  description: string;
  created_at: string;
  amount: number;
  currency: Currency;
  phase: 'posted' | 'pending';
  debit_account_id: string;
  credit_account_id: string;
  settled_as: 'post_pending' | 'void_pending' | null;
  settled_amount: number | null;
};

/**
 * One row per movement, newest first: a posted transfer, or a hold shown with how it ended (pending, posted for
 * the settled amount, or released whole). Signed from the wallet's side: positive in, negative out.
 */
function toTransaction(row: TransactionRow, own: Set<string>): Transaction {
  const status =
    row.phase === 'posted' || row.settled_as === 'post_pending' ? 'completed' : row.settled_as ? 'released' : 'pending';
  const minor = row.settled_as === 'post_pending' && row.settled_amount !== null ? row.settled_amount : row.amount;
  const outgoing = own.has(row.debit_account_id);
  const walletId = outgoing ? row.debit_account_id : row.credit_account_id;
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    createdAt: row.created_at,
    amount: toDisplayAmount(row.currency, outgoing ? -minor : minor),
    currency: row.currency,
    status,
    walletId,
  };
}

/**
 * Transactions of all the customer's wallets, or of one of them (404 for another customer's). Each account's
 * movements are read newest first from its own index, only as far as the page reaches, so page 1 of a history of
 * 100,000 rows reads a handful of them; the total is kept on the accounts.
 */
export function listTransactions(
  db: Reader,
  userId: string,
  walletId: string | null,
  { page, limit }: PageQuery,
): { transactions: Transaction[]; page: number; totalPages: number; total: number } {
  const accounts = walletId ? [ownWallet(db, userId, walletId)] : walletsOf(db, userId);
  const ids = accounts.map((a) => a.id);
  const reach = page * limit;
  const newest = (side: 'debit' | 'credit') =>
    `SELECT seq FROM (SELECT seq FROM transfers WHERE ${side}_account_id = ? AND phase IN ('posted', 'pending') ORDER BY seq DESC LIMIT ?)`;
  const sides = ids.flatMap(() => [newest('debit'), newest('credit')]).join(' UNION ');
  const rows = db.all<TransactionRow>(
    `WITH page AS (SELECT seq FROM (${sides}) ORDER BY seq DESC LIMIT ? OFFSET ?)
     SELECT t.id, t.type, t.description, t.created_at, t.amount, t.currency, t.phase, t.debit_account_id, t.credit_account_id,
       s.phase AS settled_as, s.amount AS settled_amount
     FROM page JOIN transfers AS t ON t.seq = page.seq LEFT JOIN transfers AS s ON s.pending_id = t.id
     ORDER BY t.seq DESC`,
    ...ids.flatMap((id) => [id, reach, id, reach]),
    limit,
    (page - 1) * limit,
  );
  const own = new Set(ids);
  const total = accounts.reduce((sum, a) => sum + a.movements, 0);
  return { transactions: rows.map((r) => toTransaction(r, own)), page, totalPages: Math.ceil(total / limit), total };
}

/**
 * DELETE /wallets/me/{id}: an empty wallet with nothing held and no deposit waiting closes (its status turns false);
 * one with a balance or a hold stays, so no money is ever orphaned.
 */
export function closeWallet(tx: Tx, userId: string, walletId: string): void {
  const account = ownWallet(tx, userId, walletId);
  const { balance, frozen } = balanceOf(account);
  // A deposit still waiting for a decision would credit a closed wallet.
  const depositWaiting = tx.get(
    "SELECT 1 AS waiting FROM deposit_requests WHERE wallet_id = ? AND status = 'pending'",
    account.id,
  );
  if (balance !== 0 || frozen !== 0 || depositWaiting) throw new DomainError('WALLET_NOT_EMPTY');
  setWalletActive(tx, account.id, false);
}

/** POST /wallets: the customer's wallet of that currency opens again; one already open is 409. */
export function reopenWallet(tx: Tx, userId: string, currency: Currency): Wallet {
  const account = walletOf(tx, userId, currency);
  if (account.active) throw new DomainError('WALLET_EXISTS');
  setWalletActive(tx, account.id, true);
  return toPublicWallet(walletOf(tx, userId, currency));
}
