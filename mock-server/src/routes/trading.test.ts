import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { controlLedgerResponseSchema, controlTradeRequestsResponseSchema } from '@gold/contracts/control';
import { GOLD_SYMBOL, TRADE_CONFIRM_WINDOW_S, TRADE_EXECUTE_GRACE_S } from '@gold/contracts/constants';
import { gramsToMg } from '@gold/contracts/money';
import { notificationListResponseSchema } from '@gold/contracts/notifications';
import { goldPriceResponseSchema } from '@gold/contracts/prices';
import { bestOffer, tradeTotal, withinTolerance } from '@gold/contracts/rules/trading';
import {
  cancelTradeResponseSchema,
  createTradeResponseSchema,
  executeTradeResponseSchema,
  openTradeResponseSchema,
  tradeHistoryItemSchema,
  tradeHistoryResponseSchema,
  tradeOffersResponseSchema,
  type TradeOffer,
  type TradeSide,
} from '@gold/contracts/trading';
import { walletListResponseSchema } from '@gold/contracts/wallets';
import { defaultCustomerLimits } from '../config';
import { DEALERS, expireOverdue } from '../domain/trading/trading';
import type { Realtime } from '../db/tx';
import {
  buildMock,
  callAs,
  expectErrorEnvelope,
  MOBILES,
  recordingRealtime,
  signIn,
  type CallOptions,
  type Method,
  type Mock,
} from '../test-utils';

/** Saturday 2026-11-21, 09:30 in Tehran: the market is open in 'hours' mode. */
const START = new Date('2026-11-21T09:30:00+03:30');
const WINDOW_MS = TRADE_CONFIRM_WINDOW_S * 1000;
const GRACE_MS = TRADE_EXECUTE_GRACE_S * 1000;
/** The seeded price: held in the tests that need exact numbers. */
const BUY = 7_850_000;
const SELL = 7_779_000;
const FRESH_MOBILE = '+989121234567';
const FRESH_PASSWORD = 'Fresh@12345';

let mock: Mock;
/** The KYC 2 customer: 250,000,000 Toman and 12.5 g of gold, nine seeded trades. */
let token: string;

beforeEach(async () => {
  mock = buildMock({}, START);
  token = await signIn(mock, MOBILES.kyc2);
});
afterEach(async () => {
  // Every test, whatever moved, leaves the ledger balanced, recounted from its transfers, and no customer below zero.
  const res = await mock.http().get('/__mock/ledger');
  expect(res.status).toBe(200);
  const ledger = controlLedgerResponseSchema.parse(res.body);
  expect(ledger.balanced).toBe(true);
  expect(ledger.negativeAccounts).toEqual([]);
  expect(ledger.mismatchedAccounts).toEqual([]);
  expect(ledger.currencies.TOMAN.debits).toBe(ledger.currencies.TOMAN.credits);
  expect(ledger.currencies.GOLD_18K.debits).toBe(ledger.currencies.GOLD_18K.credits);
  await mock.close();
});

/**
 * For the tests that ask for many quotes in a row, about the quotes and not the limits: the same mock with room for
 * them, and a fresh session.
 */
async function withRoomForManyRequests() {
  await mock.close();
  mock = buildMock(
    { customerLimits: { ...defaultCustomerLimits, openTradeRequests: 1_000, tradeRequestsPerMinute: 1_000 } },
    START,
  );
  token = await signIn(mock, MOBILES.kyc2);
}

const api = (method: Method, path: string, { as = token, body, key }: CallOptions = {}) =>
  callAs(mock, method, path, as, body, key);

const order = (type: TradeSide, amount: number, price: number) => ({ type, symbol: GOLD_SYMBOL, amount, price });

const createRaw = (type: TradeSide, amount: number, price: number, opts: Omit<CallOptions, 'body'> = {}) =>
  api('post', '/api/trade-requests', { ...opts, body: order(type, amount, price) });

/** Creates a request that must succeed; answers its id and window. */
async function create(type: TradeSide, amount: number, price: number, as = token) {
  const res = await createRaw(type, amount, price, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const body = createTradeResponseSchema.parse(res.body);
  expect(body.success).toBe(true);
  return { requestId: body.requestId!, expiresAt: body.expiresAt! };
}

async function offersOf(requestId: string, as = token): Promise<TradeOffer[]> {
  const res = await api('get', `/api/trade-requests/${requestId}/offers`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const body = tradeOffersResponseSchema.parse(res.body);
  expect(body.success).toBe(true);
  return body.offers!;
}

const execute = (requestId: string, offerId: string, opts: Omit<CallOptions, 'body'> = {}) =>
  api('post', `/api/trade-requests/${requestId}/execute`, { ...opts, body: { offerId } });
const cancel = (requestId: string, opts: CallOptions = {}) => api('post', `/api/trade-requests/${requestId}/cancel`, opts);

/** A request with its offers, the best one (the spec's rule) picked. */
async function open(type: TradeSide, amount: number, price: number, as = token) {
  const created = await create(type, amount, price, as);
  const offers = await offersOf(created.requestId, as);
  return { ...created, offers, best: bestOffer(type, offers)! };
}

/** Toman and gold wallets, gold in milligrams so sums stay exact. */
async function wallets(as = token) {
  const res = await api('get', '/wallets/me', { as });
  expect(res.status).toBe(200);
  const { data } = walletListResponseSchema.parse(res.body);
  const of = (code: string, scale: number) => {
    const w = data.find((x) => x.currency.code === code);
    if (!w) throw new Error(`no ${code} wallet`);
    const n = (v: number | string) => Math.round(Number(v) * scale);
    return { balance: n(w.balance), available: n(w.availableBalance), frozen: n(w.frozenAmount) };
  };
  return { toman: of('TOMAN', 1), gold: of('GOLD_18K', 1000) };
}

async function livePrice() {
  const res = await mock.http().get('/gold-price');
  expect(res.status).toBe(200);
  return goldPriceResponseSchema.parse(res.body).data;
}

async function holdPrice(buyPrice: number, sellPrice: number) {
  const res = await mock.http().put('/__mock/price').send({ buyPrice, sellPrice });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function setMarket(mode: 'open' | 'closed' | 'hours') {
  const res = await mock.http().put('/__mock/market').send({ mode });
  expect(res.status).toBe(200);
}

async function controlOpen() {
  const res = await mock.http().get('/__mock/trade-requests');
  expect(res.status).toBe(200);
  return controlTradeRequestsResponseSchema.parse(res.body).items;
}

async function history(query = '', as = token) {
  const res = await api('get', `/api/trade-requests/history${query}`, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tradeHistoryResponseSchema.parse(res.body);
}

const expireControl = (requestId: string) => mock.http().post(`/__mock/trade-requests/${requestId}/expire`);

function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorEnvelope(res.body, code);
}

/** A customer of its own, KYC 1, with the balances asked for and no history. */
async function freshCustomer(balances: { toman?: number; gold?: number }) {
  const res = await mock
    .http()
    .post('/__mock/users')
    .send({ mobile: FRESH_MOBILE, name: 'مشتری تازه', password: FRESH_PASSWORD, kycLevel: 1, balances });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return signIn(mock, FRESH_MOBILE, FRESH_PASSWORD);
}

describe('POST /api/trade-requests', () => {
  it('creates a buy: 201, a request id, a 60-second window, and the Toman held at the requested price', async () => {
    const price = await livePrice();
    expect(price.buyPrice).toBe(BUY);
    const before = await wallets();
    const res = await createRaw('buy', 1.25, price.buyPrice);
    expect(res.status).toBe(201);
    const body = createTradeResponseSchema.parse(res.body);
    expect(body.success).toBe(true);
    expect(body.requestId).toEqual(expect.any(String));
    expect(body.expiresAt).toBe(new Date(START.getTime() + WINDOW_MS).toISOString());

    const after = await wallets();
    const held = tradeTotal(1250, BUY);
    expect(held).toBe(9_812_500);
    expect(after.toman).toEqual({ balance: before.toman.balance, available: before.toman.balance - held, frozen: held });
    expect(after.gold).toEqual(before.gold);
  });

  it('creates a sell and holds the gold, in grams', async () => {
    const price = await livePrice();
    await create('sell', 2.5, price.sellPrice);
    const after = await wallets();
    expect(after.gold).toEqual({ balance: 12_500, available: 10_000, frozen: 2500 });
    expect(after.toman).toEqual({ balance: 250_000_000, available: 250_000_000, frozen: 0 });
  });

  it('lets a KYC 1 customer trade', async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    await create('buy', 0.5, BUY, kyc1);
    expect((await wallets(kyc1)).toman.frozen).toBe(tradeTotal(500, BUY));
  });

  it.each([
    ['an empty body', {}],
    ['no amount', { type: 'buy', symbol: GOLD_SYMBOL, price: BUY }],
    ['no price', { type: 'buy', symbol: GOLD_SYMBOL, amount: 1 }],
    ['no type', { symbol: GOLD_SYMBOL, amount: 1, price: BUY }],
    ['a zero amount', order('buy', 0, BUY)],
    ['a negative amount', order('sell', -1, SELL)],
    ['a fourth decimal', order('buy', 1.0005, BUY)],
    ['a price with a fraction', order('buy', 1, BUY + 0.5)],
    ['a price as text', { ...order('buy', 1, BUY), price: String(BUY) }],
    ['another symbol', { ...order('buy', 1, BUY), symbol: 'GOLD_24K' }],
    ['an unknown side', { ...order('buy', 1, BUY), type: 'swap' }],
    ['an extra key', { ...order('buy', 1, BUY), userId: 'someone' }],
  ])('refuses %s with 400 VALIDATION_ERROR and holds nothing', async (_name, body) => {
    const res = await api('post', '/api/trade-requests', { body });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.body.details.length).toBeGreaterThan(0);
    expect((await wallets()).toman.frozen).toBe(0);
    expect((await wallets()).gold.frozen).toBe(0);
    expect(await controlOpen()).toEqual([]);
  });

  it('refuses a body that is not JSON with 400, and holds nothing', async () => {
    const plain = await mock
      .http()
      .post('/api/trade-requests')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'text/plain')
      .send('type=buy&amount=1');
    expectError(plain, 400, 'VALIDATION_ERROR');
    const broken = await mock
      .http()
      .post('/api/trade-requests')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{"type": "buy", "amount": ');
    expectError(broken, 400, 'INVALID_JSON');
    expect(await controlOpen()).toEqual([]);
  });

  it('refuses KYC level 0 with 403 KYC_LEVEL_REQUIRED, though the balance would do', async () => {
    const kyc0 = await signIn(mock, MOBILES.kyc0);
    // 0.1 g at the buy price is 785,000 Toman: within the customer's 5,000,000.
    expectError(await createRaw('buy', 0.1, BUY, { as: kyc0 }), 403, 'KYC_LEVEL_REQUIRED');
    expect((await wallets(kyc0)).toman).toEqual({ balance: 5_000_000, available: 5_000_000, frozen: 0 });
    expect(await controlOpen()).toEqual([]);
  });

  it('refuses a request while the control API holds the market closed, and takes it once reopened', async () => {
    await setMarket('closed');
    expectError(await createRaw('buy', 1, BUY), 409, 'MARKET_CLOSED');
    expectError(await createRaw('sell', 1, SELL), 409, 'MARKET_CLOSED');
    expect((await wallets()).toman.frozen).toBe(0);
    await setMarket('hours');
    await create('buy', 1, BUY);
  });

  it("follows Tehran's working hours in 'hours' mode: closed on Friday and from 13:00 on Thursday", async () => {
    // The clock moves days on: a fresh token at each instant.
    const at = async (tehran: string) => {
      mock.clock.set(new Date(`${tehran}+03:30`));
      return signIn(mock, MOBILES.kyc2);
    };
    const friday = await at('2026-11-27T10:00:00');
    expectError(await createRaw('buy', 1, BUY, { as: friday }), 409, 'MARKET_CLOSED');
    expectError(await createRaw('sell', 1, SELL, { as: friday }), 409, 'MARKET_CLOSED');
    const thursdayClose = await at('2026-11-26T13:00:00');
    expectError(await createRaw('buy', 1, BUY, { as: thursdayClose }), 409, 'MARKET_CLOSED');
    expect(await wallets(thursdayClose)).toMatchObject({ toman: { frozen: 0 }, gold: { frozen: 0 } });
    expect(await controlOpen()).toEqual([]);
    await create('buy', 1, BUY, await at('2026-11-26T12:59:00'));
    // Forced open, Friday trades too.
    const forced = await at('2026-11-27T10:00:00');
    await setMarket('open');
    await create('sell', 1, SELL, forced);
  });

  it('refuses more than the Toman or the gold the customer has, holding nothing, and takes exactly all of it', async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1); // 80,000,000 Toman, 3.2 g
    // 10.192 g at 7,850,000 is 80,007,200 Toman.
    expectError(await createRaw('buy', 10.192, BUY, { as: kyc1 }), 400, 'INSUFFICIENT_BALANCE');
    expectError(await createRaw('sell', 3.201, SELL, { as: kyc1 }), 400, 'INSUFFICIENT_GOLD');
    expect(await wallets(kyc1)).toEqual({
      toman: { balance: 80_000_000, available: 80_000_000, frozen: 0 },
      gold: { balance: 3200, available: 3200, frozen: 0 },
    });
    expect(await controlOpen()).toEqual([]);

    await create('sell', 3.2, SELL, kyc1);
    await create('buy', 10.191, BUY, kyc1); // 79,999,350 Toman
    expect(await wallets(kyc1)).toEqual({
      toman: { balance: 80_000_000, available: 650, frozen: 79_999_350 },
      gold: { balance: 3200, available: 0, frozen: 3200 },
    });
    // Nothing is left to hold.
    expectError(await createRaw('buy', 0.001, BUY, { as: kyc1 }), 400, 'INSUFFICIENT_BALANCE');
    expectError(await createRaw('sell', 0.001, SELL, { as: kyc1 }), 400, 'INSUFFICIENT_GOLD');
  });

  it("refuses a price more than 2 % from the live price of the request's own side with PRICE_MOVED", async () => {
    await withRoomForManyRequests();
    await holdPrice(BUY, SELL);
    // 2 % of 7,850,000 is 157,000; of 7,779,000 it is 155,580.
    expectError(await createRaw('buy', 0.1, BUY + 157_001), 409, 'PRICE_MOVED');
    expectError(await createRaw('buy', 0.1, BUY - 157_001), 409, 'PRICE_MOVED');
    expectError(await createRaw('sell', 0.1, SELL + 155_581), 409, 'PRICE_MOVED');
    expectError(await createRaw('sell', 0.1, SELL - 155_581), 409, 'PRICE_MOVED');
    expect(await wallets()).toMatchObject({ toman: { frozen: 0 }, gold: { frozen: 0 } });
    expect(await controlOpen()).toEqual([]);

    // The boundary itself is taken, on both sides of both prices.
    await create('buy', 0.1, BUY + 157_000);
    await create('buy', 0.1, BUY - 157_000);
    await create('sell', 0.1, SELL + 155_580);
    await create('sell', 0.1, SELL - 155_580);
    // A sell at this price is too far from the sell price, a buy at it is near enough to the buy price.
    expectError(await createRaw('sell', 0.1, 7_934_581), 409, 'PRICE_MOVED');
    await create('buy', 0.1, 7_934_581);
    expect(await controlOpen()).toHaveLength(5);
  });

  it('refuses a visitor and a tampered token with 401', async () => {
    expectError(await createRaw('buy', 1, BUY, { as: '' }), 401, 'UNAUTHORIZED');
    expect((await createRaw('buy', 1, BUY, { as: `${token.slice(0, -3)}abc` })).status).toBe(401);
    expect(await controlOpen()).toEqual([]);
  });
});

describe('GET /api/trade-requests/{id}/offers', () => {
  it('answers three to five offers from distinct dealers, each valid until the window closes', async () => {
    await withRoomForManyRequests();
    const seen = new Set<number>();
    for (let i = 0; i < 8; i++) {
      const { requestId, expiresAt } = await create(i % 2 ? 'sell' : 'buy', 0.1, i % 2 ? SELL : BUY);
      const offers = await offersOf(requestId);
      seen.add(offers.length);
      expect(offers.length).toBeGreaterThanOrEqual(3);
      expect(offers.length).toBeLessThanOrEqual(5);
      const names = offers.map((o) => o.dealerName);
      expect(new Set(names).size).toBe(offers.length);
      for (const name of names) expect(DEALERS).toContain(name);
      expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
      expect(offers.every((o) => o.expiresAt === expiresAt && Number.isInteger(o.price))).toBe(true);
    }
    // The count varies from request to request.
    expect(seen.size).toBeGreaterThan(1);
  });

  it("never offers above a buy's limit or below a sell's, always within 2 % of the live price, and executes at the offer", async () => {
    await withRoomForManyRequests();
    const sides = fc.constantFrom<TradeSide>('buy', 'sell');
    const buyPrices = fc.integer({ min: 5_000_000, max: 10_000_000 });
    // The limit, in hundredths of a per cent from the live price: anywhere within the 2 % the server takes.
    const offsets = fc.oneof(fc.constantFrom(0, 100, -100, 200, -200), fc.integer({ min: -200, max: 200 }));
    const milligrams = fc.integer({ min: 1, max: 400 });
    await fc.assert(
      fc.asyncProperty(sides, buyPrices, offsets, milligrams, async (side, buyPrice, offset, mg) => {
        const sellPrice = buyPrice - Math.round(buyPrice * 0.009);
        await holdPrice(buyPrice, sellPrice);
        const live = side === 'buy' ? buyPrice : sellPrice;
        const limit = live + Math.trunc((live * offset) / 10_000);
        const before = await wallets();
        const { requestId, offers, best } = await open(side, mg / 1000, limit);
        // A limit at the live price or one the customer concedes beyond it: every dealer answers.
        if (side === 'buy' ? limit >= live : limit <= live) expect(offers.length).toBeGreaterThanOrEqual(3);
        for (const offer of offers) {
          if (side === 'buy') expect(offer.price).toBeLessThanOrEqual(Math.min(limit, live));
          else expect(offer.price).toBeGreaterThanOrEqual(Math.max(limit, live));
          expect(withinTolerance(offer.price, live), `${offer.price} near ${live}`).toBe(true);
        }
        if (!best) {
          expect((await cancel(requestId)).status).toBe(200);
          expect(await wallets()).toEqual(before);
          return;
        }

        const res = await execute(requestId, best.id);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const done = executeTradeResponseSchema.parse(res.body);
        const total = tradeTotal(mg, best.price);
        expect([done.price, done.total]).toEqual([best.price, total]);
        const after = await wallets();
        const sign = side === 'buy' ? 1 : -1;
        expect(after.toman).toEqual({
          balance: before.toman.balance - sign * total,
          available: before.toman.balance - sign * total,
          frozen: 0,
        });
        expect(after.gold).toEqual({
          balance: before.gold.balance + sign * mg,
          available: before.gold.balance + sign * mg,
          frozen: 0,
        });
      }),
      { numRuns: 25 },
    );
  });

  it("answers 404 for another customer's request on offers, execute and cancel, and leaves it alone", async () => {
    const { requestId, best } = await open('buy', 1, BUY);
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const kyc1Before = await wallets(kyc1);
    expectError(await api('get', `/api/trade-requests/${requestId}/offers`, { as: kyc1 }), 404, 'NOT_FOUND');
    expectError(await execute(requestId, best.id, { as: kyc1 }), 404, 'NOT_FOUND');
    expectError(await cancel(requestId, { as: kyc1 }), 404, 'NOT_FOUND');
    const peek = await api('get', `/api/trade-requests/${requestId}/offers`, { as: kyc1 });
    expect(JSON.stringify(peek.body)).not.toContain(best.id);
    expect(await wallets(kyc1)).toEqual(kyc1Before);
    // Still the owner's, still open.
    expect((await wallets()).toman.frozen).toBe(BUY);
    expect((await controlOpen()).map((r) => r.id)).toEqual([requestId]);
    expect((await execute(requestId, best.id)).status).toBe(200);
  });

  it('answers 404 for an unknown request id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await api('get', `/api/trade-requests/${unknown}/offers`), 404, 'NOT_FOUND');
    expectError(await execute(unknown, unknown), 404, 'NOT_FOUND');
    expectError(await cancel(unknown), 404, 'NOT_FOUND');
  });

  it('refuses a visitor with 401', async () => {
    const { requestId } = await create('buy', 1, BUY);
    expectError(await api('get', `/api/trade-requests/${requestId}/offers`, { as: '' }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/trade-requests/{id}/execute', () => {
  it("executes a buy at the offer's price, moves Toman and gold together and releases the rest of the hold", async () => {
    await holdPrice(BUY, SELL);
    const limit = BUY + 78_500; // 1 % above: every offer is below it, and the hold keeps more than the trade needs
    const before = await wallets();
    const { requestId, offers } = await open('buy', 1.234, limit);
    const held = tradeTotal(1234, limit);
    expect((await wallets()).toman.frozen).toBe(held);
    // Not the best offer: whichever the customer executes is the price.
    const chosen = offers.reduce((a, b) => (b.price < a.price ? b : a));
    const total = tradeTotal(1234, chosen.price);
    expect(total).toBeLessThan(held);

    const res = await execute(requestId, chosen.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = executeTradeResponseSchema.parse(res.body);
    expect(body).toMatchObject({ success: true, tradeId: expect.any(String), price: chosen.price, total });
    expect(await wallets()).toEqual({
      toman: { balance: before.toman.balance - total, available: before.toman.balance - total, frozen: 0 },
      gold: { balance: before.gold.balance + 1234, available: before.gold.balance + 1234, frozen: 0 },
    });
    expect(await controlOpen()).toEqual([]);
    const [newest] = (await history()).requests;
    expect(newest).toMatchObject({ id: requestId, type: 'buy', status: 'completed', amount: 1.234, price: chosen.price, total });
  });

  it("executes a sell at the offer's price: the held gold goes and the Toman comes", async () => {
    await holdPrice(BUY, SELL);
    const before = await wallets();
    const { requestId, best } = await open('sell', 2.75, SELL);
    expect(best.price).toBeGreaterThanOrEqual(SELL);
    const res = await execute(requestId, best.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const total = tradeTotal(2750, best.price);
    expect(executeTradeResponseSchema.parse(res.body)).toMatchObject({ success: true, price: best.price, total });
    expect(await wallets()).toEqual({
      toman: { balance: before.toman.balance + total, available: before.toman.balance + total, frozen: 0 },
      gold: { balance: before.gold.balance - 2750, available: before.gold.balance - 2750, frozen: 0 },
    });
  });

  it('creates a trade_execution notification of high priority', async () => {
    const { requestId, best } = await open('buy', 0.5, BUY);
    const tradeId = executeTradeResponseSchema.parse((await execute(requestId, best.id)).body).tradeId;
    const res = await api('get', '/notifications/me');
    expect(res.status).toBe(200);
    const [newest] = notificationListResponseSchema.parse(res.body).data.notifications;
    expect(newest).toMatchObject({
      type: 'trade_execution',
      priority: 'high',
      read: false,
      createdAt: START.toISOString(),
      data: expect.objectContaining({ tradeId, type: 'buy', amount: 0.5, price: best.price, total: tradeTotal(500, best.price) }),
    });
    // The other customer hears nothing of it.
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const theirs = notificationListResponseSchema.parse((await api('get', '/notifications/me', { as: kyc1 })).body).data
      .notifications;
    expect(theirs.some((n) => n.data?.tradeId === tradeId)).toBe(false);
  });

  it("refuses an unknown offer and another request's offer with OFFER_NOT_FOUND, moving nothing", async () => {
    const first = await open('buy', 1, BUY);
    const second = await open('buy', 1, BUY);
    const before = await wallets();
    expectError(await execute(first.requestId, 'no-such-offer'), 404, 'OFFER_NOT_FOUND');
    expectError(await execute(first.requestId, second.best.id), 404, 'OFFER_NOT_FOUND');
    expectError(await api('post', `/api/trade-requests/${first.requestId}/execute`, { body: {} }), 400, 'VALIDATION_ERROR');
    expect(await wallets()).toEqual(before);
    expect(await controlOpen()).toHaveLength(2);
    expect((await execute(first.requestId, first.best.id)).status).toBe(200);
  });

  it('still executes at the very end of the grace after the window', async () => {
    const before = await wallets();
    const { requestId, best } = await open('buy', 1, BUY);
    mock.clock.advance(WINDOW_MS + GRACE_MS);
    expect((await execute(requestId, best.id)).status).toBe(200);
    expect((await wallets()).toman.balance).toBe(before.toman.balance - tradeTotal(1000, best.price));
  });

  it('refuses with TRADE_REQUEST_EXPIRED past the window and its grace, moving nothing', async () => {
    const before = await wallets();
    const { requestId, best } = await open('buy', 1, BUY);
    mock.clock.advance(WINDOW_MS + GRACE_MS + 1);
    expectError(await execute(requestId, best.id), 410, 'TRADE_REQUEST_EXPIRED');
    // The refused execute expired it first, releasing the hold without waiting for the sweep.
    expect(await wallets()).toEqual(before);
    expect(mock.db.write((tx) => expireOverdue(mock.ctx, tx))).toBe(0);
  });

  it('refuses with TRADE_REQUEST_EXPIRED once the control API ends the window, and the hold is released', async () => {
    const before = await wallets();
    const { requestId, best } = await open('sell', 1, SELL);
    expect((await wallets()).gold.frozen).toBe(1000);
    expect((await expireControl(requestId)).status).toBe(200);
    expect(await wallets()).toEqual(before);
    expectError(await execute(requestId, best.id), 410, 'TRADE_REQUEST_EXPIRED');
    expect(await wallets()).toEqual(before);
  });

  it('refuses a buy offer more than 2 % below a risen buy price with PRICE_MOVED, moving nothing, then executes at the boundary', async () => {
    await holdPrice(BUY, SELL);
    const { requestId, best } = await open('buy', 1, BUY);
    const before = await wallets();
    // The largest live price the offer is still within 2 % of: (live - offer) × 100 ≤ 2 × live.
    const edge = Math.floor((best.price * 100) / 98);
    await holdPrice(edge + 1, edge - 100_000);
    expectError(await execute(requestId, best.id), 409, 'PRICE_MOVED');
    expect(await wallets()).toEqual(before);
    expect((await controlOpen()).map((r) => r.id)).toEqual([requestId]);

    await holdPrice(edge, edge - 100_000);
    expect((await execute(requestId, best.id)).status).toBe(200);
    expect((await wallets()).toman.balance).toBe(before.toman.balance - tradeTotal(1000, best.price));
  });

  it('refuses a sell offer more than 2 % above a fallen sell price with PRICE_MOVED, moving nothing', async () => {
    await holdPrice(BUY, SELL);
    const { requestId, best } = await open('sell', 1, SELL);
    const before = await wallets();
    await holdPrice(BUY, Math.floor(SELL * 0.97));
    expectError(await execute(requestId, best.id), 409, 'PRICE_MOVED');
    expect(await wallets()).toEqual(before);
    expect(before.gold.frozen).toBe(1000);
  });

  it('executes one of 20 concurrent executes and refuses the other 19 with TRADE_ALREADY_EXECUTED', async () => {
    const before = await wallets();
    const { requestId, offers } = await open('buy', 2, BUY);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => execute(requestId, offers[i % offers.length].id)));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expectError(r, 409, 'TRADE_ALREADY_EXECUTED');
    const { price, total } = executeTradeResponseSchema.parse(ok[0].body);
    expect(total).toBe(tradeTotal(2000, price!));
    expect(await wallets()).toEqual({
      toman: { balance: before.toman.balance - total!, available: before.toman.balance - total!, frozen: 0 },
      gold: { balance: before.gold.balance + 2000, available: before.gold.balance + 2000, frozen: 0 },
    });
    const notes = notificationListResponseSchema.parse((await api('get', '/notifications/me')).body).data.notifications;
    expect(notes.filter((n) => n.type === 'trade_execution' && n.data?.requestId === requestId)).toHaveLength(1);
  });

  it('refuses a cancelled request with TRADE_REQUEST_CANCELLED', async () => {
    const before = await wallets();
    const { requestId, best } = await open('buy', 1, BUY);
    expect((await cancel(requestId)).status).toBe(200);
    expectError(await execute(requestId, best.id), 409, 'TRADE_REQUEST_CANCELLED');
    expect(await wallets()).toEqual(before);
  });
});

describe('POST /api/trade-requests/{id}/cancel', () => {
  it.each<[TradeSide, number]>([
    ['buy', BUY],
    ['sell', SELL],
  ])('releases the hold of a %s, and a second cancel answers 400 INVALID_REQUEST_DATA', async (side, price) => {
    const before = await wallets();
    const { requestId } = await create(side, 1.5, price);
    expect(await wallets()).not.toEqual(before);
    const res = await cancel(requestId);
    expect(res.status).toBe(200);
    expect(cancelTradeResponseSchema.parse(res.body)).toEqual({ success: true });
    expect(await wallets()).toEqual(before);
    expectError(await cancel(requestId), 400, 'INVALID_REQUEST_DATA');
    expect(await wallets()).toEqual(before);
    expect(await controlOpen()).toEqual([]);
  });

  it('refuses an executed request with TRADE_ALREADY_EXECUTED and moves nothing', async () => {
    const { requestId, best } = await open('buy', 1, BUY);
    expect((await execute(requestId, best.id)).status).toBe(200);
    const after = await wallets();
    expectError(await cancel(requestId), 409, 'TRADE_ALREADY_EXECUTED');
    expect(await wallets()).toEqual(after);
    expect((await history()).requests[0]).toMatchObject({ id: requestId, status: 'completed' });
  });

  it('answers 400 INVALID_REQUEST_DATA for a request the control API expired, or the sweep did', async () => {
    const before = await wallets();
    const byControl = await create('buy', 1, BUY);
    expect((await expireControl(byControl.requestId)).status).toBe(200);
    expectError(await cancel(byControl.requestId), 400, 'INVALID_REQUEST_DATA');

    const bySweep = await create('sell', 1, SELL);
    mock.clock.advance(WINDOW_MS + GRACE_MS + 1);
    expect(mock.db.write((tx) => expireOverdue(mock.ctx, tx))).toBe(1);
    expectError(await cancel(bySweep.requestId), 400, 'INVALID_REQUEST_DATA');
    expect(await wallets()).toEqual(before);
  });
});

describe('Idempotency-Key', () => {
  it('replays a repeated create with the same key and body, holding once; another body answers 422', async () => {
    const before = await wallets();
    const first = await createRaw('buy', 1, BUY, { key: 'create-1' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createRaw('buy', 1, BUY, { key: 'create-1' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(createTradeResponseSchema.parse(again.body)).toEqual(createTradeResponseSchema.parse(first.body));
    expect((await wallets()).toman.frozen).toBe(BUY);
    expect(await controlOpen()).toHaveLength(1);

    expectError(await createRaw('buy', 2, BUY, { key: 'create-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await wallets()).toman).toEqual({ ...before.toman, available: before.toman.balance - BUY, frozen: BUY });
    // Another key is another request.
    expect((await createRaw('buy', 1, BUY, { key: 'create-2' })).status).toBe(201);
    expect(await controlOpen()).toHaveLength(2);
  });

  it('replays a repeated execute, moving once; another offer or another request with the key answers 422', async () => {
    const before = await wallets();
    const { requestId, offers, best } = await open('buy', 1, BUY);
    const other = offers.find((o) => o.id !== best.id)!;
    const first = await execute(requestId, best.id, { key: 'exec-1' });
    expect(first.status).toBe(200);
    const again = await execute(requestId, best.id, { key: 'exec-1' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(executeTradeResponseSchema.parse(again.body)).toEqual(executeTradeResponseSchema.parse(first.body));
    const total = tradeTotal(1000, best.price);
    expect((await wallets()).toman.balance).toBe(before.toman.balance - total);

    expectError(await execute(requestId, other.id, { key: 'exec-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    const second = await open('buy', 1, BUY);
    expectError(await execute(second.requestId, second.best.id, { key: 'exec-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await wallets()).toman).toMatchObject({ balance: before.toman.balance - total, frozen: BUY });
    // Without the key, a repeat is an execute of an executed request.
    expectError(await execute(requestId, best.id), 409, 'TRADE_ALREADY_EXECUTED');
  });

  it('replays a repeated cancel; the key on another request or with a body answers 422', async () => {
    const before = await wallets();
    const { requestId } = await create('sell', 1, SELL);
    const first = await cancel(requestId, { key: 'cancel-1' });
    expect(first.status).toBe(200);
    const again = await cancel(requestId, { key: 'cancel-1' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await wallets()).toEqual(before);
    expectError(await cancel(requestId), 400, 'INVALID_REQUEST_DATA');

    const other = await create('sell', 1, SELL);
    expectError(await cancel(other.requestId, { key: 'cancel-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expectError(await cancel(requestId, { key: 'cancel-1', body: { reason: 'changed my mind' } }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect((await wallets()).gold.frozen).toBe(1000);
    expect((await controlOpen()).map((r) => r.id)).toEqual([other.requestId]);
  });

  it("keeps keys per customer: another customer's same key is a request of its own", async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const mine = createTradeResponseSchema.parse((await createRaw('buy', 1, BUY, { key: 'shared' })).body);
    const res = await createRaw('buy', 1, BUY, { as: kyc1, key: 'shared' });
    expect(res.status).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(createTradeResponseSchema.parse(res.body).requestId).not.toBe(mine.requestId);
    expect((await wallets(kyc1)).toman.frozen).toBe(BUY);
  });
});

describe('GET /api/trade-requests/history', () => {
  it('pages newest first, ten by default, listing completed, pending and cancelled requests with the spec fields', async () => {
    const seeded = await history();
    expect(seeded.pagination).toEqual({ page: 1, totalPages: 1, total: 9 });
    expect(seeded.requests).toHaveLength(9);
    const seededTimes = seeded.requests.map((r) => Date.parse(r.timestamp));
    expect(seededTimes).toEqual([...seededTimes].sort((a, b) => b - a));
    expect(new Set(seeded.requests.map((r) => r.status))).toEqual(new Set(['completed', 'cancelled']));

    // Each closed before the next opens: executed, cancelled, expired, then one left open.
    // The timestamp is when a request was made, which orders the list.
    const executedAt = mock.clock.now().toISOString();
    const executed = await open('buy', 1.5, BUY);
    mock.clock.advance(5000);
    const done = executeTradeResponseSchema.parse((await execute(executed.requestId, executed.best.id)).body);
    mock.clock.advance(1000);
    const cancelled = await create('sell', 0.25, SELL);
    mock.clock.advance(1000);
    expect((await cancel(cancelled.requestId)).status).toBe(200);
    mock.clock.advance(1000);
    const expired = await create('buy', 0.75, BUY - 1000);
    mock.clock.advance(1000);
    expect((await expireControl(expired.requestId)).status).toBe(200);
    mock.clock.advance(1000);
    const pendingAt = mock.clock.now().toISOString();
    const pending = await create('sell', 0.125, SELL + 1000);

    const first = await history();
    expect(first.success).toBe(true);
    expect(first.pagination).toEqual({ page: 1, totalPages: 2, total: 13 });
    expect(first.requests).toHaveLength(10);
    const [p, e, c, x] = first.requests;
    for (const item of first.requests) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining(['id', 'type', 'symbol', 'status', 'amount', 'price', 'timestamp']),
      );
      expect(tradeHistoryItemSchema.parse(item)).toEqual(item);
      expect(item.symbol).toBe(GOLD_SYMBOL);
    }
    expect(p).toMatchObject({
      id: pending.requestId,
      type: 'sell',
      status: 'pending',
      amount: 0.125,
      price: SELL + 1000,
      timestamp: pendingAt,
    });
    expect(e).toMatchObject({ id: expired.requestId, type: 'buy', status: 'cancelled', amount: 0.75, price: BUY - 1000 });
    expect(c).toMatchObject({ id: cancelled.requestId, type: 'sell', status: 'cancelled', amount: 0.25, price: SELL });
    expect(x).toMatchObject({
      id: executed.requestId,
      type: 'buy',
      status: 'completed',
      amount: 1.5,
      price: executed.best.price,
      total: done.total,
      dealerName: executed.best.dealerName,
      timestamp: executedAt,
    });
    const times = first.requests.map((r) => Date.parse(r.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await history('?page=2');
    expect(second.pagination).toEqual({ page: 2, totalPages: 2, total: 13 });
    expect(second.requests.map((r) => r.id)).toEqual(seeded.requests.slice(6).map((r) => r.id));
    const all = await history('?limit=100');
    expect(all.requests.map((r) => r.id)).toEqual([...first.requests, ...second.requests].map((r) => r.id));
    expect((await history('?page=3')).requests).toEqual([]);
    const small = await history('?page=4&limit=3');
    expect(small.pagination).toEqual({ page: 4, totalPages: 5, total: 13 });
    expect(small.requests.map((r) => r.id)).toEqual(all.requests.slice(9, 12).map((r) => r.id));
  });

  it('is newest first by the timestamp it shows, also when two requests overlap', async () => {
    const first = await open('buy', 1, BUY);
    mock.clock.advance(10_000);
    const second = await create('buy', 1, BUY);
    mock.clock.advance(10_000);
    expect((await execute(first.requestId, first.best.id)).status).toBe(200);
    const { requests } = await history();
    expect(
      requests
        .slice(0, 2)
        .map((r) => r.id)
        .sort(),
    ).toEqual([first.requestId, second.requestId].sort());
    const times = requests.map((r) => Date.parse(r.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("never shows another customer's trades", async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const mine = await open('buy', 1, BUY);
    expect((await execute(mine.requestId, mine.best.id)).status).toBe(200);
    const pendingMine = await create('sell', 1, SELL);
    const theirs = await history('?limit=100', kyc1);
    expect(theirs.pagination.total).toBe(4);
    const mineAll = await history('?limit=100');
    const theirIds = new Set(theirs.requests.map((r) => r.id));
    expect(mineAll.requests.some((r) => theirIds.has(r.id))).toBe(false);
    expect(theirIds.has(mine.requestId) || theirIds.has(pendingMine.requestId)).toBe(false);

    const fresh = await freshCustomer({ toman: 10_000_000 });
    expect(await history('', fresh)).toEqual({ success: true, requests: [], pagination: { page: 1, totalPages: 0, total: 0 } });
    const own = await create('buy', 1, BUY, fresh);
    expect((await history('', fresh)).requests.map((r) => r.id)).toEqual([own.requestId]);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?limit=0', '?limit=101', '?limit=x'])(
    'refuses %s with 400 VALIDATION_ERROR',
    async (query) => {
      const res = await api('get', `/api/trade-requests/history${query}`);
      expectError(res, 400, 'VALIDATION_ERROR');
    },
  );

  it('refuses a visitor with 401', async () => {
    expectError(await api('get', '/api/trade-requests/history', { as: '' }), 401, 'UNAUTHORIZED');
  });
});

describe('the expiry sweep', () => {
  it("releases an overdue request's hold, not before the grace has passed", async () => {
    const before = await wallets();
    const { requestId, best } = await open('buy', 2, BUY);
    mock.clock.advance(WINDOW_MS + GRACE_MS);
    expect(mock.db.write((tx) => expireOverdue(mock.ctx, tx))).toBe(0);
    expect((await wallets()).toman.frozen).toBe(2 * BUY);
    mock.clock.advance(1);
    expect(mock.db.write((tx) => expireOverdue(mock.ctx, tx))).toBe(1);
    expect(await wallets()).toEqual(before);
    expect(await controlOpen()).toEqual([]);
    expect((await history()).requests[0]).toMatchObject({ id: requestId, status: 'cancelled' });
    expectError(await execute(requestId, best.id), 410, 'TRADE_REQUEST_EXPIRED');
    // Once is enough.
    expect(mock.db.write((tx) => expireOverdue(mock.ctx, tx))).toBe(0);
    expect(await wallets()).toEqual(before);
  });

  it("releases every customer's overdue holds before a new request, so they never stand in its way", async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1); // 80,000,000 Toman
    const kyc1Before = await wallets(kyc1);
    const kyc2Before = await wallets();
    const old = await create('buy', 10, BUY, kyc1); // 78,500,000 held
    const others = await create('sell', 5, SELL);
    expectError(await createRaw('buy', 10, BUY, { as: kyc1 }), 400, 'INSUFFICIENT_BALANCE');

    mock.clock.advance(WINDOW_MS + GRACE_MS + 1);
    const renewed = await create('buy', 10, BUY, kyc1);
    expect((await wallets(kyc1)).toman).toEqual({ ...kyc1Before.toman, available: 1_500_000, frozen: 78_500_000 });
    expect(await wallets()).toEqual(kyc2Before);
    expect((await controlOpen()).map((r) => r.id)).toEqual([renewed.requestId]);
    expect((await history('', kyc1)).requests.slice(0, 2).map((r) => [r.id, r.status])).toEqual([
      [renewed.requestId, 'pending'],
      [old.requestId, 'cancelled'],
    ]);
    expect((await history()).requests[0]).toMatchObject({ id: others.requestId, status: 'cancelled' });
  });
});

describe('a request past its window and grace, before the sweep has run', () => {
  it('is refused as expired by cancel too, as execute refuses it', async () => {
    const before = await wallets();
    const { requestId, best } = await open('buy', 1, BUY);
    mock.clock.advance(WINDOW_MS + GRACE_MS + 1);
    expectError(await execute(requestId, best.id), 410, 'TRADE_REQUEST_EXPIRED');
    expectError(await cancel(requestId), 400, 'INVALID_REQUEST_DATA');
    expect(await wallets()).toEqual(before);
  });
});

describe('control API: trade requests', () => {
  it('lists the open requests, oldest first, with their offers, and drops each once it closes', async () => {
    expect(await controlOpen()).toEqual([]);
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const a = await open('buy', 1.5, BUY);
    mock.clock.advance(1000);
    const b = await open('sell', 0.5, SELL, kyc1);
    mock.clock.advance(1000);
    const c = await open('sell', 1, SELL);
    mock.clock.advance(1000);
    const d = await open('buy', 0.2, BUY + 1000);

    const items = await controlOpen();
    expect(items.map((i) => i.id)).toEqual([a.requestId, b.requestId, c.requestId, d.requestId]);
    expect(items[0]).toMatchObject({ mobile: MOBILES.kyc2, type: 'buy', amount: 1.5, price: BUY, expiresAt: a.expiresAt });
    expect(items[1]).toMatchObject({ mobile: MOBILES.kyc1, name: 'علی رضایی', type: 'sell', amount: 0.5, price: SELL });
    expect(items[3]).toMatchObject({ type: 'buy', amount: 0.2, price: BUY + 1000 });
    for (const [item, request] of [
      [items[0], a],
      [items[1], b],
      [items[2], c],
      [items[3], d],
    ] as const) {
      expect(item.offers).toEqual(request.offers.map((o) => ({ id: o.id, dealerName: o.dealerName, price: o.price })));
    }

    expect((await execute(a.requestId, a.best.id)).status).toBe(200);
    expect((await cancel(b.requestId, { as: kyc1 })).status).toBe(200);
    expect((await expireControl(c.requestId)).status).toBe(200);
    expect((await controlOpen()).map((i) => i.id)).toEqual([d.requestId]);
  });

  it('expires an open request now, answers 404 for an unknown id and 409 ALREADY_DECIDED for a closed one', async () => {
    const before = await wallets();
    expectError(await expireControl('no-such-request'), 404, 'NOT_FOUND');

    const open1 = await create('buy', 1, BUY);
    const res = await expireControl(open1.requestId);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await wallets()).toEqual(before);
    expectError(await expireControl(open1.requestId), 409, 'ALREADY_DECIDED');

    const executed = await open('buy', 1, BUY);
    expect((await execute(executed.requestId, executed.best.id)).status).toBe(200);
    const afterTrade = await wallets();
    expectError(await expireControl(executed.requestId), 409, 'ALREADY_DECIDED');
    const cancelled = await create('sell', 1, SELL);
    expect((await cancel(cancelled.requestId)).status).toBe(200);
    expectError(await expireControl(cancelled.requestId), 409, 'ALREADY_DECIDED');
    expect(await wallets()).toEqual(afterTrade);
    expect(afterTrade.gold.balance).toBe(before.gold.balance + gramsToMg(1));
  });
});

describe('GET /api/trade-requests/open', () => {
  async function openNow(as = token) {
    const res = await api('get', '/api/trade-requests/open', { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return openTradeResponseSchema.parse(res.body);
  }

  it('answers null with no open request, and 401 without a token', async () => {
    expect(await openNow()).toEqual({ success: true, request: null });
    expect((await mock.http().get('/api/trade-requests/open')).status).toBe(401);
  });

  it('answers the newest open request with its order and the seconds the server counts left', async () => {
    await create('sell', 0.5, SELL);
    mock.clock.advance(3000);
    const { requestId, expiresAt } = await create('buy', 1.25, BUY);
    mock.clock.advance(12_400);
    const { request } = await openNow();
    expect(request).toEqual({
      requestId,
      type: 'buy',
      symbol: GOLD_SYMBOL,
      amount: 1.25,
      price: BUY,
      createdAt: new Date(START.getTime() + 3000).toISOString(),
      expiresAt,
      // 47.6 s left shows as 48, as the countdown rounds up.
      secondsLeft: 48,
    });
    // Asked again, the same request: a repeat has no side effect.
    expect((await openNow()).request?.requestId).toBe(requestId);
  });

  it('never shows another customer’s request', async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    await create('buy', 0.1, BUY, kyc1);
    expect((await openNow()).request).toBeNull();
    const mine = await create('buy', 0.2, BUY);
    expect((await openNow(kyc1)).request?.requestId).not.toBe(mine.requestId);
    expect((await openNow()).request?.requestId).toBe(mine.requestId);
  });

  it('drops a request once it is executed, cancelled, expired by the console or past its window', async () => {
    const executed = await open('buy', 0.1, BUY);
    expect((await execute(executed.requestId, executed.best.id)).status).toBe(200);
    expect((await openNow()).request).toBeNull();

    const cancelled = await create('buy', 0.1, BUY);
    expect((await cancel(cancelled.requestId)).status).toBe(200);
    expect((await openNow()).request).toBeNull();

    const byConsole = await create('buy', 0.1, BUY);
    expect((await expireControl(byConsole.requestId)).status).toBe(200);
    expect((await openNow()).request).toBeNull();

    await create('buy', 0.1, BUY);
    mock.clock.advance(WINDOW_MS - 1);
    expect((await openNow()).request?.secondsLeft).toBe(1);
    // At its deadline it is not offered again, although the sweep has not run: its grace is for an execute on its way.
    mock.clock.advance(1);
    expect((await openNow()).request).toBeNull();
  });

  it('gives a pending history item its deadline, and a settled one none', async () => {
    const settled = await create('buy', 0.1, BUY);
    expect((await cancel(settled.requestId)).status).toBe(200);
    const pending = await create('buy', 0.1, BUY);
    const items = (await history()).requests;
    expect(items.find((t) => t.id === pending.requestId)).toMatchObject({ status: 'pending', expiresAt: pending.expiresAt });
    const closed = items.find((t) => t.id === settled.requestId);
    expect(closed).toMatchObject({ status: 'cancelled' });
    expect(closed).not.toHaveProperty('expiresAt');
  });
});

describe('trade-request-update', () => {
  const userIdOf = (mobile: string) => mock.db.get<{ id: string }>('SELECT id FROM users WHERE mobile = ?', mobile)!.id;
  function record() {
    const realtime = recordingRealtime();
    mock.db.sink = realtime as unknown as Realtime;
    return () => realtime.toUser.mock.calls.filter(([, event]) => event === 'trade-request-update');
  }

  it('tells the owner when a request is executed, cancelled, expired by the console or by the sweep', async () => {
    await withRoomForManyRequests();
    const me = userIdOf(MOBILES.kyc2);
    const pushed = record();
    const a = await open('buy', 0.1, BUY);
    const b = await create('buy', 0.1, BUY);
    const c = await create('sell', 0.1, SELL);
    const d = await create('sell', 0.1, SELL);
    // Creating one is no news: the panel that made it knows.
    expect(pushed()).toEqual([]);
    expect((await execute(a.requestId, a.best.id)).status).toBe(200);
    expect((await cancel(b.requestId)).status).toBe(200);
    expect((await expireControl(c.requestId)).status).toBe(200);
    mock.clock.advance(WINDOW_MS + GRACE_MS + 1);
    expect(mock.db.write((tx) => expireOverdue(mock.ctx, tx))).toBe(1);
    expect(pushed()).toEqual([
      [me, 'trade-request-update', { requestId: a.requestId, status: 'completed' }],
      [me, 'trade-request-update', { requestId: b.requestId, status: 'cancelled' }],
      [me, 'trade-request-update', { requestId: c.requestId, status: 'expired' }],
      [me, 'trade-request-update', { requestId: d.requestId, status: 'expired' }],
    ]);
  });

  it('goes to the owner only, and not again for a refused repeat', async () => {
    const kyc1 = await signIn(mock, MOBILES.kyc1);
    const theirs = await create('buy', 0.1, BUY, kyc1);
    const pushed = record();
    expect((await cancel(theirs.requestId)).status).toBe(404);
    expect(pushed()).toEqual([]);
    expect((await cancel(theirs.requestId, { as: kyc1 })).status).toBe(200);
    expect((await cancel(theirs.requestId, { as: kyc1 })).status).toBe(400);
    expectError(await expireControl(theirs.requestId), 409, 'ALREADY_DECIDED');
    expect(pushed()).toEqual([
      [userIdOf(MOBILES.kyc1), 'trade-request-update', { requestId: theirs.requestId, status: 'cancelled' }],
    ]);
  });
});

describe('dealers quote from the live price; the customer’s price is a limit', () => {
  it('gives no round-trip profit for prices sent off the live price: a limit beyond every quote gets no offer', async () => {
    await holdPrice(BUY, SELL);
    const before = await wallets();
    // A buy 2 % under the buy price and a sell 2 % over the sell price: both within the tolerance the server takes.
    const cheapBuy = await open('buy', 10, Math.round(BUY * 0.98));
    const dearSell = await open('sell', 10, Math.round(SELL * 1.02));
    expect(cheapBuy.offers).toEqual([]);
    expect(dearSell.offers).toEqual([]);
    for (const { requestId } of [cheapBuy, dearSell]) expect((await cancel(requestId)).status).toBe(200);
    expect(await wallets()).toEqual(before);

    // At the live prices, as the form sends them, every dealer answers; the round trip costs the customer.
    const buy = await open('buy', 10, BUY);
    expect(buy.offers.length).toBeGreaterThanOrEqual(3);
    const paid = executeTradeResponseSchema.parse((await execute(buy.requestId, buy.best.id)).body).total!;
    const sell = await open('sell', 10, SELL);
    expect(sell.offers.length).toBeGreaterThanOrEqual(3);
    const got = executeTradeResponseSchema.parse((await execute(sell.requestId, sell.best.id)).body).total!;
    expect(paid).toBeGreaterThan(got);
    const after = await wallets();
    expect(after.gold).toEqual(before.gold);
    expect(after.toman.balance).toBe(before.toman.balance - paid + got);
  });

  it('quotes at or better than the live price and drops, never caps, a quote beyond the limit', async () => {
    await withRoomForManyRequests();
    await holdPrice(BUY, SELL);
    // Not a whole hundred off the live price, where the dealers' quotes lie: a capped offer would sit on it.
    const buyLimit = BUY - 15_050;
    const sellLimit = SELL + 15_050;
    const counts = { buy: new Set<number>(), sell: new Set<number>() };
    for (let i = 0; i < 12; i++) {
      const side: TradeSide = i % 2 ? 'sell' : 'buy';
      const limit = side === 'buy' ? buyLimit : sellLimit;
      const { requestId, offers } = await open(side, 0.1, limit);
      counts[side].add(offers.length);
      for (const { price } of offers) {
        if (side === 'buy') expect(price).toBeLessThan(buyLimit);
        else expect(price).toBeGreaterThan(sellLimit);
        expect(price % 100).toBe(0);
      }
      expect((await cancel(requestId)).status).toBe(200);
    }
    // Some dealers quote within these limits and some do not: the count varies, from none up.
    expect(Math.min(...counts.buy, ...counts.sell)).toBeLessThan(3);
    expect(Math.max(...counts.buy, ...counts.sell)).toBeGreaterThan(0);
  });

  it('keeps every buy quote above every sell quote at the same moment, even when the live gap is tiny', async () => {
    await withRoomForManyRequests();
    await holdPrice(BUY, BUY - 300);
    const buys: number[] = [];
    const sells: number[] = [];
    for (let i = 0; i < 6; i++) {
      const b = await open('buy', 0.01, BUY + 100_000);
      const s = await open('sell', 0.01, BUY - 100_300);
      buys.push(...b.offers.map((o) => o.price));
      sells.push(...s.offers.map((o) => o.price));
      for (const { requestId } of [b, s]) expect((await cancel(requestId)).status).toBe(200);
    }
    expect(Math.min(...buys)).toBeGreaterThan(Math.max(...sells));
    expect(Math.max(...buys)).toBe(BUY);
  });

  it('leaves a request no dealer answered with nothing to execute, and releases its hold at the window’s end', async () => {
    await holdPrice(BUY, SELL);
    const before = await wallets();
    const { requestId, offers } = await open('buy', 1, BUY - 40_000);
    expect(offers).toEqual([]);
    const held = tradeTotal(1000, BUY - 40_000);
    expect((await wallets()).toman.frozen).toBe(held);
    expectError(await execute(requestId, 'any-offer'), 404, 'OFFER_NOT_FOUND');
    expect((await wallets()).toman.frozen).toBe(held);
    mock.clock.advance(WINDOW_MS + GRACE_MS + 1);
    expect(mock.db.write((tx) => expireOverdue(mock.ctx, tx))).toBe(1);
    expect(await wallets()).toEqual(before);
    expect((await history()).requests[0]).toMatchObject({ id: requestId, status: 'cancelled' });
  });
});

describe('execute checks the market, KYC and the wallets again', () => {
  it('refuses after the market closed with MARKET_CLOSED, keeping the hold until a cancel releases it', async () => {
    const before = await wallets();
    const { requestId, best } = await open('buy', 1, BUY);
    const held = (await wallets()).toman.frozen;
    await setMarket('closed');
    expectError(await execute(requestId, best.id), 409, 'MARKET_CLOSED');
    expect((await wallets()).toman.frozen).toBe(held);
    expect((await controlOpen()).map((r) => r.id)).toEqual([requestId]);
    expect((await cancel(requestId)).status).toBe(200);
    expect(await wallets()).toEqual(before);
  });

  it('refuses once KYC fell below level 1 with KYC_LEVEL_REQUIRED, and the window’s end releases the hold', async () => {
    const before = await wallets();
    const { requestId, best } = await open('sell', 1, SELL);
    const res = await mock
      .http()
      .patch(`/__mock/users/${encodeURIComponent(MOBILES.kyc2)}`)
      .send({ kycLevel: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectError(await execute(requestId, best.id), 403, 'KYC_LEVEL_REQUIRED');
    expect((await wallets()).gold.frozen).toBe(1000);
    expect((await expireControl(requestId)).status).toBe(200);
    expect(await wallets()).toEqual(before);
  });
});

describe('a closed wallet neither pays nor receives', () => {
  async function walletId(as: string, code: 'TOMAN' | 'GOLD_18K') {
    const res = await api('get', '/wallets/me', { as });
    return walletListResponseSchema.parse(res.body).data.find((w) => w.currency.code === code)!.id;
  }
  async function closeWallet(as: string, code: 'TOMAN' | 'GOLD_18K') {
    const res = await api('delete', `/wallets/me/${await walletId(as, code)}`, { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const controlCredit = async (currency: 'TOMAN' | 'GOLD_18K', amount: number) => {
    const res = await mock
      .http()
      .post(`/__mock/wallets/${encodeURIComponent(FRESH_MOBILE)}/credit`)
      .send({ currency, amount });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const closedText = (wallet: string) => new RegExp(`^${wallet} بسته است`);

  it('refuses a buy into a closed gold wallet at creation, holding nothing', async () => {
    const buyer = await freshCustomer({ toman: 50_000_000 });
    await closeWallet(buyer, 'GOLD_18K');
    const before = await wallets(buyer);
    const res = await createRaw('buy', 1, BUY, { as: buyer });
    expectError(res, 409, 'WALLET_CLOSED');
    expect((res.body as { error: string }).error).toMatch(closedText('کیف پول طلای شما'));
    expect(await wallets(buyer)).toEqual(before);
    expect(await controlOpen()).toEqual([]);
  });

  it('refuses paying from a closed Toman wallet or selling from a closed gold wallet, whatever it holds', async () => {
    const customer = await freshCustomer({});
    await closeWallet(customer, 'TOMAN');
    await closeWallet(customer, 'GOLD_18K');
    // The console credits a closed wallet all the same.
    await controlCredit('TOMAN', 50_000_000);
    await controlCredit('GOLD_18K', 2);
    const res = await createRaw('buy', 1, BUY, { as: customer });
    expectError(res, 409, 'WALLET_CLOSED');
    expect((res.body as { error: string }).error).toMatch(closedText('کیف پول تومانی شما'));
    expectError(await createRaw('sell', 1, SELL, { as: customer }), 409, 'WALLET_CLOSED');
    expect(await wallets(customer)).toMatchObject({ toman: { frozen: 0 }, gold: { frozen: 0 } });
  });

  it('refuses at execute a wallet closed since the request, keeping the hold until a cancel releases it', async () => {
    const buyer = await freshCustomer({ toman: 50_000_000 });
    const before = await wallets(buyer);
    const { requestId, best } = await open('buy', 1, BUY, buyer);
    // The gold wallet is empty and holds nothing: it may close while the Toman is held.
    await closeWallet(buyer, 'GOLD_18K');
    expectError(await execute(requestId, best.id, { as: buyer }), 409, 'WALLET_CLOSED');
    expect((await wallets(buyer)).gold.balance).toBe(0);
    expect((await wallets(buyer)).toman.frozen).toBe(tradeTotal(1000, BUY));
    expect((await cancel(requestId, { as: buyer })).status).toBe(200);
    expect(await wallets(buyer)).toEqual(before);
  });

  it('refuses at execute a sell whose Toman wallet closed since the request', async () => {
    const seller = await freshCustomer({ gold: 2 });
    const { requestId, best } = await open('sell', 1, SELL, seller);
    await closeWallet(seller, 'TOMAN');
    expectError(await execute(requestId, best.id, { as: seller }), 409, 'WALLET_CLOSED');
    expect(await wallets(seller)).toMatchObject({ toman: { balance: 0 }, gold: { balance: 2000, frozen: 1000 } });
  });
});

describe('per-customer limits', () => {
  it(`refuses a fourth open request with 429 before it holds money; an ended one makes room`, async () => {
    const first = await create('buy', 1, BUY);
    await create('buy', 1, BUY);
    await create('buy', 1, BUY);
    const before = await api('get', '/wallets/me');
    const refused = await createRaw('buy', 1, BUY);
    expect(refused.status).toBe(429);
    expectErrorEnvelope(refused.body, 'TRADE_REQUESTS_OPEN_LIMIT');
    expect(refused.body.error).toBe(
      'بیش از ۳ درخواست معامله نمی‌تواند هم‌زمان باز باشد؛ پیش از درخواست تازه، یکی را اجرا یا لغو کنید',
    );
    // Nothing more held.
    expect((await api('get', '/wallets/me')).body).toEqual(before.body);
    expect((await cancel(first.requestId)).status).toBe(200);
    await create('buy', 1, BUY);
  });

  it('refuses an eleventh request in a minute with 429 and Retry-After, for that customer only', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { requestId } = await create('buy', 0.1, BUY);
      expect((await cancel(requestId)).status).toBe(200);
    }
    const refused = await createRaw('buy', 0.1, BUY);
    expect(refused.status).toBe(429);
    expectErrorEnvelope(refused.body, 'RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not held back by this one.
    const other = await signIn(mock, MOBILES.kyc1);
    expect((await createRaw('buy', 0.1, BUY, { as: other })).status).not.toBe(429);
    mock.clock.advance(60_000);
    await create('buy', 0.1, BUY);
  });
});
