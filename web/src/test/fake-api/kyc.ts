import type { BankAccount } from '@gold/contracts/bank-accounts';
import type { Kyc } from '@gold/contracts/kyc';
import { ok } from '../fixtures';
import { get } from './plumbing';

/** The customer's KYC at `kycLevel`: each step below it verified. */
export const aKyc = (kycLevel: Kyc['kycLevel'], overrides: Partial<Kyc> = {}): Kyc => ({
  kycLevel,
  nationalId: '0012345679',
  nationalIdVerified: kycLevel >= 1,
  birthdate: '1370-01-01',
  birthdateVerified: kycLevel >= 1,
  bankVerified: kycLevel >= 2,
  ...overrides,
});

/** The national ID and birthdate verified, no bank account yet: enough to trade, not to withdraw. */
export const KYC_LEVEL_1 = aKyc(1);

/** A verified Mellat account. */
export const anAccount = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 'ba-1',
  bankName: 'بانک ملت',
  bankCode: '012',
  accountNumber: '1234567890123',
  iban: 'IR062960000000100324200001',
  cardNumber: null,
  ownerName: 'سارا محمدی',
  status: 'verified',
  verifiedBy: 'admin',
  verifiedAt: '2025-01-02T10:00:00.000Z',
  ...overrides,
});

/** The customer's KYC level and bank accounts. */
export type KycStore = { kyc: Kyc; accounts: BankAccount[] };

/** A fully verified customer with one verified account, unless the seed says otherwise. */
export const kycStore = ({ kyc = aKyc(2), accounts = [anAccount()] }: Partial<KycStore> = {}): KycStore => ({
  kyc,
  accounts: [...accounts],
});

export const kycRoutes = (store: KycStore) => ({
  kyc: get('/kyc/me', () => ok(store.kyc)),
  accounts: get('/bank-accounts/me', () => ok(store.accounts)),
});
