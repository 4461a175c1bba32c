import { Router, type RequestHandler } from 'express';
import { pageQuerySchema } from '@gold/contracts/common';
import { TRADE_HISTORY_PAGE_SIZE } from '@gold/contracts/constants';
import {
  cancelTradeResponseSchema,
  createTradeRequestSchema,
  createTradeResponseSchema,
  executeTradeRequestSchema,
  executeTradeResponseSchema,
  openTradeResponseSchema,
  tradeHistoryResponseSchema,
  tradeOffersResponseSchema,
} from '@gold/contracts/trading';
import type { DomainContext } from '../domain/shared/context';
import * as trading from '../domain/trading/trading';
import { userIdOf } from '../http/auth';
import { idempotency } from '../http/idempotency';
import type { RateLimiter } from '../http/rate-limit';
import { commit, parseBody, parseQuery, send } from '../http/validation';

const pageQuery = pageQuerySchema(TRADE_HISTORY_PAGE_SIZE);

/** Gold trading (spec 2 sections 2, 4 and 7): flat answers, `{ success, requestId | offers | tradeId | requests }`. */
export function tradingRoutes(ctx: DomainContext, requireAuth: RequestHandler, limits: RateLimiter): Router {
  const r = Router();
  const once = idempotency(ctx.db, ctx.clock, 'user');
  const requestLimit = limits.middleware('trade-requests', ctx.config.customerLimits.tradeRequestsPerMinute, 60_000, 'user');

  r.post('/api/trade-requests', requireAuth, requestLimit, once, (req, res) => {
    const input = parseBody(req, createTradeRequestSchema);
    commit(
      ctx,
      res,
      createTradeResponseSchema,
      201,
    )((tx) => ({ success: true, ...trading.createTradeRequest(ctx, tx, userIdOf(req), input) }));
  });

  // Before '/api/trade-requests/:id/…', though no route there takes 'history' for an id.
  r.get('/api/trade-requests/history', requireAuth, (req, res) => {
    send(res, tradeHistoryResponseSchema, {
      success: true,
      ...trading.tradeHistory(ctx.db, userIdOf(req), parseQuery(req, pageQuery), ctx.clock.now()),
    });
  });

  // The open request a panel takes up again after a reload: the customer's own only.
  r.get('/api/trade-requests/open', requireAuth, (req, res) => {
    send(res, openTradeResponseSchema, {
      success: true,
      request: trading.openRequestOf(ctx.db, userIdOf(req), ctx.clock.now()),
    });
  });

  r.get('/api/trade-requests/:id/offers', requireAuth, (req, res) => {
    send(res, tradeOffersResponseSchema, {
      success: true,
      offers: trading.listOffers(ctx.db, userIdOf(req), String(req.params.id)),
    });
  });

  // A request past its window is expired, and its hold released, in a commit of its own before an execute or a cancel
  // is refused for it: the refusal rolls back, and the release must not wait for the next sweep.
  const expireOverdue = () => ctx.db.write((tx) => trading.expireOverdue(ctx, tx));

  r.post('/api/trade-requests/:id/execute', requireAuth, once, (req, res) => {
    const { offerId } = parseBody(req, executeTradeRequestSchema);
    expireOverdue();
    commit(
      ctx,
      res,
      executeTradeResponseSchema,
    )((tx) => ({ success: true, ...trading.executeTrade(ctx, tx, userIdOf(req), String(req.params.id), offerId) }));
  });

  r.post('/api/trade-requests/:id/cancel', requireAuth, once, (req, res) => {
    expireOverdue();
    commit(
      ctx,
      res,
      cancelTradeResponseSchema,
    )((tx) => {
      trading.cancelTradeRequest(ctx, tx, userIdOf(req), String(req.params.id));
      return { success: true };
    });
  });

  return r;
}
