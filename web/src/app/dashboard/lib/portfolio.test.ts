import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageCost, changeFromPrice, portfolioValue, profitAndLoss, type CostTrade } from './portfolio';

const buy = (mg: number, total: number): CostTrade => ({ type: 'buy', mg, total });
const sell = (mg: number, total = 0): CostTrade => ({ type: 'sell', mg, total });

describe('portfolioValue', () => {
  it('adds the Toman to the gold at the sell price, the gold rounded down to the Toman', () => {
    expect(portfolioValue({ toman: 1_000_000, goldMg: 12_500 }, 7_779_000)).toEqual({
      toman: 1_000_000,
      gold: 97_237_500,
      total: 98_237_500,
    });
    // 1 mg at 7,779,999 Toman a gram is 7,779.999 Toman: 7,779.
    expect(portfolioValue({ toman: 0, goldMg: 1 }, 7_779_999).gold).toBe(7_779);
    expect(portfolioValue({ toman: 5, goldMg: 0 }, 7_779_000)).toEqual({ toman: 5, gold: 0, total: 5 });
  });

  it('is exact for a fortune in gold', () => {
    expect(portfolioValue({ toman: 0, goldMg: 9_000_000_000 }, 9_000_000).gold).toBe(81_000_000_000_000);
  });
});

describe('changeFromPrice', () => {
  it('is what the price did to the same gold', () => {
    expect(changeFromPrice(2_000, 7_700_000, 7_750_000)).toBe(100_000);
    expect(changeFromPrice(2_000, 7_750_000, 7_700_000)).toBe(-100_000);
    expect(changeFromPrice(0, 7_700_000, 9_000_000)).toBe(0);
  });
});

describe('averageCost', () => {
  it('adds buys and takes sells out at the average so far', () => {
    // 5 g for 37.5 M and 3 g for 24 M: 8 g for 61.5 M. Selling 2 g takes a quarter of the cost: 15,375,000.
    expect(averageCost([buy(5_000, 37_500_000), buy(3_000, 24_000_000), sell(2_000)])).toEqual({
      heldMg: 6_000,
      cost: 46_125_000,
    });
  });

  it('rounds a sell’s share of the cost to the nearest Toman', () => {
    // 3 g for 10 Toman, sell 1 g: its share is 3.33 → 3; 2 g for 7 remain.
    expect(averageCost([buy(3_000, 10), sell(1_000)])).toEqual({ heldMg: 2_000, cost: 7 });
    // 2 g for 3 Toman, sell 1 g: 1.5 → 2 (half up).
    expect(averageCost([buy(2_000, 3), sell(1_000)])).toEqual({ heldMg: 1_000, cost: 1 });
  });

  it('a sell of everything, or more than the trades bought, empties it', () => {
    expect(averageCost([buy(1_000, 7_000_000), sell(1_000)])).toEqual({ heldMg: 0, cost: 0 });
    expect(averageCost([sell(500), buy(1_000, 7_000_000), sell(1_500)])).toEqual({ heldMg: 0, cost: 0 });
    expect(averageCost([])).toEqual({ heldMg: 0, cost: 0 });
  });

  it('never goes below zero, and the cost never exceeds what the buys paid (property)', () => {
    const trade = fc.record({
      type: fc.constantFrom('buy' as const, 'sell' as const),
      mg: fc.integer({ min: 1, max: 10_000_000 }),
      total: fc.integer({ min: 1, max: 100_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 40 }), (trades) => {
        const { heldMg, cost } = averageCost(trades);
        expect(heldMg).toBeGreaterThanOrEqual(0);
        expect(cost).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(cost)).toBe(true);
        expect(cost).toBeLessThanOrEqual(trades.filter((t) => t.type === 'buy').reduce((sum, t) => sum + t.total, 0));
        if (heldMg === 0) expect(cost).toBe(0);
      }),
    );
  });
});

describe('profitAndLoss', () => {
  it('is the held gold at the sell price less its cost, in Toman and basis points', () => {
    // 6 g costing 46,125,000, worth 6 × 7,779,000 = 46,674,000: +549,000, +119.02 bp → 119.
    expect(profitAndLoss({ heldMg: 6_000, cost: 46_125_000 }, 7_779_000)).toEqual({
      worth: 46_674_000,
      toman: 549_000,
      basisPoints: 119,
    });
    expect(profitAndLoss({ heldMg: 1_000, cost: 8_000_000 }, 7_600_000)).toEqual({
      worth: 7_600_000,
      toman: -400_000,
      basisPoints: -500,
    });
  });

  it('is null without gold bought through trades', () => {
    expect(profitAndLoss({ heldMg: 0, cost: 0 }, 7_779_000)).toBeNull();
  });
});
