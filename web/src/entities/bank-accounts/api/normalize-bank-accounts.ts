import { z } from 'zod';
import type { BankAccount, Bank } from '@gold/contracts/bank-accounts';
import { InvalidResponseError, unwrapArray } from '../../../shared/api/normalize';

const idLike = z.union([z.string().trim().min(1), z.number()]).transform(String);
const text = z.string().catch('');
const optionalText = z.string().nullable().catch(null);

/** One account as the provider sends it; only id and accountNumber are needed to show it. */
const providerAccountSchema = z.object({
  id: idLike,
  accountNumber: idLike,
  bankName: text,
  bankCode: z.union([z.string(), z.number()]).transform(String).catch(''),
  iban: text,
  cardNumber: optionalText,
  ownerName: text,
  status: text,
  verifiedBy: optionalText,
  verifiedAt: optionalText,
  createdAt: z.string().optional().catch(undefined),
}) satisfies z.ZodType<BankAccount>;

const providerBankSchema = z.object({
  code: idLike,
  name: z.string().trim().min(1),
  englishName: text,
}) satisfies z.ZodType<Bank>;

/** Keeps only the entries having an id and an account number (spec 1 section 3). */
export function normalizeBankAccounts(body: unknown): BankAccount[] {
  return unwrapArray(body).flatMap((entry) => {
    const parsed = providerAccountSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export function normalizeBanks(body: unknown): Bank[] {
  return unwrapArray(body).flatMap((entry) => {
    const parsed = providerBankSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * POST /bank-accounts answers the account in data.result. An answer without an account id is an invalid
 * response (spec 1 section 8).
 */
export function normalizeCreatedAccount(body: unknown): BankAccount {
  const root = (body ?? {}) as { data?: unknown; result?: unknown };
  const data = (root.data ?? {}) as { data?: unknown; result?: unknown };
  const inner = (data.data ?? {}) as { result?: unknown };
  for (const candidate of [data.result, inner.result, root.result, root.data, body]) {
    const parsed = providerAccountSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  throw new InvalidResponseError();
}
