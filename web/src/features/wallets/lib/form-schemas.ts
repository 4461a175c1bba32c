import { z } from 'zod';
import { depositMethodSchema } from '@gold/contracts/wallets';
import { WALLETS_TEXT } from '../messages';
import { MG_PER_GRAM } from '@gold/contracts/money';
import { readAmount, type AmountKind } from '@gold/contracts/rules/amount-input';
import { amountKindFor, formatAmount } from './wallet-format';

import type { Receipt } from '../api/upload-receipt';

export const DESCRIPTION_MAX = 500;

/**
 * What is wrong with an amount field, or null: the amount rule's own message for what it refuses or what is
 * unfinished, `missing` for nothing or zero.
 */
function amountProblem(text: string, kind: AmountKind, missing: string): string | null {
  const reading = readAmount(text, kind);
  if (reading.status === 'invalid' || reading.status === 'incomplete') return reading.message;
  if (reading.status === 'empty' || reading.value === 0) return missing;
  return null;
}

/** Spec 2 section 5, deposit form: an amount above zero, and a receipt for the receipt method. */
export const depositFormSchema = (kind: AmountKind = 'toman') =>
  z
    .object({
      amount: z.string().superRefine((v, ctx) => {
        const message = amountProblem(v, kind, WALLETS_TEXT.amountInvalid);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
      method: depositMethodSchema,
      receipt: z.custom<Receipt>().nullable(),
      description: z.string().max(DESCRIPTION_MAX),
    })
    .refine((form) => form.method !== 'receipt' || form.receipt !== null, {
      path: ['receipt'],
      error: WALLETS_TEXT.receiptRequired,
    });
export type DepositForm = z.infer<ReturnType<typeof depositFormSchema>>;

export type WithdrawLimits = {
  /** The usable balance, in the wallet's unit. */
  available: number;
  precision: number;
  unit: string;
  /** The ids of the verified accounts, the only destinations. */
  accountIds: readonly string[];
};

/**
 * Spec 2 section 5, withdraw form, in its order, one message at a time: an amount above zero, a chosen account, no
 * more than the usable balance, and an account that still exists among the verified ones.
 */
export const withdrawFormSchema = (limits: WithdrawLimits) =>
  z.object({ amount: z.string(), accountId: z.string() }).superRefine(({ amount, accountId }, ctx) => {
    const kind = amountKindFor(limits.precision);
    const problem = amountProblem(amount, kind, WALLETS_TEXT.amountPositive);
    const reading = readAmount(amount, kind);
    // Compared in integers: Toman, or milligrams.
    const value = reading.status === 'ok' ? reading.value : 0;
    const available = kind === 'toman' ? limits.available : Math.round(limits.available * MG_PER_GRAM);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    else if (!accountId) ctx.addIssue({ code: 'custom', path: ['accountId'], message: WALLETS_TEXT.chooseAccount });
    else if (value > available)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: WALLETS_TEXT.amountTooLarge(formatAmount(limits.available, limits.precision), limits.unit),
      });
    else if (!limits.accountIds.includes(accountId))
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: WALLETS_TEXT.accountNotFound });
  });
export type WithdrawForm = z.infer<ReturnType<typeof withdrawFormSchema>>;
