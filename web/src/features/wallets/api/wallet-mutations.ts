import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bankAccountKeys } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { kycKeys } from '../../../entities/kyc/api/get-kyc';
import { providerDepositRequestSchema, type DepositStatus } from '../../../entities/wallets/api/get-deposit-requests';
import { walletKeys } from '../../../entities/wallets/api/get-wallets';
import { api } from '../../../shared/api/client';
import { describeError, errorCodeOf, toApiFailure, type ErrorCatalogue } from '../../../shared/api/errors';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { InvalidResponseError, unwrap } from '../../../shared/api/normalize';
import { getRuntimeConfig } from '../../../shared/config/runtime-config';
import { absoluteUrl } from '../lib/wallet-format';

/** A flat `{ success: false, error }` the provider answered with 200: its text is the one to show. */
export class RefusedError extends Error {}

const refusal = z.object({ success: z.literal(false), error: z.string().optional(), message: z.string().optional() });
function assertSucceeded(body: unknown, fallback: string): void {
  const refused = refusal.safeParse(body);
  if (refused.success) throw new RefusedError(refused.data.error || refused.data.message || fallback);
}

/** The server's own words when it gave any (spec 2 section 8), else the catalogue's. */
export function failureText(error: unknown, catalogue: ErrorCatalogue): string {
  if (error instanceof RefusedError) return error.message;
  const failure = toApiFailure(error);
  if (failure.kind === 'http' && failure.serverMessage && !catalogue.byCode?.[failure.code ?? '']) return failure.serverMessage;
  return describeError(error, catalogue);
}

/** Money-moving calls carry an Idempotency-Key: a retry after a lost answer is answered, not done twice. */
const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });

// ---------------------------------------------------------------------------------------------------------------
// Receipt upload

/** An uploaded receipt: the server's name and address for it, and the name the customer's file had. */
export type Receipt = { fileName: string; fileUrl: string; originalName: string };
const uploadAnswerSchema = z.object({ fileUrl: z.string().min(1), fileName: z.string().optional() });

/**
 * POST /wallets/me/upload-receipt, multipart with the field `file`. `fileUrl` is a path on the API's host, so it is
 * made absolute with the configured API base URL. `onProgress` hears whole percents as the browser sends.
 */
export async function uploadReceipt(file: File, onProgress?: (percent: number) => void): Promise<Receipt> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post('/wallets/me/upload-receipt', form, {
    // The client's default is JSON, which axios would turn the form into.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
    },
  });
  assertSucceeded(data, '');
  const answer = unwrap(data, uploadAnswerSchema);
  const fileName = answer.fileName || answer.fileUrl.split('/').at(-1) || file.name;
  return { fileName, fileUrl: absoluteUrl(answer.fileUrl, getRuntimeConfig().apiBaseUrl), originalName: file.name };
}

export const useUploadReceipt = (config?: MutationConfig<Receipt, { file: File; onProgress(percent: number): void }>) =>
  useSingleFlightMutation(
    { mutationKey: ['wallets', 'upload-receipt'], mutationFn: ({ file, onProgress }) => uploadReceipt(file, onProgress) },
    config,
  );

// ---------------------------------------------------------------------------------------------------------------
// Deposit

export type PaymentInfo =
  { method: 'receipt'; receiptFile: string; receiptUrl: string } | { method: 'gateway'; gateway: string; redirectUrl?: string };
export type DepositOrder = {
  walletId: string;
  body: { amount: number; description: string; paymentInfo: PaymentInfo };
  key: string;
};

/** POST /wallets/me/{id}/deposit-request. A gateway deposit is credited at once; a receipt waits for approval. */
export async function createDepositRequest({ walletId, body, key }: DepositOrder): Promise<{ status: DepositStatus }> {
  const { data } = await api.post(`/wallets/me/${encodeURIComponent(walletId)}/deposit-request`, body, once(key));
  assertSucceeded(data, '');
  try {
    return { status: unwrap(data, providerDepositRequestSchema).status };
  } catch (error) {
    // The server took the request; an answer the panel cannot read does not undo it.
    if (!(error instanceof InvalidResponseError)) throw error;
    return { status: body.paymentInfo.method === 'gateway' ? 'approved' : 'pending' };
  }
}

/** Balances and every wallet list are asked again, whatever happened: money may have moved. */
function useRefreshWallets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

/** The dialog shows the outcome itself, so there is no toast. */
export const useCreateDeposit = (config?: MutationConfig<{ status: DepositStatus }, DepositOrder>) =>
  useSingleFlightMutation(
    { mutationKey: ['wallets', 'deposit'], mutationFn: createDepositRequest, onSettled: useRefreshWallets() },
    config,
  );

// ---------------------------------------------------------------------------------------------------------------
// Withdraw

export type DestinationInfo = { bankName: string; accountNumber: string; accountHolder: string; iban: string; bankCode: string };
export type WithdrawOrder = { walletId: string; body: { amount: number; destinationInfo: DestinationInfo }; key: string };

/** POST /wallets/me/{id}/withdraw-request: submitted as pending; the rest happens on the server's side. */
export async function createWithdrawRequest({ walletId, body, key }: WithdrawOrder): Promise<void> {
  const { data } = await api.post(`/wallets/me/${encodeURIComponent(walletId)}/withdraw-request`, body, once(key));
  assertSucceeded(data, '');
}

/**
 * After any answer the balances and lists are asked again. A refusal for the KYC level or the account means the
 * panel's copy of those is out of date: they are asked again too, so the dialog shows what the server knows.
 */
export function useCreateWithdraw(config?: MutationConfig<void, WithdrawOrder>) {
  const queryClient = useQueryClient();
  const refreshWallets = useRefreshWallets();
  return useSingleFlightMutation(
    {
      mutationKey: ['wallets', 'withdraw'],
      mutationFn: createWithdrawRequest,
      onSettled: (_data, error) => {
        const code = error ? errorCodeOf(error) : null;
        return Promise.all([
          refreshWallets(),
          code === 'KYC_LEVEL_REQUIRED' && queryClient.invalidateQueries({ queryKey: kycKeys.all }),
          (code === 'BANK_ACCOUNT_NOT_FOUND' || code === 'BANK_ACCOUNT_NOT_VERIFIED') &&
            queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
        ]);
      },
    },
    config,
  );
}
