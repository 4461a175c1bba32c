import { useQueryClient } from '@tanstack/react-query';
import type { BankAccountInput } from '@gold/contracts/bank-accounts';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { refreshBankAccounts } from './refresh-bank-accounts';

export type BankAccountUpdate = BankAccountInput & { id: string };

/** PATCH /bank-accounts/{id}: the account goes back to pending. */
export async function updateBankAccount({ id, ...body }: BankAccountUpdate): Promise<void> {
  await api.patch(`/bank-accounts/${encodeURIComponent(id)}`, body);
}

export function useUpdateBankAccount(config?: MutationConfig<void, BankAccountUpdate>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['bank-accounts', 'update'],
      mutationFn: updateBankAccount,
      meta: { success: SETTINGS_TEXT.bankEdited, errors: SETTINGS_ERRORS.bankEdit },
      onSettled: () => refreshBankAccounts(queryClient),
    },
    config,
  );
}
