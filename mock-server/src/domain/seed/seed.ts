import { gramsToMg } from '@gold/contracts/money';
import { tradeTotal } from '@gold/contracts/rules/trading';
import type { TicketNotificationData } from '@gold/contracts/tickets';
import type { Db, Tx } from '../../db/tx';
import { walletOf, type Currency } from '../../ledger/accounts';
import { fundFromOpening } from '../../ledger/transfers';
import { createCustomer } from '../auth/users';
import { insertBankAccount } from '../bank-accounts/bank-accounts';
import { IRANIAN_BANKS } from '../bank-accounts/banks';
import { createNotification } from '../notifications/notifications';
import { seedPriceHistory } from '../prices/price-history';
import { BASE_BUY_PRICE, currentPrice, sellFor } from '../prices/prices';
import { createFaker, makeCardNumber, makeIban, makeNationalId } from '../shared/fake-data';
import { recordPastTicket } from '../tickets/tickets';
import { DEALERS, recordPastTrade, type SeedTrade } from '../trading/trading';
import { recordPastWalletMove, type SeedWalletMove } from '../wallets/wallet-requests';
import {
  DEMO_PASSWORD_HASH,
  FIRST_TRADE_AGO,
  SEED_ACCOUNTS,
  SEED_NOTIFICATIONS,
  SEED_TICKETS,
  SEED_TRADES,
  SEED_WALLET_MOVES,
  type PastMove,
  type PastTrade,
} from './demo-data';

/** What the approved deposits and withdrawals added to the Toman wallet; negative is taken out. */
const moveEffect = (moves: PastMove[]) =>
  moves.filter((m) => m.status === 'approved').reduce((sum, m) => sum + (m.kind === 'deposit' ? m.amount : -m.amount), 0);

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
 * The seeded start (../shared/design/mock-server.md): the market at its base price, the six demo accounts with their wallets,
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
      email: account.email ?? null,
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
