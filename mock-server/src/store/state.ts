import type { OtpPurpose } from '@gold/contracts/control';
import type { MarketMode } from '@gold/contracts/control';
import type { ChangeRequestKind } from '@gold/contracts/kyc';
import type { NotificationType, Priority } from '@gold/contracts/notifications';

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
  /** Set by an edit, which sends the account back to pending: approval waits from here. */
  updatedAt?: string;
};

export type ChangeRequestRecord = {
  id: string;
  userId: string;
  kind: ChangeRequestKind;
  /** The requested name, national ID or zero-padded birthdate. */
  value: string;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
};

export type NotificationRecord = {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  read: boolean;
  createdAt: string;
  priority: Priority;
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
  changeRequests: ChangeRequestRecord[];
  notifications: NotificationRecord[];
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
    changeRequests: [],
    notifications: [],
    price: { buyPrice: 7_850_000, sellPrice: 7_780_000, lastUpdate: now.toISOString(), held: false },
    market: { mode: 'hours' },
  };
}

/** A state file saved by an older build lacks the newer collections: they start empty. */
export function withDefaults(saved: Partial<State> & Pick<State, 'version' | 'seed'>): State {
  return { ...emptyState(saved.seed, new Date()), ...saved };
}
