import { DEPOSIT_REFERENCE_PREFIX } from '@gold/contracts/constants';
import type { KycLevel } from '@gold/contracts/kyc';
import type { User } from '@gold/contracts/profile';
import { normalizePhone } from '@gold/contracts/rules/phone';
import type { Reader, Row } from '../../db/database';
import { openWallets } from '../../ledger/accounts';
import type { Tx } from '../../db/tx';
import { DomainError } from '../../errors';

export type UserRecord = {
  id: string;
  mobile: string;
  name: string;
  passwordHash: string;
  nationalId: string | null;
  nationalIdVerified: boolean;
  birthdate: string | null;
  birthdateVerified: boolean;
  isActive: boolean;
  isVerified: boolean;
  restricted: boolean;
  email: string | null;
  depositReferenceId: string;
  fcmTokens: string[];
  createdAt: string;
  /** Raised when a session ends everywhere: tokens issued before carry an older version and stop working. */
  sessionVersion: number;
};

type UserRow = Row & {
  id: string;
  mobile: string;
  name: string;
  password_hash: string;
  national_id: string | null;
  national_id_verified: number;
  birthdate: string | null;
  birthdate_verified: number;
  is_active: number;
  is_verified: number;
  restricted: number;
  email: string | null;
  deposit_reference_id: string;
  fcm_tokens: string;
  session_version: number;
  created_at: string;
};

const fromRow = (r: UserRow): UserRecord => ({
  id: r.id,
  mobile: r.mobile,
  name: r.name,
  passwordHash: r.password_hash,
  nationalId: r.national_id,
  nationalIdVerified: r.national_id_verified === 1,
  birthdate: r.birthdate,
  birthdateVerified: r.birthdate_verified === 1,
  isActive: r.is_active === 1,
  isVerified: r.is_verified === 1,
  restricted: r.restricted === 1,
  email: r.email,
  depositReferenceId: r.deposit_reference_id,
  fcmTokens: JSON.parse(r.fcm_tokens) as string[],
  sessionVersion: r.session_version,
  createdAt: r.created_at,
});

export function findUser(db: Reader, id: string): UserRecord | undefined {
  const row = db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);
  return row && fromRow(row);
}

export function findUserByMobile(db: Reader, mobile: string): UserRecord | undefined {
  const row = db.get<UserRow>('SELECT * FROM users WHERE mobile = ?', normalizePhone(mobile));
  return row && fromRow(row);
}

/** The user behind a request's token; gone (a reset) means the session is no longer valid. */
export function requireUser(db: Reader, userId: string): UserRecord {
  const user = findUser(db, userId);
  if (!user) throw new DomainError('UNAUTHORIZED');
  return user;
}

export type NewCustomer = Pick<UserRecord, 'id' | 'mobile' | 'name' | 'passwordHash' | 'createdAt'> &
  Partial<Pick<UserRecord, 'isActive' | 'isVerified' | 'restricted' | 'email' | 'nationalId' | 'birthdate'>> & {
    nationalIdVerified?: boolean;
    birthdateVerified?: boolean;
  };

export const depositReferenceFor = (userId: string) => `${DEPOSIT_REFERENCE_PREFIX}${userId.replace(/-/g, '').slice(-8).toUpperCase()}`;

/**
 * The one place a customer comes into being: the user, with a Toman wallet and a gold wallet at zero. The seed,
 * registration and the control API all call it.
 */
export function createCustomer(tx: Tx, input: NewCustomer): UserRecord {
  if (findUserByMobile(tx, input.mobile)) throw new DomainError('MOBILE_ALREADY_REGISTERED');
  tx.run(
    `INSERT INTO users (id, mobile, name, password_hash, national_id, national_id_verified, birthdate, birthdate_verified,
       is_active, is_verified, restricted, email, deposit_reference_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    input.id,
    input.mobile,
    input.name,
    input.passwordHash,
    input.nationalId ?? null,
    input.nationalIdVerified ? 1 : 0,
    input.birthdate ?? null,
    input.birthdateVerified ? 1 : 0,
    input.isActive === false ? 0 : 1,
    input.isVerified === false ? 0 : 1,
    input.restricted ? 1 : 0,
    input.email ?? null,
    depositReferenceFor(input.id),
    input.createdAt,
  );
  openWallets(tx, input.id, input.createdAt);
  return requireUser(tx, input.id);
}

type Patch = Partial<
  Pick<
    UserRecord,
    | 'mobile'
    | 'name'
    | 'passwordHash'
    | 'nationalId'
    | 'nationalIdVerified'
    | 'birthdate'
    | 'birthdateVerified'
    | 'isActive'
    | 'isVerified'
    | 'restricted'
    | 'email'
    | 'fcmTokens'
  >
>;

const COLUMNS: Record<keyof Patch, string> = {
  mobile: 'mobile',
  name: 'name',
  passwordHash: 'password_hash',
  nationalId: 'national_id',
  nationalIdVerified: 'national_id_verified',
  birthdate: 'birthdate',
  birthdateVerified: 'birthdate_verified',
  isActive: 'is_active',
  isVerified: 'is_verified',
  restricted: 'restricted',
  email: 'email',
  fcmTokens: 'fcm_tokens',
};

const toColumnValue = (value: Patch[keyof Patch]) =>
  typeof value === 'boolean' ? (value ? 1 : 0) : Array.isArray(value) ? JSON.stringify(value) : (value ?? null);

/** Sets the given fields of a user and answers the updated record. */
export function updateUser(tx: Tx, id: string, patch: Patch): UserRecord {
  const keys = (Object.keys(patch) as (keyof Patch)[]).filter((k) => patch[k] !== undefined);
  if (keys.length > 0) {
    tx.run(
      `UPDATE users SET ${keys.map((k) => `${COLUMNS[k]} = ?`).join(', ')} WHERE id = ?`,
      ...keys.map((k) => toColumnValue(patch[k])),
      id,
    );
  }
  return requireUser(tx, id);
}

/** Ends every session of the user: tokens issued before stop working, and live sockets are dropped once this commits. */
export function endSessions(tx: Tx, userId: string): void {
  tx.run('UPDATE users SET session_version = session_version + 1 WHERE id = ?', userId);
  dropSockets(tx, userId);
}

/** Drops the user's live sockets after the commit: they reconnect and are judged again at the handshake. */
export function dropSockets(tx: Tx, userId: string): void {
  tx.afterCommit((realtime) => realtime.disconnectUser(userId), `disconnect:${userId}`);
}

export function hasVerifiedBankAccount(db: Reader, userId: string): boolean {
  return db.get("SELECT 1 AS yes FROM bank_accounts WHERE user_id = ? AND status = 'verified' LIMIT 1", userId) !== undefined;
}

/** Level 1: national ID and birthdate verified. Level 2: plus at least one verified bank account. */
export function kycLevelOf(db: Reader, user: UserRecord): KycLevel {
  if (!user.nationalIdVerified || !user.birthdateVerified) return 0;
  return hasVerifiedBankAccount(db, user.id) ? 2 : 1;
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

/** An account an administrator restricted or deactivated may not act. */
export function assertAccountUsable(user: UserRecord): void {
  if (user.restricted) throw new DomainError('ACCOUNT_RESTRICTED');
  if (!user.isActive) throw new DomainError('ACCOUNT_INACTIVE');
}

/** Acting on the account needs it usable and verified; a customer made unverified goes back to the code screen. */
export function assertCanAct(user: UserRecord): void {
  assertAccountUsable(user);
  if (!user.isVerified) throw new DomainError('ACCOUNT_NOT_VERIFIED');
}

/** Whether the user may hold a live socket with their own room. */
export const mayListen = (user: UserRecord) => user.isActive && !user.restricted && user.isVerified;
