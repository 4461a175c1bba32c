import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goldValue, gramsToMg, hasGoldPrecision, isToman, mgForToman, mgToGrams } from './money';

const RUNS = { numRuns: 2000 };
/** Up to a tonne of gold, and prices up to a billion Toman a gram: far beyond any real trade. */
const mgArb = fc.integer({ min: 0, max: 1_000_000_000 });
const priceArb = fc.integer({ min: 1, max: 1_000_000_000 });
const exactValue = (mg: number, price: number) => (BigInt(mg) * BigInt(price)) as bigint;

describe('grams and milligrams', () => {
  it('round-trips every milligram amount through grams', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (mg) => {
        expect(gramsToMg(mgToGrams(mg))).toBe(mg);
      }),
      RUNS,
    );
  });

  it('converts the grams the panel shows exactly', () => {
    expect(gramsToMg(12.5)).toBe(12_500);
    expect(gramsToMg(0.001)).toBe(1);
    expect(gramsToMg(1.001)).toBe(1001);
    expect(gramsToMg(2.675)).toBe(2675);
    expect(gramsToMg(-1.5)).toBe(-1500);
    expect(Object.is(gramsToMg(-0), 0)).toBe(true);
  });

  it('refuses a fourth decimal instead of rounding it away', () => {
    for (const grams of [0.0005, 1.0001, 12.3456, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e20]) {
      expect(hasGoldPrecision(grams)).toBe(false);
      expect(() => gramsToMg(grams)).toThrow(RangeError);
    }
  });

  it('refuses a float milligram amount', () => {
    expect(() => mgToGrams(1.5)).toThrow(RangeError);
    expect(() => mgToGrams(2 ** 53)).toThrow(RangeError);
  });
});

describe('goldValue', () => {
  it('is exact when the product is a whole number of Toman', () => {
    expect(goldValue(12_500, 7_850_000, 'down')).toBe(98_125_000);
    expect(goldValue(1, 1000, 'up')).toBe(1);
  });

  it('rounds as asked: down ≤ nearest ≤ up, at most one Toman apart, around the exact value', () => {
    fc.assert(
      fc.property(mgArb, priceArb, (mg, price) => {
        const down = goldValue(mg, price, 'down');
        const nearest = goldValue(mg, price, 'nearest');
        const up = goldValue(mg, price, 'up');
        const exact = exactValue(mg, price);
        expect(BigInt(down) * 1000n <= exact).toBe(true);
        expect(BigInt(up) * 1000n >= exact).toBe(true);
        expect(up - down).toBe(exact % 1000n === 0n ? 0 : 1);
        expect([down, up]).toContain(nearest);
        // Half up: nearest is within half a Toman of the exact value.
        expect(2n * (BigInt(nearest) * 1000n - exact) <= 1000n).toBe(true);
        expect(2n * (exact - BigInt(nearest) * 1000n) < 1000n).toBe(true);
      }),
      RUNS,
    );
  });

  it('never decreases when the amount or the price grows', () => {
    fc.assert(
      fc.property(mgArb, mgArb, priceArb, (a, b, price) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        for (const r of ['down', 'up', 'nearest'] as const) {
          expect(goldValue(small, price, r)).toBeLessThanOrEqual(goldValue(large, price, r));
        }
      }),
      RUNS,
    );
  });

  it('answers safe integers and refuses inputs that are not', () => {
    fc.assert(
      fc.property(mgArb, priceArb, (mg, price) => {
        expect(isToman(goldValue(mg, price, 'nearest'))).toBe(true);
      }),
      RUNS,
    );
    expect(() => goldValue(1.5, 1000, 'down')).toThrow(RangeError);
    expect(() => goldValue(-1, 1000, 'down')).toThrow(RangeError);
    expect(() => goldValue(1000, 1000.5, 'down')).toThrow(RangeError);
    expect(() => goldValue(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'down')).toThrow(RangeError);
  });
});

describe('mgForToman', () => {
  it('buys what the amount pays for, and never more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), priceArb, (toman, price) => {
        const mg = mgForToman(toman, price, 'down');
        // What those milligrams cost, rounded up, never exceeds the amount; one milligram more would.
        expect(goldValue(mg, price, 'up')).toBeLessThanOrEqual(toman);
        expect(BigInt(mg + 1) * BigInt(price) > BigInt(toman) * 1000n).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses a zero price', () => {
    expect(() => mgForToman(1000, 0, 'down')).toThrow(RangeError);
  });
});
