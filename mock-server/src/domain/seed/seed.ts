import { gramsToMg } from '@gold/contracts/money';
import type { NotificationType, Priority } from '@gold/contracts/notifications';
import type { TicketDraft } from '@gold/contracts/rules/tickets';
import type { TicketMessageType, TicketNotificationData, TicketStatus } from '@gold/contracts/tickets';
import type { Db, Tx } from '../../db/tx';
import type { Currency } from '../../ledger/accounts';
import { fundFromOpening } from '../../ledger/transfers';
import { walletOf } from '../../ledger/accounts';
import { insertBankAccount } from '../bank-accounts/bank-accounts';
import { IRANIAN_BANKS } from '../bank-accounts/banks';
import { createFaker, makeCardNumber, makeIban, makeNationalId } from '../shared/fake-data';
import { createNotification } from '../notifications/notifications';
import { seedPriceHistory } from '../prices/price-history';
import { BASE_BUY_PRICE, currentPrice, sellFor } from '../prices/prices';
import { recordPastTicket } from '../tickets/tickets';
import { DEALERS, recordPastTrade, type SeedTrade } from '../trading/trading';
import { recordPastWalletMove, type SeedWalletMove } from '../wallets/wallet-requests';
import { tradeTotal } from '@gold/contracts/rules/trading';
import { createCustomer } from '../auth/users';

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

/**
 * scrypt of DEMO_PASSWORD with a fixed salt, computed once and written here: the seeded accounts share it, so a
 * reset costs no hashing. A test checks that it still matches the password.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$6f1d2c9a4b7e8f3051a2c4d6e8f0b1a3$17b83d9d9729a4211f195f61a464c642bf882515f3ea5d2f5bd5afc421806f6e';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type SeedNotification = {
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

type PastTrade = {
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
type PastMove = { ago: number } & (
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

type PastTicket = TicketDraft & {
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

/** What the approved deposits and withdrawals added to the Toman wallet; negative is taken out. */
const moveEffect = (moves: PastMove[]) =>
  moves.filter((m) => m.status === 'approved').reduce((sum, m) => sum + (m.kind === 'deposit' ? m.amount : -m.amount), 0);

/** Trades start this long before now, so a seeded account was opened before its first one. */
const FIRST_TRADE_AGO = 90 * DAY;

function toSeedTrades(trades: PastTrade[], now: Date): SeedTrade[] {
  return trades.map((t, i) => {
    const buyPrice = Math.round((BASE_BUY_PRICE * t.level) / 1000) * 1000;
    return {
      type: t.type,
      grams: t.grams,
      price: t.type === 'buy' ? buyPrice : sellFor(buyPrice),
      dealer: DEALERS[i % DEALERS.length],
      at: new Date(now.getTime() - t.ago).toISOString(),
      cancelled: t.cancelled,
    };
  });
}

/** What the executed trades added to the Toman and gold wallets (milligrams); negative is spent. */
function tradeEffect(trades: SeedTrade[]): { toman: number; goldMg: number } {
  return trades
    .filter((t) => !t.cancelled)
    .reduce(
      (sum, t) => {
        const mg = gramsToMg(t.grams);
        const toman = tradeTotal(mg, t.price);
        return t.type === 'buy'
          ? { toman: sum.toman - toman, goldMg: sum.goldMg + mg }
          : { toman: sum.toman + toman, goldMg: sum.goldMg - mg };
      },
      { toman: 0, goldMg: 0 },
    );
}

/** Opening balances come from the house's opening account, so the ledger balances from its first row. */
function openingBalance(tx: Tx, userId: string, currency: Currency, amount: number, at: string): void {
  if (amount <= 0) return;
  const description = currency === 'TOMAN' ? 'موجودی اولیه حساب نمایشی' : 'موجودی اولیه طلای حساب نمایشی';
  fundFromOpening(tx, { userId, currency, amount, description, at });
}

/**
 * The seeded start (docs/mock-server.md): the market at its base price, the six demo accounts with their wallets,
 * balances, bank accounts and notifications. Deterministic for a seed and a time, apart from the ids of rows that
 * only the server names (transfers, notifications, trade requests and offers).
 */
export function seedDatabase(tx: Tx, seed: number, now: Date): void {
  const faker = createFaker(seed);
  tx.run(
    "INSERT INTO market (id, seed, mode, buy_price, sell_price, price_updated_at, price_held) VALUES (1, ?, 'hours', ?, ?, ?, 0)",
    seed,
    BASE_BUY_PRICE,
    sellFor(BASE_BUY_PRICE),
    now.toISOString(),
  );
  seedPriceHistory(tx, seed, now, { buyPrice: BASE_BUY_PRICE, sellPrice: sellFor(BASE_BUY_PRICE) }, sellFor);
  const users: { id: string; mobile: string }[] = [];
  for (const account of SEED_ACCOUNTS) {
    const id = faker.string.uuid();
    const trades = toSeedTrades(SEED_TRADES[account.mobile] ?? [], now);
    const joined = faker.date.past({ years: 1, refDate: now });
    const createdAt = new Date(
      trades.length ? Math.min(joined.getTime(), now.getTime() - FIRST_TRADE_AGO) : joined.getTime(),
    ).toISOString();
    const identity = account.kycLevel >= 1;
    const nationalId = identity ? makeNationalId(faker) : null;
    const birthdate = identity
      ? `${faker.number.int({ min: 1340, max: 1382 })}/${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${String(faker.number.int({ min: 1, max: 29 })).padStart(2, '0')}`
      : null;
    createCustomer(tx, {
      id,
      mobile: account.mobile,
      name: account.name,
      passwordHash: DEMO_PASSWORD_HASH,
      nationalId,
      nationalIdVerified: identity,
      birthdate,
      birthdateVerified: identity,
      isActive: account.isActive,
      isVerified: account.isVerified,
      restricted: account.restricted,
      email: account.kycLevel === 2 ? 'sara.mohammadi@example.ir' : null,
      createdAt,
    });
    users.push({ id, mobile: account.mobile });
    const effect = tradeEffect(trades);
    const moves = SEED_WALLET_MOVES[account.mobile] ?? [];
    openingBalance(tx, id, 'TOMAN', account.toman - effect.toman - moveEffect(moves), createdAt);
    openingBalance(tx, id, 'GOLD_18K', gramsToMg(account.gold) - effect.goldMg, createdAt);
    if (account.kycLevel === 2) {
      const bank = IRANIAN_BANKS[0];
      insertBankAccount(tx, {
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
    const tomanWallet = walletOf(tx, id, 'TOMAN').id;
    for (const { ago, ...move } of moves) {
      recordPastWalletMove(tx, id, tomanWallet, { ...move, at: new Date(now.getTime() - ago).toISOString() } as SeedWalletMove);
    }
    for (const trade of trades) recordPastTrade(tx, id, trade);
  }
  // Across the accounts by when each was opened, so the ticket numbers run in time order.
  const before = (ms: number) => new Date(now.getTime() - ms);
  const tickets = users.flatMap((user) => (SEED_TICKETS[user.mobile] ?? []).map((ticket) => ({ user, ticket })));
  const ticketData = new Map<string, TicketNotificationData>();
  for (const { user, ticket } of tickets.sort((a, b) => b.ticket.ago - a.ticket.ago)) {
    const { messages, ...fields } = ticket;
    const at = before(ticket.ago);
    ticketData.set(
      ticket.title,
      recordPastTicket(tx, user.id, { ...fields, at, messages: messages.map((m) => ({ ...m, at: before(m.ago) })) }),
    );
  }
  for (const user of users) {
    for (const { ago, read, ticket, ...fields } of SEED_NOTIFICATIONS[user.mobile] ?? []) {
      const data = ticket ? ticketData.get(ticket) : undefined;
      const n = createNotification(tx, user.id, { ...fields, data }, new Date(now.getTime() - ago).toISOString());
      if (read) tx.run('UPDATE notifications SET read = 1 WHERE id = ?', n.id);
    }
  }
}

/** A new database gets the seeded start; one that holds a state keeps it. Answers whether it seeded. */
export function seedIfEmpty(db: Db, seed: number, now: Date): boolean {
  if (db.get('SELECT 1 AS seeded FROM market WHERE id = 1')) {
    // A database from before the price history had none: it gets the seeded year behind its current price.
    if (!db.get('SELECT 1 AS kept FROM price_candles LIMIT 1')) {
      db.write((tx) => seedPriceHistory(tx, seed, now, currentPrice(tx), sellFor));
    }
    return false;
  }
  db.write((tx) => seedDatabase(tx, seed, now));
  return true;
}

/** POST /__mock/reset: everything goes, and the seeded start comes back, in one transaction. */
export function reseed(db: Db, seed: number, now: Date): void {
  db.recreate((tx) => seedDatabase(tx, seed, now));
}
