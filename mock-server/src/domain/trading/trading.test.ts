import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRADE_PRICE_TOLERANCE_PERCENT } from '@gold/contracts/constants';
import { bestOffer, tradeTotal, withinLimit } from '@gold/contracts/rules/trading';
import { sellFor } from '../prices/prices';
import { DEALERS, quoteOffers } from './trading';

/** A seeded stream of draws in [0, 1), as the mock's random source gives them. */
const drawsArb = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 16, maxLength: 16 });
const source = (draws: number[]) => {
  let i = 0;
  return () => draws[i++ % draws.length];
};
/** The walk's prices: a buy price and the sell price the mock derives from it. */
const liveArb = fc.integer({ min: 6_280_000, max: 9_420_000 }).map((buyPrice) => ({ buyPrice, sellPrice: sellFor(buyPrice) }));
const offsetArb = fc.integer({ min: -TRADE_PRICE_TOLERANCE_PERCENT * 100, max: TRADE_PRICE_TOLERANCE_PERCENT * 100 });
const limitOf = (price: number, offset: number) => price + Math.trunc((price * offset) / 10_000);

describe('quoteOffers', () => {
  it('answers a limit at the live price with three to five distinct dealers, none beyond it', () => {
    fc.assert(
      fc.property(fc.constantFrom('buy' as const, 'sell' as const), liveArb, drawsArb, (side, live, draws) => {
        const limit = side === 'buy' ? live.buyPrice : live.sellPrice;
        const offers = quoteOffers(source(draws), side, live, limit);
        expect(offers.length).toBeGreaterThanOrEqual(3);
        expect(offers.length).toBeLessThanOrEqual(5);
        expect(new Set(offers.map((o) => o.dealerName)).size).toBe(offers.length);
        for (const offer of offers) {
          expect(DEALERS).toContain(offer.dealerName);
          expect(withinLimit(side, offer.price, limit)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never lets a buy then a sell of the same grams at an unchanged live price leave the customer richer', () => {
    fc.assert(
      fc.property(
        liveArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        offsetArb,
        offsetArb,
        drawsArb,
        drawsArb,
        (live, mg, buyOffset, sellOffset, buyDraws, sellDraws) => {
          const buyLimit = limitOf(live.buyPrice, buyOffset);
          const sellLimit = limitOf(live.sellPrice, sellOffset);
          const buy = quoteOffers(source(buyDraws), 'buy', live, buyLimit);
          const sell = quoteOffers(source(sellDraws), 'sell', live, sellLimit);
          for (const offer of buy) expect(offer.price).toBeLessThanOrEqual(buyLimit);
          for (const offer of sell) expect(offer.price).toBeGreaterThanOrEqual(sellLimit);
          const paid = bestOffer('buy', buy);
          const got = bestOffer('sell', sell);
          if (!paid || !got) return;
          expect(tradeTotal(mg, paid.price)).toBeGreaterThanOrEqual(tradeTotal(mg, got.price));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
