import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccountListResponseSchema } from '@gold/contracts/bank-accounts';
import { controlLedgerResponseSchema } from '@gold/contracts/control';
import { GOLD_SYMBOL } from '@gold/contracts/constants';
import { gramsToMg } from '@gold/contracts/money';
import { reportResponseSchema, type Report, type ReportMovement } from '@gold/contracts/reports';
import { addDays, jalaliMonthsIn, jalaliPeriod, tehranDay, type DayRange } from '@gold/contracts/rules/jalali';
import { bestOffer, tradeTotal } from '@gold/contracts/rules/trading';
import {
  createDepositResponseSchema,
  createWithdrawResponseSchema,
  transactionListResponseSchema,
  uploadReceiptResponseSchema,
  walletListResponseSchema,
} from '@gold/contracts/wallets';
import {
  createTradeResponseSchema,
  executeTradeResponseSchema,
  tradeOffersResponseSchema,
  type TradeSide,
} from '@gold/contracts/trading';
import { checkLedger } from '../../ledger/check';
import { buildMock, callAs, MOBILES, signIn, userIdOf, type Method, type Mock } from '../../test-utils';
import { accountingReport } from './reports';

/**
 * The report against the ledger, for a scripted customer on a manual clock. Tehran days (UTC+03:30):
 * - 2026-11-20 (29 Aban 1405): the customer opens with 500,000,000 Toman and 10 g of gold.
 * - 2026-11-21 (30 Aban, the last day of the month): a gateway deposit, a buy, a sell, a cancelled buy, a withdrawal
 *   asked (approved the next day), a receipt deposit rejected, and a buy asked at 23:59:30 and executed after midnight.
 * - 2026-11-22 (1 Azar): that buy executes, the withdrawal is approved, a receipt deposit approved, a sell, a
 *   withdrawal rejected, and a buy left open (held, never settled).
 * - 2026-11-23 (2 Azar): a gateway deposit at Tehran midnight exactly.
 */

const at = (tehran: string) => new Date(`${tehran}+03:30`);
const DAY0 = '2026-11-20';
const DAY1 = '2026-11-21';
const DAY2 = '2026-11-22';
const DAY3 = '2026-11-23';
const FRESH = { mobile: '+989121234567', password: 'Fresh@12345', name: 'مشتری گزارش' };
const OTHER = { mobile: '+989121234568', password: 'Other@12345', name: 'مشتری دیگر' };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let mock: Mock;
let token: string;
let otherToken: string;

/** Balances in minor units (Toman, milligrams), as GET /wallets/me shows them. */
type Balances = { TOMAN: number; GOLD_18K: number };
/** The customer's balances at the end of each day. */
const closingOf: Record<string, Balances> = {};
/** Each executed trade: its day, side, milligrams, price and Toman. */
const trades: { day: string; type: TradeSide; mg: number; price: number; total: number }[] = [];

// ---------------------------------------------------------------------------------------------------------------
// Calls.

function api(method: Method, path: string, as: string, body?: object) {
  return callAs(mock, method, path, as, body);
}

async function report(
  range: DayRange,
  { as = token, page, limit }: { as?: string; page?: number; limit?: number } = {},
): Promise<Report> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (page !== undefined) query.set('page', String(page));
  if (limit !== undefined) query.set('limit', String(limit));
  const res = await mock.http().get(`/accounting/reports?${query}`).set('Authorization', `Bearer ${as}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return reportResponseSchema.parse(res.body).data;
}

/** Every movement of a period, page by page. */
async function allMovements(range: DayRange, as = token): Promise<ReportMovement[]> {
  const items: ReportMovement[] = [];
  for (let page = 1; ; page++) {
    const { movements } = await report(range, { as, page, limit: 100 });
    items.push(...movements.items);
    if (page >= movements.totalPages) return items;
  }
}

async function balances(as = token): Promise<Balances & { frozenToman: number; frozenMg: number }> {
  const res = await api('get', '/wallets/me', as);
  expect(res.status).toBe(200);
  const { data } = walletListResponseSchema.parse(res.body);
  const toman = data.find((w) => w.currency.code === 'TOMAN')!;
  const gold = data.find((w) => w.currency.code === 'GOLD_18K')!;
  const mg = (v: number | string) => Math.round(Number(v) * 1000);
  return {
    TOMAN: Number(toman.balance),
    GOLD_18K: mg(gold.balance),
    frozenToman: Number(toman.frozenAmount),
    frozenMg: mg(gold.frozenAmount),
  };
}

async function tomanWalletId(as = token): Promise<string> {
  const res = await api('get', '/wallets/me', as);
  return walletListResponseSchema.parse(res.body).data.find((w) => w.currency.code === 'TOMAN')!.id;
}

async function control(method: 'put' | 'post', path: string, body: object) {
  const res = await mock.http()[method](`/__mock${path}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res;
}

const holdPrice = (buyPrice: number, sellPrice: number) => control('put', '/price', { buyPrice, sellPrice });
const decide = (kind: 'deposit' | 'withdraw', id: string, decision: 'approve' | 'reject') =>
  control('post', `/approvals/${kind}/${id}`, { decision });

/** Asks for a trade at the live price; answers the request id. */
async function ask(type: TradeSide, grams: number, as = token): Promise<string> {
  const price = await mock.http().get('/gold-price');
  const live = type === 'buy' ? price.body.data.buyPrice : price.body.data.sellPrice;
  const res = await api('post', '/api/trade-requests', as, { type, symbol: GOLD_SYMBOL, amount: grams, price: live });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createTradeResponseSchema.parse(res.body).requestId!;
}

/** Executes a request's best offer; records the trade under the Tehran day it executes on. */
async function execute(requestId: string, type: TradeSide, grams: number) {
  const offers = tradeOffersResponseSchema.parse(
    (await api('get', `/api/trade-requests/${requestId}/offers`, token)).body,
  ).offers!;
  const res = await api('post', `/api/trade-requests/${requestId}/execute`, token, { offerId: bestOffer(type, offers)!.id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { price, total } = executeTradeResponseSchema.parse(res.body);
  const mg = gramsToMg(grams);
  expect(total).toBe(tradeTotal(mg, price!));
  trades.push({ day: tehranDay(mock.clock.now()), type, mg, price: price!, total: total! });
}

async function trade(type: TradeSide, grams: number) {
  await execute(await ask(type, grams), type, grams);
}

async function gatewayDeposit(amount: number, as = token) {
  const body = {
    amount,
    description: '',
    paymentInfo: { method: 'gateway', gateway: 'mock', redirectUrl: 'https://panel.example.ir/wallets' },
  };
  const res = await api('post', `/wallets/me/${await tomanWalletId(as)}/deposit-request`, as, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

let receiptSerial = 0;
async function receiptDeposit(amount: number): Promise<string> {
  const upload = await mock
    .http()
    .post('/wallets/me/upload-receipt')
    .set('Authorization', `Bearer ${token}`)
    // Bytes of its own (a note past the image's end): each receipt is another bank transfer.
    .attach('file', Buffer.concat([PNG, Buffer.from(`transfer ${amount} ${++receiptSerial}`)]), 'receipt.png');
  expect(upload.status).toBe(201);
  const { fileUrl } = uploadReceiptResponseSchema.parse(upload.body).data;
  const res = await api('post', `/wallets/me/${await tomanWalletId()}/deposit-request`, token, {
    amount,
    description: 'کارت به کارت',
    paymentInfo: { method: 'receipt', receiptFile: 'receipt.png', receiptUrl: fileUrl },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createDepositResponseSchema.parse(res.body).data.id;
}

async function withdrawal(amount: number): Promise<string> {
  const accounts = bankAccountListResponseSchema.parse((await api('get', '/bank-accounts/me', token)).body).data;
  const account = accounts.find((a) => a.status === 'verified')!;
  const destinationInfo = {
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountHolder: account.ownerName,
    iban: account.iban,
    bankCode: account.bankCode,
  };
  const res = await api('post', `/wallets/me/${await tomanWalletId()}/withdraw-request`, token, { amount, destinationInfo });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return createWithdrawResponseSchema.parse(res.body).data.id;
}

/** When the tokens were issued: they live 12 hours, so the clock's jumps sign the customers in again. */
let signedInAt = 0;
async function signInBoth() {
  token = await signIn(mock, FRESH.mobile, FRESH.password);
  otherToken = await signIn(mock, OTHER.mobile, OTHER.password);
  signedInAt = mock.clock.now().getTime();
}

async function clockAt(tehran: string) {
  mock.clock.set(at(tehran));
  if (mock.clock.now().getTime() - signedInAt > 11 * 3_600_000) await signInBoth();
}
const endOfDay = async (day: string) => {
  await clockAt(`${day}T23:59:59.999`);
  const { TOMAN, GOLD_18K } = await balances();
  closingOf[day] = { TOMAN, GOLD_18K };
};

/** The weighted average price, half up, as the contract states it: floor((2 Σ price·mg + Σ mg) / (2 Σ mg)). */
function averagePrice(list: { mg: number; price: number }[]): number | null {
  const mg = list.reduce((s, t) => s + t.mg, 0);
  if (mg === 0) return null;
  const weighted = list.reduce((s, t) => s + t.price * t.mg, 0);
  return Math.floor((2 * weighted + mg) / (2 * mg));
}

const sum = (list: number[]) => list.reduce((s, n) => s + n, 0);

// ---------------------------------------------------------------------------------------------------------------
// The script.

beforeAll(async () => {
  mock = buildMock({}, at(`${DAY0}T10:00:00`));
  await control('put', '/market', { mode: 'open' });
  await holdPrice(7_850_000, 7_779_000);
  await control('post', '/users', { ...FRESH, kycLevel: 2, balances: { toman: 500_000_000, gold: 10 } });
  await control('post', '/users', { ...OTHER, kycLevel: 2, balances: { toman: 50_000_000 } });
  await signInBoth();
  await endOfDay(DAY0);

  await clockAt(`${DAY1}T09:00:00`);
  await gatewayDeposit(20_000_000);
  await clockAt(`${DAY1}T10:00:00`);
  await trade('buy', 2.5);
  await clockAt(`${DAY1}T11:00:00`);
  await holdPrice(7_900_000, 7_828_900);
  await trade('sell', 1.25);
  await clockAt(`${DAY1}T12:00:00`);
  const cancelled = await ask('buy', 1);
  expect((await api('post', `/api/trade-requests/${cancelled}/cancel`, token)).status).toBe(200);
  await clockAt(`${DAY1}T13:00:00`);
  const approvedWithdrawal = await withdrawal(5_000_000);
  await clockAt(`${DAY1}T14:00:00`);
  const rejectedDeposit = await receiptDeposit(3_000_000);
  await clockAt(`${DAY1}T15:00:00`);
  await decide('deposit', rejectedDeposit, 'reject');
  await clockAt(`${DAY1}T15:30:00`);
  await gatewayDeposit(4_000_000, otherToken);
  await clockAt(`${DAY1}T23:59:30`);
  const overMidnight = await ask('buy', 1.2);
  await endOfDay(DAY1);

  await clockAt(`${DAY2}T00:00:10`);
  await execute(overMidnight, 'buy', 1.2);
  await clockAt(`${DAY2}T09:00:00`);
  await decide('withdraw', approvedWithdrawal, 'approve');
  await clockAt(`${DAY2}T10:00:00`);
  const approvedDeposit = await receiptDeposit(7_000_000);
  await clockAt(`${DAY2}T10:30:00`);
  await decide('deposit', approvedDeposit, 'approve');
  await clockAt(`${DAY2}T11:00:00`);
  await holdPrice(7_812_300, 7_742_000);
  await trade('sell', 0.5);
  await clockAt(`${DAY2}T12:00:00`);
  const rejectedWithdrawal = await withdrawal(1_000_000);
  await clockAt(`${DAY2}T12:30:00`);
  await decide('withdraw', rejectedWithdrawal, 'reject');
  await clockAt(`${DAY2}T13:00:00`);
  await ask('buy', 0.75); // held, never settled
  await endOfDay(DAY2);

  await clockAt(`${DAY3}T00:00:00.000`);
  await gatewayDeposit(1_000_000);
  await endOfDay(DAY3);
}, 60_000);

afterAll(async () => {
  try {
    const res = await mock.http().get('/__mock/ledger');
    const ledger = controlLedgerResponseSchema.parse(res.body);
    expect(ledger.balanced).toBe(true);
    expect(ledger.negativeAccounts).toEqual([]);
  } finally {
    await mock.close();
  }
});

// ---------------------------------------------------------------------------------------------------------------

describe('a scripted customer: trades, deposits and withdrawals over three Tehran days', () => {
  it('has the script it expects: four trades, the two buys and the two sells at different prices', () => {
    expect(trades.map((t) => [t.day, t.type, t.mg])).toEqual([
      [DAY1, 'buy', 2500],
      [DAY1, 'sell', 1250],
      [DAY2, 'buy', 1200],
      [DAY2, 'sell', 500],
    ]);
    expect(trades[0].price).not.toBe(trades[2].price);
    expect(trades[1].price).not.toBe(trades[3].price);
  });

  it('totals the two days exactly: grams, Toman, weighted average prices, deposits and withdrawals', async () => {
    const r = await report({ from: DAY1, to: DAY2 });
    const buys = trades.filter((t) => t.type === 'buy');
    const sells = trades.filter((t) => t.type === 'sell');
    expect(r.period).toEqual({ from: DAY1, to: DAY2 });
    expect(r.gold).toEqual({
      buyCount: 2,
      boughtMg: 3700,
      boughtToman: sum(buys.map((t) => t.total)),
      averageBuyPrice: averagePrice(buys),
      sellCount: 2,
      soldMg: 1750,
      soldToman: sum(sells.map((t) => t.total)),
      averageSellPrice: averagePrice(sells),
    });
    // The average lies between the prices it weighs, nearer the heavier trade.
    expect(r.gold.averageBuyPrice).toBeGreaterThanOrEqual(Math.min(...buys.map((t) => t.price)));
    expect(r.gold.averageBuyPrice).toBeLessThanOrEqual(Math.max(...buys.map((t) => t.price)));
    // The cancelled buy, the rejected deposit, the rejected withdrawal and the buy left open move nothing; the
    // withdrawal asked on day 1 counts when it was approved, on day 2; the other customer's deposit is not here.
    expect(r.toman).toEqual({ deposits: 27_000_000, withdrawals: 5_000_000 });
  });

  it('opens and closes each wallet at the balances GET /wallets/me showed, and nets the totals', async () => {
    const r = await report({ from: DAY1, to: DAY2 });
    const tomanNet = r.toman.deposits - r.toman.withdrawals - r.gold.boughtToman + r.gold.soldToman;
    expect(r.wallets).toEqual([
      { currency: 'TOMAN', opening: closingOf[DAY0].TOMAN, closing: closingOf[DAY2].TOMAN, net: tomanNet },
      { currency: 'GOLD_18K', opening: closingOf[DAY0].GOLD_18K, closing: closingOf[DAY2].GOLD_18K, net: 3700 - 1750 },
    ]);
    expect(closingOf[DAY0]).toEqual({ TOMAN: 500_000_000, GOLD_18K: 10_000 });
    for (const w of r.wallets) expect(w.opening + w.net).toBe(w.closing);
  });

  it('lists the movements oldest first, signed, each with the balance after it: opening + movements = closing', async () => {
    const r = await report({ from: DAY1, to: DAY2 }, { limit: 100 });
    const [b1, s1, b2, s2] = trades;
    expect(r.movements.items.map((m) => [m.at, m.type, m.currency, m.amount])).toEqual([
      [at(`${DAY1}T09:00:00`).toISOString(), 'deposit', 'TOMAN', 20_000_000],
      [at(`${DAY1}T10:00:00`).toISOString(), 'buy', 'TOMAN', -b1.total],
      [at(`${DAY1}T10:00:00`).toISOString(), 'buy', 'GOLD_18K', 2500],
      [at(`${DAY1}T11:00:00`).toISOString(), 'sell', 'GOLD_18K', -1250],
      [at(`${DAY1}T11:00:00`).toISOString(), 'sell', 'TOMAN', s1.total],
      [at(`${DAY2}T00:00:10`).toISOString(), 'buy', 'TOMAN', -b2.total],
      [at(`${DAY2}T00:00:10`).toISOString(), 'buy', 'GOLD_18K', 1200],
      [at(`${DAY2}T09:00:00`).toISOString(), 'withdraw', 'TOMAN', -5_000_000],
      [at(`${DAY2}T10:30:00`).toISOString(), 'deposit', 'TOMAN', 7_000_000],
      [at(`${DAY2}T11:00:00`).toISOString(), 'sell', 'GOLD_18K', -500],
      [at(`${DAY2}T11:00:00`).toISOString(), 'sell', 'TOMAN', s2.total],
    ]);
    expect(r.movements).toMatchObject({ page: 1, totalPages: 1, total: 11 });
    expect(new Set(r.movements.items.map((m) => m.id)).size).toBe(11);
    expect(r.movements.items.every((m) => m.description.length > 0)).toBe(true);
    for (const wallet of r.wallets) {
      const own = r.movements.items.filter((m) => m.currency === wallet.currency);
      let balance = wallet.opening;
      for (const m of own) {
        balance += m.amount;
        expect(m.balanceAfter).toBe(balance);
      }
      expect(balance).toBe(wallet.closing);
      expect(sum(own.map((m) => m.amount))).toBe(wallet.net);
    }
  });

  it('pages the movements: the pages together are the list, and a page past the end is empty', async () => {
    const whole = (await report({ from: DAY1, to: DAY2 }, { limit: 100 })).movements.items;
    const pages = await Promise.all([1, 2, 3].map((page) => report({ from: DAY1, to: DAY2 }, { page, limit: 4 })));
    expect(pages.map((p) => p.movements.items.length)).toEqual([4, 4, 3]);
    expect(pages.map((p) => [p.movements.page, p.movements.totalPages, p.movements.total])).toEqual([
      [1, 3, 11],
      [2, 3, 11],
      [3, 3, 11],
    ]);
    expect(pages.flatMap((p) => p.movements.items)).toEqual(whole);
    const past = await report({ from: DAY1, to: DAY2 }, { page: 4, limit: 4 });
    expect(past.movements).toEqual({ items: [], page: 4, totalPages: 3, total: 11 });
    // The totals do not depend on the page.
    expect({ ...past, movements: null }).toEqual({ ...pages[0], movements: null });
    // 20 a page by default.
    expect((await report({ from: DAY0, to: DAY3 })).movements).toMatchObject({ page: 1, totalPages: 1, total: 14 });
    expect((await report({ from: DAY0, to: DAY3 }, { limit: 5 })).movements).toMatchObject({ totalPages: 3, total: 14 });
  });

  it('breaks the period down by Jalali month: Aban 30 and Azar 1 fall in two months', async () => {
    const r = await report({ from: DAY1, to: DAY2 });
    const [b1, s1, b2, s2] = trades;
    expect(r.months).toEqual([
      {
        month: '1405-08',
        boughtMg: 2500,
        boughtToman: b1.total,
        soldMg: 1250,
        soldToman: s1.total,
        deposits: 20_000_000,
        withdrawals: 0,
      },
      {
        month: '1405-09',
        boughtMg: 1200,
        boughtToman: b2.total,
        soldMg: 500,
        soldToman: s2.total,
        deposits: 7_000_000,
        withdrawals: 5_000_000,
      },
    ]);
    // The months add up to the period.
    expect(sum(r.months.map((m) => m.boughtToman))).toBe(r.gold.boughtToman);
    expect(sum(r.months.map((m) => m.soldMg))).toBe(r.gold.soldMg);
    expect(sum(r.months.map((m) => m.deposits))).toBe(r.toman.deposits);
  });

  it('filters by Tehran day: each day alone, the day before and the day after', async () => {
    const day0 = await report({ from: DAY0, to: DAY0 });
    const day1 = await report({ from: DAY1, to: DAY1 });
    const day2 = await report({ from: DAY2, to: DAY2 });
    const day3 = await report({ from: DAY3, to: DAY3 });
    // The day before: only the opening credits, which the transactions list also shows as deposits.
    expect(day0.wallets).toEqual([
      { currency: 'TOMAN', opening: 0, closing: 500_000_000, net: 500_000_000 },
      { currency: 'GOLD_18K', opening: 0, closing: 10_000, net: 10_000 },
    ]);
    expect(day0.toman).toEqual({ deposits: 500_000_000, withdrawals: 0 });
    expect(day0.gold).toMatchObject({ buyCount: 0, sellCount: 0, averageBuyPrice: null, averageSellPrice: null });
    expect(day0.movements.items.map((m) => [m.type, m.currency, m.amount])).toEqual([
      ['deposit', 'TOMAN', 500_000_000],
      ['deposit', 'GOLD_18K', 10_000],
    ]);
    // Each day opens where the one before closed, at the balance GET /wallets/me showed then.
    for (const [day, r, before] of [
      [DAY1, day1, DAY0],
      [DAY2, day2, DAY1],
      [DAY3, day3, DAY2],
    ] as const) {
      expect(r.wallets.map((w) => [w.currency, w.opening, w.closing])).toEqual([
        ['TOMAN', closingOf[before].TOMAN, closingOf[day].TOMAN],
        ['GOLD_18K', closingOf[before].GOLD_18K, closingOf[day].GOLD_18K],
      ]);
      expect(r.months.map((m) => m.month)).toEqual([day === DAY1 ? '1405-08' : '1405-09']);
    }
    // Day 1: the buy asked at 23:59:30 executed after midnight, so it is day 2's; so is the approved withdrawal.
    expect(day1.gold).toMatchObject({ buyCount: 1, boughtMg: 2500, sellCount: 1, soldMg: 1250 });
    expect(day1.toman).toEqual({ deposits: 20_000_000, withdrawals: 0 });
    expect(day2.gold).toMatchObject({ buyCount: 1, boughtMg: 1200, sellCount: 1, soldMg: 500 });
    expect(day2.toman).toEqual({ deposits: 7_000_000, withdrawals: 5_000_000 });
    expect(day2.gold.averageBuyPrice).toBe(trades[2].price);
    // The deposit at Tehran midnight exactly opens day 3 and is not in the two days before.
    expect(day3.movements.items.map((m) => [m.at, m.amount])).toEqual([[at(`${DAY3}T00:00:00`).toISOString(), 1_000_000]]);
    expect((await report({ from: DAY1, to: DAY2 })).wallets[0].closing).toBe(closingOf[DAY2].TOMAN);
    expect(closingOf[DAY3].TOMAN).toBe(closingOf[DAY2].TOMAN + 1_000_000);
  });

  it('counts balances, not usable balances: the open buy holds Toman that the closing still includes', async () => {
    const now = await balances();
    expect(now.frozenToman).toBeGreaterThan(0);
    const r = await report({ from: DAY3, to: DAY3 });
    expect(r.wallets.map((w) => w.closing)).toEqual([now.TOMAN, now.GOLD_18K]);
  });

  it('answers a period that has not ended, or has no movements, with the balance now and zeros', async () => {
    const later = { from: addDays(DAY3, 1), to: jalaliPeriod('this-month', DAY3).to };
    const r = await report(later);
    expect(r.wallets).toEqual([
      { currency: 'TOMAN', opening: closingOf[DAY3].TOMAN, closing: closingOf[DAY3].TOMAN, net: 0 },
      { currency: 'GOLD_18K', opening: closingOf[DAY3].GOLD_18K, closing: closingOf[DAY3].GOLD_18K, net: 0 },
    ]);
    expect(r.gold).toEqual({
      buyCount: 0,
      boughtMg: 0,
      boughtToman: 0,
      averageBuyPrice: null,
      sellCount: 0,
      soldMg: 0,
      soldToman: 0,
      averageSellPrice: null,
    });
    expect(r.toman).toEqual({ deposits: 0, withdrawals: 0 });
    expect(r.months).toEqual([
      { month: '1405-09', boughtMg: 0, boughtToman: 0, soldMg: 0, soldToman: 0, deposits: 0, withdrawals: 0 },
    ]);
    expect(r.movements).toEqual({ items: [], page: 1, totalPages: 0, total: 0 });
  });

  it('reports the preset periods of the reports screen: this month (Azar) and last month (Aban)', async () => {
    const azar = await report(jalaliPeriod('this-month', DAY2));
    expect(azar.period).toEqual({ from: '2026-11-22', to: '2026-12-21' });
    expect(azar.wallets.map((w) => [w.opening, w.closing])).toEqual([
      [closingOf[DAY1].TOMAN, closingOf[DAY3].TOMAN],
      [closingOf[DAY1].GOLD_18K, closingOf[DAY3].GOLD_18K],
    ]);
    expect(azar.toman).toEqual({ deposits: 8_000_000, withdrawals: 5_000_000 });
    const aban = await report(jalaliPeriod('last-month', DAY2));
    expect(aban.period).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(aban.wallets.map((w) => [w.opening, w.closing])).toEqual([
      [0, closingOf[DAY1].TOMAN],
      [0, closingOf[DAY1].GOLD_18K],
    ]);
    const quarter = await report(jalaliPeriod('this-quarter', DAY2));
    expect(quarter.months.map((m) => m.month)).toEqual(['1405-07', '1405-08', '1405-09']);
    expect(quarter.movements.total).toBe(14);
  });

  it("shows another customer none of it: only their own deposit, and this customer's report is unchanged by it", async () => {
    const theirs = await report({ from: DAY1, to: DAY2 }, { as: otherToken });
    expect(theirs.toman).toEqual({ deposits: 4_000_000, withdrawals: 0 });
    expect(theirs.gold).toMatchObject({ buyCount: 0, sellCount: 0 });
    expect(theirs.wallets).toEqual([
      { currency: 'TOMAN', opening: 50_000_000, closing: 54_000_000, net: 4_000_000 },
      { currency: 'GOLD_18K', opening: 0, closing: 0, net: 0 },
    ]);
    const mine = new Set((await allMovements({ from: DAY0, to: DAY3 })).map((m) => m.id));
    const others = await allMovements({ from: DAY0, to: DAY3 }, otherToken);
    expect(others).toHaveLength(2);
    expect(others.some((m) => mine.has(m.id))).toBe(false);
  });

  it('splits anywhere: a period is its two halves, the first closing where the second opens (domain, property)', () => {
    const userId = userIdOf(mock, FRESH.mobile);
    const days = ['2026-11-19', DAY0, DAY1, DAY2, DAY3, '2026-11-24'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (a, b, c) => {
        const [i, j, k] = [a, b, c].sort();
        if (j === k) return;
        const whole = accountingReport(mock.db, userId, { from: days[i], to: days[k], page: 1, limit: 100 });
        const first = accountingReport(mock.db, userId, { from: days[i], to: days[j], page: 1, limit: 100 });
        const second = accountingReport(mock.db, userId, { from: addDays(days[j], 1), to: days[k], page: 1, limit: 100 });
        for (const [w, x, y] of whole.wallets.map((w, n) => [w, first.wallets[n], second.wallets[n]] as const)) {
          expect([x.opening, x.closing, y.opening, y.closing]).toEqual([w.opening, y.opening, x.closing, w.closing]);
        }
        expect(first.gold.boughtMg + second.gold.boughtMg).toBe(whole.gold.boughtMg);
        expect(first.toman.deposits + second.toman.deposits).toBe(whole.toman.deposits);
        expect([...first.movements.items, ...second.movements.items]).toEqual(whole.movements.items);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the seeded customer 09120000001: a year of trades, deposits and withdrawals', () => {
  it('reports the whole history sanely: opening + movements = closing = the balance now, and it matches the transactions list', async () => {
    const seeded = await signIn(mock, MOBILES.kyc2);
    // The seed dates its history before the mock's start, DAY0; nothing has moved for this customer since.
    const today = tehranDay(mock.clock.now());
    const range = { from: addDays(today, -1095), to: today };
    const r = await report(range, { as: seeded });
    const items = await allMovements(range, seeded);
    expect(items).toHaveLength(r.movements.total);
    expect(r.gold.buyCount).toBeGreaterThan(0);
    expect(r.gold.sellCount).toBeGreaterThan(0);
    expect(r.toman.deposits).toBeGreaterThan(0);
    expect(r.toman.withdrawals).toBeGreaterThan(0);
    expect(r.gold.averageBuyPrice).toBeGreaterThan(0);
    const now = await balances(seeded);
    for (const wallet of r.wallets) {
      const own = items.filter((m) => m.currency === wallet.currency);
      expect(wallet.opening + sum(own.map((m) => m.amount))).toBe(wallet.closing);
      expect(own.at(-1)!.balanceAfter).toBe(wallet.closing);
      expect(wallet.closing).toBe(now[wallet.currency]);
    }
    const [toman, gold] = r.wallets;
    expect(toman.net).toBe(r.toman.deposits - r.toman.withdrawals - r.gold.boughtToman + r.gold.soldToman);
    const goldCredits = sum(items.filter((m) => m.currency === 'GOLD_18K' && m.type === 'deposit').map((m) => m.amount));
    expect(gold.net).toBe(r.gold.boughtMg - r.gold.soldMg + goldCredits);
    expect(r.months.map((m) => m.month)).toEqual(jalaliMonthsIn(range).map((m) => m.month));
    expect(sum(r.months.map((m) => m.boughtMg))).toBe(r.gold.boughtMg);
    expect(sum(r.months.map((m) => m.soldToman))).toBe(r.gold.soldToman);
    expect(sum(r.months.map((m) => m.withdrawals))).toBe(r.toman.withdrawals);
    expect(items.every((m, i) => i === 0 || items[i - 1].at <= m.at)).toBe(true);

    // The transactions list's completed rows are the same money: the same sum per wallet.
    const transactions = [];
    for (let page = 1; ; page++) {
      const res = await api('get', `/wallets/me/transactions?page=${page}&limit=100`, seeded);
      const data = transactionListResponseSchema.parse(res.body).data;
      transactions.push(...data.transactions);
      if (page >= data.totalPages) break;
    }
    const completed = transactions.filter((t) => t.status === 'completed');
    expect(completed).toHaveLength(items.length);
    expect(sum(completed.filter((t) => t.currency === 'TOMAN').map((t) => Number(t.amount)))).toBe(toman.net);
    expect(sum(completed.filter((t) => t.currency === 'GOLD_18K').map((t) => Math.round(Number(t.amount) * 1000)))).toBe(
      gold.net,
    );
  });

  it('reports this Jalali year, quarter and month of the seeded customer with opening + net = closing', async () => {
    const seeded = await signIn(mock, MOBILES.kyc2);
    const today = tehranDay(mock.clock.now());
    for (const period of ['this-year', 'this-quarter', 'this-month', 'last-month'] as const) {
      const r = await report(jalaliPeriod(period, today), { as: seeded });
      for (const w of r.wallets) expect(w.opening + w.net, period).toBe(w.closing);
      expect(r.months.length).toBe(jalaliMonthsIn(jalaliPeriod(period, today)).length);
    }
    // Over the whole ledger, the check still holds after the report read it.
    expect(checkLedger(mock.db).balanced).toBe(true);
  });
});
