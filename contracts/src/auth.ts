import { z } from 'zod';
import { isoDateSchema, okEnvelope } from './common';
import { userSchema } from './profile';
import { isAcceptablePassword } from './rules/password';
import { isValidIranMobile, normalizePhone } from './rules/phone';
import { isValidOtp } from './rules/otp';
import { toAsciiDigits } from './rules/digits';

/** A mobile as the server accepts it: any spelling that normalises to +989xxxxxxxxx. */
export const mobileSchema = z
  .string()
  .max(32)
  .transform((v) => normalizePhone(v))
  .refine(isValidIranMobile, { error: 'شماره موبایل معتبر نیست' });

const otpSchema = z
  .string()
  .transform((v) => toAsciiDigits(v))
  .refine(isValidOtp, { error: 'کد تأیید باید ۶ رقم باشد' });
const passwordSchema = z.string().min(1).max(128);
const newPasswordSchema = z
  .string()
  .max(128)
  .refine(isAcceptablePassword, { error: 'رمز عبور باید حداقل ۸ کاراکتر و دست‌کم متوسط باشد' });

// Requests (spec 1 section 7)
export const loginRequestSchema = z.strictObject({ mobile: mobileSchema, password: passwordSchema });
export const registerRequestSchema = z.strictObject({
  mobile: mobileSchema,
  name: z.string().trim().min(2).max(100),
  password: newPasswordSchema,
});
export const verifyOtpRequestSchema = z.strictObject({ mobile: mobileSchema, otp: otpSchema });
export const requestOtpRequestSchema = z.strictObject({ mobile: mobileSchema });
export const forgotPasswordRequestSchema = z.strictObject({ mobile: mobileSchema });
export const resetPasswordRequestSchema = z.strictObject({
  mobile: mobileSchema,
  otp: otpSchema,
  newPassword: newPasswordSchema,
});
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;
export type RequestOtpRequest = z.input<typeof requestOtpRequestSchema>;
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// Answers
export const authResultSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  user: userSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;
/** Login and verify-otp answer `{ success, data: { accessToken, refreshToken, user } }`. */
export const authResponseSchema = okEnvelope(authResultSchema);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const otpSentSchema = z.object({
  mobile: z.string(),
  expiresAt: isoDateSchema,
  /** When the next resend is allowed (60 s after this one). */
  resendAvailableAt: isoDateSchema,
});
export type OtpSent = z.infer<typeof otpSentSchema>;
/** Register, request-otp and forgot-password answer with the code's timing. */
export const otpSentResponseSchema = okEnvelope(otpSentSchema);
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

/** Change-password ends the other sessions and answers fresh tokens for this one. */
export const changePasswordResponseSchema = okEnvelope(z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) }));
