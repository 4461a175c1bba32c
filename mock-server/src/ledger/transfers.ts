import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/tx';
import { DomainError } from '../errors';
import { balanceOf, findAccount, houseAccount, toDisplayAmount, walletOf, type Currency } from './accounts';

/** What a transfer is for, as the customer's transactions list shows it. */
export type TransferType = 'deposit' | 'withdraw' | 'buy' | 'sell';

export type TransferInput = {
  /** The account the amount leaves. */
  from: string;
  /** The account it reaches. */
  to: string;
  currency: Currency;
  /** In minor units: Toman, or milligrams of gold. */
  amount: number;
  type: TransferType;
  /** Persian, as the customer reads it. */
  description: string;
  /** The business record behind it: a deposit, a withdrawal, a trade. */
  reference?: string | null;
  at: string;
};

type Phase = 'posted' | 'pending' | 'post_pending' | 'void_pending';

/** Which of the accounts' named CHECK constraints the database says a transfer broke, if any. */
const brokenCheck = (error: unknown) =>
  (error as { code?: string }).code === 'SQLITE_CONSTRAINT_CHECK' ? /CHECK constraint failed: (\w+)/.exec(String(error))?.[1] : undefined;

function insert(tx: Tx, input: TransferInput, phase: Phase, pendingId: string | null = null): string {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`transfer amount must be a positive integer, got ${input.amount}`);
  const id = randomUUID();
  try {
    tx.run(
      `INSERT INTO transfers (id, debit_account_id, credit_account_id, currency, amount, phase, pending_id, type, description, reference, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      input.from,
      input.to,
      input.currency,
      input.amount,
      phase,
      pendingId,
      input.type,
      input.description,
      input.reference ?? null,
      input.at,
    );
  } catch (error) {
    const check = brokenCheck(error);
    // The database refused a customer account below zero: the customer does not have it.
    if (check === 'customer_never_overdrawn') throw new DomainError(input.currency === 'TOMAN' ? 'INSUFFICIENT_BALANCE' : 'INSUFFICIENT_GOLD');
    if (check === 'totals_exact_in_javascript') throw new DomainError('AMOUNT_TOO_LARGE');
    throw error;
  }
  announce(tx, input.from);
  announce(tx, input.to);
  return id;
}

/** After the commit, the customer hears the newest balances of a wallet this transaction changed: once, however often it moved. */
function announce(tx: Tx, accountId: string): void {
  const account = findAccount(tx, accountId);
  if (!account?.userId) return;
  const { balance, frozen, available } = balanceOf(account);
  const userId = account.userId;
  const payload = {
    walletId: account.id,
    balance: toDisplayAmount(account.currency, balance),
    availableBalance: toDisplayAmount(account.currency, available),
    frozenAmount: toDisplayAmount(account.currency, frozen),
    currency: account.currency,
  };
  tx.afterCommit((realtime) => realtime.toUser(userId, 'wallet-update', payload), `wallet-update:${account.id}`);
}

/** Moves `amount` now. A customer account that would go below zero refuses it, in the database. */
export const transfer = (tx: Tx, input: TransferInput): string => insert(tx, input, 'posted');

/**
 * Money or gold into a customer's wallet from the house's opening-balance account: the seed's balances, the control
 * API's credits. The ledger balances from its first row.
 */
export function fundFromOpening(
  tx: Tx,
  input: { userId: string; currency: Currency; amount: number; description: string; at: string },
): string {
  return transfer(tx, {
    from: houseAccount('opening', input.currency),
    to: walletOf(tx, input.userId, input.currency).id,
    currency: input.currency,
    amount: input.amount,
    type: 'deposit',
    description: input.description,
    at: input.at,
  });
}

/** Holds `amount`: it stays in the paying account but cannot be used until the hold is posted or voided. */
export const hold = (tx: Tx, input: TransferInput): string => insert(tx, input, 'pending');

type Pending = { id: string; from: string; to: string; currency: Currency; amount: number; type: TransferInput['type']; reference: string | null };

function pendingHold(tx: Tx, holdId: string): Pending {
  const row = tx.get<{
    id: string;
    debit_account_id: string;
    credit_account_id: string;
    currency: Currency;
    amount: number;
    phase: Phase;
    type: TransferInput['type'];
    reference: string | null;
    settled: number;
  }>(
    `SELECT t.*, EXISTS (SELECT 1 FROM transfers AS s WHERE s.pending_id = t.id) AS settled FROM transfers AS t WHERE t.id = ?`,
    holdId,
  );
  if (!row || row.phase !== 'pending') throw new Error(`no hold ${holdId}`);
  if (row.settled) throw new Error(`hold ${holdId} is already settled`);
  return {
    id: row.id,
    from: row.debit_account_id,
    to: row.credit_account_id,
    currency: row.currency,
    amount: row.amount,
    type: row.type,
    reference: row.reference,
  };
}

/**
 * Posts a hold: `amount` (at most what was held, all of it by default) moves, and the rest is released. A hold is
 * settled once; the database refuses a second settlement.
 */
export function postHold(tx: Tx, holdId: string, at: string, description: string, amount?: number): string {
  const held = pendingHold(tx, holdId);
  const posted = amount ?? held.amount;
  if (posted > held.amount) throw new RangeError(`cannot post ${posted} of a hold of ${held.amount}`);
  return insert(tx, { ...held, amount: posted, description, at }, 'post_pending', held.id);
}

/** Releases a hold in full: nothing moves. */
export function voidHold(tx: Tx, holdId: string, at: string, description: string): string {
  const held = pendingHold(tx, holdId);
  return insert(tx, { ...held, description, at }, 'void_pending', held.id);
}
