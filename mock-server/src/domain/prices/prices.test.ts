import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../clock';
import type { PriceState } from './prices';
import { BASE_BUY_PRICE, marketStatus, sellFor, toGoldPrice, walkStep } from './prices';

const NOW = new Date('2026-11-21T06:00:00Z');
const MIN = BASE_BUY_PRICE * 0.8;
const MAX = BASE_BUY_PRICE * 1.2;
const start = (buyPrice = BASE_BUY_PRICE, held = false): PriceState => ({
  buyPrice,
  sellPrice: sellFor(buyPrice),
  lastUpdate: '2026-11-20T00:00:00.000Z',
  held,
});

describe('walkStep', () => {
  it('stays in the band, rounds to 1,000 and keeps the sell price below the buy price over a long walk', () => {
    const random = seededRandom(7);
    let price = start();
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const next = walkStep(price, random.next(), NOW);
      expect(next.buyPrice).toBeGreaterThanOrEqual(MIN);
      expect(next.buyPrice).toBeLessThanOrEqual(MAX);
      expect(next.buyPrice % 1000).toBe(0);
      expect(next.sellPrice % 1000).toBe(0);
      expect(next.sellPrice).toBeLessThan(next.buyPrice);
      // At most ±0.15% plus rounding per step.
      expect(Math.abs(next.buyPrice - price.buyPrice)).toBeLessThanOrEqual(price.buyPrice * 0.0015 + 500);
      seen.add(next.buyPrice);
      price = next;
    }
    // It actually moves.
    expect(seen.size).toBeGreaterThan(50);
  });

  it('pulls an out-of-band price back inside at both ends', () => {
    expect(walkStep(start(MAX * 2), 1, NOW).buyPrice).toBe(MAX);
    expect(walkStep(start(MAX), 1, NOW).buyPrice).toBe(MAX);
    expect(walkStep(start(MIN / 2), 0, NOW).buyPrice).toBe(MIN);
    expect(walkStep(start(MIN), 0, NOW).buyPrice).toBe(MIN);
  });

  it('moves up for a high draw, down for a low one, and not for 0.5', () => {
    expect(walkStep(start(), 1, NOW).buyPrice).toBeGreaterThan(BASE_BUY_PRICE);
    expect(walkStep(start(), 0, NOW).buyPrice).toBeLessThan(BASE_BUY_PRICE);
    expect(walkStep(start(), 0.5, NOW).buyPrice).toBe(BASE_BUY_PRICE);
  });

  it('stamps the step with the given time and is not held', () => {
    const next = walkStep(start(), 0.9, NOW);
    expect(next.lastUpdate).toBe(NOW.toISOString());
    expect(next.held).toBe(false);
  });

  it('does not move a held price', () => {
    const held = { ...start(12_345_678, true), sellPrice: 12_000_000 };
    for (const r of [0, 0.3, 1]) expect(walkStep(held, r, NOW)).toEqual(held);
  });

  it('is deterministic for the same seed', () => {
    const walk = (seed: number) => {
      const random = seededRandom(seed);
      let p = start();
      for (let i = 0; i < 100; i++) p = walkStep(p, random.next(), NOW);
      return p.buyPrice;
    };
    expect(walk(3)).toBe(walk(3));
  });
});

describe('sellFor and toGoldPrice', () => {
  it('puts the sell price a small spread below, rounded to 1,000', () => {
    const sell = sellFor(7_850_000);
    expect(sell % 1000).toBe(0);
    expect(sell).toBeLessThan(7_850_000);
    expect(7_850_000 - sell).toBeLessThan(7_850_000 * 0.02);
  });

  it('exposes only the public fields', () => {
    expect(toGoldPrice(start(8_000_000, true))).toEqual({
      buyPrice: 8_000_000,
      sellPrice: sellFor(8_000_000),
      lastUpdate: '2026-11-20T00:00:00.000Z',
    });
  });
});

describe('marketStatus', () => {
  const open = new Date('2026-11-21T06:00:00Z'); // Saturday 09:30 Tehran
  const friday = new Date('2026-11-20T06:30:00Z'); // Friday 10:00 Tehran

  it('follows the working hours in mode hours', () => {
    expect(marketStatus('hours', open)).toEqual({ isOpen: true, currentStatus: 'open', nextOpenTime: null, mode: 'hours' });
    expect(marketStatus('hours', friday)).toEqual({
      isOpen: false,
      currentStatus: 'closed',
      nextOpenTime: '2026-11-21T04:30:00.000Z',
      mode: 'hours',
    });
  });

  it('is open whatever the time in mode open', () => {
    expect(marketStatus('open', friday)).toEqual({ isOpen: true, currentStatus: 'open', nextOpenTime: null, mode: 'open' });
  });

  it('is closed with no next opening in mode closed', () => {
    expect(marketStatus('closed', open)).toEqual({ isOpen: false, currentStatus: 'closed', nextOpenTime: null, mode: 'closed' });
  });
});
