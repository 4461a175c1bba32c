import type { ControlLedgerResponse } from '@gold/contracts/control';
import type { Reader } from '../db/database';
import { CURRENCIES, type Currency } from './accounts';

type Recount = {
  id: string;
  kind: string;
  currency: Currency;
  debits_posted: number;
  credits_posted: number;
  debits_pending: number;
  credits_pending: number;
  movements: number;
  count_movements: number;
  sum_debits_posted: number;
  sum_credits_posted: number;
  sum_debits_pending: number;
  sum_credits_pending: number;
};

/**
 * The ledger's invariants, recounted from the transfers themselves: in every currency debits equal credits, every
 * account's kept totals equal the sum of its transfers, and no customer account is below zero.
 */
export function checkLedger(db: Reader): ControlLedgerResponse {
  const rows = db.all<Recount>(`
    WITH open_holds AS (
      SELECT t.* FROM transfers AS t
      WHERE t.phase = 'pending' AND NOT EXISTS (SELECT 1 FROM transfers AS s WHERE s.pending_id = t.id)
    ),
    moved AS (SELECT * FROM transfers WHERE phase IN ('posted', 'post_pending'))
    SELECT a.id, a.kind, a.currency, a.debits_posted, a.credits_posted, a.debits_pending, a.credits_pending, a.movements,
      (SELECT count(*) FROM transfers WHERE phase IN ('posted', 'pending') AND (debit_account_id = a.id OR credit_account_id = a.id))
        AS count_movements,
      (SELECT coalesce(sum(amount), 0) FROM moved WHERE debit_account_id = a.id) AS sum_debits_posted,
      (SELECT coalesce(sum(amount), 0) FROM moved WHERE credit_account_id = a.id) AS sum_credits_posted,
      (SELECT coalesce(sum(amount), 0) FROM open_holds WHERE debit_account_id = a.id) AS sum_debits_pending,
      (SELECT coalesce(sum(amount), 0) FROM open_holds WHERE credit_account_id = a.id) AS sum_credits_pending
    FROM ledger_accounts AS a`);
  const currencies = Object.fromEntries(CURRENCIES.map((c) => [c, { debits: 0, credits: 0 }])) as ControlLedgerResponse['currencies'];
  const negativeAccounts: ControlLedgerResponse['negativeAccounts'] = [];
  const mismatchedAccounts: string[] = [];
  for (const r of rows) {
    currencies[r.currency].debits += r.sum_debits_posted;
    currencies[r.currency].credits += r.sum_credits_posted;
    if (
      r.debits_posted !== r.sum_debits_posted ||
      r.credits_posted !== r.sum_credits_posted ||
      r.debits_pending !== r.sum_debits_pending ||
      r.credits_pending !== r.sum_credits_pending ||
      r.movements !== r.count_movements
    ) {
      mismatchedAccounts.push(r.id);
    }
    const usable = r.sum_credits_posted - r.sum_debits_posted - r.sum_debits_pending;
    if (r.kind === 'customer' && usable < 0) negativeAccounts.push({ accountId: r.id, currency: r.currency, balance: usable });
  }
  // The kept totals must balance on their own too: every transfer added its amount to one debit and one credit.
  const kept = db.all<{ currency: Currency; debits: number; credits: number }>(
    'SELECT currency, sum(debits_posted) AS debits, sum(credits_posted) AS credits FROM ledger_accounts GROUP BY currency',
  );
  const transfers = db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')?.n ?? 0;
  const balanced =
    CURRENCIES.every((c) => currencies[c].debits === currencies[c].credits) &&
    kept.every((k) => k.debits === k.credits) &&
    negativeAccounts.length === 0 &&
    mismatchedAccounts.length === 0;
  return { balanced, currencies, negativeAccounts, mismatchedAccounts, transfers };
}
