import { z } from 'zod';
import { depositMethodSchema } from '@gold/contracts/wallets';
import { WALLETS_TEXT } from '../messages';
import { formatAmount, parseAmountInput } from './wallet-format';

import type { Receipt } from '../api/wallet-mutations';

export const DESCRIPTION_MAX = 500;

/** Spec 2 section 5, deposit form: an amount above zero, and a receipt for the receipt method. */
export const depositFormSchema = z
  .object({
    amount: z.string().refine((v) => parseAmountInput(v) > 0, { error: WALLETS_TEXT.amountInvalid }),
    method: depositMethodSchema,
    receipt: z.custom<Receipt>().nullable(),
    description: z.string().max(DESCRIPTION_MAX),
  })
  .refine((form) => form.method !== 'receipt' || form.receipt !== null, {
    path: ['receipt'],
    error: WALLETS_TEXT.receiptRequired,
  });
export type DepositForm = z.infer<typeof depositFormSchema>;

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
    const value = parseAmountInput(amount);
    if (value <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: WALLETS_TEXT.amountPositive });
    else if (!accountId) ctx.addIssue({ code: 'custom', path: ['accountId'], message: WALLETS_TEXT.chooseAccount });
    else if (value > limits.available)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: WALLETS_TEXT.amountTooLarge(formatAmount(limits.available, limits.precision), limits.unit),
      });
    else if (!limits.accountIds.includes(accountId))
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: WALLETS_TEXT.accountNotFound });
  });
export type WithdrawForm = z.infer<ReturnType<typeof withdrawFormSchema>>;
