import { z } from 'zod';
import { PRICE_ALERT_TARGET_MAX } from '@gold/contracts/constants';
import { readAmount } from '@gold/contracts/rules/amount-input';
import {
  directionFor,
  isReached,
  priceOnSide,
  type AlertDirection,
  type AlertSide,
  type SidePrices,
} from '@gold/contracts/rules/price-alerts';
import { formatToman } from '../../../shared/lib/format';
import { PRICE_ALERTS_TEXT } from '../messages';

/** The dialog's fields: the target as typed (Persian digits and grouping accepted, as every amount). */
export type PriceAlertForm = { side: AlertSide; target: string; direction: AlertDirection };

/** The target in Toman, or null while it is not a whole number the amount rule takes. */
export function targetValue(text: string): number | null {
  const reading = readAmount(text, 'toman');
  return reading.status === 'ok' ? reading.value : null;
}

/**
 * The direction the alert takes when the customer has not chosen one: above the price now waits for a rise, below
 * it for a fall. At the price itself, or without a target, the one shown stays.
 */
export function inferredDirection(text: string, side: AlertSide, prices: SidePrices | null, shown: AlertDirection) {
  const value = targetValue(text);
  if (value === null || !prices) return shown;
  return directionFor(value, priceOnSide(prices, side)) ?? shown;
}

/**
 * What is wrong with the target, or null: the amount rule's own words, nothing or zero, too large, or a price that
 * has already been reached (the server refuses that too: an alert is news of a move still to come).
 */
export function targetProblem({ side, target, direction }: PriceAlertForm, prices: SidePrices | null): string | null {
  const reading = readAmount(target, 'toman');
  if (reading.status === 'invalid' || reading.status === 'incomplete') return reading.message;
  if (reading.status === 'empty') return PRICE_ALERTS_TEXT.targetRequired;
  if (reading.value === 0) return PRICE_ALERTS_TEXT.targetPositive;
  if (reading.value > PRICE_ALERT_TARGET_MAX) return PRICE_ALERTS_TEXT.targetTooLarge;
  if (!prices) return null;
  const now = priceOnSide(prices, side);
  if (reading.value === now) return PRICE_ALERTS_TEXT.atCurrentPrice;
  if (isReached({ side, direction, targetPrice: reading.value }, prices))
    return PRICE_ALERTS_TEXT.alreadyReached(side, direction, formatToman(now));
  return null;
}

/** The form's schema against the prices now. */
export const priceAlertFormSchema = (prices: SidePrices | null) =>
  z
    .object({ side: z.enum(['buy', 'sell']), target: z.string(), direction: z.enum(['above', 'below']) })
    .superRefine((form, ctx) => {
      const problem = targetProblem(form, prices);
      if (problem) ctx.addIssue({ code: 'custom', path: ['target'], message: problem });
    });
