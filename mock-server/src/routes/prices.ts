import { Router } from 'express';
import { goldPriceResponseSchema, marketStatusResponseSchema } from '@gold/contracts/prices';
import type { DomainContext } from '../domain/context';
import { currentPrice, marketMode, marketStatus, toGoldPrice } from '../domain/prices';
import { send } from '../http/validation';

/** Public: prices and market hours need no sign-in. */
export function priceRoutes(ctx: DomainContext): Router {
  const r = Router();
  r.get('/gold-price', (_req, res) => {
    send(res, goldPriceResponseSchema, { success: true, data: toGoldPrice(currentPrice(ctx.db)) });
  });
  r.get('/market-status', (_req, res) => {
    send(res, marketStatusResponseSchema, { success: true, data: marketStatus(marketMode(ctx.db), ctx.clock.now()) });
  });
  return r;
}
