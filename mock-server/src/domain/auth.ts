import type { AuthResult, OtpSent } from '@gold/contracts/auth';
import type { User } from '@gold/contracts/profile';
import { randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from '../store/password-hash';
import { depositReferenceFor, newWallet } from '../store/seed';
import type { UserRecord } from '../store/state';
import type { DomainContext } from './context';
import { DomainError } from './errors';
import { checkOtp, issueOtp } from './otp';
import { issueTokens } from './tokens';
import { assertAccountUsable, findUserByMobile, requireUser, sessionVersionOf, toPublicUser } from './users';

const MAX_FCM_TOKENS = 10;

/** Sign-in is refused for accounts an administrator stopped or that were never verified. */
function assertCanSignIn(user: UserRecord): void {
  assertAccountUsable(user);
  if (!user.isVerified)
    throw new DomainError(403, 'ACCOUNT_NOT_VERIFIED', 'حساب کاربری شما تأیید نشده است، لطفاً کد تأیید را وارد کنید');
}

const session = (ctx: DomainContext, user: UserRecord): AuthResult => ({
  ...issueTokens(ctx.config.jwtSecret, ctx.clock, user.id, sessionVersionOf(user)),
  user: toPublicUser(user),
});

export function register(ctx: DomainContext, input: { mobile: string; name: string; password: string }): OtpSent {
  return ctx.store.mutate((draft) => {
    if (findUserByMobile(draft, input.mobile)) {
      throw new DomainError(409, 'MOBILE_ALREADY_REGISTERED', 'این شماره موبایل قبلاً ثبت شده است');
    }
    const id = randomUUID();
    draft.users.push({
      id,
      mobile: input.mobile,
      name: input.name.trim(),
      passwordHash: hashPassword(input.password),
      nationalId: null,
      nationalIdVerified: false,
      birthdate: null,
      birthdateVerified: false,
      isActive: true,
      isVerified: false,
      restricted: false,
      email: null,
      depositReferenceId: depositReferenceFor(id),
      fcmTokens: [],
      createdAt: ctx.clock.now().toISOString(),
    });
    // Every new customer gets a Toman wallet and a gold wallet with zero balances.
    draft.wallets.push(newWallet(randomUUID(), id, 'TOMAN'), newWallet(randomUUID(), id, 'GOLD_18K'));
    return issueOtp(ctx, draft, input.mobile, 'register');
  });
}

export function login(ctx: DomainContext, input: { mobile: string; password: string }): AuthResult {
  const user = findUserByMobile(ctx.store.state, input.mobile);
  if (!user || !verifyPassword(input.password, user.passwordHash)) {
    throw new DomainError(401, 'INVALID_CREDENTIALS', 'شماره موبایل یا رمز عبور اشتباه است');
  }
  assertCanSignIn(user);
  return session(ctx, user);
}

/**
 * Resend of the registration code. A verified account gets none: the code screen must never become a
 * way in without the password.
 */
export function requestOtp(ctx: DomainContext, mobile: string): OtpSent {
  return ctx.store.mutate((draft) => {
    const user = findUserByMobile(draft, mobile);
    if (!user) throw new DomainError(404, 'USER_NOT_FOUND', 'شماره موبایل یافت نشد');
    if (user.isVerified) {
      throw new DomainError(400, 'INVALID_REQUEST_DATA', 'این حساب کاربری قبلاً تأیید شده است؛ لطفاً با رمز عبور وارد شوید');
    }
    return issueOtp(ctx, draft, user.mobile, 'register');
  });
}

export function verifyOtp(ctx: DomainContext, input: { mobile: string; otp: string }): AuthResult {
  const outcome = ctx.store.mutate((draft) => {
    const user = findUserByMobile(draft, input.mobile);
    if (!user) return { ok: false as const, error: new DomainError(400, 'INVALID_OTP', 'کد تأیید اشتباه است') };
    // Only a registration code verifies, and only an account that is not verified yet.
    if (user.isVerified) return { ok: false as const, error: new DomainError(400, 'INVALID_OTP', 'کد تأیید اشتباه است') };
    const check = checkOtp(ctx, draft, user.mobile, 'register', input.otp);
    if (check.ok) user.isVerified = true;
    return check.ok ? { ok: true as const, user: { ...user } } : check;
  });
  if (!outcome.ok) throw outcome.error;
  assertCanSignIn(outcome.user);
  return session(ctx, outcome.user);
}

export function forgotPassword(ctx: DomainContext, mobile: string): OtpSent {
  return ctx.store.mutate((draft) => {
    const user = findUserByMobile(draft, mobile);
    if (!user) throw new DomainError(401, 'USER_NOT_FOUND', 'شماره موبایل یافت نشد');
    return issueOtp(ctx, draft, user.mobile, 'reset-password');
  });
}

export function resetPassword(ctx: DomainContext, input: { mobile: string; otp: string; newPassword: string }): void {
  const error = ctx.store.mutate((draft) => {
    const user = findUserByMobile(draft, input.mobile);
    if (!user) return new DomainError(401, 'USER_NOT_FOUND', 'شماره موبایل یافت نشد');
    const check = checkOtp(ctx, draft, user.mobile, 'reset-password', input.otp);
    if (!check.ok) return check.error;
    user.passwordHash = hashPassword(input.newPassword);
    // Whoever held the old password loses every session.
    user.sessionVersion = sessionVersionOf(user) + 1;
    return null;
  });
  if (error) throw error;
}

/** Changes the password, ends every other session and answers fresh tokens for this one. */
export function changePassword(
  ctx: DomainContext,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): { accessToken: string; refreshToken: string } {
  const user = ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    // 400, not 401: a 401 would sign the customer out (spec 1 section 2, Guards).
    if (!verifyPassword(input.currentPassword, user.passwordHash)) {
      throw new DomainError(400, 'WRONG_PASSWORD', 'رمز عبور فعلی اشتباه است');
    }
    user.passwordHash = hashPassword(input.newPassword);
    user.sessionVersion = sessionVersionOf(user) + 1;
    return { ...user };
  });
  return issueTokens(ctx.config.jwtSecret, ctx.clock, user.id, sessionVersionOf(user));
}

export const getProfile = (ctx: DomainContext, userId: string): User => toPublicUser(requireUser(ctx.store.state, userId));

export function updateEmail(ctx: DomainContext, userId: string, email: string): User {
  return ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    user.email = email.toLowerCase();
    return toPublicUser(user);
  });
}

export function addFcmToken(ctx: DomainContext, userId: string, token: string): string[] {
  return ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    user.fcmTokens = [...user.fcmTokens.filter((t) => t !== token), token].slice(-MAX_FCM_TOKENS);
    return user.fcmTokens;
  });
}

export function removeFcmTokens(ctx: DomainContext, userId: string): string[] {
  return ctx.store.mutate((draft) => {
    const user = requireUser(draft, userId);
    user.fcmTokens = [];
    return user.fcmTokens;
  });
}
