import { Router, type RequestHandler } from 'express';
import {
  authResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  otpSentResponseSchema,
  registerRequestSchema,
  requestOtpRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
} from '@gold/contracts/auth';
import { okMessageSchema } from '@gold/contracts/common';
import {
  fcmTokenRequestSchema,
  fcmTokenResponseSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@gold/contracts/profile';
import * as auth from '../domain/auth/auth';
import type { DomainContext } from '../domain/shared/context';
import { settle } from '../domain/auth/otp';
import { toPublicUser } from '../domain/auth/users';
import { userIdOf, userOf } from '../http/auth';
import type { RateLimiter } from '../http/rate-limit';
import { commit, parseBody, send } from '../http/validation';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Requests that check the current password (change-password, phone change): 10 per customer per 15 minutes. */
export const passwordCheckLimit = (limits: RateLimiter) => limits.middleware('password-check', 10, 15 * MINUTE, 'user');

/** `readProfile` lets an inactive or unverified account read its profile; `requireAuth` refuses it everywhere else. */
export function authRoutes(
  ctx: DomainContext,
  requireAuth: RequestHandler,
  readProfile: RequestHandler,
  limits: RateLimiter,
): Router {
  const r = Router();
  const signInLimit = limits.middleware('login', 10, MINUTE);
  const codeLimit = limits.middleware('otp', 10, MINUTE);
  // Registrations of many different numbers from one address: a sign-up flood, not a household.
  const registerLimit = limits.middleware('register', 10, HOUR, 'address');
  // A stolen token must not become a way to guess the password it was meant to protect.
  const passwordLimit = passwordCheckLimit(limits);

  r.post('/user-auth/login', signInLimit, async (req, res) => {
    const result = await auth.login(ctx, parseBody(req, loginRequestSchema));
    send(res, authResponseSchema, { success: true, message: 'ورود با موفقیت انجام شد', data: result });
  });

  r.post('/user-auth/register', registerLimit, codeLimit, async (req, res) => {
    const sent = await auth.register(ctx, parseBody(req, registerRequestSchema));
    send(res, otpSentResponseSchema, { success: true, message: 'ثبت‌نام انجام شد و کد تأیید ارسال شد', data: sent }, 201);
  });

  r.post('/user-auth/verify-otp', codeLimit, (req, res) => {
    const body = parseBody(req, verifyOtpRequestSchema);
    // A wrong code is counted: the outcome commits first, then a failure is answered.
    const user = settle(ctx.db.write((tx) => auth.verifyOtp(ctx, tx, body)));
    send(res, authResponseSchema, { success: true, message: 'حساب کاربری تأیید شد', data: auth.sessionAfterVerify(ctx, user) });
  });

  r.post('/user-auth/request-otp', codeLimit, (req, res) => {
    const { mobile } = parseBody(req, requestOtpRequestSchema);
    commit(
      ctx,
      res,
      otpSentResponseSchema,
    )((tx) => ({ success: true, message: 'کد تأیید ارسال شد', data: auth.requestOtp(ctx, tx, mobile) }));
  });

  r.post('/user-auth/forgot-password', codeLimit, (req, res) => {
    const { mobile } = parseBody(req, forgotPasswordRequestSchema);
    commit(
      ctx,
      res,
      otpSentResponseSchema,
    )((tx) => ({
      success: true,
      message: 'کد بازیابی ارسال شد',
      data: auth.forgotPassword(ctx, tx, mobile),
    }));
  });

  r.post('/user-auth/reset-password', codeLimit, async (req, res) => {
    await auth.resetPassword(ctx, parseBody(req, resetPasswordRequestSchema));
    send(res, okMessageSchema, { success: true, message: 'رمز عبور با موفقیت تغییر کرد' });
  });

  r.post('/user-auth/change-password', requireAuth, passwordLimit, async (req, res) => {
    const tokens = await auth.changePassword(ctx, userIdOf(req), parseBody(req, changePasswordRequestSchema));
    send(res, changePasswordResponseSchema, { success: true, message: 'رمز عبور با موفقیت تغییر کرد', data: tokens });
  });

  r.get('/user-auth/profile', readProfile, (req, res) => {
    send(res, profileResponseSchema, { success: true, data: toPublicUser(userOf(req)) });
  });

  r.patch('/user-auth/profile', requireAuth, (req, res) => {
    const { email } = parseBody(req, updateProfileRequestSchema);
    commit(
      ctx,
      res,
      updateProfileResponseSchema,
    )((tx) => ({
      success: true,
      message: 'ایمیل با موفقیت به‌روزرسانی شد',
      data: auth.updateEmail(tx, userIdOf(req), email),
    }));
  });

  r.post('/users/me/fcm-token', requireAuth, (req, res) => {
    const { token } = parseBody(req, fcmTokenRequestSchema);
    commit(
      ctx,
      res,
      fcmTokenResponseSchema,
    )((tx) => ({ success: true, data: { fcmTokens: auth.addFcmToken(tx, userIdOf(req), token) } }));
  });

  r.delete('/users/me/fcm-token', requireAuth, (req, res) => {
    commit(
      ctx,
      res,
      fcmTokenResponseSchema,
    )((tx) => ({ success: true, data: { fcmTokens: auth.removeFcmTokens(tx, userIdOf(req)) } }));
  });

  return r;
}
