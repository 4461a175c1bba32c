import type { QueryClient } from '@tanstack/react-query';
import { bankAccountKeys } from '../../../entities/bank-accounts/api/get-bank-accounts';
import { kycKeys } from '../../../entities/kyc/api/get-kyc';

/**
 * After a change to the accounts. Every change can change the KYC level, so both are asked again; on failure too,
 * since a create may have landed.
 */
export const refreshBankAccounts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
    queryClient.invalidateQueries({ queryKey: kycKeys.all }),
  ]);
