import { Router } from 'express';
import {
  goldPriceResponseSchema,
  marketStatusResponseSchema,
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
} from '@gold/contracts/prices';
import type { DomainContext } from '../domain/context';
import { currentPrice, marketMode, marketStatus, toGoldPrice } from '../domain/prices';
import { parseQuery, send } from '../http/validation';
import { priceHistory } from '../domain/price-history';

/** Public: prices and market hours need no sign-in. */
export function priceRoutes(ctx: DomainContext): Router {
  const r = Router();
  r.get('/gold-price', (_req, res) => {
    send(res, goldPriceResponseSchema, { success: true, data: toGoldPrice(currentPrice(ctx.db)) });
  });
  r.get('/gold-price/history', (req, res) => {
    const { range } = parseQuery(req, priceHistoryQuerySchema);
    send(res, priceHistoryResponseSchema, { success: true, data: priceHistory(ctx.db, range, ctx.clock.now()) });
  });
  r.get('/market-status', (_req, res) => {
    send(res, marketStatusResponseSchema, { success: true, data: marketStatus(marketMode(ctx.db), ctx.clock.now()) });
  });
  return r;
}
