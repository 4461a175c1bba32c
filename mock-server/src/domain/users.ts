import type { KycLevel } from '@gold/contracts/kyc';
import type { User } from '@gold/contracts/profile';
import { normalizePhone } from '@gold/contracts/rules/phone';
import type { State, UserRecord } from '../store/state';
import { DomainError } from './errors';

/** Level 1: national ID and birthdate verified. Level 2: plus at least one verified bank account. */
export function kycLevelOf(state: Readonly<State>, user: UserRecord): KycLevel {
  if (!user.nationalIdVerified || !user.birthdateVerified) return 0;
  const hasBank = state.bankAccounts.some((a) => a.userId === user.id && a.status === 'verified');
  return hasBank ? 2 : 1;
}

/** The API's view of a user. A restricted user is deactivated, so `isActive` is false. */
export function toPublicUser(user: UserRecord): User {
  return {
    id: user.id,
    mobile: user.mobile,
    name: user.name,
    nationalId: user.nationalId,
    birthdate: user.birthdate,
    isActive: user.isActive && !user.restricted,
    isVerified: user.isVerified,
    email: user.email,
    depositReferenceId: user.depositReferenceId,
    fcmTokens: user.fcmTokens,
    createdAt: user.createdAt,
  };
}

export const sessionVersionOf = (user: UserRecord) => user.sessionVersion ?? 0;

/** An account an administrator restricted or deactivated may not act. */
export function assertAccountUsable(user: UserRecord): void {
  if (user.restricted)
    throw new DomainError(403, 'ACCOUNT_RESTRICTED', 'حساب کاربری شما محدود شده است، لطفاً با پشتیبانی تماس بگیرید');
  if (!user.isActive) throw new DomainError(403, 'ACCOUNT_INACTIVE', 'حساب کاربری شما غیرفعال است، لطفاً با پشتیبانی تماس بگیرید');
}

export const findUserByMobile = (state: Readonly<State>, mobile: string) =>
  state.users.find((u) => u.mobile === normalizePhone(mobile));

export function requireUser(state: Readonly<State>, userId: string): UserRecord {
  const user = state.users.find((u) => u.id === userId);
  if (!user) throw new DomainError(401, 'UNAUTHORIZED', 'نشست شما معتبر نیست، لطفاً دوباره وارد شوید');
  return user;
}
