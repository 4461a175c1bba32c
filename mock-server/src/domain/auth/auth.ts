import type { AuthResult, OtpSent, Tokens } from '@gold/contracts/auth';
import type { User } from '@gold/contracts/profile';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tx';
import { DomainError } from '../../errors';
import type { DomainContext } from '../shared/context';
import { checkOtp, issueOtp, type Outcome } from './otp';
import { hashPassword, verifyPassword } from './password-hash';
import { issueTokens } from './tokens';
import {
  assertCanAct,
  createCustomer,
  endSessions,
  findUserByMobile,
  requireUser,
  toPublicUser,
  updateUser,
  type UserRecord,
} from './users';

const MAX_FCM_TOKENS = 10;

export const tokensFor = (ctx: DomainContext, user: UserRecord): Tokens =>
  issueTokens(ctx.config.jwtSecret, ctx.clock, user.id, user.sessionVersion);

const session = (ctx: DomainContext, user: UserRecord): AuthResult => ({ ...tokensFor(ctx, user), user: toPublicUser(user) });

/**
 * A wrong password costs the same time as a right one for an unknown mobile too, so the answer's timing does not
 * tell whether a number is registered.
 */
let dummyHash: Promise<string> | null = null;
const dummyHashOnce = () => (dummyHash ??= hashPassword('not-a-password'));

/**
 * Checks `password` against the user's, off the event loop. The password hashing is the only part of a request
 * that waits; the transaction that follows runs in one go.
 */
async function passwordMatches(user: UserRecord | undefined, password: string): Promise<boolean> {
  if (!user) {
    await verifyPassword(password, await dummyHashOnce());
    return false;
  }
  return verifyPassword(password, user.passwordHash);
}

export async function register(ctx: DomainContext, input: { mobile: string; name: string; password: string }): Promise<OtpSent> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.write((tx) => {
    createCustomer(tx, {
      id: randomUUID(),
      mobile: input.mobile,
      name: input.name,
      passwordHash,
      isVerified: false,
      createdAt: ctx.clock.now().toISOString(),
    });
    return issueOtp(ctx, tx, input.mobile, 'register');
  });
}

export async function login(ctx: DomainContext, input: { mobile: string; password: string }): Promise<AuthResult> {
  const user = findUserByMobile(ctx.db, input.mobile);
  if (!(await passwordMatches(user, input.password)) || !user) throw new DomainError('INVALID_CREDENTIALS');
  // The account may have changed while the password was checked. A password change, reset or phone change that
  // committed meanwhile ended every session: the password that was checked no longer opens one.
  const current = requireUser(ctx.db, user.id);
  if (current.sessionVersion !== user.sessionVersion || current.passwordHash !== user.passwordHash || current.mobile !== user.mobile) {
    throw new DomainError('INVALID_CREDENTIALS');
  }
  assertCanAct(current);
  return session(ctx, current);
}

/**
 * Resend of the registration code. A verified account gets none: the code screen must never become a way in
 * without the password.
 */
export function requestOtp(ctx: DomainContext, tx: Tx, mobile: string): OtpSent {
  const user = findUserByMobile(tx, mobile);
  if (!user) throw new DomainError('USER_NOT_FOUND');
  if (user.isVerified) throw new DomainError('ACCOUNT_ALREADY_VERIFIED');
  return issueOtp(ctx, tx, user.mobile, 'register');
}

/** Verifies a registration. A wrong code is counted, so the caller commits the outcome before it throws. */
export function verifyOtp(ctx: DomainContext, tx: Tx, input: { mobile: string; otp: string }): Outcome<UserRecord> {
  const user = findUserByMobile(tx, input.mobile);
  // Only a registration code verifies, and only an account that is not verified yet.
  if (!user || user.isVerified) return { ok: false, error: new DomainError('INVALID_OTP') };
  const check = checkOtp(ctx, tx, user.mobile, 'register', input.otp);
  if (!check.ok) return check;
  return { ok: true, value: updateUser(tx, user.id, { isVerified: true }) };
}

/** The session a verified registration opens; an account stopped meanwhile gets its refusal instead. */
export function sessionAfterVerify(ctx: DomainContext, user: UserRecord): AuthResult {
  assertCanAct(user);
  return session(ctx, user);
}

export function forgotPassword(ctx: DomainContext, tx: Tx, mobile: string): OtpSent {
  const user = findUserByMobile(tx, mobile);
  if (!user) throw new DomainError('USER_NOT_FOUND');
  return issueOtp(ctx, tx, user.mobile, 'reset-password');
}

/** A password reset ends every session: whoever held the old password is signed out, sockets included. */
export async function resetPassword(ctx: DomainContext, input: { mobile: string; otp: string; newPassword: string }): Promise<void> {
  if (!findUserByMobile(ctx.db, input.mobile)) throw new DomainError('USER_NOT_FOUND');
  const passwordHash = await hashPassword(input.newPassword);
  const outcome = ctx.db.write((tx): Outcome<null> => {
    const user = findUserByMobile(tx, input.mobile);
    if (!user) return { ok: false, error: new DomainError('USER_NOT_FOUND') };
    const check = checkOtp(ctx, tx, user.mobile, 'reset-password', input.otp);
    if (!check.ok) return check;
    updateUser(tx, user.id, { passwordHash });
    endSessions(tx, user.id);
    return { ok: true, value: null };
  });
  if (!outcome.ok) throw outcome.error;
}

/**
 * Checks the customer's current password (400, not 401: a 401 would sign the customer out, spec 1 section 2).
 * Answers the hash it was checked against, so the write can tell whether it changed meanwhile.
 */
export async function confirmPassword(ctx: DomainContext, userId: string, password: string): Promise<string> {
  const user = requireUser(ctx.db, userId);
  if (!(await verifyPassword(password, user.passwordHash))) throw new DomainError('WRONG_PASSWORD');
  return user.passwordHash;
}

/** The password checked before the transaction must still be the customer's when it runs. */
export function assertPasswordUnchanged(tx: Tx, userId: string, checkedHash: string): UserRecord {
  const user = requireUser(tx, userId);
  if (user.passwordHash !== checkedHash) throw new DomainError('WRONG_PASSWORD');
  return user;
}

/** Changes the password, ends every other session and answers fresh tokens for this one. */
export async function changePassword(
  ctx: DomainContext,
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<Tokens> {
  const checked = await confirmPassword(ctx, userId, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.db.write((tx) => {
    assertPasswordUnchanged(tx, userId, checked);
    updateUser(tx, userId, { passwordHash });
    endSessions(tx, userId);
    return tokensFor(ctx, requireUser(tx, userId));
  });
}

export function updateEmail(tx: Tx, userId: string, email: string): User {
  return toPublicUser(updateUser(tx, userId, { email: email.toLowerCase() }));
}

export function addFcmToken(tx: Tx, userId: string, token: string): string[] {
  const user = requireUser(tx, userId);
  const fcmTokens = [...user.fcmTokens.filter((t) => t !== token), token].slice(-MAX_FCM_TOKENS);
  return updateUser(tx, userId, { fcmTokens }).fcmTokens;
}

export function removeFcmTokens(tx: Tx, userId: string): string[] {
  return updateUser(tx, userId, { fcmTokens: [] }).fcmTokens;
}
