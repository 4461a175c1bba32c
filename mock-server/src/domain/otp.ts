import type { OtpPurpose } from '@gold/contracts/control';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_COUNTDOWN_S, OTP_TTL_MS } from '@gold/contracts/constants';
import type { OtpSent } from '@gold/contracts/auth';
import type { OtpRecord, State } from '../store/state';
import type { DomainContext } from './context';
import { DomainError } from './errors';

const COOLDOWN_MS = OTP_RESEND_COUNTDOWN_S * 1000;

const latest = (state: Readonly<State>, mobile: string, purpose?: OtpPurpose) =>
  state.otps.findLast((o) => o.mobile === mobile && (!purpose || o.purpose === purpose));

/**
 * Sends a fresh code to `mobile`, replacing any earlier one for the same purpose. Refused with 429 for
 * 60 s after the previous send. Call inside `store.mutate`.
 */
export function issueOtp(
  ctx: DomainContext,
  draft: State,
  mobile: string,
  purpose: OtpPurpose,
  extra: Pick<OtpRecord, 'userId'> = {},
): OtpSent {
  const now = ctx.clock.now().getTime();
  const previous = latest(draft, mobile, purpose);
  if (previous && now - Date.parse(previous.createdAt) < COOLDOWN_MS) {
    const waitS = Math.ceil((COOLDOWN_MS - (now - Date.parse(previous.createdAt))) / 1000);
    throw new DomainError(429, 'OTP_COOLDOWN', `لطفاً ${waitS} ثانیه دیگر برای ارسال دوباره کد صبر کنید`, {
      'Retry-After': String(waitS),
    });
  }
  // Only the newest code of a purpose counts; older ones are spent.
  for (const o of draft.otps) if (o.mobile === mobile && o.purpose === purpose) o.used = true;
  // Keep the log small: drop spent codes older than a day.
  draft.otps = draft.otps.filter((o) => !o.used || now - Date.parse(o.createdAt) < 86_400_000);
  const record: OtpRecord = {
    mobile,
    code: ctx.random.secureDigits(OTP_LENGTH),
    purpose,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + OTP_TTL_MS).toISOString(),
    attempts: 0,
    used: false,
    ...extra,
  };
  draft.otps.push(record);
  return { mobile, expiresAt: record.expiresAt, resendAvailableAt: new Date(now + COOLDOWN_MS).toISOString() };
}

export type OtpCheck = { ok: true; record: OtpRecord } | { ok: false; error: DomainError };

/**
 * Checks `code` against the newest code of the purpose. A wrong try counts, and the fifth spends the code.
 * A match spends it too (single use). Call inside `store.mutate`, and commit the draft even on failure
 * so the attempt is counted: the caller throws `error` after the mutation.
 */
export function checkOtp(ctx: DomainContext, draft: State, mobile: string, purpose: OtpPurpose, code: string): OtpCheck {
  const record = latest(draft, mobile, purpose);
  const invalid = new DomainError(400, 'INVALID_OTP', 'کد تأیید اشتباه است');
  if (!record || record.used) return { ok: false, error: invalid };
  if (ctx.clock.now().getTime() >= Date.parse(record.expiresAt)) {
    return { ok: false, error: new DomainError(410, 'OTP_EXPIRED', 'کد تأیید منقضی شده است') };
  }
  if (record.code !== code) {
    record.attempts += 1;
    if (record.attempts >= OTP_MAX_ATTEMPTS) record.used = true;
    return { ok: false, error: invalid };
  }
  record.used = true;
  return { ok: true, record };
}

export function latestOtp(state: Readonly<State>, mobile: string): OtpRecord | undefined {
  return latest(state, mobile);
}
