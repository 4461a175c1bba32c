import { goldValue } from '@gold/contracts/money';

/**
 * The dashboard's arithmetic, in integers: Toman, milligrams of gold, and basis points (hundredths of a percent).
 * Gold is valued at the live sell price, what the customer would get for it now, rounded down to the Toman.
 */

export type Holdings = { toman: number; goldMg: number };

/** The portfolio at `sellPrice` (Toman a gram): the Toman, the gold's worth, and their sum. */
export function portfolioValue({ toman, goldMg }: Holdings, sellPrice: number) {
  const gold = goldValue(goldMg, sellPrice, 'down');
  return { toman, gold, total: toman + gold };
}

/** What the price alone did to the same holdings between two sell prices (yesterday's close and now). */
export const changeFromPrice = (goldMg: number, fromSellPrice: number, toSellPrice: number) =>
  goldValue(goldMg, toSellPrice, 'down') - goldValue(goldMg, fromSellPrice, 'down');

/** `whole × part / of`, rounded half up, exactly: a year of Toman times milligrams passes 2^53. */
const share = (whole: number, part: number, of: number) =>
  Number((BigInt(whole) * BigInt(part) * 2n + BigInt(of)) / (2n * BigInt(of)));

/** A completed trade, as the history gives it. */
export type CostTrade = { type: 'buy' | 'sell'; mg: number; total: number };

/**
 * The average cost of the gold bought through trades and still held: each buy adds its grams and the Toman it cost;
 * each sell takes its grams out at the average cost so far, its share of the cost rounded to the nearest Toman. A
 * sell of more than the trades bought (gold that came another way) empties what they bought. `trades` oldest first.
 */
export function averageCost(trades: readonly CostTrade[]): { heldMg: number; cost: number } {
  let heldMg = 0;
  let cost = 0;
  for (const t of trades) {
    if (t.type === 'buy') {
      heldMg += t.mg;
      cost += t.total;
    } else if (t.mg >= heldMg) {
      heldMg = 0;
      cost = 0;
    } else {
      cost -= share(cost, t.mg, heldMg);
      heldMg -= t.mg;
    }
  }
  return { heldMg, cost };
}

/**
 * Profit or loss on the gold the trades bought and the customer still holds: its worth at `sellPrice` less its
 * average cost, in Toman and in basis points of the cost (rounded to the nearest). Null without such gold.
 */
export function profitAndLoss(held: { heldMg: number; cost: number }, sellPrice: number) {
  if (held.heldMg === 0 || held.cost === 0) return null;
  const worth = goldValue(held.heldMg, sellPrice, 'down');
  const toman = worth - held.cost;
  return { worth, toman, basisPoints: Math.round((toman * 10_000) / held.cost) };
}
