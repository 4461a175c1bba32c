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
import * as auth from '../domain/auth';
import type { DomainContext } from '../domain/context';
import { userIdOf } from '../http/auth';
import type { RateLimiter } from '../http/rate-limit';
import { parseBody, send } from '../http/validation';

const MINUTE = 60_000;

/** `readProfile` lets an inactive account read its profile; `requireAuth` refuses it everywhere else. */
export function authRoutes(
  ctx: DomainContext,
  requireAuth: RequestHandler,
  readProfile: RequestHandler,
  limits: RateLimiter,
): Router {
  const r = Router();
  const signInLimit = limits.middleware('login', 10, MINUTE);
  const codeLimit = limits.middleware('otp', 10, MINUTE);

  r.post('/user-auth/login', signInLimit, (req, res) => {
    const result = auth.login(ctx, parseBody(req, loginRequestSchema));
    send(res, authResponseSchema, { success: true, message: 'ورود با موفقیت انجام شد', data: result });
  });

  r.post('/user-auth/register', codeLimit, (req, res) => {
    const sent = auth.register(ctx, parseBody(req, registerRequestSchema));
    send(res, otpSentResponseSchema, { success: true, message: 'ثبت‌نام انجام شد و کد تأیید ارسال شد', data: sent }, 201);
  });

  r.post('/user-auth/verify-otp', codeLimit, (req, res) => {
    const result = auth.verifyOtp(ctx, parseBody(req, verifyOtpRequestSchema));
    send(res, authResponseSchema, { success: true, message: 'حساب کاربری تأیید شد', data: result });
  });

  r.post('/user-auth/request-otp', codeLimit, (req, res) => {
    const sent = auth.requestOtp(ctx, parseBody(req, requestOtpRequestSchema).mobile);
    send(res, otpSentResponseSchema, { success: true, message: 'کد تأیید ارسال شد', data: sent });
  });

  r.post('/user-auth/forgot-password', codeLimit, (req, res) => {
    const sent = auth.forgotPassword(ctx, parseBody(req, forgotPasswordRequestSchema).mobile);
    send(res, otpSentResponseSchema, { success: true, message: 'کد بازیابی ارسال شد', data: sent });
  });

  r.post('/user-auth/reset-password', codeLimit, (req, res) => {
    auth.resetPassword(ctx, parseBody(req, resetPasswordRequestSchema));
    send(res, okMessageSchema, { success: true, message: 'رمز عبور با موفقیت تغییر کرد' });
  });

  r.post('/user-auth/change-password', requireAuth, (req, res) => {
    const tokens = auth.changePassword(ctx, userIdOf(req), parseBody(req, changePasswordRequestSchema));
    send(res, changePasswordResponseSchema, { success: true, message: 'رمز عبور با موفقیت تغییر کرد', data: tokens });
  });

  r.get('/user-auth/profile', readProfile, (req, res) => {
    send(res, profileResponseSchema, { success: true, data: auth.getProfile(ctx, userIdOf(req)) });
  });

  r.patch('/user-auth/profile', requireAuth, (req, res) => {
    const user = auth.updateEmail(ctx, userIdOf(req), parseBody(req, updateProfileRequestSchema).email);
    send(res, updateProfileResponseSchema, { success: true, message: 'ایمیل با موفقیت به‌روزرسانی شد', data: user });
  });

  r.post('/users/me/fcm-token', requireAuth, (req, res) => {
    const fcmTokens = auth.addFcmToken(ctx, userIdOf(req), parseBody(req, fcmTokenRequestSchema).token);
    send(res, fcmTokenResponseSchema, { success: true, data: { fcmTokens } });
  });

  r.delete('/users/me/fcm-token', requireAuth, (req, res) => {
    const fcmTokens = auth.removeFcmTokens(ctx, userIdOf(req));
    send(res, fcmTokenResponseSchema, { success: true, data: { fcmTokens } });
  });

  return r;
}
