import type { NotificationType, Priority } from '@gold/contracts/notifications';
import type { TicketDraft } from '@gold/contracts/rules/tickets';
import type { TicketMessageType, TicketStatus } from '@gold/contracts/tickets';

/*
 * The demo's data: who the seeded customers are and what they have done. seed.ts writes it into the database; a
 * change of the demo is a change here. Times are how long before the seed's "now" something happened.
 */

export const DEMO_PASSWORD = 'Gold@1234';

export type SeedAccount = {
  mobile: string;
  name: string;
  kycLevel: 0 | 1 | 2;
  isActive: boolean;
  isVerified: boolean;
  restricted: boolean;
  toman: number;
  /** Grams, with at most three decimals. */
  gold: number;
  note: string;
  /** The address on the profile, for the account that has one. */
  email?: string;
};

/** The six demo accounts of ../shared/design/mock-server.md; the README lists them. */
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
    email: 'sara.mohammadi@example.ir',
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

/**
 * scrypt of DEMO_PASSWORD with a fixed salt, computed once and written here: the seeded accounts share it, so a
 * reset costs no hashing. A test checks that it still matches the password.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$6f1d2c9a4b7e8f3051a2c4d6e8f0b1a3$17b83d9d9729a4211f195f61a464c642bf882515f3ea5d2f5bd5afc421806f6e';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SeedNotification = {
  type: NotificationType;
  priority: Priority;
  title: string;
  message: string;
  read: boolean;
  ago: number;
  /** The title of the seeded ticket it tells of: the notification then opens that ticket. */
  ticket?: string;
};

/** A little history for the notification screens: read and unread, several types. Oldest first. */
export const SEED_NOTIFICATIONS: Record<string, SeedNotification[]> = {
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
      ticket: 'سؤال درباره کارمزد معامله',
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

export type PastTrade = {
  ago: number;
  type: 'buy' | 'sell';
  grams: number;
  /** of the base price */ level: number;
  cancelled?: boolean;
};

/**
 * The seeded trade history, oldest first: the accounts' balances in SEED_ACCOUNTS are what is left after it, so
 * the opening balances are those less what the trades brought. The first account's last buy matches its
 * 'trade done' notification.
 */
export const SEED_TRADES: Record<string, PastTrade[]> = {
  '+989120000001': [
    { ago: 85 * DAY, type: 'buy', grams: 5, level: 0.962 },
    { ago: 70 * DAY, type: 'buy', grams: 3, level: 0.975 },
    { ago: 56 * DAY, type: 'sell', grams: 1.5, level: 0.981 },
    { ago: 41 * DAY, type: 'buy', grams: 4, level: 0.985 },
    { ago: 30 * DAY, type: 'buy', grams: 1, level: 0.99, cancelled: true },
    { ago: 21 * DAY, type: 'sell', grams: 2, level: 0.992 },
    { ago: 12 * DAY, type: 'buy', grams: 1.25, level: 0.995 },
    { ago: 7 * DAY, type: 'sell', grams: 0.75, level: 0.996 },
    { ago: 2 * DAY, type: 'buy', grams: 2.5, level: 0.998 },
  ],
  '+989120000002': [
    { ago: 40 * DAY, type: 'buy', grams: 2, level: 0.978 },
    { ago: 18 * DAY, type: 'buy', grams: 1.5, level: 0.99 },
    { ago: 9 * DAY, type: 'sell', grams: 0.3, level: 0.985 },
    { ago: 3 * DAY, type: 'sell', grams: 0.5, level: 0.997, cancelled: true },
  ],
  '+989120000006': [{ ago: 60 * DAY, type: 'buy', grams: 0.5, level: 0.98 }],
};

/** Trades start this long before now, so a seeded account was opened before its first one. */
export const FIRST_TRADE_AGO = 90 * DAY;

export type PastMove = { ago: number } & (
  | { kind: 'deposit'; method: 'receipt' | 'gateway'; amount: number; status: 'approved' | 'rejected'; note?: string }
  | { kind: 'withdraw'; amount: number; status: 'approved' | 'rejected'; note?: string }
);

/**
 * The seeded deposits and withdrawals, oldest first, in Toman. The first account's receipt deposit of 50,000,000
 * ten days ago is the one its 'new transaction' notification tells of. Withdrawals need a verified bank account,
 * so only the first account has them.
 */
export const SEED_WALLET_MOVES: Record<string, PastMove[]> = {
  '+989120000001': [
    { ago: 80 * DAY, kind: 'deposit', method: 'gateway', amount: 20_000_000, status: 'approved' },
    { ago: 45 * DAY, kind: 'withdraw', amount: 15_000_000, status: 'approved' },
    {
      ago: 25 * DAY,
      kind: 'deposit',
      method: 'receipt',
      amount: 8_000_000,
      status: 'rejected',
      note: 'مبلغ رسید با مبلغ درخواست یکی نیست',
    },
    { ago: 14 * DAY, kind: 'withdraw', amount: 4_000_000, status: 'rejected', note: 'شماره شبا با نام صاحب حساب مطابقت ندارد' },
    { ago: 10 * DAY, kind: 'deposit', method: 'receipt', amount: 50_000_000, status: 'approved' },
  ],
  '+989120000002': [
    { ago: 35 * DAY, kind: 'deposit', method: 'gateway', amount: 10_000_000, status: 'approved' },
    { ago: 6 * DAY, kind: 'deposit', method: 'receipt', amount: 5_000_000, status: 'approved' },
  ],
};

export type PastTicket = TicketDraft & {
  status: TicketStatus;
  ago: number;
  messages: { type: TicketMessageType; content: string; ago: number }[];
};

/**
 * The seeded tickets, oldest first: the first account has one in every status; the open ones wait for an answer
 * from the console (the simulated agent answers only what is written after a start). The first account's ticket
 * about the trading fee is the one its 'support answered' notification tells of.
 */
export const SEED_TICKETS: Record<string, PastTicket[]> = {
  '+989120000001': [
    {
      ago: 60 * DAY,
      status: 'closed',
      category: 'billing',
      priority: 'high',
      title: 'کسر دوبار مبلغ درگاه پرداخت',
      description: 'هنگام واریز با درگاه، مبلغ ۲۰ میلیون تومان دو بار از حسابم کم شد ولی فقط یک بار به کیف پول اضافه شده است.',
      messages: [
        {
          ago: 60 * DAY - 2 * HOUR,
          type: 'admin',
          content:
            'سلام سارا عزیز، تراکنش دوم را بانک برگشت زده است و تا ۷۲ ساعت به حسابتان برمی‌گردد. در صورت برنگشتن خبر دهید.',
        },
        { ago: 58 * DAY, type: 'user', content: 'مبلغ برگشت. ممنون از پیگیری‌تان.' },
        { ago: 58 * DAY - HOUR, type: 'system', content: 'وضعیت تیکت به «بسته‌شده» تغییر کرد.' },
      ],
    },
    {
      ago: 26 * DAY,
      status: 'resolved',
      category: 'wallet',
      priority: 'medium',
      title: 'رد شدن رسید واریز',
      description: 'رسید واریز ۸ میلیون تومانی من رد شد. لطفاً بگویید مشکل رسید چه بود.',
      messages: [
        {
          ago: 25 * DAY,
          type: 'admin',
          content: 'سلام سارا عزیز، مبلغ رسید با مبلغ درخواست یکی نبود. لطفاً درخواست تازه‌ای با مبلغ دقیق رسید ثبت کنید.',
        },
        { ago: 25 * DAY - HOUR, type: 'system', content: 'وضعیت تیکت به «حل‌شده» تغییر کرد.' },
      ],
    },
    {
      ago: DAY + 3 * HOUR,
      status: 'in_progress',
      category: 'trading',
      priority: 'medium',
      title: 'سؤال درباره کارمزد معامله',
      description: 'آیا برای خرید و فروش طلا در پنل کارمزد جداگانه‌ای گرفته می‌شود؟',
      messages: [
        {
          ago: DAY,
          type: 'admin',
          content:
            'سلام سارا عزیز، کارمزد در قیمت پیشنهادی فروشنده لحاظ شده و مبلغ جداگانه‌ای کسر نمی‌شود. جزئیات را برایتان می‌فرستیم.',
        },
      ],
    },
    {
      ago: 2 * HOUR,
      status: 'open',
      category: 'technical',
      priority: 'low',
      title: 'نرسیدن اعلان‌ها روی گوشی',
      description: 'اعلان‌های پنل روی مرورگر گوشی‌ام نمایش داده نمی‌شود، ولی روی رایانه می‌آید.',
      messages: [],
    },
  ],
  '+989120000002': [
    {
      ago: 30 * DAY,
      status: 'resolved',
      category: 'general',
      priority: 'low',
      title: 'ساعات کاری بازار',
      description: 'روزهای پنجشنبه تا چه ساعتی می‌توان معامله کرد؟',
      messages: [
        {
          ago: 30 * DAY - HOUR,
          type: 'admin',
          content: 'سلام علی عزیز، پنجشنبه‌ها بازار از ساعت ۸ تا ۱۳ باز است و جمعه‌ها بسته است.',
        },
        { ago: 30 * DAY - 2 * HOUR, type: 'system', content: 'وضعیت تیکت به «حل‌شده» تغییر کرد.' },
      ],
    },
    {
      ago: 4 * HOUR,
      status: 'open',
      category: 'kyc',
      priority: 'urgent',
      title: 'ارتقا به سطح ۲ احراز هویت',
      description: 'برای برداشت وجه به سطح ۲ نیاز دارم. چه مدارکی باید بفرستم؟',
      messages: [],
    },
  ],
};
