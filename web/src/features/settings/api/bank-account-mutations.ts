import { useQueryClient } from '@tanstack/react-query';
import type { BankAccount, BankAccountInput } from '@gold/contracts/bank-accounts';
import { api } from '../../../shared/api/client';
import { useSingleFlightMutation, withConfig, type MutationConfig } from '../../../shared/api/mutation';
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

/** Every change to the accounts can change the KYC level. Runs on failure too: a create may have landed. */
function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
      queryClient.invalidateQueries({ queryKey: kycKeys.all }),
    ]);
}

export function useCreateBankAccount(config?: MutationConfig<BankAccount, BankAccountInput>) {
  const invalidate = useInvalidateAccounts();
  return useSingleFlightMutation(
    withConfig(
      {
        mutationKey: ['bank-accounts', 'create'],
        mutationFn: createBankAccount,
        onSettled: invalidate,
        meta: { success: SETTINGS_TEXT.bankAdded, errors: SETTINGS_ERRORS.bankAdd },
      },
      config,
    ),
  );
}

export function useUpdateBankAccount(config?: MutationConfig<void, BankAccountInput & { id: string }>) {
  const invalidate = useInvalidateAccounts();
  return useSingleFlightMutation(
    withConfig(
      {
        mutationKey: ['bank-accounts', 'update'],
        mutationFn: updateBankAccount,
        onSettled: invalidate,
        meta: { success: SETTINGS_TEXT.bankEdited, errors: SETTINGS_ERRORS.bankEdit },
      },
      config,
    ),
  );
}

export function useDeleteBankAccount(config?: MutationConfig<void, string>) {
  const invalidate = useInvalidateAccounts();
  return useSingleFlightMutation(
    withConfig(
      {
        mutationKey: ['bank-accounts', 'delete'],
        mutationFn: deleteBankAccount,
        onSettled: invalidate,
        meta: { success: SETTINGS_TEXT.bankDeleted, errors: SETTINGS_ERRORS.bankDelete },
      },
      config,
    ),
  );
}
