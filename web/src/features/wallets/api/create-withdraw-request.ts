import { useQueryClient } from '@tanstack/react-query';
import { bankAccountKeys } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { kycKeys } from '../../../entities/kyc/api/get-kyc';
import { api } from '../../../shared/api/client';
import { errorCodeOf } from '../../../shared/api/errors';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { refreshWallets } from './refresh-wallets';
import { assertSucceeded, once } from './wallet-errors';

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
  return useSingleFlightMutation(
    {
      mutationKey: ['wallets', 'withdraw'],
      mutationFn: createWithdrawRequest,
      onSettled: (_data, error) => {
        const code = error ? errorCodeOf(error) : null;
        return Promise.all([
          refreshWallets(queryClient),
          code === 'KYC_LEVEL_REQUIRED' && queryClient.invalidateQueries({ queryKey: kycKeys.all }),
          (code === 'BANK_ACCOUNT_NOT_FOUND' || code === 'BANK_ACCOUNT_NOT_VERIFIED') &&
            queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
        ]);
      },
    },
    config,
  );
}
