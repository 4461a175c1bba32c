import type { OtpSent } from '@gold/contracts/auth';
import type { ChangeRequest, ChangeRequestKind, Kyc } from '@gold/contracts/kyc';
import type { User } from '@gold/contracts/profile';
import { formatBirthdate, parseBirthdate } from '@gold/contracts/rules/birthdate';
import { randomUUID } from 'node:crypto';
import type { ChangeRequestRecord, State } from '../store/state';
import type { DomainContext } from './context';
import { DomainError, notFound } from './errors';
import { checkOtp, issueOtp } from './otp';
import { findUserByMobile, kycLevelOf, requireUser, toPublicUser } from './users';

export const CHANGE_KIND_LABELS: Record<ChangeRequestKind, string> = {
  name: 'نام',
  'national-id': 'کد ملی',
  birthdate: 'تاریخ تولد',
};

export const toPublicChangeRequest = (r: ChangeRequestRecord): ChangeRequest => ({
  id: r.id,
  requestedName: r.value,
  createdAt: r.createdAt,
  status: r.status,
});

/** Birthdates are kept zero-padded (1370/06/05) whatever spelling the request used. */
const normalizeValue = (kind: ChangeRequestKind, value: string) => {
  const parts = kind === 'birthdate' ? parseBirthdate(value) : null;
  return parts ? formatBirthdate(parts) : value;
};

const pendingOf = (state: Readonly<State>, userId: string, kind: ChangeRequestKind) =>
  state.changeRequests.find((r) => r.userId === userId && r.kind === kind && r.status === 'pending');

/** Files a change for an administrator. Only one of each kind may wait at a time. */
export function requestChange(ctx: DomainContext, userId: string, kind: ChangeRequestKind, value: string): ChangeRequest {
  return ctx.store.mutate((draft) => {
    requireUser(draft, userId);
    if (pendingOf(draft, userId, kind)) {
      throw new DomainError(
        409,
        'CHANGE_REQUEST_PENDING',
        `یک درخواست تغییر ${CHANGE_KIND_LABELS[kind]} در انتظار بررسی دارید؛ ابتدا آن را لغو کنید یا منتظر نتیجه بمانید`,
      );
    }
    const record: ChangeRequestRecord = {
      id: randomUUID(),
      userId,
      kind,
      value: normalizeValue(kind, value),
      status: 'pending',
      createdAt: ctx.clock.now().toISOString(),
      decidedAt: null,
      note: null,
    };
    draft.changeRequests.push(record);
    return toPublicChangeRequest(record);
  });
}

export function pendingChange(state: Readonly<State>, userId: string, kind: ChangeRequestKind): ChangeRequest | null {
  const record = pendingOf(state, userId, kind);
  return record ? toPublicChangeRequest(record) : null;
}

/** Only the user's own pending request of that kind: anything else is 404, never a hint that it exists. */
export function cancelChange(ctx: DomainContext, userId: string, kind: ChangeRequestKind, id: string): void {
  ctx.store.mutate((draft) => {
    const record = draft.changeRequests.find((r) => r.id === id && r.userId === userId && r.kind === kind);
    if (!record || record.status !== 'pending') throw notFound('درخواست');
    record.status = 'cancelled';
    record.decidedAt = ctx.clock.now().toISOString();
  });
}

export function getKyc(state: Readonly<State>, userId: string): Kyc {
  const user = requireUser(state, userId);
  return {
    kycLevel: kycLevelOf(state, user),
    nationalId: user.nationalId,
    nationalIdVerified: user.nationalIdVerified,
    birthdate: user.birthdate,
    birthdateVerified: user.birthdateVerified,
    bankVerified: state.bankAccounts.some((a) => a.userId === userId && a.status === 'verified'),
  };
}

const alreadyRegistered = () => new DomainError(409, 'MOBILE_ALREADY_REGISTERED', 'این شماره موبایل قبلاً ثبت شده است');

/** Sends a code to the new number; it must belong to nobody yet. */
export function requestPhoneChange(ctx: DomainContext, userId: string, newMobile: string): OtpSent {
  return ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    if (user.mobile === newMobile) throw new DomainError(409, 'MOBILE_ALREADY_REGISTERED', 'این شماره همان شماره فعلی شماست');
    if (findUserByMobile(draft, newMobile)) throw alreadyRegistered();
    return issueOtp(ctx, draft, newMobile, 'phone-change', { userId });
  });
}

/** Moves the account to the new number once the code sent there is confirmed. */
export function confirmPhoneChange(ctx: DomainContext, userId: string, input: { newMobile: string; otp: string }): User {
  const outcome = ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    const invalid = { ok: false as const, error: new DomainError(400, 'INVALID_OTP', 'کد تأیید اشتباه است') };
    // The newest code to that number may be someone else's change: it is not this user's to spend.
    const code = draft.otps.findLast((o) => o.mobile === input.newMobile && o.purpose === 'phone-change');
    if (!code || code.userId !== userId) return invalid;
    const check = checkOtp(ctx, draft, input.newMobile, 'phone-change', input.otp);
    if (!check.ok) return check;
    // Registered by someone else since the code was sent.
    if (findUserByMobile(draft, input.newMobile)) return { ok: false as const, error: alreadyRegistered() };
    user.mobile = input.newMobile;
    return { ok: true as const, user: toPublicUser(user) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.user;
}
