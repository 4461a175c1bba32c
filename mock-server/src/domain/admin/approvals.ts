import { APPROVAL_KINDS, type ApprovalItem, type ApprovalKind } from '@gold/contracts/control';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import { toPersianDigits } from '@gold/contracts/rules/digits';
import type { Reader } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import { findBankAccount } from '../bank-accounts/bank-accounts';
import type { DomainContext } from '../shared/context';
import { CHANGE_KIND_LABELS, changeRequestFromRow } from '../kyc/kyc';
import { createNotification, type NotificationDraft } from '../notifications/notifications';
import { withNote } from '../shared/persian-text';
import { requireUser, updateUser } from '../auth/users';
import { decideDeposit, decideWithdraw, pendingWalletRequests } from '../wallets/wallet-requests';

export type Decision = 'approve' | 'reject';

const CHANGE_KINDS: Partial<Record<ApprovalKind, ChangeRequestKind>> = {
  'name-change': 'name',
  'national-id-change': 'national-id',
  'birthdate-change': 'birthdate',
};

/** What waits for an administrator, oldest first. An edited bank account waits from its edit. */
export function listPending(db: Reader): ApprovalItem[] {
  const banks = db.all<{ id: string; mobile: string; name: string; bank_name: string; iban: string; waiting_since: string }>(
    `SELECT a.id, u.mobile, u.name, a.bank_name, a.iban, coalesce(a.updated_at, a.created_at) AS waiting_since
     FROM bank_accounts AS a JOIN users AS u ON u.id = a.user_id WHERE a.status = 'pending'`,
  );
  const changes = db.all<{ id: string; mobile: string; name: string; kind: ChangeRequestKind; value: string; created_at: string }>(
    `SELECT r.id, u.mobile, u.name, r.kind, r.value, r.created_at
     FROM change_requests AS r JOIN users AS u ON u.id = r.user_id WHERE r.status = 'pending'`,
  );
  const items: ApprovalItem[] = [
    ...banks.map((a) => ({
      kind: 'bank-account' as const,
      id: a.id,
      mobile: a.mobile,
      summary: `${a.name}: حساب ${a.bank_name} با شبای ${a.iban}`,
      createdAt: a.waiting_since,
    })),
    ...changes.map((r) => ({
      kind: `${r.kind}-change` as ApprovalKind,
      id: r.id,
      mobile: r.mobile,
      summary: `${r.name}: تغییر ${CHANGE_KIND_LABELS[r.kind]} به «${r.value}»`,
      createdAt: r.created_at,
    })),
    ...pendingWalletRequests(db),
  ];
  return items.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** KYC decisions notify: approved is high priority, anything else medium (spec 1 section 4). */
const kycNotice = (approved: boolean, title: string, message: string, data: Record<string, unknown>): NotificationDraft => ({
  type: 'kyc',
  priority: approved ? 'high' : 'medium',
  title,
  message,
  data,
});

function decideBankAccount(ctx: DomainContext, tx: Tx, id: string, decision: Decision, note?: string): void {
  const account = findBankAccount(tx, id);
  if (!account) throw notFound('حساب بانکی');
  if (account.status !== 'pending') throw new DomainError('ALREADY_DECIDED');
  const approved = decision === 'approve';
  const now = ctx.clock.now().toISOString();
  if (approved) {
    tx.run("UPDATE bank_accounts SET status = 'verified', verified_by = 'admin', verified_at = ? WHERE id = ?", now, id);
  } else {
    tx.run("UPDATE bank_accounts SET status = 'rejected' WHERE id = ?", id);
  }
  // The last four IBAN digits, in Persian digits, read naturally inside a Persian sentence.
  const label = `حساب ${account.bankName} با شبای منتهی به ${toPersianDigits(account.iban.slice(-4))}`;
  const data = { kind: 'bank-account', bankAccountId: account.id, status: approved ? 'verified' : 'rejected' };
  createNotification(
    tx,
    account.userId,
    approved
      ? kycNotice(true, 'حساب بانکی شما تأیید شد', `${label} تأیید شد و اکنون فعال است.`, data)
      : kycNotice(false, 'حساب بانکی شما تأیید نشد', withNote(`${label} تأیید نشد.`, note), data),
    now,
  );
}

function decideChange(ctx: DomainContext, tx: Tx, kind: ChangeRequestKind, id: string, decision: Decision, note?: string): void {
  const row = tx.get<Parameters<typeof changeRequestFromRow>[0]>('SELECT * FROM change_requests WHERE id = ? AND kind = ?', id, kind);
  if (!row) throw notFound('درخواست');
  const request = changeRequestFromRow(row);
  if (request.status !== 'pending') throw new DomainError('ALREADY_DECIDED');
  const user = requireUser(tx, request.userId);
  const approved = decision === 'approve';
  const now = ctx.clock.now().toISOString();
  tx.run(
    'UPDATE change_requests SET status = ?, decided_at = ?, note = ? WHERE id = ?',
    approved ? 'approved' : 'rejected',
    now,
    note ?? null,
    id,
  );
  if (approved) {
    if (kind === 'name') updateUser(tx, user.id, { name: request.value });
    if (kind === 'national-id') updateUser(tx, user.id, { nationalId: request.value, nationalIdVerified: true });
    if (kind === 'birthdate') updateUser(tx, user.id, { birthdate: request.value, birthdateVerified: true });
  }
  const label = CHANGE_KIND_LABELS[kind];
  const value = toPersianDigits(request.value);
  const data = { kind: `${kind}-change`, requestId: request.id, status: approved ? 'approved' : 'rejected' };
  createNotification(
    tx,
    user.id,
    approved
      ? kycNotice(true, `تغییر ${label} تأیید شد`, `${label} شما به «${value}» تغییر کرد.`, data)
      : kycNotice(false, `درخواست تغییر ${label} رد شد`, withNote(`درخواست تغییر ${label} به «${value}» رد شد.`, note), data),
    now,
  );
}

/**
 * An administrator's decision through the control API. An unknown kind or id is 404; a request that is no longer
 * pending is 409. The user is notified once the decision is committed.
 */
export function decide(ctx: DomainContext, tx: Tx, kind: string, id: string, decision: Decision, note?: string): void {
  if (!(APPROVAL_KINDS as readonly string[]).includes(kind)) throw notFound('نوع درخواست');
  const changeKind = CHANGE_KINDS[kind as ApprovalKind];
  if (kind === 'bank-account') decideBankAccount(ctx, tx, id, decision, note);
  else if (changeKind) decideChange(ctx, tx, changeKind, id, decision, note);
  else if (kind === 'deposit') decideDeposit(ctx, tx, id, decision === 'approve', note);
  else decideWithdraw(ctx, tx, id, decision === 'approve', note);
}

/**
 * MOCK_AUTO_APPROVE_MS: approves every item that has waited at least that long, each in its own transaction.
 * Answers how many it approved; with the setting at 0 it does nothing.
 */
export function autoApprove(ctx: DomainContext): number {
  const waitMs = ctx.config.autoApproveMs;
  if (waitMs <= 0) return 0;
  const cutoff = ctx.clock.now().getTime() - waitMs;
  const due = listPending(ctx.db).filter((item) => Date.parse(item.createdAt) <= cutoff);
  for (const item of due) ctx.db.write((tx) => decide(ctx, tx, item.kind, item.id, 'approve'));
  return due.length;
}
