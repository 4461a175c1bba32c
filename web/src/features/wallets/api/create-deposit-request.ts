import { useQueryClient } from '@tanstack/react-query';
import { providerDepositRequestSchema, type DepositStatus } from '../../../entities/wallets/api/get-deposit-requests';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { InvalidResponseError, unwrap } from '../../../shared/api/normalize';
import { refreshWallets } from './refresh-wallets';
import { assertSucceeded, once } from './wallet-errors';

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

/** The dialog shows the outcome itself, so there is no toast. */
export function useCreateDeposit(config?: MutationConfig<{ status: DepositStatus }, DepositOrder>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    { mutationKey: ['wallets', 'deposit'], mutationFn: createDepositRequest, onSettled: () => refreshWallets(queryClient) },
    config,
  );
}
