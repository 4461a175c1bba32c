import { z } from 'zod';
import { TRADING_TEXT } from '../messages';

/** A flat `{ success: false, error }` the provider answered with 200: its text is the one to show. */
export class TradeRefusedError extends Error {}
/** A reply that says success without a usable request id. */
export class InvalidRequestIdError extends Error {
  constructor() {
    super(TRADING_TEXT.invalidRequestId);
  }
}

const refusal = z.object({ success: z.literal(false), error: z.string().optional() });
export function assertSucceeded(body: unknown, fallback: string): void {
  const refused = refusal.safeParse(body);
  if (refused.success) throw new TradeRefusedError(refused.data.error || fallback);
}

/**
 * Each action carries an Idempotency-Key: a retry after a lost answer replays it instead of moving money twice.
 * The key is the action's own (one per dialog for the request, one per request and offer for the execution).
 */
export const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });
