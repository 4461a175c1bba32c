import { useQueryClient } from '@tanstack/react-query';
import type { BankAccount, BankAccountInput } from '@gold/contracts/bank-accounts';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, type MutationConfig, type MutationFeedback } from '../../../shared/api/mutation';
import { bankAccountKeys, normalizeCreatedAccount } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { kycKeys } from '../../../entities/kyc/api/get-kyc';
import { SETTINGS_ERRORS, SETTINGS_TEXT } from '../messages';

/** POST /bank-accounts */
export async function createBankAccount(body: BankAccountInput): Promise<BankAccount> {
  const { data } = await api.post('/bank-accounts', body);
  return normalizeCreatedAccount(data);
}

/** PATCH /bank-accounts/{id}: the account goes back to pending. */
export async function updateBankAccount({ id, ...body }: BankAccountInput & { id: string }): Promise<void> {
  await api.patch(`/bank-accounts/${encodeURIComponent(id)}`, body);
}

/** DELETE /bank-accounts/{id} */
export async function deleteBankAccount(id: string): Promise<void> {
  await api.delete(`/bank-accounts/${encodeURIComponent(id)}`);
}

/**
 * A change to the accounts, with its feedback. Every change can change the KYC level, so both are asked again;
 * on failure too, since a create may have landed.
 */
function useAccountsMutation<TData, TVariables>(
  action: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
  meta: MutationFeedback,
  config?: MutationConfig<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation(
    {
      mutationKey: ['bank-accounts', action],
      mutationFn,
      meta,
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
          queryClient.invalidateQueries({ queryKey: kycKeys.all }),
        ]),
    },
    config,
  );
}

export const useCreateBankAccount = (config?: MutationConfig<BankAccount, BankAccountInput>) =>
  useAccountsMutation('create', createBankAccount, { success: SETTINGS_TEXT.bankAdded, errors: SETTINGS_ERRORS.bankAdd }, config);

export const useUpdateBankAccount = (config?: MutationConfig<void, BankAccountInput & { id: string }>) =>
  useAccountsMutation(
    'update',
    updateBankAccount,
    { success: SETTINGS_TEXT.bankEdited, errors: SETTINGS_ERRORS.bankEdit },
    config,
  );

export const useDeleteBankAccount = (config?: MutationConfig<void, string>) =>
  useAccountsMutation(
    'delete',
    deleteBankAccount,
    { success: SETTINGS_TEXT.bankDeleted, errors: SETTINGS_ERRORS.bankDelete },
    config,
  );
