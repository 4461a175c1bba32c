import { z } from 'zod/mini';
import { isoDateSchema, nonEmptySchema, okEnvelope } from './common';
import { userSchema } from './profile';
import { isAcceptablePassword } from './rules/password';
import { isValidIranMobile, normalizePhone } from './rules/phone';
import { isValidOtp } from './rules/otp';
import { toAsciiDigits } from './rules/digits';
import { NAME_MESSAGES, normalizeName } from './rules/name';
import { visibleLength } from './rules/visible-text';
import { errorMessage } from './errors';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants';

/** A mobile as the server accepts it: any spelling that normalises to +989xxxxxxxxx. */
export const mobileSchema = z.lazy(() =>
  z
    .pipe(
      z.string().check(z.maxLength(32)),
      z.transform((v: string) => normalizePhone(v)),
    )
    .check(z.refine(isValidIranMobile, { error: 'شماره موبایل معتبر نیست' })),
);

/** Six digits, typed in Persian, Arabic-Indic or Latin digits: every code endpoint accepts them all. */
export const otpSchema = z.lazy(() =>
  z
    .pipe(
      z.string(),
      z.transform((v: string) => toAsciiDigits(v)),
    )
    .check(z.refine(isValidOtp, { error: 'کد تأیید باید ۶ رقم باشد' })),
);
export const passwordSchema = z.lazy(() => z.string().check(z.minLength(1), z.maxLength(128)));
const newPasswordSchema = z.lazy(() =>
  z
    .string()
    .check(z.maxLength(128), z.refine(isAcceptablePassword, { error: 'رمز عبور باید حداقل ۸ کاراکتر و دست‌کم متوسط باشد' })),
);

/** A person's name as stored: trimmed, inner spaces collapsed to one, 2 to 100 characters. */
export const nameSchema = z.lazy(() =>
  z.pipe(
    z.pipe(z.string(), z.transform(normalizeName)),
    z.string().check(
      z.refine((v) => visibleLength(v) >= NAME_MIN_LENGTH, { error: NAME_MESSAGES.tooShort }),
      z.maxLength(NAME_MAX_LENGTH, { error: NAME_MESSAGES.tooLong }),
    ),
  ),
);

// Requests (spec 1 section 7)
export const loginRequestSchema = z.lazy(() => z.strictObject({ mobile: mobileSchema, password: passwordSchema }));
export const registerRequestSchema = z.lazy(() =>
  z.strictObject({
    mobile: mobileSchema,
    name: nameSchema,
    password: newPasswordSchema,
  }),
);
export const verifyOtpRequestSchema = z.lazy(() => z.strictObject({ mobile: mobileSchema, otp: otpSchema }));
export const requestOtpRequestSchema = z.lazy(() => z.strictObject({ mobile: mobileSchema }));
export const forgotPasswordRequestSchema = z.lazy(() => z.strictObject({ mobile: mobileSchema }));
export const resetPasswordRequestSchema = z.lazy(() =>
  z.strictObject({
    mobile: mobileSchema,
    otp: otpSchema,
    newPassword: newPasswordSchema,
  }),
);
export const changePasswordRequestSchema = z.lazy(() =>
  z
    .strictObject({ currentPassword: passwordSchema, newPassword: newPasswordSchema })
    .check(z.refine((v) => v.newPassword !== v.currentPassword, { error: errorMessage('SAME_PASSWORD'), path: ['newPassword'] })),
);
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;
export type RequestOtpRequest = z.input<typeof requestOtpRequestSchema>;
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// Answers
export const authResultSchema = z.lazy(() =>
  z.object({ accessToken: nonEmptySchema, refreshToken: nonEmptySchema, user: userSchema }),
);
export type AuthResult = z.infer<typeof authResultSchema>;
/** Login and verify-otp answer `{ success, data: { accessToken, refreshToken, user } }`. */
export const authResponseSchema = z.lazy(() => okEnvelope(authResultSchema));
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const otpSentSchema = z.lazy(() =>
  z.object({
    mobile: z.string(),
    expiresAt: isoDateSchema,
    /** When the next resend is allowed (60 s after this one). */
    resendAvailableAt: isoDateSchema,
  }),
);
export type OtpSent = z.infer<typeof otpSentSchema>;
/** Register, request-otp and forgot-password answer with the code's timing. */
export const otpSentResponseSchema = z.lazy(() => okEnvelope(otpSentSchema));
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

export const tokensSchema = z.lazy(() => z.object({ accessToken: nonEmptySchema, refreshToken: nonEmptySchema }));
export type Tokens = z.infer<typeof tokensSchema>;
/** Change-password ends the other sessions and answers fresh tokens for this one. */
export const changePasswordResponseSchema = z.lazy(() => okEnvelope(tokensSchema));
