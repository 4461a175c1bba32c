import { Router, type Request, type RequestHandler } from 'express';
import { okMessageSchema } from '@gold/contracts/common';
import {
  birthdateChangeRequestSchema,
  changeRequestResponseSchema,
  confirmPhoneChangeRequestSchema,
  confirmPhoneChangeResponseSchema,
  kycResponseSchema,
  nameChangeRequestSchema,
  nationalIdChangeRequestSchema,
  pendingChangeRequestResponseSchema,
  phoneChangeRequestSchema,
  phoneChangeResponseSchema,
  type ChangeRequestKind,
} from '@gold/contracts/kyc';
import type { DomainContext } from '../domain/shared/context';
import * as kyc from '../domain/kyc/kyc';
import { settle } from '../domain/auth/otp';
import { userIdOf } from '../http/auth';
import type { RateLimiter } from '../http/rate-limit';
import { passwordCheckLimit } from './auth';
import { commit, parseBody, send } from '../http/validation';

/** How each kind's request body names its value. */
const REQUESTED_VALUE: Record<ChangeRequestKind, (req: Request) => string> = {
  name: (req) => parseBody(req, nameChangeRequestSchema).name,
  'national-id': (req) => parseBody(req, nationalIdChangeRequestSchema).nationalId,
  birthdate: (req) => parseBody(req, birthdateChangeRequestSchema).birthdate,
};

/** Change requests (name, national ID, birthdate), the mobile change and the KYC summary; all signed in. */
export function kycRoutes(ctx: DomainContext, requireAuth: RequestHandler, limits: RateLimiter): Router {
  const r = Router();
  const passwordLimit = passwordCheckLimit(limits);

  for (const kind of Object.keys(REQUESTED_VALUE) as ChangeRequestKind[]) {
    const label = kyc.CHANGE_KIND_LABELS[kind];

    r.post(`/user-auth/request-${kind}-change`, requireAuth, (req, res) => {
      const value = REQUESTED_VALUE[kind](req);
      commit(
        ctx,
        res,
        changeRequestResponseSchema,
        201,
      )((tx) => ({
        success: true,
        message: `درخواست تغییر ${label} برای بررسی ارسال شد`,
        data: kyc.requestChange(ctx, tx, userIdOf(req), kind, value),
      }));
    });

    r.get(`/user-auth/pending-${kind}-change-request`, requireAuth, (req, res) => {
      send(res, pendingChangeRequestResponseSchema, { success: true, data: kyc.pendingChange(ctx.db, userIdOf(req), kind) });
    });

    r.post(`/user-auth/cancel-${kind}-change-request/:id`, requireAuth, (req, res) => {
      commit(
        ctx,
        res,
        okMessageSchema,
      )((tx) => {
        kyc.cancelChange(ctx, tx, userIdOf(req), kind, String(req.params.id));
        return { success: true, message: `درخواست تغییر ${label} لغو شد` };
      });
    });
  }

  r.post('/user-auth/request-phone-change', requireAuth, passwordLimit, async (req, res) => {
    const sent = await kyc.requestPhoneChange(ctx, userIdOf(req), parseBody(req, phoneChangeRequestSchema));
    send(res, phoneChangeResponseSchema, { success: true, message: 'کد تأیید به شماره جدید ارسال شد', data: sent });
  });

  r.post('/user-auth/confirm-phone-change', requireAuth, (req, res) => {
    const body = parseBody(req, confirmPhoneChangeRequestSchema);
    const result = settle(ctx.db.write((tx) => kyc.confirmPhoneChange(ctx, tx, userIdOf(req), body)));
    send(res, confirmPhoneChangeResponseSchema, { success: true, message: 'شماره موبایل با موفقیت تغییر کرد', data: result });
  });

  r.get('/kyc/me', requireAuth, (req, res) => {
    send(res, kycResponseSchema, { success: true, data: kyc.getKyc(ctx.db, userIdOf(req)) });
  });

  return r;
}
