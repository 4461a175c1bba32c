import { z } from 'zod';
import { withdrawStatusSchema } from '@gold/contracts/wallets';
import {
  fetchWalletPage,
  normalizeWalletPage,
  providerAmount,
  providerId,
  useWalletPage,
  walletListKeys,
  type WalletPage,
} from './wallet-pages';

export type WithdrawStatus = z.infer<typeof withdrawStatusSchema>;

export type WithdrawRequestView = {
  id: string;
  amount: number;
  status: WithdrawStatus;
  createdAt: string;
  destinationInfo: { bankName: string; accountNumber: string; accountHolder: string; iban: string; bankCode: string };
  adminNote: string | null;
};

const text = z.union([z.string(), z.number()]).transform(String).catch('');

export const providerWithdrawRequestSchema = z
  .object({
    id: providerId,
    amount: providerAmount,
    status: withdrawStatusSchema.catch('pending'),
    createdAt: z.string(),
    destinationInfo: z
      .object({ bankName: text, accountNumber: text, accountHolder: text, iban: text, bankCode: text })
      .catch({ bankName: '', accountNumber: '', accountHolder: '', iban: '', bankCode: '' }),
    adminNote: z.string().nullable().optional().catch(null),
  })
  .transform((w): WithdrawRequestView => ({ ...w, adminNote: w.adminNote || null }));

const LIST = 'requests';

export const normalizeWithdrawRequestPage = (body: unknown, page: number): WalletPage<WithdrawRequestView> =>
  normalizeWalletPage(body, LIST, providerWithdrawRequestSchema, page);

/** GET /wallets/me/withdraw-requests?page&limit */
export const fetchWithdrawRequests = (page: number) =>
  fetchWalletPage('/wallets/me/withdraw-requests', LIST, providerWithdrawRequestSchema, page);

export const useWithdrawRequests = (page: number) =>
  useWalletPage(walletListKeys.withdrawRequests(page), () => fetchWithdrawRequests(page));
