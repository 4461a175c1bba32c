import { Router } from 'express';
import { goldPriceResponseSchema, marketStatusResponseSchema } from '@gold/contracts/prices';
import type { DomainContext } from '../domain/context';
import { send } from '../http/validation';
import { marketStatus, toGoldPrice } from '../domain/prices';

/** Public: prices and market hours need no sign-in. */
export function priceRoutes(ctx: DomainContext): Router {
  const r = Router();
  r.get('/gold-price', (_req, res) => {
    send(res, goldPriceResponseSchema, { success: true, data: toGoldPrice(ctx.store.state.price) });
  });
  r.get('/market-status', (_req, res) => {
    send(res, marketStatusResponseSchema, { success: true, data: marketStatus(ctx.store.state.market.mode, ctx.clock.now()) });
  });
  return r;
}
