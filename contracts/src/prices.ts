import { z } from 'zod';
import { isoDateSchema, okEnvelope } from './common';

export const goldPriceSchema = z.object({
  buyPrice: z.number().positive(),
  sellPrice: z.number().positive(),
  lastUpdate: isoDateSchema,
});
export type GoldPrice = z.infer<typeof goldPriceSchema>;
/** GET /gold-price: `{ success, data: { buyPrice, sellPrice, lastUpdate } }`. */
export const goldPriceResponseSchema = okEnvelope(goldPriceSchema);

/** `price-update`: `local` is the buy price. The mock also sends `sell`. */
export const priceUpdateEventSchema = z.object({
  local: z.number().positive(),
  sell: z.number().positive().optional(),
  timestamp: isoDateSchema.optional(),
});
export type PriceUpdateEvent = z.infer<typeof priceUpdateEventSchema>;

export const marketStatusSchema = z.object({
  isOpen: z.boolean(),
  currentStatus: z.enum(['open', 'closed']),
  nextOpenTime: isoDateSchema.nullable(),
  /** How the flag is decided: forced open or closed by an operator, or by the working hours. */
  mode: z.enum(['open', 'closed', 'hours']).optional(),
});
export type MarketStatus = z.infer<typeof marketStatusSchema>;
/** GET /market-status (an assumption: the spec names no market call, see docs/assumptions.md). */
export const marketStatusResponseSchema = okEnvelope(marketStatusSchema);
