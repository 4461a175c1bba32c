import type { OtpPurpose } from '@gold/contracts/control';
import type { MarketMode } from '@gold/contracts/control';

export type UserRecord = {
  id: string;
  mobile: string;
  name: string;
  passwordHash: string;
  nationalId: string | null;
  nationalIdVerified: boolean;
  birthdate: string | null;
  birthdateVerified: boolean;
  isActive: boolean;
  isVerified: boolean;
  restricted: boolean;
  email: string | null;
  depositReferenceId: string;
  fcmTokens: string[];
  createdAt: string;
  /** Raised when the password changes: tokens issued before carry an older version and stop working. */
  sessionVersion?: number;
};

export type OtpRecord = {
  mobile: string;
  code: string;
  purpose: OtpPurpose;
  createdAt: string;
  expiresAt: string;
  attempts: number;
  used: boolean;
  /** For a phone change: whose number is changing. */
  userId?: string;
};

export type WalletCode = 'TOMAN' | 'GOLD_18K';
export type WalletRecord = {
  id: string;
  userId: string;
  code: WalletCode;
  /** Toman as integers; gold in grams, kept to 3 decimals. */
  balance: number;
  frozen: number;
  credit: number;
  active: boolean;
};

export type BankAccountRecord = {
  id: string;
  userId: string;
  bankName: string;
  bankCode: string;
  accountNumber: string;
  iban: string;
  cardNumber: string | null;
  ownerName: string;
  status: 'pending' | 'verified' | 'rejected';
  verifiedBy: string | null;
  verifiedAt: string | null;
  createdAt: string;
};

export type PriceState = {
  buyPrice: number;
  sellPrice: number;
  lastUpdate: string;
  /** Held by the control API: the walk pauses until `{ mode: 'walk' }`. */
  held: boolean;
};

export type State = {
  version: 1;
  seed: number;
  users: UserRecord[];
  otps: OtpRecord[];
  wallets: WalletRecord[];
  bankAccounts: BankAccountRecord[];
  price: PriceState;
  market: { mode: MarketMode };
};

export function emptyState(seed: number, now: Date): State {
  return {
    version: 1,
    seed,
    users: [],
    otps: [],
    wallets: [],
    bankAccounts: [],
    price: { buyPrice: 7_850_000, sellPrice: 7_780_000, lastUpdate: now.toISOString(), held: false },
    market: { mode: 'hours' },
  };
}
