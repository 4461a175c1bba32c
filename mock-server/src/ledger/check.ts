import type { ControlLedgerResponse } from '@gold/contracts/control';
import type { Reader } from '../db/database';
import { CURRENCIES, type Currency } from './accounts';

/** Every amount as decimal text: a sum over many accounts may pass what a JavaScript number keeps exactly. */
type Recount = {
  id: string;
  kind: string;
  currency: Currency;
  debits_posted: string;
  credits_posted: string;
  debits_pending: string;
  credits_pending: string;
  movements: number;
  count_movements: number;
  sum_debits_posted: string;
  sum_credits_posted: string;
  sum_debits_pending: string;
  sum_credits_pending: string;
};

/** A sum for the answer: exact up to the bound every account keeps, the nearest number past it. */
const reported = (n: bigint) => Number(n);

/**
 * The ledger's invariants, recounted from the transfers themselves: in every currency debits equal credits, every
 * customer account's kept totals equal the sum of its transfers, every account's count of movements is right, and no
 * customer account is below zero. The house's accounts keep no totals (migration 009): theirs are the sums here. The sums are BigInt
 * (SQLite's integers, read as text), so a ledger whose totals together pass 2^53 is still checked exactly.
 */
export function checkLedger(db: Reader): ControlLedgerResponse {
  const rows = db.all<Recount>(`
    WITH open_holds AS (
      SELECT t.* FROM transfers AS t
      WHERE t.phase = 'pending' AND NOT EXISTS (SELECT 1 FROM transfers AS s WHERE s.pending_id = t.id)
    ),
    moved AS (SELECT * FROM transfers WHERE phase IN ('posted', 'post_pending'))
    SELECT a.id, a.kind, a.currency, CAST(a.debits_posted AS TEXT) AS debits_posted,
      CAST(a.credits_posted AS TEXT) AS credits_posted, CAST(a.debits_pending AS TEXT) AS debits_pending,
      CAST(a.credits_pending AS TEXT) AS credits_pending, a.movements,
      (SELECT count(*) FROM transfers WHERE phase IN ('posted', 'pending') AND (debit_account_id = a.id OR credit_account_id = a.id))
        AS count_movements,
      CAST((SELECT coalesce(sum(amount), 0) FROM moved WHERE debit_account_id = a.id) AS TEXT) AS sum_debits_posted,
      CAST((SELECT coalesce(sum(amount), 0) FROM moved WHERE credit_account_id = a.id) AS TEXT) AS sum_credits_posted,
      CAST((SELECT coalesce(sum(amount), 0) FROM open_holds WHERE debit_account_id = a.id) AS TEXT) AS sum_debits_pending,
      CAST((SELECT coalesce(sum(amount), 0) FROM open_holds WHERE credit_account_id = a.id) AS TEXT) AS sum_credits_pending
    FROM ledger_accounts AS a`);
  const sums = Object.fromEntries(CURRENCIES.map((c) => [c, { debits: 0n, credits: 0n }])) as Record<
    Currency,
    { debits: bigint; credits: bigint }
  >;
  const negativeAccounts: ControlLedgerResponse['negativeAccounts'] = [];
  const mismatchedAccounts: string[] = [];
  for (const r of rows) {
    const sum = {
      debitsPosted: BigInt(r.sum_debits_posted),
      creditsPosted: BigInt(r.sum_credits_posted),
      debitsPending: BigInt(r.sum_debits_pending),
      creditsPending: BigInt(r.sum_credits_pending),
    };
    sums[r.currency].debits += sum.debitsPosted;
    sums[r.currency].credits += sum.creditsPosted;
    const keepsTotals = r.kind === 'customer';
    const keptRight = keepsTotals
      ? BigInt(r.debits_posted) === sum.debitsPosted &&
        BigInt(r.credits_posted) === sum.creditsPosted &&
        BigInt(r.debits_pending) === sum.debitsPending &&
        BigInt(r.credits_pending) === sum.creditsPending
      : r.debits_posted === '0' && r.credits_posted === '0' && r.debits_pending === '0' && r.credits_pending === '0';
    if (!keptRight || r.movements !== r.count_movements) {
      mismatchedAccounts.push(r.id);
    }
    const usable = sum.creditsPosted - sum.debitsPosted - sum.debitsPending;
    if (r.kind === 'customer' && usable < 0n)
      negativeAccounts.push({ accountId: r.id, currency: r.currency, balance: reported(usable) });
  }
  const transfers = db.get<{ n: number }>('SELECT count(*) AS n FROM transfers')?.n ?? 0;
  const balanced =
    CURRENCIES.every((c) => sums[c].debits === sums[c].credits) &&
    negativeAccounts.length === 0 &&
    mismatchedAccounts.length === 0;
  const currencies = Object.fromEntries(
    CURRENCIES.map((c) => [c, { debits: reported(sums[c].debits), credits: reported(sums[c].credits) }]),
  ) as ControlLedgerResponse['currencies'];
  return { balanced, currencies, negativeAccounts, mismatchedAccounts, transfers };
}
