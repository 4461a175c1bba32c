import { z } from 'zod';
import { transactionStatusSchema } from '@gold/contracts/wallets';
import {
  fetchWalletPage,
  normalizeWalletPage,
  providerAmount,
  providerId,
  useWalletPage,
  walletListKeys,
  type WalletPage,
} from './wallet-pages';

export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** A wallet movement as the panel reads it: the amount a signed number in the wallet's unit. */
export type TransactionView = {
  id: string;
  /** deposit, withdraw, buy, sell, or another type the provider names. */
  type: string;
  description: string;
  createdAt: string;
  amount: number;
  currency: string;
  status: TransactionStatus;
  walletId: string | null;
};

const providerTransactionSchema = z
  .object({
    id: providerId,
    type: z.string().catch(''),
    description: z.string().nullable().optional().catch(null),
    createdAt: z.string(),
    amount: providerAmount,
    currency: z.string().catch(''),
    // A status the panel does not know is still under way.
    status: transactionStatusSchema.catch('pending'),
    walletId: providerId.nullable().optional().catch(null),
  })
  .transform((t): TransactionView => ({ ...t, description: t.description ?? '', walletId: t.walletId ?? null }));

const LIST = 'transactions';

export const normalizeTransactionPage = (body: unknown, page: number): WalletPage<TransactionView> =>
  normalizeWalletPage(body, LIST, providerTransactionSchema, page);

/** GET /wallets/me/transactions?page&limit */
export const fetchTransactions = (page: number) =>
  fetchWalletPage('/wallets/me/transactions', LIST, providerTransactionSchema, page);

export const useTransactions = (page: number) => useWalletPage(walletListKeys.transactions(page), () => fetchTransactions(page));
