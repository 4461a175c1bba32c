import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directionFor, isReached, priceOnSide, type AlertCondition, type SidePrices } from './price-alerts';

const at = (buyPrice: number, sellPrice = buyPrice - 70_000): SidePrices => ({ buyPrice, sellPrice });
const price = fc.integer({ min: 1, max: 20_000_000 });
const side = fc.constantFrom('buy' as const, 'sell' as const);
const prices = fc.record({ buyPrice: price, sellPrice: price });

describe('isReached', () => {
  it('reads the side the alert names', () => {
    const buyAbove: AlertCondition = { side: 'buy', direction: 'above', targetPrice: 8_000_000 };
    const sellAbove: AlertCondition = { ...buyAbove, side: 'sell' };
    expect(isReached(buyAbove, at(8_000_000, 7_930_000))).toBe(true);
    expect(isReached(sellAbove, at(8_000_000, 7_930_000))).toBe(false);
    expect(isReached(sellAbove, at(8_070_000, 8_000_000))).toBe(true);
  });

  it('takes the target itself as reached, in both directions', () => {
    expect(isReached({ side: 'buy', direction: 'above', targetPrice: 7_900_000 }, at(7_900_000))).toBe(true);
    expect(isReached({ side: 'buy', direction: 'below', targetPrice: 7_900_000 }, at(7_900_000))).toBe(true);
    expect(isReached({ side: 'buy', direction: 'above', targetPrice: 7_900_001 }, at(7_900_000))).toBe(false);
    expect(isReached({ side: 'buy', direction: 'below', targetPrice: 7_899_999 }, at(7_900_000))).toBe(false);
  });
});

describe('directionFor', () => {
  it('waits for a rise above the price, a fall below it, and takes no direction at the price', () => {
    expect(directionFor(8_000_000, 7_900_000)).toBe('above');
    expect(directionFor(7_800_000, 7_900_000)).toBe('below');
    expect(directionFor(7_900_000, 7_900_000)).toBeNull();
  });

  it('gives an alert the price now has not reached, and that a price at its target reaches', () => {
    fc.assert(
      fc.property(side, price, prices, (s, target, now) => {
        const direction = directionFor(target, priceOnSide(now, s));
        if (direction === null) return;
        const alert = { side: s, direction, targetPrice: target };
        expect(isReached(alert, now)).toBe(false);
        expect(isReached(alert, s === 'buy' ? { ...now, buyPrice: target } : { ...now, sellPrice: target })).toBe(true);
      }),
    );
  });

  it('makes the first price of any walk that reaches the alert a crossing: the one before it lay on the other side', () => {
    fc.assert(
      fc.property(side, price, prices, fc.array(prices, { maxLength: 50 }), (s, target, start, walk) => {
        const direction = directionFor(target, priceOnSide(start, s));
        if (direction === null) return;
        const alert = { side: s, direction, targetPrice: target };
        const path = [start, ...walk];
        const first = path.findIndex((p) => isReached(alert, p));
        if (first === -1) {
          // Never reached: the walk stayed strictly on the side it started on.
          for (const p of path) expect(Math.sign(priceOnSide(p, s) - target)).toBe(Math.sign(priceOnSide(start, s) - target));
          return;
        }
        expect(first).toBeGreaterThan(0);
        const before = priceOnSide(path[first - 1]!, s);
        const reached = priceOnSide(path[first]!, s);
        if (direction === 'above') expect([before < target, reached >= target]).toEqual([true, true]);
        else expect([before > target, reached <= target]).toEqual([true, true]);
      }),
    );
  });
});
