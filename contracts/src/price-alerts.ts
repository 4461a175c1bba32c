import { z } from 'zod';
import { idSchema, isoDateSchema, okEnvelope } from './common';
import { PRICE_ALERT_DIRECTIONS, PRICE_ALERT_TARGET_MAX, TRADE_SIDES } from './constants';

// Price alerts: "tell me when the buy (or sell) price reaches …". A mock extension (neither spec names them), so a
// provider may not offer them: the panel shows them only where config.json's `capabilities.priceAlerts` says so.

export const priceAlertSideSchema = z.lazy(() => z.enum(TRADE_SIDES));
/** `above`: at or above the target; `below`: at or below it. */
export const priceAlertDirectionSchema = z.lazy(() => z.enum(PRICE_ALERT_DIRECTIONS));
export const priceAlertTargetSchema = z.lazy(() => z.number().int().positive().max(PRICE_ALERT_TARGET_MAX));

/**
 * One alert. `active` waits for the price; `fired` was reached once (when, and at what price) and never fires again:
 * it stays listed until the customer deletes it, or until newer fired alerts push it out.
 */
export const priceAlertSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    side: priceAlertSideSchema,
    direction: priceAlertDirectionSchema,
    /** Toman per gram. */
    targetPrice: priceAlertTargetSchema,
    status: z.enum(['active', 'fired']),
    createdAt: isoDateSchema,
    firedAt: z.nullable(isoDateSchema),
    /** The price on the alert's side on the tick that reached it. */
    firedPrice: z.number().int().positive().nullable(),
  }),
);
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** GET /api/price-alerts: the active ones first, then the fired; the newest first within each. */
export const priceAlertListResponseSchema = z.lazy(() => okEnvelope(z.object({ alerts: z.array(priceAlertSchema) })));
export type PriceAlertList = z.infer<typeof priceAlertListResponseSchema>['data'];

/** POST /api/price-alerts. The direction is the customer's choice; the panel suggests it from the price now. */
export const createPriceAlertRequestSchema = z.lazy(() =>
  z.strictObject({
    side: priceAlertSideSchema,
    direction: priceAlertDirectionSchema,
    targetPrice: priceAlertTargetSchema,
  }),
);
export type CreatePriceAlertRequest = z.infer<typeof createPriceAlertRequestSchema>;
export const priceAlertResponseSchema = z.lazy(() => okEnvelope(priceAlertSchema));

/**
 * The `data` of the `system` notification an alert sends when it fires: which alert, its condition, and the price
 * that reached it. The panel opens the trading page on the alert's side from it.
 */
export const priceAlertNotificationDataSchema = z.lazy(() =>
  z.object({
    priceAlertId: idSchema,
    side: priceAlertSideSchema,
    direction: priceAlertDirectionSchema,
    targetPrice: z.number().int().positive(),
    price: z.number().int().positive(),
  }),
);
export type PriceAlertNotificationData = z.infer<typeof priceAlertNotificationDataSchema>;
