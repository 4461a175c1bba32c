import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { errorCodeSchema } from './errors';
import { GOLD_SYMBOL, TRADE_MAX_GRAMS, TRADE_SIDES } from './constants';
import { hasGoldPrecision } from './money';

export const tradeSideSchema = z.lazy(() => z.enum(TRADE_SIDES));
export type TradeSide = z.infer<typeof tradeSideSchema>;

/** POST /api/trade-requests */
export const createTradeRequestSchema = z.lazy(() =>
  z.strictObject({
    type: tradeSideSchema,
    symbol: z.literal(GOLD_SYMBOL),
    /** Grams, with at most three decimals (whole milligrams). */
    amount: z.number().positive().max(TRADE_MAX_GRAMS).refine(hasGoldPrecision, { message: 'at most three decimals' }),
    /** Toman per gram: the price the form showed, and the customer's limit. */
    price: z.number().int().positive().max(1_000_000_000),
  }),
);
export type CreateTradeRequest = z.infer<typeof createTradeRequestSchema>;
/** Trading answers are flat: `{ success, requestId, error?, errorCode? }`. */
export const createTradeResponseSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    requestId: z.optional(idSchema),
    /** The mock's: when the request's 60-second window closes. */
    expiresAt: z.optional(isoDateSchema),
    error: z.string().optional(),
    errorCode: z.optional(errorCodeSchema),
  }),
);
export type CreateTradeResponse = z.infer<typeof createTradeResponseSchema>;

export const tradeOfferSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    price: z.number().positive(),
    dealerName: z.string().optional(),
    expiresAt: z.optional(isoDateSchema),
  }),
);
export type TradeOffer = z.infer<typeof tradeOfferSchema>;
export const tradeOffersResponseSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    offers: z.array(tradeOfferSchema).optional(),
    error: z.string().optional(),
    errorCode: z.optional(errorCodeSchema),
  }),
);

/** POST /api/trade-requests/{id}/execute */
export const executeTradeRequestSchema = z.lazy(() => z.strictObject({ offerId: idSchema }));
export const executeTradeResponseSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    tradeId: z.optional(idSchema),
    /** The mock's: the price per gram and the Toman that moved. */
    price: z.number().optional(),
    total: z.number().optional(),
    error: z.string().optional(),
    errorCode: z.optional(errorCodeSchema),
  }),
);
export const cancelTradeResponseSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    error: z.string().optional(),
    errorCode: z.optional(errorCodeSchema),
  }),
);

export const tradeStatusSchema = z.lazy(() => z.enum(['completed', 'pending', 'cancelled']));
export type TradeStatus = z.infer<typeof tradeStatusSchema>;
export const tradeHistoryItemSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    type: tradeSideSchema,
    symbol: z.string(),
    status: tradeStatusSchema,
    amount: z.number(),
    price: z.number(),
    timestamp: isoDateSchema,
    /** The mock's: the Toman of an executed trade, and the dealer. */
    total: z.number().nullable().optional(),
    dealerName: z.string().nullable().optional(),
    /** The mock's: when a pending request's window closes; absent once it is settled. */
    expiresAt: z.optional(isoDateSchema),
  }),
);
export type TradeHistoryItem = z.infer<typeof tradeHistoryItemSchema>;
export const tradeHistoryResponseSchema = z.lazy(() =>
  z.object({
    success: z.boolean(),
    requests: z.array(tradeHistoryItemSchema),
    pagination: z.object({ page: z.number().int(), totalPages: z.number().int(), total: z.number().int().optional() }),
  }),
);
export type TradeHistoryResponse = z.infer<typeof tradeHistoryResponseSchema>;

/**
 * The customer's open request (the mock's): what a panel needs to take up its confirmation again after a reload, Back
 * or in another tab. `secondsLeft` is counted by the server, so a client whose clock is off still shows the right
 * remaining time.
 */
export const openTradeRequestSchema = z.lazy(() =>
  z.object({
    requestId: idSchema,
    type: tradeSideSchema,
    symbol: z.string(),
    /** Grams. */
    amount: z.number().positive(),
    /** The customer's limit, Toman per gram. */
    price: z.number().positive(),
    createdAt: isoDateSchema,
    expiresAt: isoDateSchema,
    secondsLeft: z.number().int().positive(),
  }),
);
export type OpenTradeRequest = z.infer<typeof openTradeRequestSchema>;
/** GET /api/trade-requests/open: the newest open request, or null. */
export const openTradeResponseSchema = z.lazy(() =>
  z.object({ success: z.boolean(), request: openTradeRequestSchema.nullable() }),
);
export type OpenTradeResponse = z.infer<typeof openTradeResponseSchema>;

/**
 * `trade-request-update` to the owner's room when a request leaves the pending state, wherever that happened: an
 * execution, a cancellation (this tab or another), or the end of its window (the server's sweep or the console).
 */
export const tradeRequestUpdateEventSchema = z.lazy(() =>
  z.object({
    requestId: idSchema,
    status: z.enum(['completed', 'cancelled', 'expired']),
  }),
);
export type TradeRequestUpdateEvent = z.infer<typeof tradeRequestUpdateEventSchema>;
