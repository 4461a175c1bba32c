import type { TradeSide } from '@gold/contracts/trading';
import { mgForToman, mgToGrams, parseGramsInput } from '@gold/contracts/money';
import { tradeTotal } from '@gold/contracts/rules/trading';
import { onlyDigits, toAsciiDigits } from '@gold/contracts/rules/digits';
import type { WalletView } from '../../../entities/wallets/api/get-wallets';
import { formatGrams, formatToman } from '../../../shared/lib/format';
import { TRADING_TEXT } from '../messages';

/**
 * The amount field keeps only digits (Persian or Latin) and one decimal point ('.' or '٫'), with at most three
 * decimals: a milligram is the gold's precision.
 */
export function sanitizeGrams(input: string): string {
  const kept = toAsciiDigits(input)
    .replace(/\u066B/g, '.')
    .replace(/[^\d.]/g, '');
  const [whole, ...rest] = kept.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 3)}` : whole;
}

/** In Toman mode the field keeps only digits, at most 13 of them (far above any balance). */
export const sanitizeToman = (input: string) =>
  onlyDigits(input)
    .replace(/^0+(?=\d)/, '')
    .slice(0, 13);

export type AmountMode = 'grams' | 'toman';

/**
 * The milligrams an entry asks for: grams as typed, or what the Toman buy at the price, rounded down to the
 * milligram (never more gold than the money pays for). Null while it cannot be read or the price is missing.
 */
export function milligramsFor(mode: AmountMode, text: string, price: number | null): number | null {
  if (text === '') return null;
  // '.5' is half a gram, as a customer means it.
  if (mode === 'grams') return parseGramsInput(text.startsWith('.') ? `0${text}` : text);
  if (!price) return null;
  return mgForToman(Number(text), price, 'down');
}

type Wallets = { status: 'pending' | 'error' | 'success'; money: WalletView | null; gold: WalletView | null };

export type TradeCheck = {
  side: TradeSide;
  mode: AmountMode;
  /** What the field holds. */
  text: string;
  mg: number | null;
  /** Toman a gram for this side; null while the price loads. */
  price: number | null;
  /** False only when the market is known to be closed. */
  marketClosed: boolean;
  wallets: Wallets;
};

/** Where a problem shows: beside the amount, or above the submit button. */
export type TradeProblem = { field: 'amount' | 'form'; message: string };

/**
 * The first problem of spec 2 section 5, in its order, or null when the request may go. An empty amount is no
 * message yet, but it blocks submit (`canSubmit`).
 */
export function tradeProblem(check: TradeCheck): TradeProblem | null {
  const { side, mode, text, mg, price, wallets } = check;
  if (text !== '' && (mg === null || mg <= 0)) {
    const tooSmall = mode === 'toman' && Number(text) > 0 && mg === 0;
    return { field: 'amount', message: tooSmall ? TRADING_TEXT.tomanTooSmall : TRADING_TEXT.amountPositive };
  }
  if (!price) return { field: 'form', message: TRADING_TEXT.priceLoading };
  if (check.marketClosed) return { field: 'form', message: TRADING_TEXT.marketClosed };
  if (wallets.status === 'pending') return { field: 'form', message: TRADING_TEXT.walletsLoading };
  if (wallets.status === 'error') return { field: 'form', message: TRADING_TEXT.walletsFailed };
  if (side === 'buy' && !wallets.money) return { field: 'form', message: TRADING_TEXT.noMoneyWallet };
  if (side === 'sell' && !wallets.gold) return { field: 'form', message: TRADING_TEXT.noGoldWallet };
  if (mg === null) return null;
  if (side === 'buy') {
    const required = tradeTotal(mg, price);
    const current = wallets.money!.availableBalance;
    if (current < required)
      return { field: 'form', message: TRADING_TEXT.insufficientToman(formatToman(current), formatToman(required)) };
  } else {
    const current = wallets.gold!.availableBalance;
    const required = mgToGrams(mg);
    if (current < required)
      return { field: 'form', message: TRADING_TEXT.insufficientGold(formatGrams(current), formatGrams(required)) };
  }
  return null;
}

/**
 * A zero still being typed ('0', '0.', '0.0', '.'): it may yet become 0.05, so while the field has focus its
 * "greater than zero" waits, instead of flashing on the way to a good amount.
 */
export const isZeroSoFar = (text: string) => text !== '' && /^0*\.?0*$/.test(text);

/** Submit needs an amount, a price, and no problem. */
export const canSubmit = (check: TradeCheck) =>
  check.mg !== null && check.mg > 0 && check.price !== null && tradeProblem(check) === null;
