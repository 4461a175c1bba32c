import { Router, type RequestHandler } from 'express';
import { okMessageSchema } from '@gold/contracts/common';
import {
  createPriceAlertRequestSchema,
  priceAlertListResponseSchema,
  priceAlertResponseSchema,
} from '@gold/contracts/price-alerts';
import * as alerts from '../domain/price-alerts/price-alerts';
import { currentPrice } from '../domain/prices/prices';
import type { DomainContext } from '../domain/shared/context';
import { userIdOf } from '../http/auth';
import { idempotency } from '../http/idempotency';
import { commit, parseBody, send } from '../http/validation';

/** Price alerts (the mock's extension, docs/assumptions.md), in the canonical envelope `{ success, data, message? }`. */
export function priceAlertRoutes(ctx: DomainContext, requireAuth: RequestHandler): Router {
  const r = Router();
  const once = idempotency(ctx.db, ctx.clock, 'user');

  r.get('/api/price-alerts', requireAuth, (req, res) => {
    send(res, priceAlertListResponseSchema, { success: true, data: { alerts: alerts.listPriceAlerts(ctx.db, userIdOf(req)) } });
  });

  r.post('/api/price-alerts', requireAuth, once, (req, res) => {
    const input = parseBody(req, createPriceAlertRequestSchema);
    commit(
      ctx,
      res,
      priceAlertResponseSchema,
      201,
    )((tx) => ({
      success: true,
      message: 'هشدار قیمت ثبت شد',
      data: alerts.createPriceAlert(tx, userIdOf(req), input, currentPrice(tx), ctx.clock.now().toISOString()),
    }));
  });

  r.delete('/api/price-alerts/:id', requireAuth, (req, res) => {
    commit(
      ctx,
      res,
      okMessageSchema,
    )((tx) => {
      alerts.deletePriceAlert(tx, userIdOf(req), String(req.params.id));
      return { success: true, message: 'هشدار قیمت حذف شد' };
    });
  });

  return r;
}
