import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOLD_SYMBOL, TRADE_MAX_GRAMS, TRADE_PRICE_TOLERANCE_PERCENT } from '../constants';
import { goldValue, mgToGrams } from '../money';
import { createTradeRequestSchema } from '../trading';
import {
  bestOffer,
  countdownTone,
  DEALER_SPREAD,
  dealerQuote,
  dealerRoom,
  priceForSide,
  tradeTotal,
  withinLimit,
  withinTolerance,
} from './trading';

const RUNS = { numRuns: 1000 };
/** Up to ten kilograms (the largest request) in milligrams, and prices up to a billion Toman a gram. */
const mgArb = fc.integer({ min: 0, max: TRADE_MAX_GRAMS * 1000 });
const priceArb = fc.integer({ min: 1, max: 1_000_000_000 });
const sideArb = fc.constantFrom('buy' as const, 'sell' as const);

/** mg × price / 1000, rounded half up, computed apart from the code under test. */
const halfUp = (mg: number, price: number) => Number((BigInt(mg) * BigInt(price) + 500n) / 1000n);

describe('tradeTotal', () => {
  it('is the Toman of the milligrams at the price, rounded half up', () => {
    expect(tradeTotal(1000, 7_850_000)).toBe(7_850_000);
    expect(tradeTotal(1, 7_850_000)).toBe(7850);
    expect(tradeTotal(1, 1500)).toBe(2); // 1.5 rounds up
    expect(tradeTotal(1, 1499)).toBe(1); // 1.499 rounds down
    expect(tradeTotal(2675, 7_779_000)).toBe(20_808_825);
    expect(tradeTotal(0, 7_850_000)).toBe(0);
  });

  it('equals goldValue rounded to the nearest Toman, and an exact half-up division', () => {
    fc.assert(
      fc.property(mgArb, priceArb, (mg, price) => {
        const total = tradeTotal(mg, price);
        expect(total).toBe(goldValue(mg, price, 'nearest'));
        expect(total).toBe(halfUp(mg, price));
        expect(Number.isSafeInteger(total)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never falls as the price rises', () => {
    fc.assert(
      fc.property(mgArb, priceArb, priceArb, (mg, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(tradeTotal(mg, low)).toBeLessThanOrEqual(tradeTotal(mg, high));
      }),
      RUNS,
    );
  });

  it('a hold at the limit covers an execution at any offer price up to the limit', () => {
    fc.assert(
      fc.property(mgArb, priceArb, fc.integer({ min: 0, max: 1_000_000 }), (mg, limit, below) => {
        const offer = Math.max(1, limit - below);
        expect(tradeTotal(mg, offer)).toBeLessThanOrEqual(tradeTotal(mg, limit));
      }),
      RUNS,
    );
  });

  it('refuses a fraction of a milligram or a negative price rather than guess', () => {
    expect(() => tradeTotal(1.5, 7_850_000)).toThrow(RangeError);
    expect(() => tradeTotal(1000, -1)).toThrow(RangeError);
  });
});

describe('priceForSide', () => {
  it('a buy pays the buy price and a sell gets the sell price', () => {
    const price = { buyPrice: 7_850_000, sellPrice: 7_779_000 };
    expect(priceForSide('buy', price)).toBe(7_850_000);
    expect(priceForSide('sell', price)).toBe(7_779_000);
  });

  it('reads only its own side', () => {
    fc.assert(
      fc.property(priceArb, priceArb, (buyPrice, sellPrice) => {
        expect(priceForSide('buy', { buyPrice, sellPrice })).toBe(buyPrice);
        expect(priceForSide('sell', { buyPrice, sellPrice })).toBe(sellPrice);
      }),
      RUNS,
    );
  });
});

describe('bestOffer', () => {
  const offers = [
    { id: 'a', price: 7_840_000 },
    { id: 'b', price: 7_831_000 },
    { id: 'c', price: 7_849_900 },
    { id: 'd', price: 7_835_500 },
  ];

  it('is the best for the customer: the lowest price for a buy and the highest for a sell', () => {
    expect(bestOffer('buy', offers)?.id).toBe('b');
    expect(bestOffer('sell', offers)?.id).toBe('c');
  });

  it('is null without offers, and the only one with one', () => {
    expect(bestOffer('buy', [])).toBeNull();
    expect(bestOffer('sell', [])).toBeNull();
    expect(bestOffer('buy', [offers[0]])).toBe(offers[0]);
    expect(bestOffer('sell', [offers[0]])).toBe(offers[0]);
  });

  it('is always one of the offers, at the price best for the customer on the side', () => {
    const offersArb = fc.array(fc.record({ id: fc.uuid(), price: priceArb }), { maxLength: 8 });
    fc.assert(
      fc.property(sideArb, offersArb, (side, list) => {
        const best = bestOffer(side, list);
        if (list.length === 0) {
          expect(best).toBeNull();
          return;
        }
        expect(list).toContain(best);
        const prices = list.map((o) => o.price);
        expect(best!.price).toBe(side === 'buy' ? Math.min(...prices) : Math.max(...prices));
      }),
      RUNS,
    );
  });
});

describe('withinTolerance', () => {
  it('includes exactly 2 % either side of the live price and refuses a Toman more', () => {
    expect(TRADE_PRICE_TOLERANCE_PERCENT).toBe(2);
    const live = 7_850_000; // 2 % is 157,000
    expect(withinTolerance(live, live)).toBe(true);
    expect(withinTolerance(8_007_000, live)).toBe(true);
    expect(withinTolerance(7_693_000, live)).toBe(true);
    expect(withinTolerance(8_007_001, live)).toBe(false);
    expect(withinTolerance(7_692_999, live)).toBe(false);
  });

  it('honours another tolerance', () => {
    expect(withinTolerance(1010, 1000, 1)).toBe(true);
    expect(withinTolerance(1011, 1000, 1)).toBe(false);
    expect(withinTolerance(1000, 1000, 0)).toBe(true);
    expect(withinTolerance(1001, 1000, 0)).toBe(false);
  });

  it('is exact in integers where 2 % is not a whole number', () => {
    // 2 % of 101 is 2.02: 103 is inside, 104 is not, and so on the other side.
    expect(withinTolerance(103, 101)).toBe(true);
    expect(withinTolerance(104, 101)).toBe(false);
    expect(withinTolerance(99, 101)).toBe(true);
    expect(withinTolerance(98, 101)).toBe(false);
  });

  it('agrees with exact integer arithmetic for any price and reference', () => {
    fc.assert(
      fc.property(priceArb, priceArb, (price, reference) => {
        const diff = BigInt(Math.abs(price - reference));
        expect(withinTolerance(price, reference)).toBe(diff * 100n <= BigInt(reference) * 2n);
      }),
      RUNS,
    );
  });

  it('puts the boundary at exactly 2 % of any reference divisible by 50', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000_000 }), (n) => {
        const reference = n * 50;
        const edge = reference / 50;
        expect(withinTolerance(reference + edge, reference)).toBe(true);
        expect(withinTolerance(reference - edge, reference)).toBe(true);
        expect(withinTolerance(reference + edge + 1, reference)).toBe(false);
        expect(withinTolerance(reference - edge - 1, reference)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('countdownTone', () => {
  it('is green above 30 s, yellow from 11 to 30 s and red at 10 s or less', () => {
    expect(countdownTone(60)).toBe('success');
    expect(countdownTone(31)).toBe('success');
    expect(countdownTone(30)).toBe('warning');
    expect(countdownTone(11)).toBe('warning');
    expect(countdownTone(10)).toBe('error');
    expect(countdownTone(1)).toBe('error');
    expect(countdownTone(0)).toBe('error');
  });

  it('matches the spec for every second of the window', () => {
    for (let s = 0; s <= 60; s++) {
      const expected = s > 30 ? 'success' : s >= 11 ? 'warning' : 'error';
      expect(countdownTone(s), `${s} s`).toBe(expected);
    }
  });
});

describe('createTradeRequestSchema', () => {
  const valid = { type: 'buy', symbol: GOLD_SYMBOL, amount: 1.25, price: 7_850_000 };

  it('takes a buy or a sell of grams with up to three decimals at a whole price', () => {
    expect(createTradeRequestSchema.parse(valid)).toEqual(valid);
    expect(createTradeRequestSchema.parse({ ...valid, type: 'sell', amount: 0.001 })).toMatchObject({
      type: 'sell',
      amount: 0.001,
    });
    expect(createTradeRequestSchema.parse({ ...valid, amount: TRADE_MAX_GRAMS }).amount).toBe(TRADE_MAX_GRAMS);
  });

  it('takes any whole number of milligrams up to the largest request', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: TRADE_MAX_GRAMS * 1000 }), priceArb, (mg, price) => {
        expect(createTradeRequestSchema.safeParse({ ...valid, amount: mgToGrams(mg), price }).success).toBe(true);
      }),
      RUNS,
    );
  });

  it.each([
    ['a zero amount', { ...valid, amount: 0 }],
    ['a negative amount', { ...valid, amount: -1 }],
    ['a fourth decimal', { ...valid, amount: 1.2345 }],
    ['more than the largest request', { ...valid, amount: TRADE_MAX_GRAMS + 0.001 }],
    ['an amount as text', { ...valid, amount: '1.25' }],
    ['a price with a fraction', { ...valid, price: 7_850_000.5 }],
    ['a zero price', { ...valid, price: 0 }],
    ['a negative price', { ...valid, price: -7_850_000 }],
    ['a price as text', { ...valid, price: '7850000' }],
    ['an unknown symbol', { ...valid, symbol: 'GOLD_24K' }],
    ['a symbol in other letters', { ...valid, symbol: 'gold_18k' }],
    ['an unknown side', { ...valid, type: 'hold' }],
    ['an extra key', { ...valid, userId: 'someone-else' }],
    ['no amount', { type: 'buy', symbol: GOLD_SYMBOL, price: 7_850_000 }],
    ['no price', { type: 'buy', symbol: GOLD_SYMBOL, amount: 1 }],
    ['no type', { symbol: GOLD_SYMBOL, amount: 1, price: 7_850_000 }],
    ['no symbol', { type: 'buy', amount: 1, price: 7_850_000 }],
  ])('refuses %s', (_name, input) => {
    expect(createTradeRequestSchema.safeParse(input).success).toBe(false);
  });

  it('refuses any amount with a fourth decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 9 }), (mg, tenth) => {
        const amount = Number(`${mgToGrams(mg).toFixed(3)}${tenth}`);
        expect(createTradeRequestSchema.safeParse({ ...valid, amount }).success).toBe(false);
      }),
      RUNS,
    );
  });
});

/** A live price: any buy price and a sell price below it, by a gap from one Toman to a tenth of it. */
const liveArb = fc
  .integer({ min: 2, max: 1_000_000_000 })
  .chain((buyPrice) =>
    fc.integer({ min: 1, max: Math.max(1, Math.floor(buyPrice / 10)) }).map((gap) => ({ buyPrice, sellPrice: buyPrice - gap })),
  );
const drawArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('dealerQuote', () => {
  it('quotes a buy at or below the live buy price and a sell at or above the live sell price, within the spread', () => {
    fc.assert(
      fc.property(sideArb, liveArb, drawArb, (side, live, r) => {
        const quote = dealerQuote(side, live, r);
        const reference = priceForSide(side, live);
        expect(Number.isInteger(quote)).toBe(true);
        const better = side === 'buy' ? reference - quote : quote - reference;
        expect(better).toBeGreaterThanOrEqual(0);
        expect(better).toBeLessThanOrEqual(dealerRoom(side, live));
        expect(better).toBeLessThanOrEqual(reference * DEALER_SPREAD);
      }),
      RUNS,
    );
  });

  it('keeps every buy quote above every sell quote at the same moment, however small the live gap', () => {
    fc.assert(
      fc.property(liveArb, drawArb, drawArb, (live, r1, r2) => {
        expect(dealerQuote('buy', live, r1)).toBeGreaterThan(dealerQuote('sell', live, r2));
      }),
      RUNS,
    );
    // The extremes of the draw, on the seeded price and on a gap of one Toman.
    for (const live of [
      { buyPrice: 7_850_000, sellPrice: 7_779_000 },
      { buyPrice: 7_850_000, sellPrice: 7_849_999 },
    ]) {
      expect(dealerQuote('buy', live, 0.999_999_9)).toBeGreaterThan(dealerQuote('sell', live, 0.999_999_9));
      expect(dealerQuote('buy', live, 0)).toBe(live.buyPrice);
      expect(dealerQuote('sell', live, 0)).toBe(live.sellPrice);
    }
    expect(dealerQuote('buy', { buyPrice: 7_850_000, sellPrice: 7_779_000 }, 0.999_999_9)).toBe(7_850_000 - 31_400);
  });
});

describe('withinLimit', () => {
  it('takes a buy quote at or under the limit and a sell quote at or over it', () => {
    expect(withinLimit('buy', 100, 100)).toBe(true);
    expect(withinLimit('buy', 101, 100)).toBe(false);
    expect(withinLimit('sell', 100, 100)).toBe(true);
    expect(withinLimit('sell', 99, 100)).toBe(false);
  });
});

describe('a round trip at an unchanged live price', () => {
  it('never leaves the customer richer, whatever limits within the tolerance were sent', () => {
    // Limits in hundredths of a per cent from the live price of their side, anywhere the server takes.
    const offsetArb = fc.integer({ min: -TRADE_PRICE_TOLERANCE_PERCENT * 100, max: TRADE_PRICE_TOLERANCE_PERCENT * 100 });
    const quotesArb = fc.array(drawArb, { minLength: 3, maxLength: 5 });
    fc.assert(
      fc.property(liveArb, mgArb, offsetArb, offsetArb, quotesArb, quotesArb, (live, mg, buyOffset, sellOffset, rb, rs) => {
        const limitOf = (price: number, offset: number) => price + Math.trunc((price * offset) / 10_000);
        const offers = (side: 'buy' | 'sell', limit: number, draws: number[]) =>
          draws.map((r) => ({ price: dealerQuote(side, live, r) })).filter((o) => withinLimit(side, o.price, limit));
        const buy = bestOffer('buy', offers('buy', limitOf(live.buyPrice, buyOffset), rb));
        const sell = bestOffer('sell', offers('sell', limitOf(live.sellPrice, sellOffset), rs));
        if (!buy || !sell) return;
        expect(tradeTotal(mg, buy.price)).toBeGreaterThanOrEqual(tradeTotal(mg, sell.price));
      }),
      RUNS,
    );
  });

  it('always has an offer for a limit at the live price', () => {
    fc.assert(
      fc.property(sideArb, liveArb, drawArb, (side, live, r) => {
        expect(withinLimit(side, dealerQuote(side, live, r), priceForSide(side, live))).toBe(true);
      }),
      RUNS,
    );
  });
});
