import type { OtpSent } from '@gold/contracts/auth';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_COUNTDOWN_S, OTP_TTL_MS } from '@gold/contracts/constants';
import type { OtpPurpose } from '@gold/contracts/control';
import type { Reader, Row } from '../../db/database';
import type { Tx } from '../../db/tx';
import { DomainError } from '../../errors';
import type { DomainContext } from '../shared/context';

const COOLDOWN_MS = OTP_RESEND_COUNTDOWN_S * 1000;
const KEEP_SPENT_MS = 86_400_000;

export type OtpRecord = {
  id: number;
  mobile: string;
  code: string;
  purpose: OtpPurpose;
  userId: string | null;
  attempts: number;
  used: boolean;
  createdAt: string;
  expiresAt: string;
};

type OtpRow = Row & {
  id: number;
  mobile: string;
  code: string;
  purpose: OtpPurpose;
  user_id: string | null;
  attempts: number;
  used: number;
  created_at: string;
  expires_at: string;
};

const fromRow = (r: OtpRow): OtpRecord => ({
  id: r.id,
  mobile: r.mobile,
  code: r.code,
  purpose: r.purpose,
  userId: r.user_id,
  attempts: r.attempts,
  used: r.used === 1,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/** The newest code sent to `mobile`, of `purpose` or of any purpose. */
export function latestOtp(db: Reader, mobile: string, purpose?: OtpPurpose): OtpRecord | undefined {
  const row = purpose
    ? db.get<OtpRow>('SELECT * FROM otps WHERE mobile = ? AND purpose = ? ORDER BY id DESC LIMIT 1', mobile, purpose)
    : db.get<OtpRow>('SELECT * FROM otps WHERE mobile = ? ORDER BY id DESC LIMIT 1', mobile);
  return row && fromRow(row);
}

/** The newest codes sent to anyone, newest first (the demo console lists them). */
export function recentOtps(db: Reader, limit: number): OtpRecord[] {
  return db.all<OtpRow>('SELECT * FROM otps ORDER BY id DESC LIMIT ?', limit).map(fromRow);
}

/**
 * Sends a fresh code to `mobile`, spending any earlier one of the same purpose. Refused with 429 for 60 s after the
 * previous send. Codes are not sent by SMS: each is written to the log, and the control API reads it.
 */
export function issueOtp(ctx: DomainContext, tx: Tx, mobile: string, purpose: OtpPurpose, userId: string | null = null): OtpSent {
  const now = ctx.clock.now().getTime();
  const previous = latestOtp(tx, mobile, purpose);
  if (previous && now - Date.parse(previous.createdAt) < COOLDOWN_MS) {
    const seconds = Math.ceil((COOLDOWN_MS - (now - Date.parse(previous.createdAt))) / 1000);
    throw new DomainError('OTP_COOLDOWN', { seconds }).withHeaders({ 'Retry-After': String(seconds) });
  }
  tx.run('UPDATE otps SET used = 1 WHERE mobile = ? AND purpose = ? AND used = 0', mobile, purpose);
  // Keep the table small: spent codes older than a day go.
  tx.run('DELETE FROM otps WHERE used = 1 AND created_at < ?', new Date(now - KEEP_SPENT_MS).toISOString());
  const code = ctx.random.secureDigits(OTP_LENGTH);
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + OTP_TTL_MS).toISOString();
  tx.run(
    'INSERT INTO otps (mobile, code, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    mobile,
    code,
    purpose,
    userId,
    createdAt,
    expiresAt,
  );
  tx.afterCommit(() => ctx.logger.info('otp', { mobile, purpose, otp: code, expiresAt }));
  return { mobile, expiresAt, resendAvailableAt: new Date(now + COOLDOWN_MS).toISOString() };
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: DomainError };

/**
 * Checks `code` against the newest code of the purpose. A wrong try counts, and the fifth spends the code; a match
 * spends it too (single use). The caller commits even a failure, so the try is counted, and throws afterwards.
 */
export function checkOtp(ctx: DomainContext, tx: Tx, mobile: string, purpose: OtpPurpose, code: string): Outcome<OtpRecord> {
  const record = latestOtp(tx, mobile, purpose);
  if (!record || record.used) return { ok: false, error: new DomainError('INVALID_OTP') };
  if (ctx.clock.now().getTime() >= Date.parse(record.expiresAt)) return { ok: false, error: new DomainError('OTP_EXPIRED') };
  if (record.code !== code) {
    const attempts = record.attempts + 1;
    tx.run('UPDATE otps SET attempts = ?, used = ? WHERE id = ?', attempts, attempts >= OTP_MAX_ATTEMPTS ? 1 : 0, record.id);
    return { ok: false, error: new DomainError('INVALID_OTP') };
  }
  tx.run('UPDATE otps SET used = 1 WHERE id = ?', record.id);
  return { ok: true, value: record };
}

/** The value of an outcome the transaction has committed, or its error. */
export function settle<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
