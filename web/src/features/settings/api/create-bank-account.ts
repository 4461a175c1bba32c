import { useQueryClient } from '@tanstack/react-query';
import type { BankAccount, BankAccountInput } from '@gold/contracts/bank-accounts';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig } from '../../../shared/api/mutation';
import { normalizeCreatedAccount } from '../../../entities/bank-accounts/api/normalize-bank-accounts';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';
import { refreshBankAccounts } from './refresh-bank-accounts';

/** POST /bank-accounts */
export async function createBankAccount(body: BankAccountInput): Promise<BankAccount> {
  const { data } = await api.post('/bank-accounts', body);
  return normalizeCreatedAccount(data);
}

export function useCreateBankAccount(config?: MutationConfig<BankAccount, BankAccountInput>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['bank-accounts', 'create'],
      mutationFn: createBankAccount,
      meta: { success: SETTINGS_TEXT.bankAdded, errors: SETTINGS_ERRORS.bankAdd },
      onSettled: () => refreshBankAccounts(queryClient),
    },
    config,
  );
}
