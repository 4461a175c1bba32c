import { Router } from 'express';
import {
  controlApprovalsResponseSchema,
  controlCreateUserRequestSchema,
  controlCreditRequestSchema,
  controlDecisionRequestSchema,
  controlFaultsRequestSchema,
  controlMarketRequestSchema,
  controlNotificationRequestSchema,
  controlNotificationResponseSchema,
  controlOtpListResponseSchema,
  controlOtpResponseSchema,
  controlPriceRequestSchema,
  controlResetRequestSchema,
  controlUpdateUserRequestSchema,
  controlUserResponseSchema,
  type ControlFaults,
} from '@gold/contracts/control';
import { mobileSchema } from '@gold/contracts/auth';
import { okMessageSchema } from '@gold/contracts/common';
import { normalizePhone } from '@gold/contracts/rules/phone';
import { walletSchema } from '@gold/contracts/wallets';
import { z } from 'zod';
import * as admin from '../domain/admin';
import { decide, listPending } from '../domain/approvals';
import type { DomainContext } from '../domain/context';
import { notFound } from '../domain/errors';
import { latestOtp } from '../domain/otp';
import { toPublicWallet } from '../domain/wallets';
import { parseBody, send } from '../http/validation';
import { publishPrice } from '../realtime/price-feed';
import { seedState } from '../store/seed';
import { consolePage, consoleScript } from './console-page';

export type ControlHooks = {
  resetRuntime(): void;
  setFaults(faults: ControlFaults): void;
  disconnectSockets(refuseMs: number): void;
};

/** The contract takes any string as the mobile; a user needs a real Iranian mobile, as registration does. */
const createUserSchema = controlCreateUserRequestSchema.extend({ mobile: mobileSchema });

const RECENT_OTPS = 20;

const disconnectSchema = z.strictObject({ refuseMs: z.number().int().min(0).max(600_000).optional() });

/** The control API under /__mock: demos and e2e fixtures steer the mock with it. */
export function controlRoutes(ctx: DomainContext, hooks: ControlHooks): Router {
  const r = Router();

  r.get('/otp/:mobile', (req, res) => {
    const otp = latestOtp(ctx.store.state, normalizePhone(String(req.params.mobile)));
    if (!otp) throw notFound('کد');
    send(res, controlOtpResponseSchema, { mobile: otp.mobile, otp: otp.code, purpose: otp.purpose, expiresAt: otp.expiresAt });
  });

  r.get('/otps', (_req, res) => {
    const items = ctx.store.state.otps
      .slice(-RECENT_OTPS)
      .reverse()
      .map((o) => ({
        mobile: o.mobile,
        otp: o.code,
        purpose: o.purpose,
        expiresAt: o.expiresAt,
        createdAt: o.createdAt,
        used: o.used,
      }));
    send(res, controlOtpListResponseSchema, { items });
  });

  r.post('/reset', (req, res) => {
    const { seed } = parseBody(req, controlResetRequestSchema);
    ctx.store.replace(seedState(seed ?? ctx.config.seed, ctx.clock.now()));
    hooks.resetRuntime();
    publishPrice(ctx);
    send(res, okMessageSchema, { success: true });
  });

  r.post('/users', (req, res) => {
    const user = admin.createUser(ctx, parseBody(req, createUserSchema));
    send(res, controlUserResponseSchema, { user }, 201);
  });

  r.patch('/users/:mobile', (req, res) => {
    const user = admin.updateUser(ctx, String(req.params.mobile), parseBody(req, controlUpdateUserRequestSchema));
    send(res, controlUserResponseSchema, { user });
  });

  r.post('/wallets/:mobile/credit', (req, res) => {
    const { currency, amount } = parseBody(req, controlCreditRequestSchema);
    const wallet = admin.creditWallet(ctx, String(req.params.mobile), currency, amount);
    send(res, z.object({ wallet: walletSchema }), { wallet: toPublicWallet(wallet) });
  });

  r.get('/approvals', (_req, res) => {
    send(res, controlApprovalsResponseSchema, { items: listPending(ctx.store.state) });
  });

  r.post('/approvals/:kind/:id', (req, res) => {
    const { decision, note } = parseBody(req, controlDecisionRequestSchema);
    decide(ctx, String(req.params.kind), String(req.params.id), decision, note);
    send(res, okMessageSchema, { success: true, message: decision === 'approve' ? 'تأیید شد' : 'رد شد' });
  });

  r.post('/notifications/:mobile', (req, res) => {
    const notification = admin.notifyUser(ctx, String(req.params.mobile), parseBody(req, controlNotificationRequestSchema));
    send(res, controlNotificationResponseSchema, { notification }, 201);
  });

  r.put('/market', (req, res) => {
    const { mode } = parseBody(req, controlMarketRequestSchema);
    ctx.store.mutate((draft) => {
      draft.market.mode = mode;
    });
    send(res, okMessageSchema, { success: true });
  });

  r.put('/price', (req, res) => {
    const body = parseBody(req, controlPriceRequestSchema);
    ctx.store.set(
      'price',
      'mode' in body
        ? { ...ctx.store.state.price, held: false }
        : { buyPrice: body.buyPrice, sellPrice: body.sellPrice, lastUpdate: ctx.clock.now().toISOString(), held: true },
    );
    publishPrice(ctx);
    send(res, okMessageSchema, { success: true });
  });

  r.put('/faults', (req, res) => {
    hooks.setFaults(parseBody(req, controlFaultsRequestSchema));
    send(res, okMessageSchema, { success: true });
  });

  r.post('/sockets/disconnect', (req, res) => {
    hooks.disconnectSockets(parseBody(req, disconnectSchema).refuseMs ?? 0);
    send(res, okMessageSchema, { success: true });
  });

  r.get('/console', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(consolePage());
  });

  r.get('/console.js', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/javascript').send(consoleScript());
  });

  return r;
}
