import { Faker, base, en, fa } from '@faker-js/faker';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { DEPOSIT_REFERENCE_PREFIX } from '@gold/contracts/constants';
import { IRANIAN_BANKS } from '../domain/banks';
import { hashPassword } from './password-hash';
import { emptyState, type NotificationRecord, type State, type UserRecord, type WalletCode, type WalletRecord } from './state';

export const DEMO_PASSWORD = 'Gold@1234';

export type SeedAccount = {
  mobile: string;
  name: string;
  kycLevel: 0 | 1 | 2;
  isActive: boolean;
  isVerified: boolean;
  restricted: boolean;
  toman: number;
  gold: number;
  note: string;
};

/** The six demo accounts of docs/mock-server.md; the README lists them. */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    mobile: '+989120000001',
    name: 'سارا محمدی',
    kycLevel: 2,
    isActive: true,
    isVerified: true,
    restricted: false,
    toman: 250_000_000,
    gold: 12.5,
    note: 'active, KYC 2',
  },
  {
    mobile: '+989120000002',
    name: 'علی رضایی',
    kycLevel: 1,
    isActive: true,
    isVerified: true,
    restricted: false,
    toman: 80_000_000,
    gold: 3.2,
    note: 'KYC 1',
  },
  {
    mobile: '+989120000003',
    name: 'مریم احمدی',
    kycLevel: 0,
    isActive: true,
    isVerified: true,
    restricted: false,
    toman: 5_000_000,
    gold: 0,
    note: 'KYC 0',
  },
  {
    mobile: '+989120000004',
    name: 'رضا کریمی',
    kycLevel: 0,
    isActive: true,
    isVerified: false,
    restricted: false,
    toman: 0,
    gold: 0,
    note: 'not verified',
  },
  {
    mobile: '+989120000005',
    name: 'نگار حسینی',
    kycLevel: 0,
    isActive: false,
    isVerified: true,
    restricted: false,
    toman: 0,
    gold: 0,
    note: 'inactive',
  },
  {
    mobile: '+989120000006',
    name: 'حمید موسوی',
    kycLevel: 1,
    isActive: true,
    isVerified: true,
    restricted: true,
    toman: 1_000_000,
    gold: 0.5,
    note: 'restricted',
  },
];

let demoHash: string | null = null;
/** Hashing is slow on purpose; the seeded accounts share one hash so a reset stays fast. */
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

export const depositReferenceFor = (userId: string) =>
  `${DEPOSIT_REFERENCE_PREFIX}${userId.replace(/-/g, '').slice(-8).toUpperCase()}`;

export function newWallet(id: string, userId: string, code: WalletCode, balance = 0): WalletRecord {
  return { id, userId, code, balance, frozen: 0, credit: 0, active: true };
}

/** A valid Iranian national code built from nine random digits. */
export function makeNationalId(faker: Faker): string {
  for (;;) {
    const body = faker.string.numeric({ length: 9, allowLeadingZeros: true });
    const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
    const r = sum % 11;
    const id = body + String(r < 2 ? r : 11 - r);
    if (!/^(\d)\1{9}$/.test(id)) return id;
  }
}

export function makeCardNumber(faker: Faker, prefix: string): string {
  const body = prefix + faker.string.numeric({ length: 9, allowLeadingZeros: true });
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(body[14 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function makeIban(faker: Faker, bankCode: string): string {
  return ibanFromBban(bankCode + faker.string.numeric({ length: 19, allowLeadingZeros: true }));
}

export const createFaker = (seed: number) => {
  const faker = new Faker({ locale: [fa, en, base] });
  faker.seed(seed);
  return faker;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SeedNotification = Pick<NotificationRecord, 'type' | 'title' | 'message' | 'priority' | 'read'> & { ago: number };

/** A little history for the notification screens: read and unread, several types. Oldest first. */
const SEED_NOTIFICATIONS: Record<string, SeedNotification[]> = {
  '+989120000001': [
    {
      ago: 30 * DAY,
      type: 'kyc',
      priority: 'high',
      read: true,
      title: 'حساب بانکی شما تأیید شد',
      message: 'حساب بانک ملی ایران شما تأیید شد و اکنون فعال است.',
    },
    {
      ago: 10 * DAY,
      type: 'transaction',
      priority: 'medium',
      read: true,
      title: 'تراکنش جدید',
      message: 'مبلغ ۵۰٬۰۰۰٬۰۰۰ تومان به کیف پول شما واریز شد.',
    },
    {
      ago: 2 * DAY,
      type: 'trade_execution',
      priority: 'high',
      read: false,
      title: 'معامله انجام شد',
      message: 'خرید ۲٫۵ گرم طلای ۱۸ عیار با موفقیت انجام شد.',
    },
    {
      ago: DAY,
      type: 'ticket',
      priority: 'medium',
      read: false,
      title: 'پاسخ پشتیبانی',
      message: 'پشتیبانی به تیکت «سؤال درباره کارمزد معامله» پاسخ داد.',
    },
    {
      ago: 3 * HOUR,
      type: 'system',
      priority: 'low',
      read: false,
      title: 'ساعات کاری بازار',
      message: 'بازار شنبه تا چهارشنبه ۸ تا ۱۷ و پنجشنبه ۸ تا ۱۳ باز است.',
    },
  ],
  '+989120000002': [
    {
      ago: 20 * DAY,
      type: 'kyc',
      priority: 'high',
      read: true,
      title: 'احراز هویت شما تأیید شد',
      message: 'کد ملی و تاریخ تولد شما تأیید شد؛ اکنون می‌توانید معامله کنید.',
    },
    {
      ago: 5 * HOUR,
      type: 'system',
      priority: 'low',
      read: false,
      title: 'افزودن حساب بانکی',
      message: 'برای برداشت وجه، یک حساب بانکی به نام خودتان ثبت کنید.',
    },
  ],
};

export function seedState(seed: number, now: Date): State {
  const faker = createFaker(seed);
  const state = emptyState(seed, now);
  for (const account of SEED_ACCOUNTS) {
    const id = faker.string.uuid();
    const createdAt = faker.date.past({ years: 1, refDate: now }).toISOString();
    const identity = account.kycLevel >= 1;
    const user: UserRecord = {
      id,
      mobile: account.mobile,
      name: account.name,
      passwordHash: demoPasswordHash(),
      nationalId: identity ? makeNationalId(faker) : null,
      nationalIdVerified: identity,
      birthdate: identity
        ? `${faker.number.int({ min: 1340, max: 1382 })}/${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${String(faker.number.int({ min: 1, max: 29 })).padStart(2, '0')}`
        : null,
      birthdateVerified: identity,
      isActive: account.isActive,
      isVerified: account.isVerified,
      restricted: account.restricted,
      email: account.kycLevel === 2 ? 'sara.mohammadi@example.ir' : null,
      depositReferenceId: depositReferenceFor(id),
      fcmTokens: [],
      createdAt,
    };
    state.users.push(user);
    state.wallets.push(newWallet(faker.string.uuid(), id, 'TOMAN', account.toman));
    state.wallets.push(newWallet(faker.string.uuid(), id, 'GOLD_18K', account.gold));
    if (account.kycLevel === 2) {
      const bank = IRANIAN_BANKS[0];
      state.bankAccounts.push({
        id: faker.string.uuid(),
        userId: id,
        bankName: bank.name,
        bankCode: bank.code,
        accountNumber: faker.string.numeric({ length: 13, allowLeadingZeros: false }),
        iban: makeIban(faker, bank.code),
        cardNumber: makeCardNumber(faker, bank.cardPrefix),
        ownerName: account.name,
        status: 'verified',
        verifiedBy: 'admin',
        verifiedAt: createdAt,
        createdAt,
      });
    }
  }
  // After the accounts, so the accounts' ids do not depend on this list.
  for (const user of state.users) {
    for (const n of SEED_NOTIFICATIONS[user.mobile] ?? []) {
      const { ago, ...fields } = n;
      state.notifications.push({
        id: faker.string.uuid(),
        userId: user.id,
        ...fields,
        data: null,
        createdAt: new Date(now.getTime() - ago).toISOString(),
      });
    }
  }
  return state;
}
