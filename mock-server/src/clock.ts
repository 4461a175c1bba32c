import { randomInt } from 'node:crypto';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-11-21T06:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

/** Seeded source for demo data and the price walk; codes use `secureDigits` instead. */
export type Random = { next(): number; secureDigits(length: number): string };

/** mulberry32: small, fast and good enough for demo data. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    secureDigits: (length) => Array.from({ length }, () => randomInt(10)).join(''),
  };
}
