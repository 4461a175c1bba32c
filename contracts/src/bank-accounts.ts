import { z } from 'zod';
import { errorMessage } from './errors';
import { idSchema, isoDateSchema, okEnvelope } from './common';
import { isValidCardNumber } from './rules/card';
import { isValidIban } from './rules/iban';

export const bankAccountStatusSchema = z.lazy(() => z.enum(['verified', 'pending', 'rejected']));
export type BankAccountStatus = z.infer<typeof bankAccountStatusSchema>;

export const bankAccountSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    bankName: z.string(),
    bankCode: z.string(),
    accountNumber: z.string(),
    iban: z.string(),
    cardNumber: z.string().nullable().optional(),
    ownerName: z.string(),
    /** verified, pending; anything else is treated as rejected. */
    status: z.string(),
    verifiedBy: z.string().nullable().optional(),
    verifiedAt: z.optional(z.nullable(isoDateSchema)),
    createdAt: z.optional(isoDateSchema),
  }),
);
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** GET /bank-accounts/me answers an array in `data`; the real API may answer a bare array. */
export const bankAccountListResponseSchema = z.lazy(() => okEnvelope(z.array(bankAccountSchema)));

export const bankAccountInputSchema = z.lazy(() =>
  z.strictObject({
    accountNumber: z
      .string()
      .transform((v) => v.replace(/\D/g, ''))
      .pipe(z.string().min(6, { error: 'شماره حساب معتبر نیست' }).max(26)),
    iban: z
      .string()
      .transform((v) => v.toUpperCase().replace(/\s/g, ''))
      .refine(isValidIban, { error: errorMessage('INVALID_IBAN') }),
    ownerName: z.string().trim().min(1).max(100),
    bankName: z.string().trim().min(1).max(100),
    bankCode: z.string().trim().min(1).max(10),
    cardNumber: z
      .string()
      .optional()
      .nullable()
      .refine((v) => !v || isValidCardNumber(v), { error: errorMessage('INVALID_CARD_NUMBER') }),
  }),
);
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;
/** POST /bank-accounts answers the account in `data.result`. */
export const bankAccountMutationResponseSchema = z.lazy(() => okEnvelope(z.object({ result: bankAccountSchema })));

export const bankSchema = z.lazy(() => z.object({ code: z.string(), name: z.string(), englishName: z.string() }));
export type Bank = z.infer<typeof bankSchema>;
export const bankListResponseSchema = z.lazy(() => okEnvelope(z.array(bankSchema)));
