import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { refreshBankAccounts } from './refresh-bank-accounts';

/** DELETE /bank-accounts/{id} */
export async function deleteBankAccount(id: string): Promise<void> {
  await api.delete(`/bank-accounts/${encodeURIComponent(id)}`);
}

export function useDeleteBankAccount(config?: MutationConfig<void, string>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['bank-accounts', 'delete'],
      mutationFn: deleteBankAccount,
      meta: { success: SETTINGS_TEXT.bankDeleted, errors: SETTINGS_ERRORS.bankDelete },
      onSettled: () => refreshBankAccounts(queryClient),
    },
    config,
  );
}
