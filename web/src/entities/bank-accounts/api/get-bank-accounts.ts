import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@gold/contracts/bank-accounts';
import { api } from '../../../shared/api/client';
import { normalizeBankAccounts } from './normalize-bank-accounts';

/** GET /bank-accounts/me */
export async function fetchBankAccounts(): Promise<BankAccount[]> {
  const { data } = await api.get('/bank-accounts/me');
  return normalizeBankAccounts(data);
}
export const bankAccountKeys = { all: ['bank-accounts'] as const, mine: () => ['bank-accounts', 'me'] as const };
export const bankAccountsQueryOptions = () => queryOptions({ queryKey: bankAccountKeys.mine(), queryFn: fetchBankAccounts });
export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());
