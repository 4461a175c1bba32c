import { z } from 'zod';
import { isoDateSchema, okEnvelope } from './common';

/**
 * The close of the last Tehran day before today, for the change since then. Optional: a provider without it still
 * answers, and then no change is shown.
 */
export const previousCloseSchema = z.lazy(() =>
  z.object({
    buyPrice: z.number().positive(),
    sellPrice: z.number().positive(),
  }),
);
export type PreviousClose = z.infer<typeof previousCloseSchema>;

export const goldPriceSchema = z.lazy(() =>
  z.object({
    buyPrice: z.number().positive(),
    sellPrice: z.number().positive(),
    lastUpdate: isoDateSchema,
    previousClose: previousCloseSchema.optional(),
  }),
);
export type GoldPrice = z.infer<typeof goldPriceSchema>;
/** GET /gold-price: `{ success, data: { buyPrice, sellPrice, lastUpdate, previousClose? } }`. */
export const goldPriceResponseSchema = z.lazy(() => okEnvelope(goldPriceSchema));

/** `price-update`: `local` is the buy price. The mock also sends `sell`. */
export const priceUpdateEventSchema = z.lazy(() =>
  z.object({
    local: z.number().positive(),
    sell: z.number().positive().optional(),
    timestamp: z.optional(isoDateSchema),
  }),
);
export type PriceUpdateEvent = z.infer<typeof priceUpdateEventSchema>;

export const marketStatusSchema = z.lazy(() =>
  z.object({
    isOpen: z.boolean(),
    currentStatus: z.enum(['open', 'closed']),
    nextOpenTime: z.nullable(isoDateSchema),
    /** How the flag is decided: forced open or closed by an operator, or by the working hours. */
    mode: z.enum(['open', 'closed', 'hours']).optional(),
  }),
);
export type MarketStatus = z.infer<typeof marketStatusSchema>;
/** GET /market-status (an assumption: the spec names no market call, see docs/assumptions.md). */
export const marketStatusResponseSchema = z.lazy(() => okEnvelope(marketStatusSchema));

/** The ranges of GET /gold-price/history (an assumption: the spec names no history call, see docs/assumptions.md). */
export const PRICE_HISTORY_RANGES = ['1d', '1w', '1m', '1y'] as const;
export type PriceHistoryRange = (typeof PRICE_HISTORY_RANGES)[number];
export const priceHistoryQuerySchema = z.lazy(() => z.object({ range: z.enum(PRICE_HISTORY_RANGES).default('1d') }));

/** The price at the end of a step of the history: Toman per gram. */
export const pricePointSchema = z.lazy(() =>
  z.object({
    /** The start of the step. */
    at: isoDateSchema,
    buy: z.number().int().positive(),
    sell: z.number().int().positive(),
  }),
);
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * GET /gold-price/history?range=1d|1w|1m|1y: oldest first, at most a few hundred points: a day in 5-minute steps, a
 * week hourly, a month in 2-hour steps, a year daily (days from Tehran's midnight). The last point is the live price.
 */
export const priceHistorySchema = z.lazy(() =>
  z.object({
    range: z.enum(PRICE_HISTORY_RANGES),
    /** The length of one step. */
    resolution: z.enum(['5m', '1h', '2h', '1d']),
    points: z.array(pricePointSchema),
  }),
);
export type PriceHistory = z.infer<typeof priceHistorySchema>;
export const priceHistoryResponseSchema = z.lazy(() => okEnvelope(priceHistorySchema));
