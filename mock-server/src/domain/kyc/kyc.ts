import type { AuthResult, OtpSent } from '@gold/contracts/auth';
import type { ChangeRequest, ChangeRequestKind, Kyc } from '@gold/contracts/kyc';
import { formatBirthdate, parseBirthdate } from '@gold/contracts/rules/birthdate';
import { randomUUID } from 'node:crypto';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError, notFound } from '../../errors';
import { assertPasswordUnchanged, confirmPassword, tokensFor } from '../auth/auth';
import type { DomainContext } from '../shared/context';
import { checkOtp, issueOtp, latestOtp, type Outcome } from '../auth/otp';
import { endSessions, findUserByMobile, hasVerifiedBankAccount, kycLevelOf, requireUser, toPublicUser, updateUser } from '../auth/users';

export const CHANGE_KIND_LABELS: Record<ChangeRequestKind, string> = {
  name: 'نام',
  'national-id': 'کد ملی',
  birthdate: 'تاریخ تولد',
};

export type ChangeRequestRecord = {
  id: string;
  userId: string;
  kind: ChangeRequestKind;
  /** The requested name, national ID or zero-padded birthdate. */
  value: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
};

type ChangeRequestRow = Row & {
  id: string;
  user_id: string;
  kind: ChangeRequestKind;
  value: string;
  status: ChangeRequestRecord['status'];
  created_at: string;
  decided_at: string | null;
  note: string | null;
};

export const changeRequestFromRow = (r: ChangeRequestRow): ChangeRequestRecord => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  value: r.value,
  status: r.status,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  note: r.note,
});

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

function pendingOf(db: Reader, userId: string, kind: ChangeRequestKind): ChangeRequestRecord | undefined {
  const row = db.get<ChangeRequestRow>(
    "SELECT * FROM change_requests WHERE user_id = ? AND kind = ? AND status = 'pending'",
    userId,
    kind,
  );
  return row && changeRequestFromRow(row);
}

/** Files a change for an administrator. Only one of each kind may wait at a time (the database agrees). */
export function requestChange(ctx: DomainContext, tx: Tx, userId: string, kind: ChangeRequestKind, value: string): ChangeRequest {
  requireUser(tx, userId);
  if (pendingOf(tx, userId, kind)) throw new DomainError('CHANGE_REQUEST_PENDING', { label: CHANGE_KIND_LABELS[kind] });
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
  tx.run(
    "INSERT INTO change_requests (id, user_id, kind, value, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)",
    record.id,
    userId,
    kind,
    record.value,
    record.createdAt,
  );
  return toPublicChangeRequest(record);
}

export function pendingChange(db: Reader, userId: string, kind: ChangeRequestKind): ChangeRequest | null {
  const record = pendingOf(db, userId, kind);
  return record ? toPublicChangeRequest(record) : null;
}

/** Only the user's own pending request of that kind: anything else is 404, never a hint that it exists. */
export function cancelChange(ctx: DomainContext, tx: Tx, userId: string, kind: ChangeRequestKind, id: string): void {
  const { changes } = tx.run(
    "UPDATE change_requests SET status = 'cancelled', decided_at = ? WHERE id = ? AND user_id = ? AND kind = ? AND status = 'pending'",
    ctx.clock.now().toISOString(),
    id,
    userId,
    kind,
  );
  if (changes === 0) throw notFound('درخواست');
}

export function getKyc(db: Reader, userId: string): Kyc {
  const user = requireUser(db, userId);
  return {
    kycLevel: kycLevelOf(db, user),
    nationalId: user.nationalId,
    nationalIdVerified: user.nationalIdVerified,
    birthdate: user.birthdate,
    birthdateVerified: user.birthdateVerified,
    bankVerified: hasVerifiedBankAccount(db, userId),
  };
}

/**
 * Sends a code to the new number, which must belong to nobody yet. The current password is required: a stolen
 * access token alone must not be enough to move the account to another number.
 */
export async function requestPhoneChange(
  ctx: DomainContext,
  userId: string,
  input: { newMobile: string; currentPassword: string },
): Promise<OtpSent> {
  const checked = await confirmPassword(ctx, userId, input.currentPassword);
  return ctx.db.write((tx) => {
    const user = assertPasswordUnchanged(tx, userId, checked);
    if (user.mobile === input.newMobile) throw new DomainError('SAME_MOBILE');
    if (findUserByMobile(tx, input.newMobile)) throw new DomainError('MOBILE_ALREADY_REGISTERED');
    return issueOtp(ctx, tx, input.newMobile, 'phone-change', userId);
  });
}

/**
 * Moves the account to the new number once the code sent there is confirmed, and ends every other session: a
 * change of number is a change of who may sign in. Answers the user with fresh tokens for this session.
 */
export function confirmPhoneChange(
  ctx: DomainContext,
  tx: Tx,
  userId: string,
  input: { newMobile: string; otp: string },
): Outcome<AuthResult> {
  requireUser(tx, userId);
  // The newest code to that number may be someone else's change: it is not this user's to spend.
  const code = latestOtp(tx, input.newMobile, 'phone-change');
  if (!code || code.userId !== userId) return { ok: false, error: new DomainError('INVALID_OTP') };
  const check = checkOtp(ctx, tx, input.newMobile, 'phone-change', input.otp);
  if (!check.ok) return check;
  // Registered by someone else since the code was sent.
  if (findUserByMobile(tx, input.newMobile)) return { ok: false, error: new DomainError('MOBILE_ALREADY_REGISTERED') };
  updateUser(tx, userId, { mobile: input.newMobile });
  endSessions(tx, userId);
  const user = requireUser(tx, userId);
  return { ok: true, value: { ...tokensFor(ctx, user), user: toPublicUser(user) } };
}
