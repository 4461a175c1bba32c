import { z } from 'zod';
import { depositMethodSchema, depositStatusSchema } from '@gold/contracts/wallets';
import {
  fetchWalletPage,
  normalizeWalletPage,
  providerAmount,
  providerId,
  useWalletPage,
  walletListKeys,
  type WalletPage,
} from './wallet-pages';

export type DepositMethod = z.infer<typeof depositMethodSchema>;
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export type DepositRequestView = {
  id: string;
  /** null when the provider names a method the panel does not know. */
  method: DepositMethod | null;
  amount: number;
  status: DepositStatus;
  createdAt: string;
  description: string | null;
  depositReferenceId: string | null;
  receiptUrl: string | null;
};

const optionalText = z.string().nullable().optional().catch(null);

export const providerDepositRequestSchema = z
  .object({
    id: providerId,
    method: depositMethodSchema.nullable().catch(null),
    amount: providerAmount,
    // Waiting for a decision, unless the provider says otherwise in words the panel knows.
    status: depositStatusSchema.catch('pending'),
    createdAt: z.string(),
    description: optionalText,
    depositReferenceId: optionalText,
    receiptUrl: optionalText,
  })
  .transform((d): DepositRequestView => ({
    ...d,
    description: d.description || null,
    depositReferenceId: d.depositReferenceId || null,
    receiptUrl: d.receiptUrl || null,
  }));

const LIST = 'requests';

export const normalizeDepositRequestPage = (body: unknown, page: number): WalletPage<DepositRequestView> =>
  normalizeWalletPage(body, LIST, providerDepositRequestSchema, page);

/** GET /wallets/me/deposit-requests?page&limit */
export const fetchDepositRequests = (page: number) =>
  fetchWalletPage('/wallets/me/deposit-requests', LIST, providerDepositRequestSchema, page);

export const useDepositRequests = (page: number) =>
  useWalletPage(walletListKeys.depositRequests(page), () => fetchDepositRequests(page));
