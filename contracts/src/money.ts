/**
 * Money is integers. Toman are whole numbers; gold is integer milligrams. Grams with three decimals exist only
 * at the edge (API answers, form input), and every conversion between the two goes through this module.
 */
export const MG_PER_GRAM = 1000;
export const GOLD_DECIMALS = 3;

/** How a value that falls between two integers is settled: towards zero, away from it, or half up. */
export type Rounding = 'down' | 'up' | 'nearest';

const assertSafe = (n: number, what: string) => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a safe integer, got ${n}`);
};
const assertAmount = (n: number, what: string) => {
  assertSafe(n, what);
  if (n < 0) throw new RangeError(`${what} must not be negative, got ${n}`);
};

/** A whole number of Toman within the safe integer range. */
export const isToman = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** True when `grams` has at most three decimals, so it converts to milligrams exactly. */
export function hasGoldPrecision(grams: number): boolean {
  return (
    Number.isFinite(grams) &&
    Number(grams.toFixed(GOLD_DECIMALS)) === grams &&
    Number.isSafeInteger(Math.round(grams * MG_PER_GRAM))
  );
}

/** Grams with at most three decimals to milligrams, exactly. A fourth decimal is a RangeError, never rounded away. */
export function gramsToMg(grams: number): number {
  if (!hasGoldPrecision(grams)) throw new RangeError(`grams must have at most ${GOLD_DECIMALS} decimals, got ${grams}`);
  // toFixed gives the exact decimal digits; dropping the point reads them as milligrams without a float product.
  return Number(grams.toFixed(GOLD_DECIMALS).replace('.', '')) || 0;
}

/** Milligrams to grams for an answer or a label: the nearest double, which prints back with three decimals. */
export function mgToGrams(mg: number): number {
  assertSafe(mg, 'milligrams');
  return mg / MG_PER_GRAM;
}

function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n || rounding === 'down') return quotient;
  if (rounding === 'up') return quotient + 1n;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

const toSafeNumber = (value: bigint, what: string) => {
  const n = Number(value);
  assertSafe(n, what);
  return n;
};

/** The Toman value of `mg` milligrams at `tomanPerGram`, rounded as asked. Exact integer arithmetic throughout. */
export function goldValue(mg: number, tomanPerGram: number, rounding: Rounding): number {
  assertAmount(mg, 'milligrams');
  assertAmount(tomanPerGram, 'price');
  return toSafeNumber(divide(BigInt(mg) * BigInt(tomanPerGram), BigInt(MG_PER_GRAM), rounding), 'value');
}

/** How many milligrams `toman` buys at `tomanPerGram`, rounded as asked (a purchase by amount rounds down). */
export function mgForToman(toman: number, tomanPerGram: number, rounding: Rounding): number {
  assertAmount(toman, 'toman');
  assertAmount(tomanPerGram, 'price');
  if (tomanPerGram === 0) throw new RangeError('price must be positive');
  return toSafeNumber(divide(BigInt(toman) * BigInt(MG_PER_GRAM), BigInt(tomanPerGram), rounding), 'milligrams');
}
