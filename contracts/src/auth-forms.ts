import { z } from 'zod/mini';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_MAX_LENGTH, PHONE_PREFIX } from './constants';
import { isAcceptablePassword } from './rules/password';
import { isValidIranMobile, normalizePhone } from './rules/phone';
import { isValidOtp } from './rules/otp';
import { NAME_MESSAGES, normalizeName } from './rules/name';
import { visibleLength } from './rules/visible-text';
import { errorMessage } from './errors';

/** Persian copy of spec 1 section 5. One place, so screens and tests read the same words. */
export const FORM_MESSAGES = {
  fillAll: 'لطفاً همه فیلدها را پر کنید',
  weakPassword: 'لطفاً رمز عبور قوی‌تری انتخاب کنید (حداقل ۸ کاراکتر شامل حروف بزرگ، کوچک و اعداد)',
  passwordMismatch: 'رمز عبور و تکرار آن باید یکسان باشند',
  otp: 'لطفاً کد ۶ رقمی را وارد کنید',
  invalidMobile: 'شماره موبایل معتبر نیست',
  // The isolates keep '+98' reading left to right inside the Persian sentence.
  recoveryMobile: 'شماره موبایل باید با \u2066+98\u2069 شروع شود و حداکثر ۱۴ کاراکتر باشد',
  nameTooShort: NAME_MESSAGES.tooShort,
  nameTooLong: NAME_MESSAGES.tooLong,
  samePassword: errorMessage('SAME_PASSWORD'),
} as const;

/** Trimmed, not empty, then `checks`: each field's own string, so one field's checks never reach another's. */
const required = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, { error: FORM_MESSAGES.fillAll }), ...checks);
const mobile = z.lazy(() =>
  required(z.refine((v) => isValidIranMobile(normalizePhone(v)), { error: FORM_MESSAGES.invalidMobile })),
);
const newPassword = z.lazy(() => required(z.refine(isAcceptablePassword, { error: FORM_MESSAGES.weakPassword })));
/**
 * A full name: the maximum counts after trimming and collapsing spaces, as the server stores it; the minimum counts
 * the characters a reader sees, as the server does.
 */
export const nameFieldSchema = z.lazy(() =>
  required(
    z.refine((v) => visibleLength(v) >= NAME_MIN_LENGTH, { error: FORM_MESSAGES.nameTooShort }),
    z.refine((v) => normalizeName(v).length <= NAME_MAX_LENGTH, { error: FORM_MESSAGES.nameTooLong }),
  ),
);

export const signInFormSchema = z.lazy(() => z.object({ mobile, password: required() }));
export type SignInForm = z.infer<typeof signInFormSchema>;

export const registerFormSchema = z.lazy(() =>
  z
    .object({
      mobile,
      name: nameFieldSchema,
      password: newPassword,
      confirmPassword: required(),
    })
    .check(
      z.refine((v) => v.password === v.confirmPassword, { error: FORM_MESSAGES.passwordMismatch, path: ['confirmPassword'] }),
    ),
);
export type RegisterForm = z.infer<typeof registerFormSchema>;

const otp = z.lazy(() => z.string().check(z.refine(isValidOtp, { error: FORM_MESSAGES.otp })));
export const otpFormSchema = z.lazy(() => z.object({ otp }));
export type OtpForm = z.infer<typeof otpFormSchema>;

/** Recovery: the phone must already be in +98 form and at most 14 characters (spec 1 section 5). */
export const recoveryMobileSchema = z.lazy(() =>
  required(
    z.refine((v) => v.startsWith(PHONE_PREFIX) && v.length <= PHONE_MAX_LENGTH, { error: FORM_MESSAGES.recoveryMobile }),
    z.refine((v) => isValidIranMobile(v), { error: FORM_MESSAGES.invalidMobile }),
  ),
);
export const forgotPasswordFormSchema = z.lazy(() => z.object({ mobile: recoveryMobileSchema }));
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z.lazy(() =>
  z
    .object({
      otp,
      newPassword,
      confirmPassword: required(),
    })
    .check(
      z.refine((v) => v.newPassword === v.confirmPassword, { error: FORM_MESSAGES.passwordMismatch, path: ['confirmPassword'] }),
    ),
);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z.lazy(() =>
  z.object({ currentPassword: required(), newPassword, confirmPassword: required() }).check(
    z.refine((v) => v.newPassword === v.confirmPassword, { error: FORM_MESSAGES.passwordMismatch, path: ['confirmPassword'] }),
    z.refine((v) => !v.currentPassword || v.newPassword !== v.currentPassword, {
      error: FORM_MESSAGES.samePassword,
      path: ['newPassword'],
    }),
  ),
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
