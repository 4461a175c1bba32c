import { APPROVAL_KINDS, type ApprovalItem, type ApprovalKind } from '@gold/contracts/control';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import type { State } from '../store/state';
import type { DomainContext } from './context';
import { DomainError, notFound } from './errors';
import { CHANGE_KIND_LABELS } from './kyc';
import { createNotification, type NotificationDraft } from './notifications';

export type Decision = 'approve' | 'reject';

const CHANGE_KINDS: Partial<Record<ApprovalKind, ChangeRequestKind>> = {
  'name-change': 'name',
  'national-id-change': 'national-id',
  'birthdate-change': 'birthdate',
};

/** What waits for an administrator, oldest first. An edited bank account waits from its edit. */
export function listPending(state: Readonly<State>): ApprovalItem[] {
  const userOf = (id: string) => state.users.find((u) => u.id === id);
  const items: ApprovalItem[] = [];
  for (const a of state.bankAccounts) {
    const user = userOf(a.userId);
    if (a.status !== 'pending' || !user) continue;
    items.push({
      kind: 'bank-account',
      id: a.id,
      mobile: user.mobile,
      summary: `${user.name}: حساب ${a.bankName} با شبای ${a.iban}`,
      createdAt: a.updatedAt ?? a.createdAt,
    });
  }
  for (const r of state.changeRequests) {
    const user = userOf(r.userId);
    if (r.status !== 'pending' || !user) continue;
    items.push({
      kind: `${r.kind}-change`,
      id: r.id,
      mobile: user.mobile,
      summary: `${user.name}: تغییر ${CHANGE_KIND_LABELS[r.kind]} به «${r.value}»`,
      createdAt: r.createdAt,
    });
  }
  return items.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

const alreadyDecided = () => new DomainError(409, 'INVALID_REQUEST_DATA', 'این درخواست قبلاً بررسی شده است');
const withNote = (text: string, note: string | undefined) => (note ? `${text} توضیح: ${note}` : text);

/** KYC decisions notify: approved is high priority, anything else medium (spec 1 section 4). */
const kycNotice = (approved: boolean, title: string, message: string, data: Record<string, unknown>): NotificationDraft => ({
  type: 'kyc',
  priority: approved ? 'high' : 'medium',
  title,
  message,
  data,
});

/** Customer-facing text shows numbers in Persian digits; `data` keeps them raw. */
const persianDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

function decideBankAccount(ctx: DomainContext, draft: State, id: string, decision: Decision, note?: string): void {
  const account = draft.bankAccounts.find((a) => a.id === id);
  if (!account) throw notFound('حساب بانکی');
  if (account.status !== 'pending') throw alreadyDecided();
  const approved = decision === 'approve';
  // The last four IBAN digits, in Persian digits, read naturally inside a Persian sentence.
  const tail = persianDigits(account.iban.slice(-4));
  const label = `حساب ${account.bankName} با شبای منتهی به ${tail}`;
  if (approved) {
    account.status = 'verified';
    account.verifiedBy = 'admin';
    account.verifiedAt = ctx.clock.now().toISOString();
  } else {
    account.status = 'rejected';
  }
  const data = { kind: 'bank-account', bankAccountId: account.id, status: account.status };
  createNotification(
    ctx,
    draft,
    account.userId,
    approved
      ? kycNotice(true, 'حساب بانکی شما تأیید شد', `${label} تأیید شد و اکنون فعال است.`, data)
      : kycNotice(false, 'حساب بانکی شما تأیید نشد', withNote(`${label} تأیید نشد.`, note), data),
  );
}

function decideChange(ctx: DomainContext, draft: State, kind: ChangeRequestKind, id: string, decision: Decision, note?: string) {
  const request = draft.changeRequests.find((r) => r.id === id && r.kind === kind);
  if (!request) throw notFound('درخواست');
  if (request.status !== 'pending') throw alreadyDecided();
  const user = draft.users.find((u) => u.id === request.userId);
  if (!user) throw notFound('کاربر');
  const approved = decision === 'approve';
  request.status = approved ? 'approved' : 'rejected';
  request.decidedAt = ctx.clock.now().toISOString();
  request.note = note ?? null;
  if (approved) {
    if (kind === 'name') user.name = request.value;
    if (kind === 'national-id') {
      user.nationalId = request.value;
      user.nationalIdVerified = true;
    }
    if (kind === 'birthdate') {
      user.birthdate = request.value;
      user.birthdateVerified = true;
    }
  }
  const label = CHANGE_KIND_LABELS[kind];
  const data = { kind: `${kind}-change`, requestId: request.id, status: request.status };
  createNotification(
    ctx,
    draft,
    user.id,
    approved
      ? kycNotice(true, `تغییر ${label} تأیید شد`, `${label} شما به «${persianDigits(request.value)}» تغییر کرد.`, data)
      : kycNotice(
          false,
          `درخواست تغییر ${label} رد شد`,
          withNote(`درخواست تغییر ${label} به «${persianDigits(request.value)}» رد شد.`, note),
          data,
        ),
  );
}

/**
 * An administrator's decision through the control API. An unknown kind or id is 404; a request that is
 * no longer pending is 409. The user is notified once the decision is stored.
 */
export function decide(ctx: DomainContext, kind: string, id: string, decision: Decision, note?: string): void {
  if (!(APPROVAL_KINDS as readonly string[]).includes(kind)) throw notFound('نوع درخواست');
  ctx.store.mutate((draft) => {
    const changeKind = CHANGE_KINDS[kind as ApprovalKind];
    if (kind === 'bank-account') decideBankAccount(ctx, draft, id, decision, note);
    else if (changeKind) decideChange(ctx, draft, changeKind, id, decision, note);
    // Deposits and withdrawals come with the wallets; until then no id of theirs exists.
    else throw notFound('درخواست');
  });
}

/**
 * MOCK_AUTO_APPROVE_MS: approves every item that has waited at least that long. Answers how many it
 * approved; with the setting at 0 it does nothing.
 */
export function autoApprove(ctx: DomainContext): number {
  const waitMs = ctx.config.autoApproveMs;
  if (waitMs <= 0) return 0;
  const cutoff = ctx.clock.now().getTime() - waitMs;
  const due = listPending(ctx.store.state).filter((item) => Date.parse(item.createdAt) <= cutoff);
  for (const item of due) decide(ctx, item.kind, item.id, 'approve');
  return due.length;
}
