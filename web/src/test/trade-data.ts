import type { Kyc } from '@gold/contracts/kyc';

/** A trade history item as the provider sends it (spec 2 section 3), without the mock's optional fields. */
export const providerTrade = (overrides: Record<string, unknown> = {}) => ({
  id: 't-1',
  type: 'buy',
  symbol: 'GOLD_18K',
  status: 'completed',
  amount: 2.5,
  price: 7_800_000,
  timestamp: '2025-01-04T08:30:00.000Z',
  ...overrides,
});

/** A wallet as GET /wallets/me lists it, `available` both its balance and what can be spent. */
export const aTradeWallet = (code: 'TOMAN' | 'GOLD_18K', available: number) => ({
  id: `w-${code}`,
  currencyId: `c-${code}`,
  currency: { name: code, unit: code, precision: code === 'TOMAN' ? 0 : 3, isChargeable: true, isWithdrawable: true, code },
  status: true,
  balance: available,
  availableBalance: available,
  frozenAmount: 0,
  creaditAmount: 0,
});

/** GET /kyc/me at level 1: the national ID and birthdate verified, no bank account yet. */
export const KYC_LEVEL_1: Kyc = {
  kycLevel: 1,
  nationalId: '0012345679',
  nationalIdVerified: true,
  birthdate: '1370-01-01',
  birthdateVerified: true,
  bankVerified: false,
};
