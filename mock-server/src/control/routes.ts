import { Router } from 'express';
import {
  controlApprovalsResponseSchema,
  controlCreateUserRequestSchema,
  controlCreditRequestSchema,
  controlDecisionRequestSchema,
  controlFaultsRequestSchema,
  controlGrowRequestSchema,
  controlGrowResponseSchema,
  controlLedgerResponseSchema,
  controlMarketRequestSchema,
  controlNotificationRequestSchema,
  controlNotificationResponseSchema,
  controlOtpListResponseSchema,
  controlOtpResponseSchema,
  controlPriceRequestSchema,
  controlResetRequestSchema,
  controlTicketMessageRequestSchema,
  controlTicketMessageResponseSchema,
  controlTicketsResponseSchema,
  controlTicketUpdateRequestSchema,
  controlTicketUpdateResponseSchema,
  controlTradeRequestsResponseSchema,
  controlUpdateUserRequestSchema,
  controlUserResponseSchema,
  type ControlFaults,
} from '@gold/contracts/control';
import { mobileSchema } from '@gold/contracts/auth';
import { okMessageSchema } from '@gold/contracts/common';
import { normalizePhone } from '@gold/contracts/rules/phone';
import { walletSchema } from '@gold/contracts/wallets';
import { z } from 'zod';
import * as admin from '../domain/admin/admin';
import { decide, listPending } from '../domain/admin/approvals';
import type { DomainContext } from '../domain/shared/context';
import { latestOtp, recentOtps } from '../domain/auth/otp';
import { setMarketMode } from '../domain/prices/prices';
import { openTickets, postSupportMessage, setTicketStatus } from '../domain/tickets/tickets';
import { expireNow, openRequests } from '../domain/trading/trading';
import { readReceipt } from '../domain/wallets/wallet-requests';
import { toPublicWallet } from '../domain/wallets/wallets';
import { notFound } from '../errors';
import { idempotency } from '../http/idempotency';
import { commit, parseBody, send } from '../http/validation';
import { checkLedger } from '../ledger/check';
import { steerPrice } from '../realtime/price-feed';
import { consolePage, consoleScript } from './console-page';

export type ControlHooks = {
  /** The seeded start again (`seed`, else the configured one), with the runtime state that goes with it. */
  reset(seed?: number): void;
  setFaults(faults: ControlFaults): void;
  disconnectSockets(refuseMs: number): void;
};

/** The contract takes any string as the mobile; a user needs a real Iranian mobile, as registration does. */
const createUserSchema = z.lazy(() => controlCreateUserRequestSchema.unwrap().extend({ mobile: mobileSchema }));

const RECENT_OTPS = 20;

const disconnectSchema = z.strictObject({ refuseMs: z.number().int().min(0).max(600_000).optional() });

/** The control API under /__mock: demos and e2e fixtures steer the mock with it. */
export function controlRoutes(ctx: DomainContext, hooks: ControlHooks): Router {
  const r = Router();

  r.get('/otp/:mobile', (req, res) => {
    const otp = latestOtp(ctx.db, normalizePhone(String(req.params.mobile)));
    if (!otp) throw notFound('کد');
    send(res, controlOtpResponseSchema, { mobile: otp.mobile, otp: otp.code, purpose: otp.purpose, expiresAt: otp.expiresAt });
  });

  r.get('/otps', (_req, res) => {
    const items = recentOtps(ctx.db, RECENT_OTPS).map((o) => ({
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
    hooks.reset(seed);
    send(res, okMessageSchema, { success: true });
  });

  r.post('/users', async (req, res) => {
    const user = await admin.createUser(ctx, parseBody(req, createUserSchema));
    send(res, controlUserResponseSchema, { user }, 201);
  });

  r.patch('/users/:mobile', (req, res) => {
    const body = parseBody(req, controlUpdateUserRequestSchema);
    commit(ctx, res, controlUserResponseSchema)((tx) => ({ user: admin.changeUser(ctx, tx, String(req.params.mobile), body) }));
  });

  r.post(
    '/wallets/:mobile/credit',
    idempotency(ctx.db, ctx.clock, 'control'),
    (req, res) => {
      const body = parseBody(req, controlCreditRequestSchema);
      commit(
        ctx,
        res,
        z.object({ wallet: walletSchema }),
      )((tx) => {
        const user = admin.requireUserByMobile(tx, String(req.params.mobile));
        return { wallet: toPublicWallet(admin.credit(ctx, tx, user, body)) };
      });
    },
  );

  r.get('/ledger', (_req, res) => {
    send(res, controlLedgerResponseSchema, checkLedger(ctx.db));
  });

  r.post('/grow', async (req, res) => {
    const { mobile, ...counts } = parseBody(req, controlGrowRequestSchema);
    send(res, controlGrowResponseSchema, await admin.grow(ctx, mobile, counts), 201);
  });

  r.get('/approvals', (_req, res) => {
    send(res, controlApprovalsResponseSchema, { items: listPending(ctx.db) });
  });

  r.post('/approvals/:kind/:id', (req, res) => {
    const { decision, note } = parseBody(req, controlDecisionRequestSchema);
    commit(
      ctx,
      res,
      okMessageSchema,
    )((tx) => {
      decide(ctx, tx, String(req.params.kind), String(req.params.id), decision, note);
      return { success: true, message: decision === 'approve' ? 'تأیید شد' : 'رد شد' };
    });
  });

  r.post('/notifications/:mobile', (req, res) => {
    const body = parseBody(req, controlNotificationRequestSchema);
    commit(
      ctx,
      res,
      controlNotificationResponseSchema,
      201,
    )((tx) => ({ notification: admin.notifyUser(ctx, tx, String(req.params.mobile), body) }));
  });

  r.put('/market', (req, res) => {
    const { mode } = parseBody(req, controlMarketRequestSchema);
    commit(
      ctx,
      res,
      okMessageSchema,
    )((tx) => {
      setMarketMode(ctx, tx, mode);
      return { success: true };
    });
  });

  r.put('/price', (req, res) => {
    steerPrice(ctx, parseBody(req, controlPriceRequestSchema));
    send(res, okMessageSchema, { success: true });
  });

  // A receipt deposit's receipt, for the administrator deciding it.
  r.get('/receipts/:name', (req, res) => {
    const receipt = readReceipt(ctx.db, String(req.params.name), null);
    res.type(receipt.mime).set('Content-Disposition', 'inline').send(receipt.data);
  });

  r.get('/trade-requests', (_req, res) => {
    send(res, controlTradeRequestsResponseSchema, { items: openRequests(ctx.db, ctx.clock.now()) });
  });

  r.post('/trade-requests/:id/expire', (req, res) => {
    commit(
      ctx,
      res,
      okMessageSchema,
    )((tx) => {
      expireNow(ctx, tx, String(req.params.id));
      return { success: true, message: 'مهلت درخواست به پایان رسید' };
    });
  });

  r.get('/tickets', (_req, res) => {
    send(res, controlTicketsResponseSchema, { items: openTickets(ctx.db) });
  });

  r.post('/tickets/:id/messages', idempotency(ctx.db, ctx.clock, 'control'), (req, res) => {
    const { content, type } = parseBody(req, controlTicketMessageRequestSchema);
    commit(
      ctx,
      res,
      controlTicketMessageResponseSchema,
      201,
    )((tx) => ({ message: postSupportMessage(ctx, tx, String(req.params.id), type ?? 'admin', content) }));
  });

  r.patch('/tickets/:id', (req, res) => {
    const { status } = parseBody(req, controlTicketUpdateRequestSchema);
    commit(ctx, res, controlTicketUpdateResponseSchema)((tx) => ({ ticket: setTicketStatus(ctx, tx, String(req.params.id), status) }));
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
    res.set('Cache-Control', 'no-store').type('text/javascript').send(consoleScript('console-client.js'));
  });

  r.get('/console-sandboxes.js', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/javascript').send(consoleScript('console-sandboxes.js'));
  });

  return r;
}
