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
import type { DomainContext } from '../domain/context';
import * as kyc from '../domain/kyc';
import { userIdOf } from '../http/auth';
import { parseBody, send } from '../http/validation';

/** How each kind's request body names its value. */
const REQUESTED_VALUE: Record<ChangeRequestKind, (req: Request) => string> = {
  name: (req) => parseBody(req, nameChangeRequestSchema).name,
  'national-id': (req) => parseBody(req, nationalIdChangeRequestSchema).nationalId,
  birthdate: (req) => parseBody(req, birthdateChangeRequestSchema).birthdate,
};

/** Change requests (name, national ID, birthdate), the mobile change and the KYC summary; all signed in. */
export function kycRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();

  for (const kind of Object.keys(REQUESTED_VALUE) as ChangeRequestKind[]) {
    const label = kyc.CHANGE_KIND_LABELS[kind];

    r.post(`/user-auth/request-${kind}-change`, requireAuth, (req, res) => {
      const request = kyc.requestChange(ctx, userIdOf(req), kind, REQUESTED_VALUE[kind](req));
      send(
        res,
        changeRequestResponseSchema,
        { success: true, message: `درخواست تغییر ${label} برای بررسی ارسال شد`, data: request },
        201,
      );
    });

    r.get(`/user-auth/pending-${kind}-change-request`, requireAuth, (req, res) => {
      send(res, pendingChangeRequestResponseSchema, {
        success: true,
        data: kyc.pendingChange(ctx.store.state, userIdOf(req), kind),
      });
    });

    r.post(`/user-auth/cancel-${kind}-change-request/:id`, requireAuth, (req, res) => {
      kyc.cancelChange(ctx, userIdOf(req), kind, String(req.params.id));
      send(res, okMessageSchema, { success: true, message: `درخواست تغییر ${label} لغو شد` });
    });
  }

  r.post('/user-auth/request-phone-change', requireAuth, (req, res) => {
    const sent = kyc.requestPhoneChange(ctx, userIdOf(req), parseBody(req, phoneChangeRequestSchema).newMobile);
    send(res, phoneChangeResponseSchema, { success: true, message: 'کد تأیید به شماره جدید ارسال شد', data: sent });
  });

  r.post('/user-auth/confirm-phone-change', requireAuth, (req, res) => {
    const user = kyc.confirmPhoneChange(ctx, userIdOf(req), parseBody(req, confirmPhoneChangeRequestSchema));
    send(res, confirmPhoneChangeResponseSchema, { success: true, message: 'شماره موبایل با موفقیت تغییر کرد', data: user });
  });

  r.get('/kyc/me', requireAuth, (req, res) => {
    send(res, kycResponseSchema, { success: true, data: kyc.getKyc(ctx.store.state, userIdOf(req)) });
  });

  return r;
}
